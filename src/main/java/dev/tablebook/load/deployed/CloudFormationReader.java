package dev.tablebook.load.deployed;

import dev.tablebook.load.CloudFormationTree;
import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.deployed.DeployedTable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the DynamoDB tables a CloudFormation or SAM template deploys — {@code AWS::DynamoDB::Table},
 * {@code AWS::DynamoDB::GlobalTable} and {@code AWS::Serverless::SimpleTable} (with SAM's defaults
 * and its {@code Globals}) — after expanding {@code Fn::ForEach} and resolving what the template
 * says of its intrinsic functions ({@link Intrinsics}): parameters at the values given, else at their
 * defaults, conditions at those values, each said in the source's assumptions. A resource whose
 * {@code Condition} is false at those values is not deployed, and not read. Problems (a syntax
 * error, an unknown intrinsic function, a malformed table) are positioned in the template; a
 * problem in one resource leaves the others read.
 */
public final class CloudFormationReader {
    static final Set<String> TABLE_TYPES = Set.of("AWS::DynamoDB::Table", "AWS::DynamoDB::GlobalTable",
            "AWS::Serverless::SimpleTable");

    private final Map<String, String> given;

    /** @param given parameter values given on the command line ({@code --parameter K=V}) */
    public CloudFormationReader(Map<String, String> given) {
        this.given = Map.copyOf(given);
    }

    /** A template file's tables: {@code label} is the path it is shown with, {@code commit} its git revision or null. */
    public DeployedRead read(String label, String text, String commit) {
        Result r = read(label, text, Map.of(), DeployedSource.Kind.TEMPLATE);
        return new DeployedRead(new DeployedSource(DeployedSource.Kind.TEMPLATE, label, commit, null, r.assumptions()),
                r.tables(), r.problems());
    }

    /** What one template gave, before it is put in a source (a cloud assembly holds several). */
    record Result(List<DeployedTable> tables, List<DeployedRead.Problem> problems, List<String> assumptions) {
    }

    /**
     * @param constructPaths the CDK construct path of each logical id (a cloud assembly's metadata), else empty
     */
    Result read(String label, String text, Map<String, String> constructPaths, DeployedSource.Kind kind) {
        List<InputError> problems = new ArrayList<>();
        List<DeployedTable> tables = new ArrayList<>();
        Node root = CloudFormationTree.parse(label, text, problems);
        if (root == null) {
            return new Result(List.of(), toProblems(problems, null), List.of());
        }
        if (!(root instanceof Node.MapNode top) || !(top.values().get("Resources") instanceof Node.MapNode resources)) {
            problems.add(new InputError(root.pos(), "not a CloudFormation template: it has no `Resources` map"));
            return new Result(List.of(), toProblems(problems, null), List.of());
        }
        Set<String> transforms = transforms(top.values().get("Transform"));
        Map<String, Intrinsics.Parameter> parameters = new LinkedHashMap<>();
        if (top.values().get("Parameters") instanceof Node.MapNode ps) {
            ps.values().forEach((name, p) -> {
                Node.MapNode pm = p instanceof Node.MapNode m ? m : null;
                Node type = pm == null ? null : pm.values().get("Type");
                parameters.put(name, new Intrinsics.Parameter(type instanceof Node.Scalar s && s.value() != null
                        ? String.valueOf(s.value()) : "String", pm == null ? null : pm.values().get("Default"), p.pos()));
            });
        }
        Map<String, Node> conditions = new LinkedHashMap<>();
        if (top.values().get("Conditions") instanceof Node.MapNode cs) {
            conditions.putAll(cs.values());
        }
        Node.MapNode mappings = top.values().get("Mappings") instanceof Node.MapNode mm ? mm : null;
        Set<String> logicalIds = new LinkedHashSet<>(resources.values().keySet());
        Intrinsics intrinsics = new Intrinsics(parameters, given, conditions, mappings, logicalIds, problems);
        Node.MapNode expanded = resources;
        if (resources.values().keySet().stream().anyMatch(k -> k.startsWith("Fn::ForEach::"))) {
            if (!transforms.contains("AWS::LanguageExtensions")) {
                problems.add(new InputError(resources.pos(), "Fn::ForEach needs `Transform: AWS::LanguageExtensions`"
                        + " (CloudFormation refuses the template without it); expanded all the same"));
            }
            ForEach loops = new ForEach(intrinsics, problems);
            expanded = (Node.MapNode) loops.expand(resources);
        }
        Node globals = top.values().get("Globals") instanceof Node.MapNode g ? g.values().get("SimpleTable") : null;
        List<String> skipped = new ArrayList<>();
        for (Map.Entry<String, Node> e : expanded.values().entrySet()) {
            if (!(e.getValue() instanceof Node.MapNode resource)) {
                continue;
            }
            Node type = resource.values().get("Type");
            String typeName = type instanceof Node.Scalar s && s.value() instanceof String t ? t : null;
            if (typeName == null || !TABLE_TYPES.contains(typeName)) {
                continue;
            }
            String logicalId = e.getKey();
            int before = problems.size();
            Node condition = resource.values().get("Condition");
            if (condition != null) {
                V name = intrinsics.resolve(condition);
                Boolean on = name == null || name.text() == null ? null : intrinsics.conditionNamed(name.text(), condition.pos());
                if (Boolean.FALSE.equals(on)) {
                    skipped.add(logicalId + " (condition " + name.text() + " is false)");
                    continue;
                }
            }
            if (typeName.equals("AWS::Serverless::SimpleTable") && !transforms.contains("AWS::Serverless-2016-10-31")) {
                problems.add(new InputError(type.pos(), "AWS::Serverless::SimpleTable needs `Transform:"
                        + " AWS::Serverless-2016-10-31`; read as SAM would read it"));
            }
            Node props = resource.values().get("Properties");
            if (props != null && !(props instanceof Node.MapNode)) {
                problems.add(new InputError(props.pos(), "Properties of " + logicalId + " must be a map, not "
                        + props.describe()));
                continue;
            }
            DeployedTable t = new TableResource(label, logicalId, constructPaths.get(logicalId), typeName,
                    expanded.keys().getOrDefault(logicalId, resource.pos()),
                    (Node.MapNode) props, globals, intrinsics, problems).read();
            if (t != null) {
                tables.add(t);
            }
            for (int i = before; i < problems.size(); i++) {
                InputError p = problems.get(i);
                problems.set(i, new InputError(p.pos(), logicalId + ": " + p.message()));
            }
        }
        List<String> assumptions = new ArrayList<>(intrinsics.assumptions());
        skipped.forEach(s -> assumptions.add("not deployed at those values: " + s));
        return new Result(tables, toProblems(problems, null), assumptions);
    }

    private static List<DeployedRead.Problem> toProblems(List<InputError> errors, String table) {
        List<DeployedRead.Problem> out = new ArrayList<>();
        for (InputError e : errors) {
            out.add(new DeployedRead.Problem(e.pos(), table, e.message()));
        }
        return out;
    }

    private static Set<String> transforms(Node n) {
        Set<String> out = new LinkedHashSet<>();
        if (n instanceof Node.Scalar s && s.value() instanceof String t) {
            out.add(t);
        } else if (n instanceof Node.ListNode l) {
            l.items().forEach(i -> {
                if (i instanceof Node.Scalar s && s.value() instanceof String t) {
                    out.add(t);
                }
            });
        }
        return out;
    }

    /** The position a source without one is shown at. */
    static Pos start(String label) {
        return Pos.of(label);
    }
}
