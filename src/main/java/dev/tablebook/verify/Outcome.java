package dev.tablebook.verify;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.List;
import java.util.Map;

/**
 * What the engine did with one call: the items it returned (a GetItem's one item, or none),
 * the units it reported (null when it reported none), and its error, if it refused the call.
 * {@code unsupported} is true when the engine does not implement the operation at all.
 */
record Outcome(List<Map<String, AttributeValue>> items, Units consumed, String error, String errorCode,
               boolean unsupported) {
    Outcome {
        items = List.copyOf(items);
    }

    /** Units of one call: total read and write units and, by table or index name, what each consumed. */
    record Units(double read, double write, Map<String, Double> byTarget) {
        Units {
            byTarget = Map.copyOf(byTarget);
        }
    }

    /**
     * The calls of one request taken together (a scatter-gather's, one per shard): their items in
     * call order and their units summed; null units when no call reported any.
     */
    static Outcome sum(List<Outcome> calls) {
        List<Map<String, AttributeValue>> items = new java.util.ArrayList<>();
        double read = 0;
        double write = 0;
        Map<String, Double> by = new java.util.LinkedHashMap<>();
        boolean any = false;
        for (Outcome o : calls) {
            items.addAll(o.items());
            if (o.consumed() != null) {
                any = true;
                read += o.consumed().read();
                write += o.consumed().write();
                o.consumed().byTarget().forEach((k, v) -> by.merge(k, v, Double::sum));
            }
        }
        return new Outcome(items, any ? new Units(read, write, by) : null, null, null, false);
    }

    boolean failed() {
        return error != null;
    }

    boolean conditionFailed() {
        return "ConditionalCheckFailedException".equals(errorCode) || "TransactionCanceledException".equals(errorCode);
    }
}
