package dev.tablebook.render;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A pattern's key condition as DynamoDB writes it: an expression with {@code :value} placeholders
 * ({@code pk = :pk AND begins_with(sk, :sk)}) and the values bound to them (the key templates);
 * {@code inline} is the same expression with the templates in place of the placeholders, for
 * reading at a glance ({@code pk = "CUSTOMER#{id}" AND begins_with(sk, "ORDER#")}).
 */
public record KeyConditionExpression(String expression, Map<String, String> values, String inline) {

    public static KeyConditionExpression of(AccessPattern p) {
        List<String> parts = new ArrayList<>();
        List<String> inline = new ArrayList<>();
        Map<String, String> values = new LinkedHashMap<>();
        for (KeyCondition c : p.key()) {
            String name = c.attribute();
            String v = ":" + name.replaceAll("[^A-Za-z0-9_]", "_");
            List<KeyTemplate> ops = c.operands();
            String first = quote(ops.get(0));
            switch (c.op()) {
                case BEGINS_WITH -> {
                    parts.add("begins_with(" + name + ", " + v + ")");
                    inline.add("begins_with(" + name + ", " + first + ")");
                }
                case BETWEEN -> {
                    parts.add(name + " BETWEEN " + v + "_lo AND " + v + "_hi");
                    inline.add(name + " BETWEEN " + first + " AND " + quote(ops.get(1)));
                }
                default -> {
                    parts.add(name + " " + c.op().symbol() + " " + v);
                    inline.add(name + " " + c.op().symbol() + " " + first);
                }
            }
            if (c.op() == KeyCondition.Op.BETWEEN) {
                values.put(v + "_lo", ops.get(0).text());
                values.put(v + "_hi", ops.get(1).text());
            } else {
                values.put(v, ops.get(0).text());
            }
        }
        return new KeyConditionExpression(String.join(" AND ", parts), values, String.join(" AND ", inline));
    }

    private static String quote(KeyTemplate t) {
        return "\"" + t.text() + "\"";
    }
}
