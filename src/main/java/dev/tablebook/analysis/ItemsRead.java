package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Read;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;

/**
 * How many items one Query or Scan call reads, before any filter (format, "Items per request"):
 * its {@code limit} (the page size); for a Query with equality on the table's whole primary key,
 * one; for a Query whose every entity states a bound on one partition, the sum of the bounds;
 * otherwise the entity's {@code count} ÷ the distinct values of the partition key, summed over the
 * entities read. A Scan without {@code limit} reads its entities' population. Where a population
 * is unknown, a full page; a 900 KB page caps every call.
 */
public final class ItemsRead {
    private ItemsRead() {
    }

    /** Items one call reads of items of {@code itemBytes} each; why, in {@code notes}. */
    public static double perCall(Read p, KeyTarget target, List<Entity> read, double itemBytes,
                                 List<String> notes) {
        long page = RequestUnits.itemsPerPage(itemBytes);
        double n;
        if (itemBytes <= 0) {
            n = p.limit() == null ? 1 : p.limit(); // nothing known to read: the minimum applies anyway
        } else if (p.limit() != null) {
            n = p.limit(); // DynamoDB's Limit counts items read, before any filter
        } else if (p.operation() == Operation.Scan) {
            n = population(read);
            if (Double.isNaN(n)) {
                n = page;
                notes.add("Scan without `limit` over entities without `count`: one full 900 KB page per call assumed");
            }
        } else if (target.isTable() && wholeKeyEquality(p, target)) {
            n = 1; // an index key is not unique: only the table's whole key names one item
        } else {
            n = underOnePartition(target, read, page, notes);
        }
        if (n > page) {
            notes.add("a page holds at most " + page + " items of " + num(itemBytes) + " B (900 KB): the call reads one page");
            n = page;
        }
        Double fs = p.filterSelectivity();
        if (p.filter() != null && fs != null && fs > 0) {
            notes.add(String.format(Locale.ROOT, "the filter discards %s%% of the %s items read, after they are paid for",
                    num(fs * 100), num(n)));
        }
        return n;
    }

    /**
     * An entity's {@code max_per_partition} where it bounds one partition of the target, else
     * null. It counts the entity's items under one value of the table's partition key, so it
     * holds on the table and its LSIs; on a GSI or vector index only when the index partition
     * holds every placeholder of the table's partition template (each index partition then lies
     * within one table partition). A GSI keyed on something else (a warehouse, a status) gathers
     * items from many table partitions, and the bound says nothing about it.
     */
    public static Long partitionBound(KeyTarget target, Entity e) {
        if (e.maxPerPartition() == null || target.isTable() || target.isLsi()) {
            return e.maxPerPartition();
        }
        KeyTemplate tablePart = IndexMembership.template(target.table(), e, target.table().partitionKey());
        List<KeyTemplate> indexPart = IndexMembership.templates(target.table(), e, target.partition());
        if (tablePart == null || indexPart == null) {
            return null;
        }
        Set<String> held = new HashSet<>();
        indexPart.forEach(t -> held.addAll(t.placeholders()));
        return held.containsAll(tablePart.placeholders()) ? e.maxPerPartition() : null;
    }

    /** Equality on every key attribute of the target (on a table: one item). */
    public static boolean wholeKeyEquality(AccessPattern p, KeyTarget target) {
        for (String attr : target.keyAttributes()) {
            KeyCondition c = p.condition(attr);
            if (c == null || c.op() != KeyCondition.Op.EQ) {
                return false;
            }
        }
        return true;
    }

    private static double population(List<Entity> read) {
        double total = 0;
        for (Entity e : read) {
            if (e.count() == null) {
                return Double.NaN;
            }
            total += e.count();
        }
        return read.isEmpty() ? Double.NaN : total;
    }

    /**
     * Items under one partition key value: the sum of the bounds when every entity read states
     * one for this target, else each entity's bound or count ÷ distinct values of the partition
     * key. An unknown population reads a full page: the page is then the only bound there is.
     */
    private static double underOnePartition(KeyTarget target, List<Entity> read, long page, List<String> notes) {
        double estimate = 0;
        boolean known = !read.isEmpty();
        for (Entity e : read) {
            Long bound = partitionBound(target, e);
            OptionalLong d = KeyCardinality.distinctOfKey(target.table(), e, target.partition());
            if (bound != null) {
                estimate += bound;
            } else if (e.count() != null && d.isPresent()) {
                estimate += (double) e.count() / Math.max(1, d.getAsLong());
            } else {
                known = false;
            }
        }
        if (known) {
            return estimate;
        }
        notes.add("unbounded Query over entities without `count`: one full 900 KB page per call assumed");
        return page;
    }
}
