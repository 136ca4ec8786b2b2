package dev.tablebook.load;

import java.util.Collection;
import java.util.Locale;

/** Finds the closest valid name for a misspelling, for "did you mean" hints. */
public final class Suggest {
    private static final int MAX_NAME = 255;

    private Suggest() {
    }

    /** The closest candidate within a small edit distance, or null when none is close. */
    public static String closest(String wrong, Collection<String> candidates) {
        if (wrong.length() > MAX_NAME) {
            return null; // no name is that long; and the distance table would be as large as the text
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String w = wrong.toLowerCase(Locale.ROOT);
        int allowed = Math.max(2, wrong.length() / 3);
        for (String c : candidates) {
            if (Math.abs(c.length() - wrong.length()) > allowed) {
                continue; // at least that many edits apart
            }
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance || d == bestDistance && c.compareTo(best) < 0) {
                bestDistance = d;
                best = c;
            }
        }
        return best != null && bestDistance <= allowed ? best : null;
    }

    /** "; did you mean `x`?" or the empty string. */
    public static String hint(String wrong, Collection<String> candidates) {
        String c = closest(wrong, candidates);
        return c == null ? "" : "; did you mean `" + c + "`?";
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
