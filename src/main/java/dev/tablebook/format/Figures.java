package dev.tablebook.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Numbers as the explanations show them: grouped thousands, at most a few decimals, Locale.ROOT. */
public final class Figures {
    private Figures() {
    }

    /** 1234.5 → "1,234.5"; 0.5 → "0.5"; 3.0 → "3". Up to 4 decimals, more for tiny values. */
    public static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        double a = Math.abs(v);
        int decimals = a == 0 || a >= 1 ? 4 : Math.min(12, 4 - (int) Math.floor(Math.log10(a)));
        return pattern(decimals).format(BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN));
    }

    /** Dollars with two decimals and grouping: "$1,234.56"; tiny non-zero amounts keep significant digits. */
    public static String usd(double v) {
        double a = Math.abs(v);
        if (a > 0 && a < 0.01) {
            return (v < 0 ? "-$" : "$") + num(a);
        }
        DecimalFormat f = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return (v < 0 ? "-$" : "$") + f.format(BigDecimal.valueOf(a));
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
        return new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(n);
    }

    /** A count and the noun in its number: "1 table", "3 tables". */
    public static String count(long n, String one, String many) {
        return count(n) + " " + (n == 1 ? one : many);
    }

    /** 1,240 or 12.5 or 0.05: at most two decimals, as findings print quantities. */
    public static String approx(double value) {
        return new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(value);
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

    private static DecimalFormat pattern(int decimals) {
        DecimalFormat f = new DecimalFormat("#,##0" + (decimals > 0 ? "." + "#".repeat(decimals) : ""),
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return f;
    }
}
