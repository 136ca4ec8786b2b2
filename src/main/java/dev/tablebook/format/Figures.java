package dev.tablebook.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Numbers as the explanations show them: grouped thousands, at most a few decimals, Locale.ROOT.
 * The figures are written from {@link BigDecimal}s rounded half-even, exactly as the
 * {@code DecimalFormat} patterns named on each method would write them, without building a
 * formatter per call; every method is safe to call from many threads at once.
 */
public final class Figures {
    /** {@code #,##0.##} for doubles, whose rounding follows the binary value: one per thread (formats are not thread-safe). */
    private static final ThreadLocal<DecimalFormat> APPROX = ThreadLocal.withInitial(() ->
            new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)));

    private Figures() {
    }

    /** 1234.5 → "1,234.5"; 0.5 → "0.5"; 3.0 → "3". Up to 4 decimals, more for tiny values. */
    public static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        double a = Math.abs(v);
        int decimals = a == 0 || a >= 1 ? 4 : Math.min(12, 4 - (int) Math.floor(Math.log10(a)));
        // #,##0.#### (as many # as decimals): the value rounded to the decimals, trailing zeros dropped
        String fast = rounded(v, decimals, false);
        return fast != null ? fast
                : grouped(BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN).stripTrailingZeros());
    }

    /** Dollars with two decimals and grouping: "$1,234.56"; tiny non-zero amounts keep significant digits. */
    public static String usd(double v) {
        double a = Math.abs(v);
        if (a > 0 && a < 0.01) {
            return (v < 0 ? "-$" : "$") + num(a);
        }
        // #,##0.00
        String fast = rounded(a, 2, true);
        return (v < 0 ? "-$" : "$") + (fast != null ? fast
                : grouped(BigDecimal.valueOf(a).setScale(2, RoundingMode.HALF_EVEN)));
    }

    /**
     * What {@code grouped(BigDecimal.valueOf(v).setScale(decimals, HALF_EVEN))} writes (its trailing
     * zeros stripped unless {@code keepZeros}), worked out on the digits of {@code Double.toString}
     * — the string {@code BigDecimal.valueOf} reads — without building decimals; null when that
     * string has an exponent ({@code 1.0E7}, {@code 1.0E-5}), which the callers leave to
     * {@link BigDecimal}. {@code FiguresTest} holds it to the decimal arithmetic on random values.
     */
    private static String rounded(double v, int decimals, boolean keepZeros) {
        String scaled = scaled(v, decimals, keepZeros);
        if (scaled != null) {
            return scaled;
        }
        String repr = Double.toString(Math.abs(v));
        int point = repr.indexOf('.');
        if (point < 0 || repr.indexOf('E') >= 0) {
            return null;
        }
        // the digits of the value with exactly `decimals` fraction digits, rounded half-even
        int fraction = repr.length() - point - 1;
        char[] digits = new char[point + decimals];
        repr.getChars(0, point, digits, 0);
        int kept = Math.min(fraction, decimals);
        repr.getChars(point + 1, point + 1 + kept, digits, point);
        for (int i = point + kept; i < digits.length; i++) {
            digits[i] = '0';
        }
        if (fraction > decimals) {
            char next = repr.charAt(point + 1 + decimals);
            boolean beyond = false;
            for (int i = point + 2 + decimals; i < repr.length() && !beyond; i++) {
                beyond = repr.charAt(i) != '0';
            }
            boolean odd = digits.length > 0 && (digits[digits.length - 1] - '0') % 2 == 1;
            if (next > '5' || next == '5' && (beyond || odd)) {
                int i = digits.length - 1;
                while (i >= 0 && digits[i] == '9') {
                    digits[i--] = '0';
                }
                if (i >= 0) {
                    digits[i]++;
                } else {
                    char[] longer = new char[digits.length + 1];
                    longer[0] = '1';
                    System.arraycopy(digits, 0, longer, 1, digits.length);
                    digits = longer;
                    point++;
                }
            }
        }
        int end = digits.length;
        if (!keepZeros) {
            while (end > point && digits[end - 1] == '0') {
                end--;
            }
        }
        // the integer digits without leading zeros (at least one), grouped; then the fraction
        int start = 0;
        while (start < point - 1 && digits[start] == '0') {
            start++;
        }
        boolean zero = true;
        for (int i = start; i < end && zero; i++) {
            zero = digits[i] == '0';
        }
        StringBuilder out = new StringBuilder(end - start + (point - start) / 3 + 2);
        if (v < 0 && !zero) {
            out.append('-');
        }
        int integers = point - start;
        for (int i = 0; i < integers; i++) {
            if (i > 0 && (integers - i) % 3 == 0) {
                out.append(',');
            }
            out.append(digits[start + i]);
        }
        if (end > point) {
            out.append('.').append(digits, point, end - point);
        }
        return out.toString();
    }

    /** 10^0 to 10^12, each exact as a double and as a long. */
    private static final double[] SCALE = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12};
    private static final long[] LONG_SCALE = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L};
    /** Below this, the value scaled to its decimals is within 3e-5 of the digits of {@code Double.toString} scaled. */
    private static final double SCALED_LIMIT = 1e11;
    /** How far from a tie a scaled value must be for its nearest whole number to be the rounding of those digits. */
    private static final double TIE_MARGIN = 1e-3;

    /**
     * What {@link #rounded} writes, from the value times 10^decimals in binary, without
     * {@code Double.toString}; null where that cannot be told apart from the decimal rounding: at
     * 10^11 or more scaled, or within {@link #TIE_MARGIN} of a tie. {@code Double.toString(a)}
     * reads back as {@code a}, so it lies within half an ulp of it (a relative 2^-53); scaled, it
     * and the double product {@code a * 10^decimals} (also within half an ulp) differ by less than
     * 2.3e-5 below 10^11, so both have the same nearest whole number whenever the product is
     * farther than that from a half, and half-even rounding of the digits is that number.
     * {@code FiguresTest} holds it to the decimal arithmetic, ties and their neighbours included.
     */
    static String scaled(double v, int decimals, boolean keepZeros) {
        double y = Math.abs(v) * SCALE[decimals];
        if (!(y < SCALED_LIMIT)) {
            return null; // NaN too
        }
        long whole = (long) y; // Math.floor for 0 <= y < 10^11 (the client compiler calls StrictMath for it)
        double fraction = y - whole;
        if (Math.abs(fraction - 0.5) < TIE_MARGIN) {
            return null;
        }
        long units = whole + (fraction > 0.5 ? 1 : 0);
        long integer = units / LONG_SCALE[decimals];
        long rest = units % LONG_SCALE[decimals];
        int kept = decimals;
        if (!keepZeros) {
            while (kept > 0 && rest % 10 == 0) {
                rest /= 10;
                kept--;
            }
        }
        char[] out = new char[1 + 15 + 1 + kept];
        int end = out.length;
        for (int i = 0; i < kept; i++) {
            out[--end] = (char) ('0' + rest % 10);
            rest /= 10;
        }
        if (kept > 0) {
            out[--end] = '.';
        }
        int digits = 0;
        do {
            if (digits > 0 && digits % 3 == 0) {
                out[--end] = ',';
            }
            out[--end] = (char) ('0' + integer % 10);
            integer /= 10;
            digits++;
        } while (integer > 0);
        if (v < 0 && units != 0) {
            out[--end] = '-';
        }
        return new String(out, end, out.length - end);
    }

    /** A unit price: "$0.000000625" style, never in exponent form. */
    public static String price(double v) {
        return "$" + BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    public static String percent(double share) {
        return num(Math.round(share * 1000) / 10.0) + "%";
    }

    /** A plain number without grouping or trailing zeros, up to 4 decimals: 400, 0.05, 1.5 (rates, ids). */
    public static String plain(double d) {
        BigDecimal b = BigDecimal.valueOf(d).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return b.scale() < 0 ? b.setScale(0).toPlainString() : b.toPlainString();
    }

    /** A count with thousands separators: 2,000,000. */
    public static String count(long n) {
        // #,##0
        return grouped(BigDecimal.valueOf(n));
    }

    /** A count and the noun in its number: "1 table", "3 tables". */
    public static String count(long n, String one, String many) {
        return count(n) + " " + (n == 1 ? one : many);
    }

    /**
     * 1,240 or 12.5 or 0.05: at most two decimals, as findings print quantities ({@code #,##0.##},
     * rounding the binary value half-even). Written by {@link #scaled} where the value times 100 is
     * farther than {@link #TIE_MARGIN} from a tie, so that its nearest whole number is the rounding of
     * the binary value too, and below 10^11; the formatter writes the rest (ties, large values, NaN,
     * infinities, and a negative value that rounds to zero, which it writes "-0"). A one-design check
     * so builds no formatter: building the first (with its locale's symbols) was 2.5% of its CPU.
     * {@code FiguresTest} holds it to the formatter.
     */
    public static String approx(double value) {
        String fast = scaled(value, 2, false);
        if (fast != null && (Double.doubleToRawLongBits(value) >= 0 || fast.charAt(0) == '-')) {
            return fast;
        }
        return APPROX.get().format(value);
    }

    /** A fraction as a percentage with at most two decimals: 0.125 → "12.5%". */
    public static String approxPercent(double fraction) {
        return approx(fraction * 100) + "%";
    }

    /** A byte count in the unit a designer reads: 512 bytes, 12.5 KB, 4.2 MB, 11.3 GB (binary units). */
    public static String bytes(double bytes) {
        if (bytes < 1024) {
            return approx(Math.round(bytes)) + " bytes";
        }
        if (bytes < 1024 * 1024) {
            return approx(round1(bytes / 1024)) + " KB";
        }
        if (bytes < 1024.0 * 1024 * 1024) {
            return approx(round1(bytes / (1024 * 1024))) + " MB";
        }
        return approx(round1(bytes / (1024.0 * 1024 * 1024))) + " GB";
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }

    /**
     * A rounded decimal as {@code #,##0.###} writes it: a minus sign when negative, the integer
     * digits in groups of three with commas (at least one digit), then the point and the
     * fraction digits the value has, if any.
     */
    private static String grouped(BigDecimal b) {
        String plain = (b.signum() < 0 ? b.negate() : b).toPlainString();
        int point = plain.indexOf('.');
        int integers = point < 0 ? plain.length() : point;
        StringBuilder out = new StringBuilder(plain.length() + integers / 3 + 1);
        if (b.signum() < 0) {
            out.append('-');
        }
        for (int i = 0; i < integers; i++) {
            if (i > 0 && (integers - i) % 3 == 0) {
                out.append(',');
            }
            out.append(plain.charAt(i));
        }
        if (integers == 0) {
            out.append('0');
        }
        if (point >= 0) {
            out.append(plain, point, plain.length());
        }
        return out.toString();
    }
}
