package dev.tablebook.check.rules;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.format.CodeSpan;
import dev.tablebook.load.ConditionExpression;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

@RuleInfo(id = "number-sorted-as-text", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A number inside a string sort key, or a number stored as text, is ordered or compared as text",
        description = "A Query returns a String sort key in order of its UTF-8 bytes and compares it so, a Number "
                + "sort key in numeric order: `v10` sorts before `v9`, and the text \"10\" is less than \"9\". A read "
                + "that relies on that order (a limit, descending order, a range on the sort key) or a condition that "
                + "compares such text with `<`, `>` or BETWEEN gets the wrong items once the numbers outgrow one width.")
public final class NumberSortedAsText implements Rule {
    private static final List<KeyCondition.Op> RANGES = List.of(KeyCondition.Op.LT, KeyCondition.Op.LE,
            KeyCondition.Op.GT, KeyCondition.Op.GE, KeyCondition.Op.BETWEEN);

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            Table t = ctx.design().tables().get(p.table());
            if (t == null) {
                continue;
            }
            if (p instanceof Read r && r.operation() == Operation.Query) {
                sortKeys(ctx, r, t, out);
            }
            if (p instanceof Read r && r.filter() != null) {
                compared(ctx, p, r.filter(), r.returns(), t, r.where().of("filter"), out);
            }
            for (WriteLeg leg : p.legs()) {
                Table lt = ctx.design().tables().get(leg.table());
                if (leg.condition() != null && lt != null) {
                    compared(ctx, p, leg.condition(), List.of(leg.entity()), lt, p.legs().size() == 1
                            && p.where().has("condition") ? p.where().of("condition") : leg.where().of("condition"), out);
                }
            }
        }
        return out;
    }

    /** A Query that relies on the order of a String sort key holding a number. */
    private void sortKeys(CheckContext ctx, Read r, Table t, List<Finding> out) {
        Index x = r.index() == null ? null : t.indexes().get(r.index());
        List<String> sort = x != null ? x.sort() : t.sortKey() == null ? List.of() : List.of(t.sortKey());
        for (String key : sort) {
            KeyCondition c = r.condition(key);
            if (c != null && c.op() == KeyCondition.Op.EQ) {
                continue; // one sort key value: no order to rely on
            }
            boolean range = c != null && RANGES.contains(c.op());
            if (t.keyType(key) != AttrType.S || !(range || r.descending())) {
                continue;
            }
            Set<String> said = new LinkedHashSet<>();
            for (String name : r.returns()) {
                Entity e = ctx.design().entities().get(name);
                KeyTemplate template = e == null ? null : IndexMembership.template(t, e, key);
                if (template == null) {
                    continue;
                }
                boolean single = template.singlePlaceholder().isPresent();
                for (String placeholder : template.placeholders()) {
                    Attribute a = e.attribute(placeholder);
                    // a lone number typed S is unknown-key-type's; numbers as text with their own width are ours
                    boolean number = a != null && a.type() == AttrType.N && !single || numericText(e, placeholder);
                    if (number && said.add(placeholder)) {
                        String relies = range ? "the range " + CodeSpan.of(c.op().symbol()) + " on it"
                                : "`order: descending`" + (r.limit() == null ? "" : " and `limit: " + r.limit() + "`");
                        out.add(finding(ctx, range && c.where() != null ? c.where().self()
                                : r.where().of(range ? "key" : "order"), r.id(),
                                r.id() + " relies on the order of " + CodeSpan.of(key + ": " + template.text()) + " ("
                                + relies + "), a String sort key of " + (x == null ? "table " + t.name() : "index "
                                + x.name()) + ", and " + CodeSpan.of(placeholder) + " of " + e.name() + " is a number"
                                + (a != null && a.type() == AttrType.N ? "" : " written as text (its samples are digits"
                                + " of several widths)") + ": numbers inside a string sort as text, 10 before 9, so "
                                + "the order breaks once they outgrow one digit width. Zero-pad " + CodeSpan.of(placeholder)
                                + " to a fixed width in the key, or key on a Number"));
                    }
                }
            }
        }
    }

    /** A filter or condition that compares an attribute holding numbers as text with `<`, `>` or BETWEEN. */
    private void compared(CheckContext ctx, AccessPattern p, String expression, List<String> entities, Table t,
                                 Pos pos, List<Finding> out) {
        Set<String> ranged = new LinkedHashSet<>();
        ConditionExpression.parse(expression).ifPresent(c -> ranges(c, ranged));
        for (String attr : ranged) {
            for (String name : entities) {
                Entity e = ctx.design().entities().get(name);
                if (e != null && numericText(e, attr)) {
                    out.add(finding(ctx, pos, p.id(), p.id() + " compares " + CodeSpan.of(attr) + " of " + e.name()
                            + " by order in " + CodeSpan.of(expression) + ", but it is text holding numbers (type S, "
                            + "samples of several widths): DynamoDB compares text by its bytes, so \"10\" < \"9\". "
                            + "Declare it `type: N`, or zero-pad it to a fixed width"));
                    break;
                }
            }
        }
    }

    private static void ranges(ConditionExpression.Cond c, Set<String> out) {
        if (c instanceof ConditionExpression.And a) {
            ranges(a.left(), out);
            ranges(a.right(), out);
        } else if (c instanceof ConditionExpression.Or o) {
            ranges(o.left(), out);
            ranges(o.right(), out);
        } else if (c instanceof ConditionExpression.Not n) {
            ranges(n.inner(), out);
        } else if (c instanceof ConditionExpression.Compare cmp && !cmp.op().equals("=") && !cmp.op().equals("<>")) {
            path(cmp.left(), out);
            path(cmp.right(), out);
        } else if (c instanceof ConditionExpression.Between b) {
            path(b.subject(), out);
        }
    }

    private static void path(ConditionExpression.Operand o, Set<String> out) {
        if (o instanceof ConditionExpression.Path p && p.elements().size() == 1) {
            out.add(p.head().startsWith("#") ? p.head().substring(1) : p.head());
        }
    }

    /**
     * An attribute typed S whose samples are all whole or decimal numbers, of more than one width:
     * numbers stored as text, where order and comparison go by the text.
     */
    static boolean numericText(Entity e, String attribute) {
        Attribute a = e.attribute(attribute);
        if (a == null || a.type() != AttrType.S) {
            return false;
        }
        Set<Integer> widths = new LinkedHashSet<>();
        int seen = 0;
        for (Map<String, Object> sample : e.samples()) {
            Object v = sample.get(attribute);
            if (v == null) {
                continue;
            }
            String text = String.valueOf(v);
            if (!text.matches("-?\\d+(\\.\\d+)?")) {
                return false;
            }
            widths.add(text.replaceFirst("\\..*$", "").replace("-", "").length());
            seen++;
        }
        return seen > 0 && widths.size() > 1;
    }
}
