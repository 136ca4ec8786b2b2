package dev.tablebook.check;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Numbers as findings print them: grouped thousands, few decimals, the same on every machine. */
public final class Quantities {
    private Quantities() {
    }

    /** 1,240 or 12.5 or 0.05: at most two decimals, trailing zeros dropped. */
    public static String number(double value) {
        DecimalFormat f = new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
        return f.format(value);
    }

    /** A byte count in the unit a designer reads: 512 bytes, 12.5 KB, 4.2 MB, 11.3 GB (binary units). */
    public static String bytes(double bytes) {
        if (bytes < 1024) {
            return number(Math.round(bytes)) + " bytes";
        }
        if (bytes < 1024 * 1024) {
            return number(round1(bytes / 1024)) + " KB";
        }
        if (bytes < 1024.0 * 1024 * 1024) {
            return number(round1(bytes / (1024 * 1024))) + " MB";
        }
        return number(round1(bytes / (1024.0 * 1024 * 1024))) + " GB";
    }

    public static String percent(double fraction) {
        return number(fraction * 100) + "%";
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
