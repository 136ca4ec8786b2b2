package dev.tablebook.verify;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.KeyTemplate;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plain example values (String, Long, Double, BigDecimal, Boolean, List, Map) as DynamoDB
 * attribute values, key templates rendered from an item's values, and DynamoDB's item size.
 */
final class Values {
    private Values() {
    }

    /** A template rendered from the values: empty when a placeholder has no value (the key is absent). */
    static Optional<Object> render(KeyTemplate t, AttrType type, Map<String, Object> values) {
        if (t.singlePlaceholder().isPresent()) {
            Object v = values.get(t.singlePlaceholder().get());
            if (v == null) {
                return Optional.empty();
            }
            return Optional.of(type == AttrType.S && !(v instanceof String) ? text(v) : v);
        }
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                sb.append(l.text());
            } else {
                Object v = values.get(((KeyTemplate.Placeholder) p).attribute());
                if (v == null) {
                    return Optional.empty();
                }
                sb.append(text(v));
            }
        }
        if (type == AttrType.N) {
            return Optional.of(new BigDecimal(sb.toString()));
        }
        return Optional.of(sb.toString());
    }

    static String text(Object v) {
        return v instanceof BigDecimal b ? b.toPlainString() : String.valueOf(v);
    }

    /** The attribute value of a plain value, shaped by the declared type (null type: from the value). */
    static AttributeValue attribute(Object v, AttrType type) {
        if (v == null) {
            return AttributeValue.builder().nul(true).build();
        }
        AttrType t = type != null ? type : typeOf(v);
        return switch (t) {
            case S -> AttributeValue.builder().s(text(v)).build();
            case N -> AttributeValue.builder().n(text(v)).build();
            case B -> AttributeValue.builder().b(SdkBytes.fromByteArray(bytes(v))).build();
            case BOOL -> AttributeValue.builder().bool(Boolean.TRUE.equals(v) || "true".equals(v)).build();
            case NULL -> AttributeValue.builder().nul(true).build();
            case SS -> AttributeValue.builder().ss(list(v).stream().map(Values::text).distinct().toList()).build();
            case NS -> AttributeValue.builder().ns(list(v).stream().map(Values::text).distinct().toList()).build();
            case BS -> AttributeValue.builder().bs(list(v).stream().map(x -> SdkBytes.fromByteArray(bytes(x)))
                    .distinct().toList()).build();
            case L -> AttributeValue.builder().l(list(v).stream().map(x -> attribute(x, null)).toList()).build();
            case M -> {
                Map<String, AttributeValue> m = new LinkedHashMap<>();
                if (v instanceof Map<?, ?> in) {
                    in.forEach((k, x) -> m.put(String.valueOf(k), attribute(x, null)));
                }
                yield AttributeValue.builder().m(m).build();
            }
        };
    }

    private static AttrType typeOf(Object v) {
        if (v instanceof Number) {
            return AttrType.N;
        }
        if (v instanceof Boolean) {
            return AttrType.BOOL;
        }
        if (v instanceof List) {
            return AttrType.L;
        }
        if (v instanceof Map) {
            return AttrType.M;
        }
        return AttrType.S;
    }

    private static List<?> list(Object v) {
        return v instanceof List<?> l ? l : List.of(v);
    }

    private static byte[] bytes(Object v) {
        try {
            return Base64.getDecoder().decode(text(v));
        } catch (IllegalArgumentException e) {
            return text(v).getBytes(StandardCharsets.UTF_8);
        }
    }

    /** An attribute value as text for messages and comparisons. */
    static String show(AttributeValue v) {
        if (v == null) {
            return "(absent)";
        }
        if (v.s() != null) {
            return v.s();
        }
        if (v.n() != null) {
            return v.n();
        }
        return v.toString();
    }

    /** Compares two key values as DynamoDB orders them: numbers numerically, strings and binaries by bytes. */
    static int compare(AttributeValue a, AttributeValue b) {
        if (a.n() != null && b.n() != null) {
            return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
        }
        byte[] x = a.b() != null ? a.b().asByteArray() : show(a).getBytes(StandardCharsets.UTF_8);
        byte[] y = b.b() != null ? b.b().asByteArray() : show(b).getBytes(StandardCharsets.UTF_8);
        return java.util.Arrays.compareUnsigned(x, y);
    }

    /** Whether two attribute values are the same value (numbers compared numerically). */
    static boolean same(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.n() != null && b.n() != null) {
            return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n())) == 0;
        }
        return a.equals(b);
    }

    /** DynamoDB's size of an item: each name's UTF-8 bytes plus its value's. */
    static long itemBytes(Map<String, AttributeValue> item) {
        long total = 0;
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            total += utf8(e.getKey()) + valueBytes(e.getValue());
        }
        return total;
    }

    private static long valueBytes(AttributeValue v) {
        if (v.s() != null) {
            return utf8(v.s());
        }
        if (v.n() != null) {
            String digits = v.n().replace("-", "").replace(".", "").replaceFirst("^0+", "");
            return Math.max(1, (digits.length() + 1) / 2) + 1;
        }
        if (v.b() != null) {
            return v.b().asByteArray().length;
        }
        if (v.bool() != null || Boolean.TRUE.equals(v.nul())) {
            return 1;
        }
        if (v.hasSs()) {
            return v.ss().stream().mapToLong(Values::utf8).sum();
        }
        if (v.hasNs()) {
            return v.ns().stream().mapToLong(n -> valueBytes(AttributeValue.builder().n(n).build())).sum();
        }
        if (v.hasBs()) {
            return v.bs().stream().mapToLong(b -> b.asByteArray().length).sum();
        }
        if (v.hasL()) {
            return 3 + v.l().stream().mapToLong(x -> 1 + valueBytes(x)).sum();
        }
        if (v.hasM()) {
            return 3 + v.m().entrySet().stream().mapToLong(e -> 1 + utf8(e.getKey()) + valueBytes(e.getValue())).sum();
        }
        return 0;
    }

    private static long utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    static List<String> names(Map<String, AttributeValue> item) {
        return new ArrayList<>(item.keySet());
    }
}
