package dev.tablebook.analysis;

/**
 * The minutes of a day at which a per-minute series may change, as a bit set (bit m: the value at
 * m may differ from the value at m - 1; bit 0 is always set). Between two set bits the series is
 * one double, so a simulation can take the stretch as a whole.
 */
final class Changes {
    private Changes() {
    }

    /** No change after minute 0. */
    static long[] none(int minutes) {
        long[] bits = new long[(minutes + 63) >>> 6];
        bits[0] = 1L;
        return bits;
    }

    static void set(long[] bits, int m) {
        bits[m >>> 6] |= 1L << m;
    }

    /** The minutes where {@code values} differs from the minute before, bit for bit. */
    static long[] of(double[] values) {
        long[] bits = none(values.length);
        for (int m = 1; m < values.length; m++) {
            if (Double.doubleToRawLongBits(values[m]) != Double.doubleToRawLongBits(values[m - 1])) {
                set(bits, m);
            }
        }
        return bits;
    }

    /** The first minute from {@code from} on that is a change, or {@code end} if none before it. */
    static int next(long[] bits, int from, int end) {
        int word = from >>> 6;
        if (word >= bits.length) {
            return end;
        }
        long w = bits[word] & (-1L << from);
        while (true) {
            if (w != 0) {
                return Math.min(end, (word << 6) + Long.numberOfTrailingZeros(w));
            }
            if (++word >= bits.length) {
                return end;
            }
            w = bits[word];
        }
    }
}
