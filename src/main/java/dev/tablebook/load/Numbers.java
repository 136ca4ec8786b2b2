package dev.tablebook.load;

import java.math.BigDecimal;

/** Numbers of a design file as messages show them: as a designer writes them, not as Java prints doubles. */
final class Numbers {
    /** Whole numbers up to here are exact in a double; a whole-valued number beyond is refused. */
    static final double EXACT = 9_007_199_254_740_992.0; // 2^53

    private Numbers() {
    }

    /** {@code 24}, {@code 0.05}, {@code 0.000001}, {@code 1E+20}, {@code .inf}, {@code .nan}. */
    static String show(double d) {
        if (Double.isNaN(d)) {
            return ".nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? ".inf" : "-.inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        BigDecimal b = BigDecimal.valueOf(d).stripTrailingZeros();
        double abs = Math.abs(d);
        return abs >= 1e-6 && abs < 1e15 ? b.toPlainString() : b.toString();
    }

    /** The whole number a double stands for ({@code 1e3} is 1000), or null when it is not one exactly. */
    static Long whole(double d) {
        return d == Math.rint(d) && Math.abs(d) <= EXACT ? (long) d : null;
    }
}
