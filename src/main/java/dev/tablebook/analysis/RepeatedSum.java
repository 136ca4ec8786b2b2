package dev.tablebook.analysis;

/**
 * The sum {@code s + x + x + … + x} (x added {@code k} times, rounding after each addition) as a
 * loop of {@code k} additions gives it, to the last bit, in a few steps: while the running sum
 * stays in one binade [2^e, 2^(e+1)) every addition of the same x rounds to the same multiple of
 * the binade's ulp, so the additions of a binade are one multiplication of whole ulps. Where that
 * does not hold (a sum of zero, negative or non-finite values, a tie that rounds to even, the
 * crossing into the next binade) it adds one x at a time, as the loop does, and stops early where
 * an addition leaves the sum as it was (every later one does too).
 */
final class RepeatedSum {
    private static final double TWO_53 = 0x1p53;

    private RepeatedSum() {
    }

    /** Below this many additions the loop itself is the quickest. */
    private static final int SHORT = 8;
    /** Sums from 2^-970 on: the ulp and its inverse are normal doubles. */
    private static final double LOWEST = 0x1p-970;

    static double of(double s, double x, long k) {
        if (k <= SHORT) {
            for (long i = 0; i < k; i++) {
                s += x;
            }
            return s;
        }
        while (k > 0) {
            if (!(s >= LOWEST) || s == Double.POSITIVE_INFINITY || !(x >= 0) || x == Double.POSITIVE_INFINITY) {
                double next = s + x;
                if (Double.doubleToRawLongBits(next) == Double.doubleToRawLongBits(s)) {
                    return s; // adding x leaves s as it is (a sum of zeros, say), so every addition does
                }
                s = next;
                k--;
                continue;
            }
            long exponent = Double.doubleToRawLongBits(s) >>> 52; // s is positive and normal: its biased exponent
            double top = Double.longBitsToDouble((exponent + 1) << 52); // the next binade starts here (infinity past the last)
            if (x >= top - s) { // top - s is exact (s is in [top / 2, top)); the addition leaves the binade
                s += x;
                k--;
                continue;
            }
            // whole ulps of the binade: multiplying by 2^(1075 - exponent), a power of two, is exact here
            double perUlp = Double.longBitsToDouble((2098 - exponent) << 52);
            double ulp = Double.longBitsToDouble((exponent - 52) << 52);
            double r = x * perUlp; // < 2^53
            long q = (long) r;     // floor: r >= 0
            double frac = r - q;
            if (frac == 0.5) { // a tie rounds to the even neighbour, which depends on s
                s += x;
                k--;
                continue;
            }
            long step = q + (frac > 0.5 ? 1 : 0); // each addition adds this many ulps
            if (step == 0) {
                return s;
            }
            long at = (long) (s * perUlp); // s in ulps, in [2^52, 2^53)
            // an addition from `at` stays in the binade while at + r < 2^53, i.e. at <= 2^53 - q - 1
            long last = (1L << 53) - q - 1;
            long room = last - at;
            long whole = (long) ((double) room / step); // the quotient, or one more where the division rounded up
            if (whole * step > room) {
                whole--;
            }
            long steps = Math.min(k, whole + 1);
            s = (double) (at + steps * step) * ulp;
            k -= steps;
        }
        return s;
    }
}
