package dev.tablebook.render.chart;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves the properties JFreeSVG writes into {@code style} attributes onto SVG presentation
 * attributes ({@code style='fill:rgb(0,0,0);stroke-width:2'} becomes
 * {@code fill='rgb(0,0,0)' stroke-width='2'}): the site's Content Security Policy
 * ({@code style-src 'self'}) blocks inline styles, while presentation attributes are not styles.
 */
final class PresentationAttributes {
    private static final Pattern STYLE = Pattern.compile(" style='([^']*)'");
    /** The properties JFreeSVG writes; each is also an SVG presentation attribute. */
    private static final Set<String> KNOWN = Set.of("fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
            "stroke-opacity", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
            "stroke-dashoffset", "shape-rendering", "text-rendering", "font-family", "font-size", "font-weight",
            "font-style", "opacity");

    private PresentationAttributes() {
    }

    static String of(String svg) {
        Matcher m = STYLE.matcher(svg);
        StringBuilder out = new StringBuilder(svg.length());
        while (m.find()) {
            // later declarations win, as in CSS
            Map<String, String> properties = new LinkedHashMap<>();
            for (String declaration : m.group(1).split(";")) {
                int colon = declaration.indexOf(':');
                if (colon < 0) {
                    continue;
                }
                String name = declaration.substring(0, colon).strip();
                if (!KNOWN.contains(name)) {
                    throw new IllegalStateException("no presentation attribute for the chart style " + name);
                }
                properties.remove(name);
                properties.put(name, declaration.substring(colon + 1).strip());
            }
            StringBuilder attributes = new StringBuilder();
            properties.forEach((name, value) -> attributes.append(' ').append(name).append("='").append(value).append('\''));
            m.appendReplacement(out, Matcher.quoteReplacement(attributes.toString()));
        }
        return m.appendTail(out).toString();
    }
}
