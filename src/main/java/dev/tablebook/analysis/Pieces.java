package dev.tablebook.analysis;

import java.util.Arrays;

/**
 * A per-minute series kept as pieces: piece p holds one double from minute {@code starts[p]} to the
 * next piece's start (the last to {@code minutes}). A day shape is a few long pieces (its hours
 * outside and on top of its peaks) and one piece per minute of its rises, so the simulation and the
 * day's sums take each long piece at once instead of minute by minute. Immutable once built.
 */
final class Pieces {
    final int[] starts;
    final double[] values;
    final int count;
    final int minutes;
    /** The hash of the content, taken on first use (0: not yet; any thread taking it gets the same). */
    private int hash;

    Pieces(int[] starts, double[] values, int count, int minutes) {
        this.starts = starts;
        this.values = values;
        this.count = count;
        this.minutes = minutes;
    }

    /** One value all day. */
    static Pieces constant(double value, int minutes) {
        return new Pieces(new int[] {0}, new double[] {value}, 1, minutes);
    }

    /** The pieces of an array: a new piece wherever a minute differs from the one before, bit for bit. */
    static Pieces of(double[] series) {
        int n = series.length;
        int[] starts = new int[Math.max(1, n)];
        double[] values = new double[Math.max(1, n)];
        int count = 0;
        for (int m = 0; m < n; m++) {
            if (count == 0 || Double.doubleToRawLongBits(series[m]) != Double.doubleToRawLongBits(values[count - 1])) {
                starts[count] = m;
                values[count++] = series[m];
            }
        }
        return new Pieces(starts, values, count, n);
    }

    /** Where piece p ends (exclusive). */
    int end(int p) {
        return p + 1 < count ? starts[p + 1] : minutes;
    }

    /** The value of minute m (0 ≤ m < minutes). */
    double value(int m) {
        int i = Arrays.binarySearch(starts, 0, count, m);
        return values[i >= 0 ? i : -i - 2];
    }

    double[] toArray() {
        double[] out = new double[minutes];
        for (int p = 0; p < count; p++) {
            Arrays.fill(out, starts[p], end(p), values[p]);
        }
        return out;
    }

    /**
     * This series plus another, minute by minute ({@code this[m] + other[m]}, in that order): the
     * pieces of both, cut where either is cut, each the sum of the two doubles of that stretch.
     */
    Pieces plus(Pieces other) {
        int[] starts = new int[count + other.count];
        double[] values = new double[count + other.count];
        int n = 0;
        int i = 0;
        int j = 0;
        int m = 0;
        while (m < minutes) {
            while (end(i) <= m) {
                i++;
            }
            while (other.end(j) <= m) {
                j++;
            }
            starts[n] = m;
            values[n++] = this.values[i] + other.values[j];
            m = Math.min(end(i), other.end(j));
        }
        return new Pieces(starts, values, n, minutes);
    }

    /** The same series with neighbouring pieces of the same double joined. */
    Pieces joined() {
        int[] s = new int[count];
        double[] v = new double[count];
        int n = 0;
        for (int p = 0; p < count; p++) {
            if (n == 0 || Double.doubleToRawLongBits(values[p]) != Double.doubleToRawLongBits(v[n - 1])) {
                s[n] = starts[p];
                v[n++] = values[p];
            }
        }
        return new Pieces(s, v, n, minutes);
    }

    /** Equal when every minute holds the same double, bit for bit, in the same pieces (a key of {@link ScalingSimulation}'s memo). */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Pieces p) || p.count != count || p.minutes != minutes || p.hashCode() != hashCode()) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (starts[i] != p.starts[i] || Double.doubleToRawLongBits(values[i]) != Double.doubleToRawLongBits(p.values[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = 31 * count + minutes;
            for (int i = 0; i < count; i++) {
                long bits = Double.doubleToRawLongBits(values[i]);
                h = 31 * (31 * h + starts[i]) + (int) (bits ^ (bits >>> 32));
            }
            h = h == 0 ? 1 : h;
            hash = h;
        }
        return h;
    }

    /** The sum of the minutes in order, 0 first ({@code for (v : series) s += v}). */
    double sum() {
        double s = 0;
        for (int p = 0; p < count; p++) {
            s = RepeatedSum.of(s, values[p], end(p) - starts[p]);
        }
        return s;
    }

    /** The lowest minute ({@code Math.min} from {@code Double.MAX_VALUE}). */
    double min() {
        double min = Double.MAX_VALUE;
        for (int p = 0; p < count; p++) {
            min = Math.min(min, values[p]);
        }
        return min;
    }
}
