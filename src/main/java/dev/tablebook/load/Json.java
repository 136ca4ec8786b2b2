package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.tablebook.format.JsonText;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/** Canonical JSON text of a subtree (keys sorted), for free-form values such as stream filter patterns. */
final class Json {
    private Json() {
    }

    /**
     * The text of the subtree as a JSON tree (objects, arrays, numbers, text) written by the mapper in {@link JsonText.Layout#COMPACT},
     * written token by token from the subtree (keys sorted, the same number and text tokens), so
     * that loading a design sets up no object mapper.
     */
    static String canonical(Node node) {
        return JsonText.compact(g -> write(g, node));
    }

    private static void write(JsonGenerator g, Node node) throws IOException {
        if (node instanceof Node.MapNode m) {
            g.writeStartObject();
            for (Map.Entry<String, Node> e : new TreeMap<>(m.values()).entrySet()) {
                g.writeFieldName(e.getKey());
                write(g, e.getValue());
            }
            g.writeEndObject();
            return;
        }
        if (node instanceof Node.ListNode l) {
            g.writeStartArray();
            for (Node i : l.items()) {
                write(g, i);
            }
            g.writeEndArray();
            return;
        }
        Object v = ((Node.Scalar) node).value();
        if (v == null) {
            g.writeNull();
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Long l) {
            g.writeNumber(l);
        } else if (v instanceof Double d) {
            // as toJson: JSON has no infinity or NaN, so such a value is its text
            if (Double.isFinite(d)) {
                g.writeNumber(d);
            } else {
                g.writeString(Numbers.show(d));
            }
        } else {
            g.writeString((String) v);
        }
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
}
