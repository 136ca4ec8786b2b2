package dev.tablebook.diff;

import java.util.Comparator;

/** Orders names as people read them: AP2 before AP10; ties broken by plain text order. */
final class NaturalOrder implements Comparator<String> {
    static final NaturalOrder INSTANCE = new NaturalOrder();

    private NaturalOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int ei = digitsEnd(a, i);
                int ej = digitsEnd(b, j);
                String na = a.substring(i, ei).replaceFirst("^0+(?=.)", "");
                String nb = b.substring(j, ej).replaceFirst("^0+(?=.)", "");
                int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        int c = Integer.compare(a.length() - i, b.length() - j);
        return c != 0 ? c : a.compareTo(b);
    }

    private static int digitsEnd(String s, int from) {
        int k = from;
        while (k < s.length() && Character.isDigit(s.charAt(k))) {
            k++;
        }
        return k;
    }
}
