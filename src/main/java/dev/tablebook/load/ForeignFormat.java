package dev.tablebook.load;

import java.util.Map;

/**
 * Files of other tools that end up among the designs: a NoSQL Workbench model, a CloudFormation
 * template, a DynamoDB table description. Each is recognised by its top-level fields and named,
 * with the command that converts it where there is one, instead of being read as a broken
 * design ("missing required field `access_patterns`" says nothing of what the file is).
 */
final class ForeignFormat {
    private ForeignFormat() {
    }

    /** What the file is and what to do with it, or null when it may be a design or a reference-format model. */
    static String describe(String file, Node root) {
        if (!(root instanceof Node.MapNode m)) {
            return null;
        }
        Map<String, Node> top = m.values();
        if (top.containsKey("access_patterns") || top.containsKey("service")) {
            return null; // a design, or a reference-format model: read as such, with its own errors
        }
        if (top.containsKey("DataModel") || top.containsKey("ModelName") || top.containsKey("ModelMetadata")) {
            String version = text(top.get("ModelMetadata"), "Version");
            String name = text(root, "ModelName");
            return "this is a NoSQL Workbench model" + (version == null ? "" : " (version " + version + ")")
                    + (name == null ? "" : " named \"" + Visible.text(name) + "\"") + ", not a tablebook design: "
                    + "convert it with `tablebook import " + Visible.text(file) + " --out DIR`, which writes one "
                    + "design per service, then move the model out of the designs folder";
        }
        if (top.containsKey("AWSTemplateFormatVersion") || top.containsKey("Resources")) {
            return "this is a CloudFormation template, not a tablebook design: tablebook writes CloudFormation "
                    + "from designs (each table's snippet on its service page) but does not read it; describe the "
                    + "service as a design (`tablebook init SERVICE` starts one) and keep the template out of the "
                    + "designs folder";
        }
        Node table = top.containsKey("Table") ? top.get("Table") : root;
        if (table instanceof Node.MapNode t && t.values().containsKey("KeySchema")
                && t.values().containsKey("TableName")) {
            return "this is a DynamoDB table description (CreateTable input or describe-table output), not a "
                    + "tablebook design: it has keys but no access patterns; describe the service as a design "
                    + "(`tablebook init SERVICE` starts one) and keep the description out of the designs folder";
        }
        return null;
    }

    private static String text(Node node, String field) {
        if (node instanceof Node.MapNode m && m.values().get(field) instanceof Node.Scalar s && s.value() != null) {
            return String.valueOf(s.value());
        }
        return null;
    }
}
