package dev.tablebook.analysis;

import dev.tablebook.model.Consistency;
import java.util.List;

/**
 * The request-unit facts of DynamoDB: a read unit covers 4 KB, a write unit 1 KB (1 KB = 1024
 * bytes); a call costs at least one unit; an eventually consistent read costs half.
 */
public final class RequestUnits {
    public static final int READ_UNIT_BYTES = 4096;
    public static final int WRITE_UNIT_BYTES = 1024;
    /** What one Query or Scan page holds: 900 KB of items, the margin the reference calculator uses under 1 MB. */
    public static final int PAGE_BYTES = 900 * 1024;
    /** Per second, per partition key value. */
    public static final int PARTITION_READ_UNITS = 3000;
    public static final int PARTITION_WRITE_UNITS = 1000;

    private RequestUnits() {
    }

    /** 0.5 for an eventually consistent read, 1 for a strong one, 2 for a transactional one. */
    public static double consistencyFactor(Consistency c) {
        if (c == Consistency.STRONG) {
            return 1.0;
        }
        return c == Consistency.TRANSACTIONAL ? 2.0 : 0.5;
    }

    /** Read units of one item (GetItem), or of a Query/Scan's total bytes read: ceil(bytes / 4 KB), at least 1, times the consistency factor. */
    public static double readUnits(double bytes, double consistencyFactor) {
        double strong = Math.max(1, Math.ceil(Math.max(1, bytes) / READ_UNIT_BYTES));
        return strong * consistencyFactor;
    }

    /** BatchGetItem and TransactGetItems: each item rounded up to 4 KB on its own, then summed. */
    public static double batchReadUnits(List<Double> sizes, double consistencyFactor) {
        double total = 0;
        for (double s : sizes) {
            total += readUnits(s, consistencyFactor);
        }
        return total;
    }

    /** Write units of one item: ceil(bytes / 1 KB), at least 1. */
    public static int writeUnits(double bytes) {
        if (bytes <= 0) {
            return 1;
        }
        return (int) Math.ceil(bytes / WRITE_UNIT_BYTES);
    }

    /** BatchWriteItem and TransactWriteItems: each item rounded up to 1 KB on its own, then summed. */
    public static int batchWriteUnits(List<Double> sizes) {
        int total = 0;
        for (double s : sizes) {
            total += writeUnits(s);
        }
        return total;
    }

    /** Items of {@code itemBytes} each that fit one 900 KB page (at least one). */
    public static long itemsPerPage(double itemBytes) {
        if (itemBytes <= 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(1, (long) Math.floor(PAGE_BYTES / itemBytes));
    }
}
