package dev.tablebook.load.workbench;

import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Typed, positioned access to one map of an imported JSON model. A wrong kind of value is an
 * error at the value (and the getter returns null or an empty list, so reading goes on); fields
 * the importer has no use for are ignored, as newer tools add their own.
 */
final class Fields {
    private final Node.MapNode map;
    private final String what;
    private final List<InputError> errors;

    private Fields(Node.MapNode map, String what, List<InputError> errors) {
        this.map = map;
        this.what = what;
        this.errors = errors;
    }

    static Fields of(Node node, String what, List<InputError> errors) {
        if (node instanceof Node.MapNode m) {
            return new Fields(m, what, errors);
        }
        if (node != null) {
            errors.add(new InputError(node.pos(), what + " must be a map, not " + node.describe()));
        }
        return null;
    }

    Fields named(String newWhat) {
        return new Fields(map, newWhat, errors);
    }

    Pos pos() {
        return map.pos();
    }

    boolean has(String key) {
        return map.values().containsKey(key) && !isNull(map.values().get(key));
    }

    Node node(String key) {
        return map.values().get(key);
    }

    Set<String> names() {
        return map.values().keySet();
    }

    void error(String key, String message) {
        Node n = node(key);
        errors.add(new InputError(n == null ? map.pos() : n.pos(), message));
    }

    void missing(String key, String why) {
        errors.add(new InputError(map.pos(), what + " has no `" + key + "`: " + why));
    }

    boolean require(String key) {
        if (!has(key)) {
            errors.add(new InputError(map.pos(), what + " is missing required field `" + key + "`"));
            return false;
        }
        return true;
    }

    private static boolean isNull(Node n) {
        return n instanceof Node.Scalar s && s.value() == null;
    }

    private <T> T wrong(String key, String expected) {
        error(key, "`" + key + "` in " + what + " must be " + expected + ", not " + node(key).describe());
        return null;
    }

    String text(String key) {
        if (!has(key)) {
            return null;
        }
        return node(key) instanceof Node.Scalar s && s.value() instanceof String str ? str : wrong(key, "text");
    }

    Long whole(String key) {
        if (!has(key)) {
            return null;
        }
        if (node(key) instanceof Node.Scalar s && s.value() instanceof Long l && l >= 0) {
            return l;
        }
        return wrong(key, "a whole number of at least 0");
    }

    Double number(String key) {
        if (!has(key)) {
            return null;
        }
        if (node(key) instanceof Node.Scalar s && s.value() instanceof Number n && Double.isFinite(n.doubleValue())) {
            return n.doubleValue();
        }
        return wrong(key, "a number");
    }

    Fields map(String key) {
        if (!has(key)) {
            return null;
        }
        return node(key) instanceof Node.MapNode m ? new Fields(m, "`" + key + "` of " + what, errors) : wrong(key, "a map");
    }

    Node.ListNode list(String key) {
        if (!has(key)) {
            return null;
        }
        return node(key) instanceof Node.ListNode l ? l : wrong(key, "a list");
    }

    /** The items of a list field; empty when absent or not a list (the latter reported). */
    List<Node> items(String key) {
        Node.ListNode l = list(key);
        return l == null ? List.of() : l.items();
    }

    /** A list of text; items that are not text are reported and left out. */
    List<String> texts(String key) {
        List<String> out = new ArrayList<>();
        for (Node n : items(key)) {
            if (n instanceof Node.Scalar s && s.value() instanceof String str) {
                out.add(str);
            } else {
                errors.add(new InputError(n.pos(), "`" + key + "` in " + what + " lists names; this item is "
                        + n.describe()));
            }
        }
        return out;
    }
}
