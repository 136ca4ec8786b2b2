package dev.tablebook.verify;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values a read is bound to: the attributes of its target item, plus values for the
 * placeholders of a key condition that name no attribute of the item (the bounds of a
 * {@code between}, say). Such a placeholder takes the value of the attribute at the same place
 * of the stored key's template: {@code ORDER#{month_first_id}} against {@code ORDER#{order_id}}
 * binds {@code month_first_id} to an order id. A between's low bound comes from the first item
 * of the partition in key order, its high bound from the last, so that it spans the collection.
 */
final class Bindings {
    private Bindings() {
    }

    static Map<String, Object> forKey(Table t, String entity, List<KeyCondition> key, Map<String, Object> target,
                                      Map<String, Object> first, Map<String, Object> last) {
        Map<String, Object> out = new LinkedHashMap<>(target);
        for (KeyCondition c : key) {
            KeyTemplate stored = t.template(entity, c.attribute());
            if (stored == null) {
                stored = KeyTemplate.of("{" + c.attribute() + "}");
            }
            for (int i = 0; i < c.operands().size(); i++) {
                Map<String, Object> source = c.op() == KeyCondition.Op.BETWEEN ? (i == 0 ? first : last) : target;
                align(c.operands().get(i), stored, source, out);
            }
        }
        return out;
    }

    private static void align(KeyTemplate operand, KeyTemplate stored, Map<String, Object> source, Map<String, Object> out) {
        List<KeyTemplate.Part> a = operand.parts();
        List<KeyTemplate.Part> b = stored.parts();
        for (int i = 0; i < a.size() && i < b.size(); i++) {
            KeyTemplate.Part x = a.get(i);
            KeyTemplate.Part y = b.get(i);
            if (x instanceof KeyTemplate.Literal lx) {
                if (!(y instanceof KeyTemplate.Literal ly) || !lx.text().equals(ly.text())) {
                    return;
                }
            } else if (y instanceof KeyTemplate.Placeholder py) {
                String name = ((KeyTemplate.Placeholder) x).attribute();
                if (!out.containsKey(name) && source.containsKey(py.attribute())) {
                    out.put(name, source.get(py.attribute()));
                }
            } else {
                return;
            }
        }
    }
}
