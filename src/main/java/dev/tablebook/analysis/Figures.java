package dev.tablebook.analysis;

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

    private static DecimalFormat pattern(int decimals) {
        DecimalFormat f = new DecimalFormat("#,##0" + (decimals > 0 ? "." + "#".repeat(decimals) : ""),
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return f;
    }
}
