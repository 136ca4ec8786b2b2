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
 * ({@code pk = :pk AND begins_with(sk, :sk)}) and the values bound to them (the key templates).
 */
public record KeyConditionExpression(String expression, Map<String, String> values) {

    public static KeyConditionExpression of(AccessPattern p) {
        List<String> parts = new ArrayList<>();
        Map<String, String> values = new LinkedHashMap<>();
        for (KeyCondition c : p.key()) {
            String name = c.attribute();
            String v = ":" + name.replaceAll("[^A-Za-z0-9_]", "_");
            List<KeyTemplate> ops = c.operands();
            switch (c.op()) {
                case BEGINS_WITH -> parts.add("begins_with(" + name + ", " + v + ")");
                case BETWEEN -> parts.add(name + " BETWEEN " + v + "_lo AND " + v + "_hi");
                default -> parts.add(name + " " + c.op().symbol() + " " + v);
            }
            if (c.op() == KeyCondition.Op.BETWEEN) {
                values.put(v + "_lo", ops.get(0).text());
                values.put(v + "_hi", ops.get(1).text());
            } else {
                values.put(v, ops.get(0).text());
            }
        }
        return new KeyConditionExpression(String.join(" AND ", parts), values);
    }

    public boolean isEmpty() {
        return expression.isEmpty();
    }

    /** Expression and values on one line, for tables: {@code pk = :pk AND ... (:pk = "CUSTOMER#{id}")}. */
    public String oneLine() {
        if (isEmpty()) {
            return "";
        }
        List<String> v = new ArrayList<>();
        values.forEach((k, val) -> v.add(k + " = \"" + val + "\""));
        return expression + "  [" + String.join(", ", v) + "]";
    }
}
