package dev.tablebook.check.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.List;

/**
 * Items and bytes one batch or transaction call carries, for its service bounds: a
 * TransactWriteItems or TransactGetItems holds at most 100 items and 4 MB; a BatchWriteItem 25
 * items; a BatchGetItem 100 items and 16 MB of response.
 */
public record CallSize(long items, long bytes) {

    public static final long MB = 1024L * 1024;
    public static final long TRANSACTION_ITEMS = 100;
    public static final long TRANSACTION_BYTES = 4 * MB;
    public static final long BATCH_WRITE_ITEMS = 25;
    public static final long BATCH_GET_ITEMS = 100;
    public static final long BATCH_BYTES = 16 * MB;

    /** {@code item_sizes} when given; else writes leg by leg, reads {@code limit} items (1 if none). */
    public static CallSize of(Design design, AccessPattern p) {
        List<Integer> sizes = p.itemSizes();
        if (p.operation().isWrite()) {
            long items = p.writes().stream().mapToLong(WriteLeg::count).sum();
            if (sizes != null && !sizes.isEmpty()) {
                return new CallSize(Math.max(items, sizes.size()), sizes.stream().mapToLong(Integer::longValue).sum());
            }
            long bytes = 0;
            for (WriteLeg leg : p.writes()) {
                bytes += leg.count() * WriteUnits.legItemBytes(design, p, leg);
            }
            return new CallSize(items, bytes);
        }
        if (sizes != null && !sizes.isEmpty()) {
            return new CallSize(sizes.size(), sizes.stream().mapToLong(Integer::longValue).sum());
        }
        long items = p.limit() != null ? p.limit() : 1;
        long size = p.itemBytes() != null ? p.itemBytes() : returnedBytes(design, p);
        return new CallSize(items, items * size);
    }

    private static long returnedBytes(Design design, AccessPattern p) {
        Table table = design.tables().get(p.table());
        long max = 0;
        for (String name : p.returns()) {
            Entity e = design.entities().get(name);
            if (e != null) {
                max = Math.max(max, ItemSizes.itemBytes(design, e, table));
            }
        }
        return max;
    }
}
