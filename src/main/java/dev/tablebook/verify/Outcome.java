package dev.tablebook.verify;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.List;
import java.util.Map;

/**
 * What the engine did with one call: the items it returned (a GetItem's one item, or none),
 * the units it reported (null when it reported none), and its error, if it refused the call.
 * {@code unsupported} is true when the engine does not implement the operation at all;
 * {@code engineFault} when the call failed on the engine's side (throttled, or a 5xx, after the
 * client's retries), which says nothing about the design. {@code count} and {@code scannedCount}
 * are a Query's or Scan's {@code Count} and {@code ScannedCount} (null for other calls).
 */
record Outcome(List<Map<String, AttributeValue>> items, Units consumed, String error, String errorCode,
               boolean unsupported, boolean engineFault, Integer count, Integer scannedCount) {
    Outcome {
        items = List.copyOf(items);
    }

    Outcome(List<Map<String, AttributeValue>> items, Units consumed, String error, String errorCode,
            boolean unsupported) {
        this(items, consumed, error, errorCode, unsupported, false, null, null);
    }

    /** Units of one call: total read and write units and, by table or index name, what each consumed. */
    record Units(double read, double write, Map<String, Double> byTarget) {
        Units {
            byTarget = Map.copyOf(byTarget);
        }
    }

    /**
     * The calls of one request taken together (a scatter-gather's, one per shard): their items in
     * call order, their units, counts and scanned counts summed; null units when no call reported any.
     */
    static Outcome sum(List<Outcome> calls) {
        List<Map<String, AttributeValue>> items = new java.util.ArrayList<>();
        double read = 0;
        double write = 0;
        Map<String, Double> by = new java.util.LinkedHashMap<>();
        boolean any = false;
        Integer count = null;
        Integer scanned = null;
        for (Outcome o : calls) {
            items.addAll(o.items());
            if (o.consumed() != null) {
                any = true;
                read += o.consumed().read();
                write += o.consumed().write();
                o.consumed().byTarget().forEach((k, v) -> by.merge(k, v, Double::sum));
            }
            if (o.count() != null) {
                count = (count == null ? 0 : count) + o.count();
            }
            if (o.scannedCount() != null) {
                scanned = (scanned == null ? 0 : scanned) + o.scannedCount();
            }
        }
        return new Outcome(items, any ? new Units(read, write, by) : null, null, null, false, false, count, scanned);
    }

    boolean failed() {
        return error != null;
    }

    boolean conditionFailed() {
        return "ConditionalCheckFailedException".equals(errorCode) || "TransactionCanceledException".equals(errorCode);
    }
}
