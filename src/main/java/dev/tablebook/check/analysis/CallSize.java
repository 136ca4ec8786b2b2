package dev.tablebook.check.analysis;

import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.LegItems;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
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

    /**
     * A write carries the items its legs write, each sized as {@link LegItems} says; a read
     * {@code item_sizes} when given, else {@code limit} items (1 if none) of its largest returned
     * entity.
     */
    public static CallSize of(Design design, AccessPattern p) {
        if (p instanceof Write w) {
            long items = 0;
            double bytes = 0;
            for (LegItems leg : LegItems.of(design, w, 1.0)) {
                items += leg.sizes().size();
                bytes += leg.totalBytes();
            }
            return new CallSize(items, Math.round(bytes));
        }
        List<Integer> sizes = p instanceof Read r ? r.itemSizes() : null;
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
        for (String name : p.returned()) {
            Entity e = design.entities().get(name);
            if (e != null) {
                max = Math.max(max, table == null ? ItemSizes.itemBytes(e) : ItemSizes.itemBytes(e, table));
            }
        }
        return max;
    }
}
