package dev.tablebook.load.deployed;

import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Expands {@code Fn::ForEach} of the {@code AWS::LanguageExtensions} transform, as CloudFormation
 * does before it reads the resources: each {@code Fn::ForEach::Name: [Identifier, Collection,
 * {OutputKey: OutputValue}]} entry of a map is replaced by its output once per value of the
 * collection, with {@code ${Identifier}} and {@code &{Identifier}} (the value's letters and digits
 * only) filled into the keys, {@code Ref: Identifier} into the values, and {@code ${Identifier}} into
 * the text of each {@code Fn::Sub}. Loops nest; an inner loop sees the outer identifiers. The
 * expanded nodes keep the positions of the template text they come from.
 */
final class ForEach {
    private static final String PREFIX = "Fn::ForEach::";

    private final Intrinsics intrinsics;
    private final List<InputError> problems;
    private boolean used;

    ForEach(Intrinsics intrinsics, List<InputError> problems) {
        this.intrinsics = intrinsics;
        this.problems = problems;
    }

    /** Whether any loop was expanded. */
    boolean used() {
        return used;
    }

    Node expand(Node n) {
        return expand(n, Map.of());
    }

    private Node expand(Node n, Map<String, String> env) {
        if (n instanceof Node.ListNode l) {
            List<Node> items = new ArrayList<>();
            l.items().forEach(i -> items.add(expand(i, env)));
            return new Node.ListNode(l.pos(), items);
        }
        if (!(n instanceof Node.MapNode m)) {
            return n;
        }
        String fn = Intrinsics.function(m);
        if (fn != null && !env.isEmpty()) {
            Node arg = m.values().get(fn);
            if (fn.equals("Ref") && arg instanceof Node.Scalar s && s.value() instanceof String name
                    && env.containsKey(name)) {
                return new Node.Scalar(s.pos(), env.get(name), true, null);
            }
            if (fn.equals("Fn::Sub")) {
                return new Node.MapNode(m.pos(), Map.of(fn, subText(arg, env)), m.keys());
            }
        }
        Map<String, Node> values = new LinkedHashMap<>();
        Map<String, Pos> keys = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : m.values().entrySet()) {
            String key = e.getKey();
            if (key.startsWith(PREFIX)) {
                loop(key, e.getValue(), m.keys().get(key), env, values, keys);
                continue;
            }
            put(values, keys, fill(key, env), expand(e.getValue(), env), m.keys().get(key));
        }
        return new Node.MapNode(m.pos(), values, keys);
    }

    private void loop(String name, Node body, Pos at, Map<String, String> env, Map<String, Node> values,
                      Map<String, Pos> keys) {
        used = true;
        if (!(body instanceof Node.ListNode l) || l.items().size() != 3 || !(l.items().get(0) instanceof Node.Scalar id)
                || !(id.value() instanceof String identifier) || !(l.items().get(2) instanceof Node.MapNode output)) {
            problems.add(new InputError(body.pos(), name + " takes [Identifier, Collection, {OutputKey: OutputValue}]"));
            return;
        }
        V collection = intrinsics.resolve(expand(l.items().get(1), env));
        if (collection == null || collection.isUnresolved()) {
            problems.add(new InputError(l.items().get(1).pos(), "the collection of " + name + " cannot be known before"
                    + " deployment" + (collection == null ? "" : ": " + collection.why()) + "; its resources are not read"));
            return;
        }
        if (collection.list() == null) {
            problems.add(new InputError(l.items().get(1).pos(), "the collection of " + name + " must be a list, not "
                    + collection.describe()));
            return;
        }
        for (V item : collection.list()) {
            if (item.text() == null) {
                problems.add(new InputError(item.pos(), "the collection of " + name + " holds " + item.describe()
                        + ", not text"));
                continue;
            }
            Map<String, String> inner = new LinkedHashMap<>(env);
            inner.put(identifier, item.text());
            Node expanded = expand(output, inner);
            Node.MapNode out = (Node.MapNode) expanded;
            out.values().forEach((k, v) -> put(values, keys, k, v, out.keys().get(k)));
        }
    }

    private void put(Map<String, Node> values, Map<String, Pos> keys, String key, Node value, Pos at) {
        if (values.containsKey(key)) {
            problems.add(new InputError(at, "`" + key + "` is made twice (a loop's output keys must be unique)"));
            return;
        }
        values.put(key, value);
        keys.put(key, at);
    }

    /** A key with the loop values filled in: ${Id} as it is, &{Id} with its letters and digits only. */
    private static String fill(String key, Map<String, String> env) {
        String out = key;
        for (Map.Entry<String, String> e : env.entrySet()) {
            out = out.replace("${" + e.getKey() + "}", e.getValue())
                    .replace("&{" + e.getKey() + "}", e.getValue().replaceAll("[^A-Za-z0-9]", ""));
        }
        return out;
    }

    private Node subText(Node arg, Map<String, String> env) {
        if (arg instanceof Node.Scalar s && s.value() instanceof String text) {
            return new Node.Scalar(s.pos(), fill(text, env), true, null);
        }
        if (arg instanceof Node.ListNode l && !l.items().isEmpty()) {
            List<Node> items = new ArrayList<>();
            items.add(subText(l.items().get(0), env));
            for (int i = 1; i < l.items().size(); i++) {
                items.add(expand(l.items().get(i), env));
            }
            return new Node.ListNode(l.pos(), items);
        }
        return expand(arg, env);
    }
}
