package dev.tablebook.render.chart;

import java.text.NumberFormat;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.DoubleFunction;
import java.util.function.Supplier;

/**
 * The text a number format gives a value, kept by the value's exact bits: the axes of a site's
 * charts label the same round values (0, $5,000, 10,000, 25%...) on page after page, and each label
 * through a {@code DecimalFormat} was about a twelfth of the charts' time. The text is the format's own,
 * so a kept one is the text the format would write again (0.0 and -0.0 are different keys). Bounded:
 * past {@link #KEPT} values a text is formatted and not kept. Safe to share between threads: each
 * thread formats with its own instance of the format.
 */
final class FormatTexts implements DoubleFunction<String> {
    static final int KEPT = 4096;

    private final ThreadLocal<NumberFormat> format;
    private final ConcurrentHashMap<Long, String> texts = new ConcurrentHashMap<>();

    FormatTexts(Supplier<NumberFormat> format) {
        this.format = ThreadLocal.withInitial(format);
    }

    @Override
    public String apply(double value) {
        Long bits = Double.doubleToRawLongBits(value);
        String text = texts.get(bits);
        if (text == null) {
            text = format.get().format(value);
            if (texts.size() < KEPT) {
                texts.putIfAbsent(bits, text);
            }
        }
        return text;
    }
}
