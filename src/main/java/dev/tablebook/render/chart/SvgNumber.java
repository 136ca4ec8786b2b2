package dev.tablebook.render.chart;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * Numbers in the SVG as a {@code DecimalFormat "0.#"} with at most {@code decimals} places writes
 * them (rounded half-even: "12", "12.5", "-0"), computed from the scaled value instead of through a
 * {@code DecimalFormat} per number. A value that lies within a rounding error of a tie, or is too
 * large to scale exactly, is rounded by the {@code DecimalFormat} itself (one per thread), so the
 * result never differs. {@link #units} gives the rounded value as a whole number of
 * {@code 10^-decimals} (so a drawing can compare coordinates exactly as they are written) and
 * {@link #append} writes such a number. Immutable and safe to share between threads.
 */
final class SvgNumber implements DoubleFunction<String> {
    /** Scaled values below this have a double spacing (ulp) under 2^-22, far inside the tie margin. */
    private static final double EXACT_BELOW = 1L << 31;
    private static final double TIE_MARGIN = 1e-5;

    private final int decimals;
    private final long scale;
    private final ThreadLocal<DecimalFormat> fallback;

    SvgNumber(int decimals) {
        if (decimals < 1 || decimals > 9) {
            throw new IllegalArgumentException("decimals " + decimals + " (1 to 9)");
        }
        this.decimals = decimals;
        this.scale = (long) Math.pow(10, decimals);
        String pattern = "0." + "#".repeat(decimals);
        this.fallback = ThreadLocal.withInitial(() ->
                new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.US)));
    }

    /**
     * The value rounded as {@link #apply} rounds it, in units of {@code 10^-decimals} ("12.5" is 125
     * at one decimal); a value too large for a long, or not finite, is refused.
     */
    long units(double value) {
        double scaled = Math.abs(value) * scale;
        if (!(scaled < EXACT_BELOW)) {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("not a coordinate: " + value);
            }
            return new java.math.BigDecimal(fallback.get().format(value)).movePointRight(decimals).longValueExact();
        }
        // 0 <= scaled < 2^31: the cast is Math.floor, and away from a tie the nearest whole number is
        // Math.rint (the client compiler calls StrictMath for both)
        long whole = (long) scaled;
        double fraction = scaled - whole;
        long units;
        if (Math.abs(fraction - 0.5) < TIE_MARGIN) {
            units = nearTie(Math.abs(value), scaled, whole);
        } else {
            units = fraction > 0.5 ? whole + 1 : whole;
        }
        return value < 0 ? -units : units;
    }

    /**
     * {@link #units} of a magnitude whose scaled value (rounded to {@code whole} and a fraction near a
     * half) lies within the tie margin: the format rounds the double's exact value half-even. The exact
     * product is the rounded one plus its rounding error, which an fma gives exactly (the error of a
     * product of doubles is a double); the rounded product less the half is exact too (two doubles this
     * close subtract exactly), so the sign of their sum says on which side of the half the exact value
     * lies, and zero that it is a tie (12.25 at one decimal), which goes to the even unit. No BigDecimal:
     * building one for each value near a half was most of the charts' samples in a build.
     */
    private long nearTie(double magnitude, double scaled, long whole) {
        if (magnitude < 1e-3) {
            // Double.toString writes these in E notation, and the format, rounding from those digits, reads
            // some halves otherwise (5.0E-4 at three decimals is "0"): only at three decimals or more
            return new java.math.BigDecimal(fallback.get().format(magnitude)).movePointRight(decimals).longValueExact();
        }
        double error = Math.fma(magnitude, (double) scale, -scaled);
        double fromHalf = (scaled - (whole + 0.5)) + error;
        if (fromHalf > 0) {
            return whole + 1;
        }
        if (fromHalf < 0) {
            return whole;
        }
        return (whole & 1) == 0 ? whole : whole + 1;
    }

    /** Writes {@code units} (see {@link #units}) as {@link #apply} writes the value, but zero always as "0". */
    void append(StringBuilder out, long units) {
        if (units < 0) {
            out.append('-');
            units = -units;
        }
        long whole = units / scale;
        long fraction = units % scale;
        out.append(whole);
        if (fraction != 0) {
            int digits = decimals;
            while (fraction % 10 == 0) {
                fraction /= 10;
                digits--;
            }
            out.append('.');
            for (long p = pow10(digits - 1); p > fraction; p /= 10) {
                out.append('0');
            }
            out.append(fraction);
        }
    }

    private static long pow10(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    @Override
    public String apply(double value) {
        boolean negative = value < 0 || value == 0 && 1 / value < 0;
        double scaled = Math.abs(value) * scale;
        if (!(scaled < EXACT_BELOW)) {
            return fallback.get().format(value);
        }
        double floor = Math.floor(scaled);
        if (Math.abs(scaled - floor - 0.5) < TIE_MARGIN) {
            return fallback.get().format(value);
        }
        long units = (long) Math.rint(scaled);
        long whole = units / scale;
        long fraction = units % scale;
        StringBuilder out = new StringBuilder(12);
        if (negative) {
            out.append('-');
        }
        out.append(whole);
        if (fraction != 0) {
            int digits = decimals;
            while (fraction % 10 == 0) {
                fraction /= 10;
                digits--;
            }
            out.append('.');
            String f = Long.toString(fraction);
            for (int i = f.length(); i < digits; i++) {
                out.append('0');
            }
            out.append(f);
        }
        return out.toString();
    }
}
