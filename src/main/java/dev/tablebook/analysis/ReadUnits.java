package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.VectorSearch;
import java.util.ArrayList;
import java.util.List;

/**
 * Read units of one read call, and the bytes one vector search returns. Items are sized as
 * stored where the call reads them (an index reads its projected items); the entities read are
 * those {@link EntitiesRead} names, and how many items a Query or Scan reads {@link ItemsRead} says.
 * A sharded read makes one such call per shard for each request: its units are that many calls'.
 */
final class ReadUnits {
    private final Design design;
    private final KeyTarget target;
    private final Table table;
    private final AccessPattern p;
    private final double sizeFactor;
    private final Index index;
    private final List<String> notes = new ArrayList<>();
    private final List<String> guesses = new ArrayList<>();

    ReadUnits(Design design, KeyTarget target, AccessPattern pattern, double sizeFactor) {
        this.design = design;
        this.target = target;
        this.table = target.table();
        this.p = pattern;
        this.sizeFactor = sizeFactor;
        this.index = target.index();
    }

    CallUnits units() {
        List<UnitLine> lines = new ArrayList<>();
        double itemsRead = 0;
        if (!(p instanceof Read r)) {
            UnitLine l = search((VectorSearch) p);
            if (l != null) {
                lines.add(l);
            }
            return new CallUnits(lines, 0, 0, notes);
        }
        Operation op = r.operation();
        List<Entity> read = entitiesRead();
        double size = meanBytes(read);
        double c = RequestUnits.consistencyFactor(op == Operation.TransactGetItems ? Consistency.STRONG : p.consistency());
        String consistency = consistencyLabel(op);
        switch (op) {
            case GetItem -> {
                double units = RequestUnits.readUnits(size, c);
                String basis = "one " + num(size) + " B item: ceil(" + num(size) + " / 4,096) x " + num(c) + " (" + consistency + ")";
                Double miss = r.nonExistentRate();
                if (miss != null && miss > 0) {
                    double min = RequestUnits.readUnits(0, c);
                    units = (1 - miss) * units + miss * min;
                    basis += "; " + num(miss * 100) + "% of calls miss and cost the minimum " + num(min);
                }
                lines.add(line(units, basis));
                itemsRead = 1;
            }
            case Query, Scan -> {
                ItemsRead.Estimate estimate = ItemsRead.estimate(design, r, target, read, size);
                notes.addAll(estimate.notes());
                if (estimate.guess() != null) {
                    guesses.add(estimate.guess());
                }
                double n = estimate.items();
                double total = n * size;
                double units = RequestUnits.readUnits(total, c);
                lines.add(line(units, num(n) + " items x " + num(size) + " B = " + num(total) + " B read: ceil("
                        + num(total) + " / 4,096) x " + num(c) + " (" + consistency + ")"));
                itemsRead = n;
            }
            case BatchGetItem, TransactGetItems -> {
                List<Double> sizes = batchSizes(r, size);
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
        int calls = r.callsPerRequest();
        if (calls > 1) {
            UnitLine one = lines.remove(0);
            lines.add(line(one.units() * calls, one.basis() + "; x " + calls + " calls (scatter-gather over " + calls
                    + " shards)"));
            itemsRead *= calls;
        }
        return new CallUnits(lines, itemsRead, 0, List.of(), notes, guesses);
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
        List<Entity> out = EntitiesRead.of(design, p, target);
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

    /**
     * The item size read: several entities are averaged weighted by their {@code count} when every
     * one states it (the items of a mixed read come in proportion to the population), else evenly.
     */
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

    private List<Double> batchSizes(Read r, double mean) {
        List<Double> sizes = new ArrayList<>();
        if (r.itemSizes() != null && !r.itemSizes().isEmpty()) {
            for (int s : r.itemSizes()) {
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
    private UnitLine search(VectorSearch s) {
        VectorIndex v = target.vectorIndex();
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
        int topK = s.topK() == null ? VectorMetering.DEFAULT_TOP_K : s.topK();
        return new UnitLine(UnitLine.Kind.VECTOR_SEARCH_BYTES, table.name(), v.name(), null, topK * perResult,
                "top_k " + topK + " x " + num(perResult) + " B a result (" + what + "); bytes examined are not modelled");
    }
}
