package dev.tablebook.analysis;

/**
 * The sum {@code s + x + x + … + x} (x added {@code k} times, rounding after each addition) as a
 * loop of {@code k} additions gives it, to the last bit, in a few steps: while the running sum
 * stays in one binade [2^e, 2^(e+1)) every addition of the same x rounds to the same multiple of
 * the binade's ulp, so the additions of a binade are one multiplication of whole ulps. Where that
 * does not hold (a sum of zero, negative or non-finite values, a tie that rounds to even, the
 * crossing into the next binade) it adds one x at a time, as the loop does.
 */
final class RepeatedSum {
    private static final double TWO_53 = 0x1p53;

    private RepeatedSum() {
    }

    static double of(double s, double x, long k) {
        while (k > 0) {
            if (!(s >= Double.MIN_NORMAL) || s == Double.POSITIVE_INFINITY || !(x >= 0) || x == Double.POSITIVE_INFINITY) {
                s += x;
                k--;
                continue;
            }
            double ulp = Math.ulp(s);
            double top = Math.scalb(ulp, 53); // the next binade starts here
            if (x >= top - s) { // top - s is exact (s is in [top / 2, top)); the addition leaves the binade
                s += x;
                k--;
                continue;
            }
            double r = x / ulp; // exact: a power of two, and r < 2^53
            double q = Math.floor(r);
            double frac = r - q;
            if (frac == 0.5) { // a tie rounds to the even neighbour, which depends on s
                s += x;
                k--;
                continue;
            }
            long step = (long) q + (frac > 0.5 ? 1 : 0); // each addition adds this many ulps
            if (step == 0) {
                return s;
            }
            long at = (long) (s / ulp); // s in ulps, in [2^52, 2^53)
            // an addition from `at` stays in the binade while at + r < 2^53, i.e. at <= 2^53 - q - 1
            long last = (long) TWO_53 - (long) q - 1;
            long steps = Math.min(k, (last - at) / step + 1);
            s = (double) (at + steps * step) * ulp;
            k -= steps;
        }
        return s;
    }
}
