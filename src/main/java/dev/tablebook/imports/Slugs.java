package dev.tablebook.imports;

import java.util.Locale;

/** Names a design needs, made from the names a model uses. */
final class Slugs {
    private Slugs() {
    }

    /**
     * The service slug of a model: its name in lower case with '-' between words, without a
     * trailing "data model" ("Credit Card Offers Data Model" → {@code credit-card-offers}); the
     * file's name when the model's gives none.
     */
    static String service(String modelName, String file) {
        String s = slug(modelName == null ? "" : modelName).replaceFirst("(-data)?-model$", "");
        if (s.isEmpty()) {
            String base = file.substring(file.replace('\\', '/').lastIndexOf('/') + 1).replaceFirst("\\.[^.]*$", "");
            s = slug(base);
        }
        if (s.isEmpty()) {
            s = "imported";
        }
        if (!Character.isLetterOrDigit(s.charAt(0))) {
            s = "m" + s;
        }
        return s.length() > 63 ? s.substring(0, 63).replaceAll("-+$", "") : s;
    }

    static String slug(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    /** An entity name: ASCII letters, digits, '_' and '-', starting with a letter ("Credit card" → CreditCard). */
    static String entity(String name) {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (char c : name.toCharArray()) {
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-')) {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = sb.length() > 0;
            }
        }
        String s = sb.toString();
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            s = "E" + s;
        }
        return s;
    }
}
