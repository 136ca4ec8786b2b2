package dev.tablebook.render;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds every reference in an HTML document that would make a browser fetch something: any
 * {@code src}, {@code href}, {@code xlink:href}, {@code srcset}, {@code data}, {@code action},
 * {@code poster} or {@code background} attribute, and any CSS {@code url(...)} or
 * {@code @import}, whose target is not {@code data:} or an in-page {@code #anchor}.
 */
final class ExternalReferences {
    private static final List<String> ATTRIBUTES = List.of("src", "href", "xlink:href", "srcset", "data", "action",
            "poster", "background", "formaction", "ping", "manifest", "codebase", "cite", "longdesc");
    private static final Pattern CSS_URL = Pattern.compile("url\\(\\s*(['\"]?)(.*?)\\1\\s*\\)", Pattern.CASE_INSENSITIVE);
    private static final Pattern CSS_IMPORT = Pattern.compile("@import\\s+(['\"])(.*?)\\1", Pattern.CASE_INSENSITIVE);

    private ExternalReferences() {
    }

    static List<String> in(String html) {
        Document doc = Jsoup.parse(html);
        List<String> out = new ArrayList<>();
        for (Element e : doc.getAllElements()) {
            for (Attribute a : e.attributes()) {
                String name = a.getKey().toLowerCase(Locale.ROOT);
                if (ATTRIBUTES.contains(name) && !local(a.getValue())) {
                    out.add("<" + e.tagName() + " " + name + "=\"" + a.getValue() + "\">");
                }
                if (name.equals("style")) {
                    css(a.getValue(), "<" + e.tagName() + " style>", out);
                }
            }
            if (e.tagName().equals("style")) {
                css(e.data(), "<style>", out);
            }
        }
        return out;
    }

    private static void css(String css, String where, List<String> out) {
        for (Pattern p : List.of(CSS_URL, CSS_IMPORT)) {
            Matcher m = p.matcher(css);
            while (m.find()) {
                if (!local(m.group(2))) {
                    out.add(where + " " + m.group());
                }
            }
        }
    }

    private static boolean local(String target) {
        String t = target.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("#") || t.startsWith("data:");
    }
}
