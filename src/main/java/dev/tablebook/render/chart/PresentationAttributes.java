package dev.tablebook.render.chart;

import java.util.Set;

/**
 * Moves the properties JFreeSVG writes into {@code style} attributes onto SVG presentation
 * attributes ({@code style='fill:rgb(0,0,0);stroke-width:2'} becomes
 * {@code fill='rgb(0,0,0)' stroke-width='2'}): the site's Content Security Policy
 * ({@code style-src 'self'}) blocks inline styles, while presentation attributes are not styles.
 * One pass over the element, copying everything else as it stands; immutable, so charts drawn
 * on several threads share it.
 */
final class PresentationAttributes {
    private static final String STYLE = " style='";
    /** The properties JFreeSVG writes; each is also an SVG presentation attribute. */
    private static final Set<String> KNOWN = Set.of("fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
            "stroke-opacity", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
            "stroke-dashoffset", "shape-rendering", "text-rendering", "font-family", "font-size", "font-weight",
            "font-style", "opacity");

    private PresentationAttributes() {
    }

    static String of(String svg) {
        int at = svg.indexOf(STYLE);
        if (at < 0) {
            return svg;
        }
        StringBuilder out = new StringBuilder(svg.length() + svg.length() / 4);
        String[] names = new String[KNOWN.size()];
        String[] values = new String[KNOWN.size()];
        int from = 0;
        while (at >= 0) {
            int start = at + STYLE.length();
            int end = svg.indexOf('\'', start);
            if (end < 0) {
                break;
            }
            out.append(svg, from, at);
            int count = 0;
            for (int d = start; d < end; ) {
                int semicolon = svg.indexOf(';', d);
                int stop = semicolon < 0 || semicolon > end ? end : semicolon;
                int colon = svg.indexOf(':', d);
                if (colon >= 0 && colon < stop) {
                    String name = svg.substring(d, colon).strip();
                    if (!KNOWN.contains(name)) {
                        throw new IllegalStateException("no presentation attribute for the chart style " + name);
                    }
                    // later declarations win, as in CSS, and take the place of the last one
                    int same = indexOf(names, count, name);
                    if (same >= 0) {
                        System.arraycopy(names, same + 1, names, same, count - same - 1);
                        System.arraycopy(values, same + 1, values, same, count - same - 1);
                        count--;
                    }
                    names[count] = name;
                    values[count] = svg.substring(colon + 1, stop).strip();
                    count++;
                }
                d = stop + 1;
            }
            for (int i = 0; i < count; i++) {
                out.append(' ').append(names[i]).append("='").append(values[i]).append('\'');
            }
            from = end + 1;
            at = svg.indexOf(STYLE, from);
        }
        return out.append(svg, from, svg.length()).toString();
    }

    private static int indexOf(String[] names, int count, String name) {
        for (int i = 0; i < count; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
