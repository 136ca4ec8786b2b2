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

    boolean failed() {
        return error != null;
    }

    boolean conditionFailed() {
        return "ConditionalCheckFailedException".equals(errorCode) || "TransactionCanceledException".equals(errorCode);
    }
}
