package dev.tablebook.load;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an entity's {@code samples}: example items as plain maps of its attributes. Every name
 * must be an attribute of the entity and every value must fit the attribute's type; an
 * attribute a sample leaves out is generated where the sample is used.
 */
final class SampleReader {
    private SampleReader() {
    }

    static List<Map<String, Object>> read(MapReader r, String entity, Map<String, Attribute> attributes,
                                          Problems problems) {
        Node.ListNode list = r.listNode("samples");
        if (list == null) {
            return List.of();
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (Node item : list.items()) {
            if (!(item instanceof Node.MapNode m)) {
                problems.add(item.pos(), "a sample of entity " + entity + " must be a map of its attributes, not "
                        + item.describe());
                continue;
            }
            Map<String, Object> sample = new LinkedHashMap<>();
            boolean ok = true;
            for (Map.Entry<String, Node> e : m.values().entrySet()) {
                String name = e.getKey();
                Attribute a = attributes.get(name);
                if (a == null) {
                    problems.add(m.keys().get(name), "sample of entity " + entity + " names `" + name
                            + "`, which is not one of its attributes" + Suggest.hint(name, attributes.keySet()));
                    ok = false;
                    continue;
                }
                Object value = plain(e.getValue());
                String wrong = mismatch(a.type(), value);
                if (wrong != null) {
                    problems.add(e.getValue().pos(), "sample value of " + entity + "." + name + " is " + wrong
                            + ", but the attribute's type is " + a.type());
                    ok = false;
                    continue;
                }
                sample.put(name, value);
            }
            if (ok) {
                out.add(Collections.unmodifiableMap(sample));
            }
        }
        return out;
    }

    /** The node as a plain value: String, Long, Double, Boolean, null, List or Map. */
    static Object plain(Node n) {
        if (n instanceof Node.Scalar s) {
            return s.value();
        }
        if (n instanceof Node.ListNode l) {
            List<Object> out = new ArrayList<>();
            l.items().forEach(i -> out.add(plain(i)));
            return Collections.unmodifiableList(out);
        }
        Node.MapNode m = (Node.MapNode) n;
        Map<String, Object> out = new LinkedHashMap<>();
        m.values().forEach((k, v) -> out.put(k, plain(v)));
        return Collections.unmodifiableMap(out);
    }

    /** What is wrong with the value for the type, or null when it fits. */
    private static String mismatch(AttrType type, Object v) {
        boolean fits = switch (type) {
            case S -> v instanceof String;
            case N -> v instanceof Long || v instanceof Double;
            case B -> v instanceof String;
            case BOOL -> v instanceof Boolean;
            case NULL -> v == null;
            case L, SS, NS, BS -> v instanceof List;
            case M -> v instanceof Map;
        };
        if (fits) {
            return null;
        }
        return v == null ? "null" : v instanceof String ? "text" : v instanceof Boolean ? "a boolean"
                : v instanceof List ? "a list" : v instanceof Map ? "a map" : "a number";
    }
}
