package dev.tablebook.cost;

import java.util.Arrays;

/**
 * The inputs of a pure computation written down as bits, in order, to key a memo of it: two keys are
 * equal when every number added to them was the same, a double bit for bit (so 0.0 and -0.0, or two
 * NaNs of different bits, are told apart, which only ever makes a key miss). Immutable once
 * {@link #done} is called; its hash is taken then.
 */
final class InputBits {
    private long[] bits = new long[32];
    private int count;
    private int hash;

    InputBits add(long v) {
        if (count == bits.length) {
            bits = Arrays.copyOf(bits, count * 2);
        }
        bits[count++] = v;
        return this;
    }

    InputBits add(double v) {
        return add(Double.doubleToRawLongBits(v));
    }

    /** A number that may be absent: null is told apart from every double. */
    InputBits add(Double v) {
        return v == null ? add(0L).add(0L) : add(1L).add(v.doubleValue());
    }

    InputBits add(boolean v) {
        return add(v ? 1L : 0L);
    }

    /** Ends the key: no more numbers are added, the hash is taken. */
    InputBits done() {
        bits = Arrays.copyOf(bits, count);
        int h = 1;
        for (int i = 0; i < count; i++) {
            h = 31 * h + Long.hashCode(bits[i]);
        }
        hash = h;
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof InputBits k && k.hash == hash && k.count == count && Arrays.equals(k.bits, 0, count, bits, 0, count);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
