package dev.tablebook.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;

import java.util.Map;
import java.util.TreeMap;

/** Canonical JSON text of a subtree (keys sorted), for free-form values such as stream filter patterns. */
final class Json {
    private Json() {
    }

    static String canonical(Node node) {
        return JsonText.write(toJson(node), JsonText.Layout.COMPACT);
    }

    /** The first number in a subtree that JSON cannot hold (infinity, NaN), or null. */
    static Node nonFinite(Node node) {
        if (node instanceof Node.MapNode m) {
            for (Node v : m.values().values()) {
                Node bad = nonFinite(v);
                if (bad != null) {
                    return bad;
                }
            }
        } else if (node instanceof Node.ListNode l) {
            for (Node v : l.items()) {
                Node bad = nonFinite(v);
                if (bad != null) {
                    return bad;
                }
            }
        } else if (((Node.Scalar) node).value() instanceof Double d && !Double.isFinite(d)) {
            return node;
        }
        return null;
    }

    static JsonNode toJson(Node node) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (node instanceof Node.MapNode m) {
            ObjectNode o = f.objectNode();
            Map<String, Node> sorted = new TreeMap<>(m.values());
            sorted.forEach((k, v) -> o.set(k, toJson(v)));
            return o;
        }
        if (node instanceof Node.ListNode l) {
            ArrayNode a = f.arrayNode();
            l.items().forEach(i -> a.add(toJson(i)));
            return a;
        }
        Object v = ((Node.Scalar) node).value();
        if (v == null) {
            return f.nullNode();
        }
        if (v instanceof Boolean b) {
            return f.booleanNode(b);
        }
        if (v instanceof Long l) {
            return f.numberNode(l);
        }
        if (v instanceof Double d) {
            // JSON has no infinity or NaN; the text keeps the output valid JSON (readers report such values)
            return Double.isFinite(d) ? f.numberNode(d) : f.textNode(Numbers.show(d));
        }
        return f.textNode((String) v);
    }
}
