package dev.tablebook.analysis;

import static dev.tablebook.analysis.Figures.num;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * Read units of one read call, and the bytes one vector search returns. Items are sized as
 * stored where the call reads them (an index reads its projected items); the entities read are
 * the pattern's {@code returns}, else those whose key templates the key condition could match.
 */
final class ReadUnits {
    private final Design design;
    private final Table table;
    private final AccessPattern p;
    private final double sizeFactor;
    private final Index index;
    private final List<String> notes = new ArrayList<>();

    ReadUnits(Design design, Table table, AccessPattern pattern, double sizeFactor) {
        this.design = design;
        this.table = table;
        this.p = pattern;
        this.sizeFactor = sizeFactor;
        this.index = pattern.index() == null ? null : table.indexes().get(pattern.index());
    }

    CallUnits units() {
        List<UnitLine> lines = new ArrayList<>();
        double itemsRead = 0;
        Operation op = p.operation();
        if (op == Operation.SearchVectors) {
            UnitLine l = search();
            if (l != null) {
                lines.add(l);
            }
            return new CallUnits(lines, 0, 0, notes);
        }
        List<Entity> read = entitiesRead();
        double size = meanBytes(read);
        double c = RequestUnits.consistencyFactor(op == Operation.TransactGetItems ? Consistency.STRONG : p.consistency());
        String consistency = consistencyLabel(op);
        switch (op) {
            case GetItem -> {
                double units = RequestUnits.readUnits(size, c);
                String basis = "one " + num(size) + " B item: ceil(" + num(size) + " / 4,096) x " + num(c) + " (" + consistency + ")";
                Double miss = p.nonExistentRate();
                if (miss != null && miss > 0) {
                    double min = RequestUnits.readUnits(0, c);
                    units = (1 - miss) * units + miss * min;
                    basis += "; " + num(miss * 100) + "% of calls miss and cost the minimum " + num(min);
                }
                lines.add(line(units, basis));
                itemsRead = 1;
            }
            case Query, Scan -> {
                double n = itemsPerCall(read, size);
                double total = n * size;
                double units = RequestUnits.readUnits(total, c);
                lines.add(line(units, num(n) + " items x " + num(size) + " B = " + num(total) + " B read: ceil("
                        + num(total) + " / 4,096) x " + num(c) + " (" + consistency + ")"));
                itemsRead = n;
            }
            case BatchGetItem, TransactGetItems -> {
                List<Double> sizes = batchSizes(size);
                double units = RequestUnits.batchReadUnits(sizes, c);
                String basis = sizes.size() + " items, each rounded up to 4 KB on its own, x " + num(c) + " (" + consistency + ")";
                if (op == Operation.TransactGetItems) {
                    units *= 2;
                    basis += ", x 2 (transaction)";
                }
                lines.add(line(units, basis));
                itemsRead = sizes.size();
            }
            default -> throw new IllegalArgumentException("not a read: " + op);
        }
        return new CallUnits(lines, itemsRead, 0, notes);
    }

    private UnitLine line(double units, String basis) {
        return new UnitLine(UnitLine.Kind.READ, table.name(), p.index(), null, units, basis);
    }

    private String consistencyLabel(Operation op) {
        if (op == Operation.TransactGetItems) {
            return "transactional";
        }
        return (p.consistency() == null ? Consistency.EVENTUAL : p.consistency()).yamlName();
    }

    private List<Entity> entitiesRead() {
        List<Entity> out = new ArrayList<>();
        for (String name : p.returns()) {
            Entity e = design.entities().get(name);
            if (e != null && table.stores(name) && (index == null || IndexMembership.carries(table, e, index))) {
                out.add(e);
            }
        }
        if (out.isEmpty()) {
            out.addAll(KeyConditionMatch.matching(design, table, index, p.key()));
        }
        if (out.isEmpty() && p.itemBytes() == null) {
            notes.add("no entity is read: the call is billed the minimum");
        }
        return out;
    }

    private double bytesOf(Entity e) {
        if (p.itemBytes() != null) {
            return p.itemBytes() * sizeFactor;
        }
        int b = index != null ? ItemSizes.indexItemBytes(e, table, index) : ItemSizes.itemBytes(e, table);
        return b * sizeFactor;
    }

    /** The item size read: weighted by population when every entity read states its count. */
    private double meanBytes(List<Entity> read) {
        if (p.itemBytes() != null || read.isEmpty()) {
            return p.itemBytes() == null ? 0 : p.itemBytes() * sizeFactor;
        }
        boolean counted = read.stream().allMatch(e -> e.count() != null) && read.stream().mapToLong(Entity::count).sum() > 0;
        double total = 0;
        double weight = 0;
        for (Entity e : read) {
            double w = counted ? e.count() : 1;
            total += w * bytesOf(e);
            weight += w;
        }
        return total / weight;
    }

