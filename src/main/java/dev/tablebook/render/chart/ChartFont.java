package dev.tablebook.render.chart;

/**
 * How wide a chart's text is, without a font system: the advance widths of the printable ASCII
 * characters (U+0020 to U+007E) of DejaVu Sans Book 2.37 ({@code DejaVuSans.ttf} of Debian's
 * {@code fonts-dejavu-core} 2.37-6, SHA-256 {@code abdc775b…68582322}), read from the font's
 * {@code hmtx} table through its {@code cmap}, in font units of an em of 2,048. The charts are
 * drawn in the generic family {@code sans-serif}, which is DejaVu Sans on most Linux systems and
 * a narrower face (Arial, Helvetica, Liberation Sans, Roboto) elsewhere: DejaVu's wide advances
 * are an upper bound, so wrapped labels and the room kept for a label fit whichever face the
 * reader's browser picks. Any other character counts as a full em, wider than any of these.
 * No kerning: kerning only narrows a run of text. Immutable; shared by every thread.
 */
final class ChartFont {
    private static final double EM = 2048;
    private static final int[] ADVANCES = {
            651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
            1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
            2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
            1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
            1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
            1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    };
    /** Ascent and descent of the face (its {@code hhea} table: 1,901 and 483 units), the height a line of text takes. */
    static final double ASCENT = 1901 / EM;
    static final double DESCENT = 483 / EM;

    private ChartFont() {
    }

    /** The width of {@code text} at {@code size} pixels a em. */
    static double width(String text, double size) {
        long units = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                units += ADVANCES[c - 0x20];
            } else if (!Character.isLowSurrogate(c)) {
                units += (long) EM;
            }
        }
        return units * size / EM;
    }
}
