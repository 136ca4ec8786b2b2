package dev.tablebook.load.deployed;

import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves CloudFormation's intrinsic functions in a template value, as far as the template says
 * what they give: a {@code Ref} to a parameter takes the value given with {@code --parameter},
 * else the parameter's {@code Default}; {@code Fn::If} takes the branch its condition chooses at
 * those values; {@code Fn::Sub}, {@code Fn::Join}, {@code Fn::Select}, {@code Fn::Split},
 * {@code Fn::FindInMap}, {@code Fn::Length}, {@code Fn::Base64} and {@code Fn::ToJsonString} are
 * computed. What is known only once deployed — an attribute of a resource ({@code Fn::GetAtt}), a
 * resource's physical id, an export of another stack ({@code Fn::ImportValue}), the account or the
 * Region, an SSM parameter, a parameter without a default — is {@link V.Unresolved}, never guessed.
 * Each default and condition taken is noted once ({@link #assumptions()}); an unknown function is
 * a positioned problem, and its value unresolved.
 */
final class Intrinsics {
    private static final Set<String> PSEUDO = Set.of("AWS::AccountId", "AWS::NotificationARNs", "AWS::Partition",
            "AWS::Region", "AWS::StackId", "AWS::StackName", "AWS::URLSuffix");
    private static final Set<String> KNOWN = Set.of("Ref", "Condition", "Fn::Base64", "Fn::Cidr", "Fn::FindInMap",
            "Fn::GetAtt", "Fn::GetAZs", "Fn::ImportValue", "Fn::Join", "Fn::Select", "Fn::Split", "Fn::Sub",
            "Fn::Transform", "Fn::And", "Fn::Equals", "Fn::If", "Fn::Not", "Fn::Or", "Fn::Length", "Fn::ToJsonString",
            "Fn::ForEach");
    private static final Pattern SUB = Pattern.compile("\\$\\{([^}]*)}");

    /** A declared parameter: its type, default (null: none) and position. */
    record Parameter(String type, Node defaultValue, Pos pos) {
    }

    private final Map<String, Parameter> parameters;
    private final Map<String, String> given;
    private final Map<String, Node> conditions;
    private final Node.MapNode mappings;
    private final Set<String> resources;
    private final List<InputError> problems;
    private final Set<String> assumptions = new LinkedHashSet<>();
    private final Map<String, Boolean> conditionValues = new HashMap<>();
    private final Set<String> evaluating = new LinkedHashSet<>();
    private final Set<String> usedGiven = new LinkedHashSet<>();

    /**
     * @param given      values given on the command line ({@code --parameter K=V}), by parameter name
     * @param resources  the logical ids of the template's resources (a {@code Ref} to one is its physical id)
     */
    Intrinsics(Map<String, Parameter> parameters, Map<String, String> given, Map<String, Node> conditions,
               Node.MapNode mappings, Set<String> resources, List<InputError> problems) {
        this.parameters = parameters;
        this.given = given;
        this.conditions = conditions;
        this.mappings = mappings;
        this.resources = resources;
        this.problems = problems;
    }

    /** What was assumed: each parameter default taken and each condition evaluated, in the order first met. */
    List<String> assumptions() {
        return List.copyOf(assumptions);
    }

    /** The --parameter names the template used. */
    Set<String> usedGiven() {
        return usedGiven;
    }

    /** Whether a map of one key is an intrinsic function (or a {@code Condition} reference). */
    static String function(Node n) {
        if (n instanceof Node.MapNode m && m.values().size() == 1) {
            String k = m.values().keySet().iterator().next();
            if (k.equals("Ref") || k.startsWith("Fn::") || k.equals("Condition")) {
                return k;
            }
        }
        return null;
    }

    /** The value of a node with its functions resolved; {@code AWS::NoValue} gives null (the property is absent). */
    V resolve(Node n) {
        if (n == null) {
            return null;
        }
        if (n instanceof Node.Scalar s) {
            return new V(s.value() == null ? "" : s.value(), s.pos());
        }
        if (n instanceof Node.ListNode l) {
            List<V> out = new ArrayList<>();
            for (Node item : l.items()) {
                V v = resolve(item);
                if (v != null) {
                    out.add(v);
                }
            }
            return new V(out, l.pos());
        }
        Node.MapNode m = (Node.MapNode) n;
        String fn = function(m);
        if (fn != null && !fn.equals("Condition")) {
            return call(fn, m.values().get(fn), m.pos());
        }
        Map<String, V> out = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : m.values().entrySet()) {
            V v = resolve(e.getValue());
            if (v != null) {
                out.put(e.getKey(), v);
            }
        }
        return new V(out, m.pos());
    }

    private V call(String fn, Node arg, Pos at) {
        switch (fn) {
            case "Ref":
                return ref(arg, at);
            case "Fn::Sub":
                return sub(arg, at);
            case "Fn::If":
                return ifThen(arg, at);
            case "Fn::Join": {
                List<Node> args = args(arg, 2, fn);
                if (args == null) {
                    return V.unresolved("a malformed Fn::Join", at);
                }
                V delim = resolve(args.get(0));
                V list = resolve(args.get(1));
                V bad = firstUnresolved(delim, list);
                if (bad != null) {
                    return V.unresolved(bad.why(), at);
                }
                if (delim.text() == null || list.list() == null) {
                    return problem(at, "Fn::Join takes a delimiter and a list");
                }
                List<String> parts = new ArrayList<>();
                for (V v : list.list()) {
                    if (v.text() == null) {
                        return problem(v.pos(), "Fn::Join joins text, not " + v.describe());
                    }
                    parts.add(v.text());
                }
                return new V(String.join(delim.text(), parts), at);
            }
            case "Fn::Select": {
                List<Node> args = args(arg, 2, fn);
                if (args == null) {
                    return V.unresolved("a malformed Fn::Select", at);
                }
                V index = resolve(args.get(0));
                V list = resolve(args.get(1));
                V bad = firstUnresolved(index, list);
                if (bad != null) {
                    return V.unresolved(bad.why(), at);
                }
                int i;
                try {
                    i = Integer.parseInt(index.text());
                } catch (NumberFormatException | NullPointerException e) {
                    return problem(index.pos(), "Fn::Select takes a whole-number index, not " + index.describe());
                }
                if (list.list() == null || i < 0 || i >= list.list().size()) {
                    return problem(at, "Fn::Select index " + i + " is outside its list");
                }
                return list.list().get(i);
            }
            case "Fn::Split": {
                List<Node> args = args(arg, 2, fn);
                if (args == null) {
                    return V.unresolved("a malformed Fn::Split", at);
                }
                V delim = resolve(args.get(0));
                V text = resolve(args.get(1));
                V bad = firstUnresolved(delim, text);
                if (bad != null) {
                    return V.unresolved(bad.why(), at);
                }
                if (delim.text() == null || text.text() == null || delim.text().isEmpty()) {
                    return problem(at, "Fn::Split takes a delimiter and text");
                }
                List<V> out = new ArrayList<>();
                for (String part : text.text().split(Pattern.quote(delim.text()), -1)) {
                    out.add(new V(part, at));
                }
                return new V(out, at);
            }
            case "Fn::FindInMap":
                return findInMap(arg, at);
            case "Fn::Length": {
                V list = resolve(arg);
                if (list.isUnresolved()) {
                    return list;
                }
                return list.list() == null ? problem(at, "Fn::Length takes a list") : new V((long) list.list().size(), at);
            }
            case "Fn::Base64": {
                V text = resolve(arg);
                if (text.isUnresolved()) {
                    return text;
                }
                return text.text() == null ? problem(at, "Fn::Base64 takes text")
                        : new V(Base64.getEncoder().encodeToString(text.text().getBytes(StandardCharsets.UTF_8)), at);
            }
            case "Fn::ToJsonString": {
                V v = resolve(arg);
                V bad = v.firstUnresolved();
                return bad != null ? V.unresolved(bad.why(), at) : new V(json(v), at);
            }
            case "Fn::GetAtt":
                return V.unresolved("Fn::GetAtt " + getAttName(arg) + " is known only once deployed", at);
            case "Fn::ImportValue":
                return V.unresolved("Fn::ImportValue reads an export of another stack", at);
            case "Fn::GetAZs":
                return V.unresolved("Fn::GetAZs depends on the account and Region", at);
            case "Fn::Cidr":
                return V.unresolved("Fn::Cidr is not computed", at);
            case "Fn::Transform":
                return V.unresolved("Fn::Transform runs a macro at deployment", at);
            case "Fn::Equals", "Fn::Not", "Fn::And", "Fn::Or": {
                Boolean b = condition(new Node.MapNode(at, Map.of(fn, arg), Map.of(fn, at)));
                return b == null ? V.unresolved("the condition depends on a value known only once deployed", at)
                        : new V(b, at);
            }
            case "Fn::ForEach":
                return problem(at, "Fn::ForEach needs a loop name (Fn::ForEach::Name) and the AWS::LanguageExtensions"
                        + " transform");
            default:
                if (fn.startsWith("Fn::ForEach::")) {
                    return problem(at, fn + " stands where a value is expected: a loop expands into the keys of the map"
                            + " around it");
                }
                return problem(at, "unknown intrinsic function `" + fn + "`; CloudFormation's are "
                        + String.join(", ", new java.util.TreeSet<>(KNOWN)));
        }
    }

    private V problem(Pos at, String message) {
        problems.add(new InputError(at, message));
        return V.unresolved(message, at);
    }

    private List<Node> args(Node arg, int n, String fn) {
        if (arg instanceof Node.ListNode l && l.items().size() >= n) {
            return l.items();
        }
        problems.add(new InputError(arg.pos(), fn + " takes a list of " + n + " arguments, not " + arg.describe()));
        return null;
    }

    private static V firstUnresolved(V... vs) {
        for (V v : vs) {
            V u = v == null ? null : v.firstUnresolved();
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    private static String getAttName(Node arg) {
        if (arg instanceof Node.Scalar s) {
            return String.valueOf(s.value());
        }
        if (arg instanceof Node.ListNode l) {
            List<String> parts = new ArrayList<>();
            l.items().forEach(i -> parts.add(i instanceof Node.Scalar s ? String.valueOf(s.value()) : "…"));
            return String.join(".", parts);
        }
        return "…";
    }

    private V ref(Node arg, Pos at) {
        V nameV = arg instanceof Node.Scalar ? resolve(arg) : resolve(arg);
        if (nameV.isUnresolved()) {
            return nameV;
        }
        String name = nameV.text();
        if (name == null) {
            return problem(at, "Ref takes a name, not " + nameV.describe());
        }
        return name(name, at);
    }

    /** The value a name stands for in a Ref or a ${} of Fn::Sub. */
    private V name(String name, Pos at) {
        if (name.equals("AWS::NoValue")) {
            return null;
        }
        if (given.containsKey(name)) {
            usedGiven.add(name);
            Parameter p = parameters.get(name);
            return typed(p == null ? "String" : p.type(), new V(given.get(name), at), at);
        }
        if (PSEUDO.contains(name)) {
            return V.unresolved(name + " is known only once deployed (give it with --parameter " + name + "=…)", at);
        }
        Parameter p = parameters.get(name);
        if (p != null) {
            if (p.type() != null && p.type().startsWith("AWS::SSM::Parameter::Value")) {
                return V.unresolved("parameter " + name + " is read from SSM Parameter Store at deployment (give it"
                        + " with --parameter " + name + "=…)", at);
            }
            if (p.defaultValue() == null) {
                return V.unresolved("parameter " + name + " has no Default (give it with --parameter " + name + "=…)", at);
            }
            V d = resolve(p.defaultValue());
            if (d.isUnresolved()) {
                return d;
            }
            assumptions.add("parameter " + name + " at its Default " + show(d));
            return typed(p.type(), new V(d.value(), at), at);
        }
        if (resources.contains(name)) {
            return V.unresolved("Ref " + name + " is the physical id of a resource, known only once deployed", at);
        }
        return problem(at, "Ref " + name + " names no parameter, resource or pseudo parameter of the template");
    }

    private static String show(V v) {
        return v.list() != null ? "\"" + String.join(",", v.list().stream().map(V::text).toList()) + "\""
                : "\"" + v.text() + "\"";
    }

    /** A list parameter's value as a list (CommaDelimitedList and List<…>). */
    private static V typed(String type, V v, Pos at) {
        if (type != null && (type.equals("CommaDelimitedList") || type.startsWith("List<")) && v.text() != null) {
            List<V> parts = new ArrayList<>();
            for (String s : v.text().split(",", -1)) {
                parts.add(new V(s.strip(), at));
            }
            return new V(parts, at);
        }
        return v;
    }

    private V sub(Node arg, Pos at) {
        String template;
        Map<String, V> vars = new HashMap<>();
        if (arg instanceof Node.ListNode l && l.items().size() == 2) {
            V t = resolve(l.items().get(0));
            if (t.isUnresolved()) {
                return t;
            }
            template = t.text();
            V m = resolve(l.items().get(1));
            if (m != null && m.map() != null) {
                vars.putAll(m.map());
            }
        } else {
            V t = resolve(arg);
            if (t.isUnresolved()) {
                return t;
            }
            template = t.text();
        }
        if (template == null) {
            return problem(at, "Fn::Sub takes text, or a list of text and a map of variables");
        }
        StringBuilder out = new StringBuilder();
        Matcher m = SUB.matcher(template);
        int last = 0;
        while (m.find()) {
            out.append(template, last, m.start());
            String var = m.group(1);
            last = m.end();
            if (var.startsWith("!")) {
                out.append("${").append(var.substring(1)).append('}');
                continue;
            }
            V v = vars.containsKey(var) ? vars.get(var) : var.contains(".") && !var.startsWith("AWS::")
                    ? V.unresolved("${" + var + "} is an attribute of a resource, known only once deployed", at)
                    : name(var, at);
            if (v == null) {
                continue;
            }
            if (v.isUnresolved()) {
                return V.unresolved(v.why(), at);
            }
            if (v.text() == null) {
                return problem(at, "${" + var + "} in Fn::Sub is " + v.describe() + ", not text");
            }
            out.append(v.text());
        }
        out.append(template.substring(last));
        return new V(out.toString(), at);
    }

    private V ifThen(Node arg, Pos at) {
        List<Node> args = args(arg, 3, "Fn::If");
        if (args == null) {
            return V.unresolved("a malformed Fn::If", at);
        }
        V nameV = resolve(args.get(0));
        if (nameV.text() == null) {
            return problem(at, "Fn::If names a condition first, not " + nameV.describe());
        }
        Boolean b = conditionNamed(nameV.text(), at);
        if (b == null) {
            return V.unresolved("condition " + nameV.text() + " depends on a value known only once deployed", at);
        }
        return resolve(args.get(b ? 1 : 2));
    }

    /** The value of a named condition at the parameters' values; null when it cannot be known. */
    Boolean conditionNamed(String name, Pos at) {
        if (conditionValues.containsKey(name)) {
            return conditionValues.get(name);
        }
        Node def = conditions.get(name);
        if (def == null) {
            problem(at, "no condition named " + name + " in the template's Conditions");
            conditionValues.put(name, null);
            return null;
        }
        if (!evaluating.add(name)) {
            problem(at, "condition " + name + " refers to itself");
            return null;
        }
        Boolean b = condition(def);
        evaluating.remove(name);
        conditionValues.put(name, b);
        if (b != null) {
            assumptions.add("condition " + name + " " + b + " at those values");
        }
        return b;
    }

    private Boolean condition(Node n) {
        String fn = function(n);
        if (fn == null) {
            V v = resolve(n);
            if (v.value() instanceof Boolean b) {
                return b;
            }
            if ("true".equalsIgnoreCase(v.text()) || "false".equalsIgnoreCase(v.text())) {
                return Boolean.parseBoolean(v.text());
            }
            problem(n.pos(), "a condition is Fn::Equals, Fn::Not, Fn::And, Fn::Or or a Condition, not " + v.describe());
            return null;
        }
        Node arg = ((Node.MapNode) n).values().get(fn);
        switch (fn) {
            case "Condition": {
                V name = resolve(arg);
                return name.text() == null ? null : conditionNamed(name.text(), n.pos());
            }
            case "Fn::Equals": {
                List<Node> args = args(arg, 2, fn);
                if (args == null) {
                    return null;
                }
                V a = resolve(args.get(0));
                V b = resolve(args.get(1));
                if (firstUnresolved(a, b) != null) {
                    return null;
                }
                return java.util.Objects.equals(a == null ? null : a.text(), b == null ? null : b.text());
            }
            case "Fn::Not": {
                List<Node> args = args(arg, 1, fn);
                Boolean b = args == null ? null : condition(args.get(0));
                return b == null ? null : !b;
            }
            case "Fn::And", "Fn::Or": {
                if (!(arg instanceof Node.ListNode l)) {
                    problem(arg.pos(), fn + " takes a list of conditions");
                    return null;
                }
                boolean and = fn.equals("Fn::And");
                boolean unknown = false;
                for (Node c : l.items()) {
                    Boolean b = condition(c);
                    if (b == null) {
                        unknown = true;
                    } else if (b != and) {
                        return !and;
                    }
                }
                return unknown ? null : and;
            }
            default: {
                V v = resolve(n);
                return v != null && v.value() instanceof Boolean b ? b : null;
            }
        }
    }

    private V findInMap(Node arg, Pos at) {
        List<Node> args = args(arg, 3, "Fn::FindInMap");
        if (args == null) {
            return V.unresolved("a malformed Fn::FindInMap", at);
        }
        V map = resolve(args.get(0));
        V top = resolve(args.get(1));
        V second = resolve(args.get(2));
        V bad = firstUnresolved(map, top, second);
        if (bad != null) {
            return V.unresolved(bad.why(), at);
        }
        V dflt = null;
        if (args.size() > 3) {
            V options = resolve(args.get(3));
            dflt = options == null ? null : options.get("DefaultValue");
        }
        Node found = mappings == null ? null : mappings.values().get(map.text());
        if (found instanceof Node.MapNode m1 && m1.values().get(top.text()) instanceof Node.MapNode m2
                && m2.values().containsKey(second.text())) {
            return resolve(m2.values().get(second.text()));
        }
        if (dflt != null) {
            return dflt;
        }
        return problem(at, "Fn::FindInMap finds no " + map.text() + "." + top.text() + "." + second.text()
                + " in the template's Mappings");
    }

    private static String json(V v) {
        Object o = v.value();
        if (o instanceof Map<?, ?>) {
            StringBuilder sb = new StringBuilder("{");
            v.map().forEach((k, x) -> sb.append(sb.length() > 1 ? "," : "").append(quote(k)).append(':').append(json(x)));
            return sb.append('}').toString();
        }
        if (o instanceof List<?>) {
            StringBuilder sb = new StringBuilder("[");
            v.list().forEach(x -> sb.append(sb.length() > 1 ? "," : "").append(json(x)));
            return sb.append(']').toString();
        }
        return o instanceof String s ? quote(s) : String.valueOf(o);
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