    /** Items one Query or Scan call reads (before any filter), bounded by a 900 KB page. */
    private double itemsPerCall(List<Entity> read, double size) {
        long page = RequestUnits.itemsPerPage(size);
        double n;
        if (size <= 0) {
            n = p.limit() == null ? 1 : p.limit(); // nothing known to read: the minimum applies anyway
        } else if (p.limit() != null) {
            n = p.limit(); // the page size: DynamoDB's Limit counts items read, before any filter
        } else if (p.operation() == Operation.Scan) {
            n = population(read);
            if (Double.isNaN(n)) {
                n = page;
                notes.add("Scan without `limit` over entities without `count`: one full 900 KB page per call assumed");
            }
        } else if (index == null && wholeKeyEquality()) {
            n = 1; // an index key is not unique: only the table's whole key names one item
        } else {
            n = unboundedQueryItems(read, page);
        }
        if (n > page) {
            notes.add("a page holds at most " + page + " items of " + num(size) + " B (900 KB): the call reads one page");
            n = page;
        }
        Double fs = p.filterSelectivity();
        if (p.filter() != null && fs != null && fs > 0) {
            notes.add(String.format(Locale.ROOT, "the filter discards %s%% of the %s items read, after they are paid for",
                    num(fs * 100), num(n)));
        }
        return n;
    }

    private double population(List<Entity> read) {
        double total = 0;
        for (Entity e : read) {
            if (e.count() == null) {
                return Double.NaN;
            }
            total += e.count();
        }
        return total;
    }

    /**
     * Items under one partition key value: the sum of {@code max_per_partition} when every entity
     * read declares it (a bounded Query), else count ÷ distinct values of the partition key.
     */
    private double unboundedQueryItems(List<Entity> read, long page) {
        if (!read.isEmpty() && read.stream().allMatch(e -> e.maxPerPartition() != null)) {
            return read.stream().mapToDouble(Entity::maxPerPartition).sum();
        }
        List<String> partition = index != null ? index.partition() : List.of(table.partitionKey());
        double estimate = 0;
        boolean known = !read.isEmpty();
        for (Entity e : read) {
            OptionalLong d = KeyCardinality.distinctOfKey(table, e, partition);
            if (e.maxPerPartition() != null) {
                estimate += e.maxPerPartition();
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

    private boolean wholeKeyEquality() {
        List<String> keys = new ArrayList<>();
        if (index != null) {
            keys.addAll(index.keyAttributes());
        } else {
            keys.add(table.partitionKey());
            if (table.sortKey() != null) {
                keys.add(table.sortKey());
            }
        }
        for (String k : keys) {
            KeyCondition c = p.condition(k);
            if (c == null || c.op() != KeyCondition.Op.EQ) {
                return false;
            }
        }
        return true;
    }

    private List<Double> batchSizes(double mean) {
        List<Double> sizes = new ArrayList<>();
        if (p.itemSizes() != null && !p.itemSizes().isEmpty()) {
            for (int s : p.itemSizes()) {
                sizes.add(s * sizeFactor);
            }
            return sizes;
        }
        int n = p.limit() == null ? 1 : Math.max(1, p.limit());
        for (int i = 0; i < n; i++) {
            sizes.add(mean);
        }
        return sizes;
    }

    /** Bytes returned by one vector search: top_k results of the projected size. Not priced. */
    private UnitLine search() {
        VectorIndex v = p.index() == null ? null : table.vectorIndexes().get(p.index());
        if (v == null) {
            notes.add("vector index " + p.index() + " is not defined on " + table.name());
            return null;
        }
        List<Entity> carriers = new ArrayList<>();
        for (Entity e : IndexMembership.stored(design, table)) {
            if (IndexMembership.carries(table, e, v)) {
                carriers.add(e);
            }
        }
        double perResult;
        String what;
        if (v.projection().type() == Projection.Type.KEYS_ONLY) {
            perResult = VectorMetering.KEYS_ONLY_RESULT_BYTES;
            what = "keys only";
        } else {
            double sum = 0;
            for (Entity e : carriers) {
                sum += v.projection().type() == Projection.Type.ALL
                        ? ItemSizes.vectorItemBytes(e, table, v)
                        : VectorMetering.KEYS_ONLY_RESULT_BYTES + v.projection().attributes().stream()
                                .mapToInt(a -> ItemSizes.attributeBytes(e, table, a)).sum();
            }
            perResult = carriers.isEmpty() ? VectorMetering.vectorBytes(v.dimensions()) : sum / carriers.size();
            perResult *= sizeFactor;
            what = v.projection().type() == Projection.Type.ALL ? "the whole projected item" : "keys and included attributes";
        }
        int topK = p.topK() == null ? VectorMetering.DEFAULT_TOP_K : p.topK();
        return new UnitLine(UnitLine.Kind.VECTOR_SEARCH_BYTES, table.name(), v.name(), null, topK * perResult,
                "top_k " + topK + " x " + num(perResult) + " B a result (" + what + "); bytes examined are not modelled");
    }
}
