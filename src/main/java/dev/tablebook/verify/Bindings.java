package dev.tablebook.verify;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values a read is bound to: the attributes of its target item, plus values for the
 * placeholders of a key condition that name no attribute of the item (the bounds of a
 * {@code between}, say). Such a placeholder takes the value at the same place of the stored key's
 * template: the two templates are laid side by side segment by segment, a segment being what
 * lies between two {@code #}, so {@code ORDER#{month_first_id}} against {@code ORDER#{order_id}}
 * binds {@code month_first_id} to an order id, and {@code SCHEDULED#{day_start}} against
 * {@code {Status}#{ScheduledTime}} binds {@code day_start} to a scheduled time and says that the
 * item's {@code Status} is SCHEDULED (a literal the condition puts where the stored template has a
 * placeholder: {@link #literals}, which the example data and the choice of target honour). A
 * between's low bound comes from the first item of the partition in key order that meets those
 * literals, its high bound from the last, so that it spans the collection; where the high bound
 * would fall short of the last item's key (it covers only the start of the stored key) or equal
 * the low one, its last placeholder is moved just past it, so the bounds always differ.
 */
final class Bindings {
    private Bindings() {
    }

    /**
     * How a condition's operand lines up with a stored template: each placeholder of the operand
     * with the stored parts it stands for, and each stored placeholder the operand fixes to a literal.
     */
    record Alignment(Map<String, List<KeyTemplate.Part>> binds, Map<String, String> literals) {
    }

    static Map<String, Object> forKey(Table t, String entity, List<KeyCondition> key, Map<String, Object> target,
                                      Map<String, Object> first, Map<String, Object> last) {
        Map<String, Object> out = new LinkedHashMap<>(target);
        for (KeyCondition c : key) {
            KeyTemplate stored = stored(t, entity, c.attribute());
            for (int i = 0; i < c.operands().size(); i++) {
                Map<String, Object> source = c.op() == KeyCondition.Op.BETWEEN ? (i == 0 ? first : last) : target;
                Alignment a = align(c.operands().get(i), stored, c.op() == KeyCondition.Op.BEGINS_WITH);
                if (a == null) {
                    continue;
                }
                a.binds().forEach((name, parts) -> {
                    if (!out.containsKey(name)) {
                        Object v = render(parts, source);
                        if (v != null) {
                            out.put(name, v);
                        }
                    }
                });
            }
            if (c.op() == KeyCondition.Op.BETWEEN) {
                spread(t, c, stored, out, last);
            }
        }
        return out;
    }

    /** The stored key template of the entity's key attribute; a natural key is the attribute itself. */
    static KeyTemplate stored(Table t, String entity, String attribute) {
        KeyTemplate stored = t.template(entity, attribute);
        return stored != null ? stored : KeyTemplate.of("{" + attribute + "}");
    }

    /**
     * The literals the key condition puts where the entity's stored templates have placeholders
     * ({@code Status} = SCHEDULED for {@code SCHEDULED#{day_start}} against
     * {@code {Status}#{ScheduledTime}}), by stored attribute. An item whose values differ cannot
     * match the condition.
     */
    static Map<String, String> literals(Table t, String entity, List<KeyCondition> key) {
        Map<String, String> out = new LinkedHashMap<>();
        for (KeyCondition c : key) {
            KeyTemplate stored = stored(t, entity, c.attribute());
            for (KeyTemplate operand : c.operands()) {
                Alignment a = align(operand, stored, c.op() == KeyCondition.Op.BEGINS_WITH);
                if (a != null) {
                    a.literals().forEach(out::putIfAbsent);
                }
            }
        }
        return out;
    }

    /** Whether the item's values hold the literals (a prefix literal of a begins_with: starts with it). */
    static boolean meets(Map<String, Object> values, Map<String, String> literals) {
        return literals.entrySet().stream().allMatch(e -> values.containsKey(e.getKey())
                && Values.text(values.get(e.getKey())).equals(e.getValue()));
    }

    /**
     * Lays the operand against the stored template segment by segment; null when they cannot
     * line up (a literal of the operand differs from the stored one at its place).
     */
    static Alignment align(KeyTemplate operand, KeyTemplate stored, boolean prefix) {
        List<List<KeyTemplate.Part>> a = segments(operand);
        List<List<KeyTemplate.Part>> b = segments(stored);
        Map<String, List<KeyTemplate.Part>> binds = new LinkedHashMap<>();
        Map<String, String> literals = new LinkedHashMap<>();
        if (operand.singlePlaceholder().isPresent()) {
            binds.put(operand.singlePlaceholder().get(), stored.parts());
            return new Alignment(binds, literals);
        }
        if (a.size() > b.size()) {
            return null;
        }
        for (int i = 0; i < a.size(); i++) {
            List<KeyTemplate.Part> x = a.get(i);
            List<KeyTemplate.Part> y = b.get(i);
            boolean lastOfPrefix = prefix && i == a.size() - 1;
            if (x.isEmpty()) {
                if (!y.isEmpty() && !lastOfPrefix && i == a.size() - 1) {
                    return null;
                }
                continue;
            }
            if (x.size() == 1 && x.get(0) instanceof KeyTemplate.Placeholder px && !(y.size() == 1)) {
                binds.put(px.attribute(), y); // the operand's one placeholder covers the stored segment
                continue;
            }
            if (x.size() != y.size()) {
                if (lastOfPrefix && x.size() < y.size() && y.get(0) instanceof KeyTemplate.Literal && x.size() == 1
                        && x.get(0) instanceof KeyTemplate.Literal lx
                        && ((KeyTemplate.Literal) y.get(0)).text().startsWith(lx.text())) {
                    continue;
                }
                return null;
            }
            for (int j = 0; j < x.size(); j++) {
                KeyTemplate.Part px = x.get(j);
                KeyTemplate.Part py = y.get(j);
                boolean lastPart = lastOfPrefix && j == x.size() - 1;
                if (px instanceof KeyTemplate.Literal lx && py instanceof KeyTemplate.Literal ly) {
                    if (!(lastPart ? ly.text().startsWith(lx.text()) : ly.text().equals(lx.text()))) {
                        return null;
                    }
                } else if (px instanceof KeyTemplate.Literal lx) {
                    if (!lastPart) {
                        literals.put(((KeyTemplate.Placeholder) py).attribute(), lx.text());
                    }
                } else if (py instanceof KeyTemplate.Placeholder) {
                    binds.put(((KeyTemplate.Placeholder) px).attribute(), List.of(py));
                } else {
                    binds.put(((KeyTemplate.Placeholder) px).attribute(), List.of(py)); // a literal at its place
                }
            }
        }
        return new Alignment(binds, literals);
    }

    /** The template's parts cut at each {@code #}: the segments of a composite key. */
    static List<List<KeyTemplate.Part>> segments(KeyTemplate t) {
        List<List<KeyTemplate.Part>> out = new ArrayList<>();
        List<KeyTemplate.Part> current = new ArrayList<>();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                String[] pieces = l.text().split("#", -1);
                for (int i = 0; i < pieces.length; i++) {
                    if (i > 0) {
                        out.add(current);
                        current = new ArrayList<>();
                    }
                    if (!pieces[i].isEmpty()) {
                        current.add(new KeyTemplate.Literal(pieces[i]));
                    }
                }
            } else {
                current.add(p);
            }
        }
        out.add(current);
        return out;
    }

    /** The parts rendered with the source's values; null when a placeholder has none. */
    private static Object render(List<KeyTemplate.Part> parts, Map<String, Object> source) {
        if (parts.size() == 1 && parts.get(0) instanceof KeyTemplate.Placeholder p) {
            return source.get(p.attribute());
        }
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : parts) {
            if (p instanceof KeyTemplate.Literal l) {
                sb.append(l.text());
            } else {
                Object v = source.get(((KeyTemplate.Placeholder) p).attribute());
                if (v == null) {
                    return null;
                }
                sb.append(Values.text(v));
            }
        }
        return sb.toString();
    }

    /**
     * A between's high bound must reach the last item's key and differ from the low bound: where
     * it does not (it covers the start of the stored key only, or equals the low bound), its last
     * placeholder is moved just past its value.
     */
    private static void spread(Table t, KeyCondition c, KeyTemplate stored, Map<String, Object> out,
                               Map<String, Object> last) {
        AttrType type = t.keyType(c.attribute());
        KeyTemplate low = c.operands().get(0);
        KeyTemplate high = c.operands().get(1);
        var lo = Values.render(low, type, out);
        var hi = Values.render(high, type, out);
        var reach = Values.render(stored, type, last);
        if (lo.isEmpty() || hi.isEmpty()) {
            return;
        }
        boolean same = Values.text(lo.get()).equals(Values.text(hi.get()));
        boolean short_ = reach.isPresent() && Values.compare(Values.attribute(hi.get(), type),
                Values.attribute(reach.get(), type)) < 0;
        List<String> placeholders = high.placeholders();
        if ((same || short_) && !placeholders.isEmpty()) {
            String p = placeholders.get(placeholders.size() - 1);
            if (!low.placeholders().contains(p)) {
                Object moved = Executor.satisfying(out.get(p), "<");
                if (moved != null) {
                    out.put(p, moved);
                }
            }
        }
    }
}
