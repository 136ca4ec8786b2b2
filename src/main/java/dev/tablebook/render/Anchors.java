package dev.tablebook.render;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Hands out the ids of one page: stable (derived from the kind and name of what they mark), safe
 * in a URL fragment, and unique on the page. One instance per page.
 */
final class Anchors {
    private final Set<String> used = new HashSet<>();

    Anchors() {
        // the fixed section ids of a service page
        used.addAll(Set.of("main", "summary", "access-patterns", "pattern-details", "entities", "key-map",
                "index-map", "pattern-matrix", "fan-out", "cost", "findings", "iac"));
    }

    /** {@code kind-name}, with characters outside [A-Za-z0-9_-] replaced; a repeat gets -2, -3... */
    String of(String kind, String name) {
        String base = kind + "-" + safe(name);
        String id = base;
        for (int n = 2; !used.add(id); n++) {
            id = base + "-" + n;
        }
        return id;
    }

    /** Each character (code point) outside [A-Za-z0-9_-] replaced by one {@code -}. */
    private static String safe(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        name.codePoints().forEach(c -> sb.append(c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-')
                ? (char) c : '-'));
        return sb.toString();
    }

    /** The fragment GitHub gives a Markdown heading with this text. */
    static String github(String heading) {
        StringBuilder sb = new StringBuilder();
        for (char c : heading.toLowerCase(Locale.ROOT).toCharArray()) {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                sb.append(c);
            } else if (c == ' ') {
                sb.append('-');
            }
        }
        return sb.toString();
    }
}
