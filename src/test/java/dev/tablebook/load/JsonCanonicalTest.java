package dev.tablebook.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.model.Pos;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The canonical text of a subtree, written token by token, is what the mapper wrote of the subtree
 * as a JSON tree (the code before, kept here as the oracle), on random subtrees of every kind of value.
 */
class JsonCanonicalTest {
    private static final Pos AT = new Pos("t.yaml", 1, 1);
    private static final String[] TEXTS = {"", "a", "prefix", "é — ≤ 😀", "\"q\" \\ /", "\u0001\t\n", "anything-but", "numeric"};
    private static final double[] DOUBLES = {0.0, -0.0, 1.5, -2.25, 0.1, 1e-7, 1e21, 123456789.125, Double.MAX_VALUE,
            Double.MIN_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};

    /** The code before: the subtree as a tree of the mapper (keys sorted), written by it in the compact layout. */
    private static JsonNode toJson(Node node) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (node instanceof Node.MapNode m) {
            ObjectNode o = f.objectNode();
            new TreeMap<>(m.values()).forEach((k, v) -> o.set(k, toJson(v)));
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
            return Double.isFinite(d) ? f.numberNode(d) : f.textNode(Numbers.show(d));
        }
        return f.textNode((String) v);
    }

    private static Node random(Random r, int depth) {
        int kind = depth > 3 ? 2 + r.nextInt(5) : r.nextInt(7);
        switch (kind) {
            case 0 -> {
                Map<String, Node> values = new LinkedHashMap<>();
                Map<String, Pos> keys = new LinkedHashMap<>();
                for (int i = r.nextInt(5); i > 0; i--) {
                    String k = TEXTS[r.nextInt(TEXTS.length)] + r.nextInt(3);
                    values.put(k, random(r, depth + 1));
                    keys.put(k, AT);
                }
                return new Node.MapNode(AT, values, keys);
            }
            case 1 -> {
                List<Node> items = new ArrayList<>();
                for (int i = r.nextInt(5); i > 0; i--) {
                    items.add(random(r, depth + 1));
                }
                return new Node.ListNode(AT, items);
            }
            case 2 -> {
                return new Node.Scalar(AT, null, false, "null");
            }
            case 3 -> {
                return new Node.Scalar(AT, r.nextBoolean(), false, "b");
            }
            case 4 -> {
                long l = r.nextInt(3) == 0 ? r.nextLong() : r.nextInt(2000) - 1000;
                return new Node.Scalar(AT, l, false, Long.toString(l));
            }
            case 5 -> {
                double d = r.nextBoolean() ? DOUBLES[r.nextInt(DOUBLES.length)] : Double.longBitsToDouble(r.nextLong());
                return new Node.Scalar(AT, d, false, "d");
            }
            default -> {
                return new Node.Scalar(AT, TEXTS[r.nextInt(TEXTS.length)], true, "s");
            }
        }
    }

    @Test
    void canonicalTextIsTheMappersTextOfTheTree() {
        Random r = new Random(32);
        for (int i = 0; i < 5_000; i++) {
            Node n = random(r, 0);
            assertEquals(JsonText.write(toJson(n), JsonText.Layout.COMPACT), Json.canonical(n), "case " + i);
        }
    }
}
