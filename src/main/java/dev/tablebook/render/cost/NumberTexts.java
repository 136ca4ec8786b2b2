package dev.tablebook.render.cost;

import com.fasterxml.jackson.core.io.SerializedString;

/**
 * The JSON text of recently written doubles, each {@link Double#toString}'s text (what Jackson's
 * generator writes for a finite double) kept as a {@link SerializedString}, whose UTF-8 bytes the
 * generator copies. A cost report writes the same values over and over (a table's day of 144
 * points repeats its loads and capacities; 0.0, 1.0 and a service's prices recur), and making a
 * double's text is the dearest part of writing it. One slot per hash of the value's bits, the
 * newest value in it: a value is found by its exact bits (0.0 and -0.0 apart), never by a near one.
 * One per document; not for use by two threads.
 */
final class NumberTexts {
    private static final int BITS = 12;
    private final long[] keys = new long[1 << BITS];
    private final SerializedString[] texts = new SerializedString[1 << BITS];

    /** {@code value}'s text; {@code value} is finite (the generator writes NaN and the infinities otherwise). */
    SerializedString of(double value) {
        long bits = Double.doubleToRawLongBits(value);
        int slot = (int) ((bits * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
        SerializedString text = texts[slot];
        if (text == null || keys[slot] != bits) {
            text = new SerializedString(text(value));
            keys[slot] = bits;
            texts[slot] = text;
        }
        return text;
    }

    /**
     * {@link Double#toString}'s text: a whole number under 10 million (not -0.0) is its digits and
     * {@code .0}, made from the int, without the conversion's general digit search.
     */
    static String text(double value) {
        if (Math.abs(value) < 1e7 && value == (int) value && (value != 0 || Double.doubleToRawLongBits(value) == 0)) {
            return Integer.toString((int) value).concat(".0");
        }
        return Double.toString(value);
    }
}
