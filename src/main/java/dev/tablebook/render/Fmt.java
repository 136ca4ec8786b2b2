package dev.tablebook.render;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Number formatting for pages: fixed locale, so output never depends on the machine. */
public final class Fmt {
    private Fmt() {
    }

    /** A plain number without trailing zeros, up to 4 decimals: 400, 0.05, 1.5. */
    public static String num(double d) {
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
}
