package dev.tablebook.request;

import dev.tablebook.model.AttrType;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Plausible example values for an attribute, chosen from its type, size and name. The same
 * name always gives the same value, so one customer id fills every key that mentions it.
 */
public final class ExampleValues {
    private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    private static final long EPOCH = 1_741_944_413L; // 2025-03-14T09:26:53Z
    private static final String INSTANT = "2025-03-14T09:26:53Z";

    private ExampleValues() {
    }

    /** A value as it appears in a JSON document: String, Long, BigDecimal, Boolean, List, Map or null. */
    public static Object of(String name, AttrType type, int bytes) {
        String n = name.toLowerCase(Locale.ROOT);
        return switch (type) {
            case S -> string(n, bytes);
            case N -> number(n);
            case B -> "3q2+7w==";
            case BOOL -> Boolean.TRUE;
            case NULL -> null;
            case L -> n.contains("embedding") || n.contains("vector")
                    ? List.of(new BigDecimal("0.0132"), new BigDecimal("-0.0481"), new BigDecimal("0.0275"))
                    : List.of(n + "-1", n + "-2");
            case M -> map(n);
            case SS -> List.of("red", "blue");
            case NS -> List.of(1L, 2L);
            case BS -> List.of("AQID");
        };
    }

    private static String string(String n, int bytes) {
        if (n.contains("email")) {
            return "ana@example.com";
        }
        if (n.endsWith("_at") || n.contains("date") || n.contains("time") || n.equals("ts")) {
            return bytes > 0 && bytes < 10 ? "2025-03" : INSTANT;
        }
        if (n.equals("currency")) {
            return "USD";
        }
        if (n.equals("status") || n.equals("state")) {
            return "active";
        }
        if (n.endsWith("name") || n.endsWith("title")) {
            return "Example " + n.replace('_', ' ');
        }
        if (n.endsWith("id") || n.endsWith("ref") || n.endsWith("key") || n.endsWith("sku") || n.endsWith("token")) {
            return id(n, bytes);
        }
        return id(n, bytes > 0 && bytes <= 12 ? bytes : 10);
    }

    /** Ids shaped by their size: 36 bytes a UUID, 26 a ULID, otherwise a short code. */
    private static String id(String n, int bytes) {
        Random r = new Random(n.hashCode());
        if (bytes == 36) {
            String hex = token(r, 32, "0123456789abcdef");
            return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-4" + hex.substring(13, 16) + "-a"
                    + hex.substring(17, 20) + "-" + hex.substring(20);
        }
        if (bytes == 26 || bytes <= 0 || bytes > 40) {
            return "01J" + token(r, 23, CROCKFORD);
        }
        return token(r, Math.max(3, Math.min(bytes, 40)), CROCKFORD);
    }

    private static String token(Random r, int length, String alphabet) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    private static Object number(String n) {
        if (n.contains("expires") || n.equals("ttl")) {
            return EPOCH + 30L * 86_400;
        }
        if (n.endsWith("_at") || n.contains("time") || n.equals("ts") || n.contains("epoch")) {
            return EPOCH;
        }
        if (n.contains("cents") || n.contains("price") || n.contains("amount") || n.contains("total")) {
            return 1999L;
        }
        if (n.contains("count") || n.contains("quantity") || n.contains("qty")) {
            return 3L;
        }
        if (n.contains("score") || n.contains("points")) {
            return 4200L;
        }
        if (n.endsWith("_no") || n.contains("number") || n.contains("rank") || n.contains("version")
                || n.contains("position")) {
            return 1L;
        }
        return 42L;
    }

    private static Map<String, Object> map(String n) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (n.contains("address")) {
            m.put("street", "1 Main St");
            m.put("city", "Springfield");
            m.put("postcode", "12345");
        } else {
            m.put("key", "value");
        }
        return m;
    }
}
