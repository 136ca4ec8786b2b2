package dev.tablebook.load;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Where;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads the {@code key} of an access pattern: one condition per key attribute. */
final class KeyConditionReader {
    private static final Map<String, KeyCondition.Op> OPS = Names.of("begins_with", KeyCondition.Op.BEGINS_WITH,
            "between", KeyCondition.Op.BETWEEN, "<", KeyCondition.Op.LT, "<=", KeyCondition.Op.LE,
            ">", KeyCondition.Op.GT, ">=", KeyCondition.Op.GE, "=", KeyCondition.Op.EQ);

    private final Problems problems;
    private final TemplateReader templates;

    KeyConditionReader(Problems problems) {
        this.problems = problems;
        this.templates = new TemplateReader(problems);
    }

    List<KeyCondition> key(MapReader r) {
        List<KeyCondition> out = new ArrayList<>();
        Node.MapNode map = r.map("key");
        if (map == null) {
            return out;
        }
        MapReader.checkNames(problems, map, NameRule.ATTRIBUTE);
        map.values().forEach((attr, node) -> {
            Where where = new Where(node.pos(), Map.of());
            if (node instanceof Node.Scalar) {
                KeyTemplate t = templates.template(node, "key condition on `" + attr + "` of " + r.what());
                if (t != null) {
                    out.add(new KeyCondition(attr, KeyCondition.Op.EQ, List.of(t), where));
                }
                return;
            }
            if (!(node instanceof Node.MapNode m) || m.values().size() != 1) {
                problems.add(node.pos(), "key condition on `" + attr + "` of " + r.what() + " must be a value (equality)"
                        + " or a map with one operator: " + String.join(", ", OPS.keySet()));
                return;
            }
            String opName = m.values().keySet().iterator().next();
            KeyCondition.Op op = OPS.get(opName);
            if (op == null) {
                problems.add(m.keys().get(opName), "unknown key-condition operator `" + opName + "` on `" + attr + "` of "
                        + r.what() + "; use one of " + String.join(", ", OPS.keySet()) + Suggest.hint(opName, OPS.keySet()));
                return;
            }
            Node operand = m.values().get(opName);
            List<KeyTemplate> operands = new ArrayList<>();
            if (op == KeyCondition.Op.BETWEEN) {
                if (!(operand instanceof Node.ListNode l) || l.items().size() != 2) {
                    problems.add(operand.pos(), "`between` on `" + attr + "` of " + r.what() + " takes [low, high], not "
                            + operand.describe());
                    return;
                }
                for (Node item : l.items()) {
                    operands.add(templates.template(item, "`between` bound on `" + attr + "` of " + r.what()));
                }
            } else if (op == KeyCondition.Op.BEGINS_WITH && !(operand instanceof Node.Scalar sc
                    && sc.value() instanceof String)) {
                problems.add(operand.pos(), "`begins_with` on `" + attr + "` of " + r.what() + " takes a text prefix,"
                        + " not " + operand.describe());
                return;
            } else {
                operands.add(templates.template(operand, "`" + opName + "` operand on `" + attr + "` of " + r.what()));
            }
            if (operands.stream().allMatch(o -> o != null)) {
                out.add(new KeyCondition(attr, op, operands, where));
            }
        });
        return out;
    }
}
