package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How many items one Query or Scan call reads, before any filter (cost model, "Items read by a
 * Query or Scan"): what exists bounds it, not {@code limit}. A Query reads min({@code limit}, the
 * items its key condition can match); those are, per entity read, one item for equality on the
 * table's whole primary key, else the items under one value of the partition key
 * ({@code max_per_partition} where it bounds the target, else {@code count} ÷ the key's distinct
 * values, {@link KeyCardinality}), narrowed by what the sort-key condition fixes (equality or a
 * {@code begins_with} naming placeholders: {@code count} ÷ the distinct values of every fixed
 * placeholder, an order's lines under {@code LINE#{order_id}#}) and by a {@code between} over a
 * stated window (two literal dates or epoch times: the window's share of the items' lifetime).
 * Where the design states neither, the guess taken is said: {@code limit}, or one full page. A
 * Scan reads min({@code limit}, its entities' population). A 900 KB page caps every call.
 */
public final class ItemsRead {
    private ItemsRead() {
    }

    /**
     * What one call reads: {@code items}; {@code notes} say how; {@code guess} is the assumption the
     * figure rests on where the design states neither the population nor the window (null: none).
     */
    public record Estimate(double items, List<String> notes, String guess) {
        public Estimate {
            notes = List.copyOf(notes);
        }
    }

    /** The estimate of one call of {@code p} (a Query or Scan) reading items of {@code itemBytes} each. */
    public static Estimate estimate(Design design, Read p, KeyTarget target, List<Entity> read, double itemBytes) {
        List<String> notes = new ArrayList<>();
        String guess = null;
        long page = RequestUnits.itemsPerPage(itemBytes);
        Integer limit = p.limit();
        double n;
        if (itemBytes <= 0) {
            n = limit == null ? 1 : limit; // nothing known to read: the minimum applies anyway
        } else if (p.operation() == Operation.Scan) {
            double population = population(read);
            if (!Double.isNaN(population)) {
                n = limit == null ? population : Math.min(limit, population);
                if (limit != null && population < limit) {
                    notes.add("the Scan reads min(`limit` " + num(limit) + ", the " + num(population)
                            + " items of its entities) = " + num(population));
                }
            } else if (limit != null) {
                n = limit;
                guess = "the population it scans is not stated (no `count`): `limit` " + num(limit) + " items a call assumed";
                notes.add(guess);
            } else {
                n = page;
                guess = "Scan without `limit` over entities without `count`: one full 900 KB page per call assumed";
                notes.add(guess);
            }
        } else {
            Matched m = matched(design, p, target, read);
            if (m.known() && m.fallback() && limit != null && m.items() < limit) {
                // the entity's own count is the most values its key can take: reading fewer than `limit` on it alone
                // would rest on the fewest items possible; the page the call asks for is the bound taken
                n = limit;
                guess = "nothing states how many key values the items read spread over (" + m.basis() + "): `limit` "
                        + num(limit) + " items a call assumed";
                notes.add(guess);
            } else if (m.known() && limit != null) {
                n = Math.min(limit, m.items());
                if (m.items() < limit) {
                    notes.add("reads min(`limit` " + num(limit) + ", the ~" + num(round(m.items())) + " items its key"
                            + " condition matches: " + m.basis() + ") = " + num(round(n)));
                }
                if (m.guess() != null && m.items() < limit) {
                    guess = m.guess(); // beyond the limit a page is read whatever the window holds
                    notes.add(guess);
                }
            } else if (m.known()) {
                n = m.items();
                if (m.narrowed()) {
                    notes.add("reads the ~" + num(round(n)) + " items its key condition matches: " + m.basis());
                }
                if (m.guess() != null) {
                    guess = m.guess();
                    notes.add(guess);
                }
            } else if (limit != null) {
                n = limit;
                guess = "the items its key condition matches are not stated (" + m.basis() + "): `limit` " + num(limit)
                        + " items a call assumed";
                notes.add(guess);
            } else {
                n = page;
                guess = "unbounded Query over entities without `count`: one full 900 KB page per call assumed";
                notes.add(guess);
            }
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
        return new Estimate(n, notes, guess);
    }

    private static double round(double v) {
        return v >= 10 ? Math.round(v) : Math.round(v * 100) / 100.0;
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
     * The items a Query's key condition can match, summed over the entities read; {@code known}
     * false when an entity states neither a bound nor a count; {@code guess} when a range on the
     * sort key covers a window the design does not state (the whole key value is then assumed).
     */
    private record Matched(double items, boolean known, String basis, String guess, boolean fallback,
                           boolean narrowed) {
    }

    private static Matched matched(Design design, Read p, KeyTarget target, List<Entity> read) {
        if (target.isTable() && wholeKeyEquality(p, target)) {
            return new Matched(1, true, "equality on the whole primary key: one item", null, false, false);
        }
        if (read.isEmpty()) {
            return new Matched(0, false, "no entity read", null, false, false);
        }
        double total = 0;
        List<String> parts = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        String guess = null;
        boolean fallback = false;
        boolean narrowed = false;
        for (Entity e : read) {
            One one = one(design, p, target, e);
            if (one == null) {
                unknown.add(e.name());
                continue;
            }
            total += one.items();
            parts.add(one.basis());
            if (one.guess() != null && guess == null) {
                guess = one.guess();
            }
            fallback |= one.fallback();
            narrowed |= one.narrowed();
        }
        if (!unknown.isEmpty()) {
            return new Matched(Double.NaN, false, "no `count` or `max_per_partition` on " + String.join(", ", unknown),
                    null, false, false);
        }
        return new Matched(total, true, String.join("; ", parts), guess, fallback, narrowed);
    }

    /** {@code fallback}: the key's values were taken as the entity's own count, nothing stating them. */
    private record One(double items, String basis, String guess, boolean fallback, boolean narrowed) {
    }

    /** The items of one entity the key condition matches, or null when the design cannot say. */
    private static One one(Design design, Read p, KeyTarget target, Entity e) {
        Table t = target.table();
        Long bound = partitionBound(target, e);
        Set<String> fixed = sortFixed(p, target, e);
        double items;
        String basis;
        boolean fallback = false;
        if (!fixed.isEmpty() && e.count() != null) {
            List<KeyTemplate> key = IndexMembership.templates(t, e, target.partition());
            if (key == null) {
                return null;
            }
            List<KeyTemplate> all = new ArrayList<>(key);
            all.add(KeyTemplate.of("{" + String.join("}#{", fixed) + "}"));
            KeyCardinality.Spread d = KeyCardinality.of(design, e, all);
            if (d.distinct().isEmpty()) {
                return null;
            }
            items = (double) e.count() / Math.max(1, d.distinct().getAsLong());
            basis = e.name() + " " + num(e.count()) + " ÷ " + num(d.distinct().getAsLong()) + " values of the key and "
                    + String.join(", ", fixed) + " (" + d.basis() + ")";
            fallback = d.fallback();
            if (bound != null && bound < items) {
                items = bound;
                basis = e.name() + " `max_per_partition` " + num(bound);
            }
        } else if (bound != null) {
            items = bound;
            basis = e.name() + " `max_per_partition` " + num(bound);
        } else {
            KeyCardinality.Spread d = KeyCardinality.ofKey(design, t, e, target.partition());
            if (e.count() == null || d.distinct().isEmpty()) {
                return null;
            }
            items = (double) e.count() / Math.max(1, d.distinct().getAsLong());
            basis = e.name() + " " + num(e.count()) + " ÷ " + num(d.distinct().getAsLong()) + " key values ("
                    + d.basis() + ")";
            fallback = d.fallback();
        }
        KeyCondition range = sortRange(p, target);
        boolean windowed = false;
        String guess = fallback ? "nothing states how many key values " + e.name() + " spreads over (no `distinct`, no"
                + " entity keyed by the key's placeholders): " + e.name() + "'s own count taken, ~" + num(round(items))
                + " items per value" : null;
        if (range != null) {
            Double days = windowDays(range);
            Double lifetime = days == null ? null : lifetimeDays(design, t, e);
            if (days != null && lifetime != null) {
                double share = Math.min(1, days / lifetime);
                items *= share;
                windowed = true;
                basis += ", × " + num(round(days)) + " of " + num(lifetime) + " days (the `between` window of the"
                        + " items' lifetime)";
            } else if (days != null && guess == null) {
                guess = "the `between` window of " + num(round(days)) + " days is not placed against a lifetime (no"
                        + " `retention_days` or TTL days for " + e.name() + "): every item under the key value assumed";
            } else if (guess == null) {
                guess = "the range on " + range.attribute() + " does not state its window: every item under the key"
                        + " value it can match assumed";
            }
        }
        return new One(items, basis, guess, fallback, !fixed.isEmpty() || windowed);
    }

    /**
     * The placeholders a sort-key condition fixes in the entity's stored sort template: all of
     * them under equality, the ones a {@code begins_with} names (an order's lines under
     * {@code LINE#{order_id}#}); none under a range.
     */
    private static Set<String> sortFixed(Read p, KeyTarget target, Entity e) {
        Set<String> fixed = new LinkedHashSet<>();
        Set<String> partition = new HashSet<>();
        List<KeyTemplate> pk = IndexMembership.templates(target.table(), e, target.partition());
        if (pk != null) {
            pk.forEach(k -> partition.addAll(k.placeholders()));
        }
        for (String attr : target.keyAttributes()) {
            if (target.partition().contains(attr)) {
                continue;
            }
            KeyCondition c = p.condition(attr);
            KeyTemplate stored = IndexMembership.template(target.table(), e, attr);
            if (c == null || stored == null) {
                continue;
            }
            List<String> names = stored.placeholders();
            if (c.op() == KeyCondition.Op.EQ) {
                fixed.addAll(names);
            } else if (c.op() == KeyCondition.Op.BEGINS_WITH) {
                for (String ph : c.operand().placeholders()) {
                    if (names.contains(ph)) {
                        fixed.add(ph);
                    }
                }
            }
        }
        fixed.removeAll(partition);
        return fixed;
    }

    /** The range condition (other than {@code begins_with}) on a sort attribute of the target, or null. */
    private static KeyCondition sortRange(Read p, KeyTarget target) {
        for (String attr : target.keyAttributes()) {
            if (target.partition().contains(attr)) {
                continue;
            }
            KeyCondition c = p.condition(attr);
            if (c != null && c.op().isRange() && c.op() != KeyCondition.Op.BEGINS_WITH) {
                return c;
            }
        }
        return null;
    }

    /**
     * The days a {@code between} covers when both bounds are literal and differ, after their common
     * text, in an ISO-8601 date or time, or an epoch time in seconds or milliseconds; else null.
     */
    static Double windowDays(KeyCondition c) {
        if (c.op() != KeyCondition.Op.BETWEEN || c.operands().size() != 2 || !c.operands().get(0).isLiteral()
                || !c.operands().get(1).isLiteral()) {
            return null;
        }
        String lo = c.operands().get(0).text();
        String hi = c.operands().get(1).text();
        int common = 0;
        while (common < Math.min(lo.length(), hi.length()) && lo.charAt(common) == hi.charAt(common)
                && !Character.isDigit(lo.charAt(common))) {
            common++;
        }
        String a = lo.substring(common);
        String b = hi.substring(common);
        try {
            double x = Double.parseDouble(a);
            double y = Double.parseDouble(b);
            double scale = Math.max(Math.abs(x), Math.abs(y)) >= 1e11 ? 86_400_000d : 86_400d;
            return y > x ? (y - x) / scale : null;
        } catch (NumberFormatException ignored) {
            // not a number: a date or time, perhaps
        }
        try {
            long days = ChronoUnit.DAYS.between(LocalDate.parse(a), LocalDate.parse(b)) + 1; // both days included
            return days > 0 ? (double) days : null;
        } catch (DateTimeParseException ignored) {
            // not a date
        }
        try {
            double seconds = ChronoUnit.SECONDS.between(OffsetDateTime.parse(a), OffsetDateTime.parse(b));
            return seconds > 0 ? seconds / 86_400d : null;
        } catch (DateTimeParseException ignored) {
            return null;
        }
    }

    /** How long the entity's items live in the table: its create legs' `retention_days`, else the TTL days. */
    private static Double lifetimeDays(Design design, Table t, Entity e) {
        for (AccessPattern p : design.patterns()) {
            for (WriteLeg leg : p.legs()) {
                if (leg.action().creates() && leg.entity().equals(e.name()) && leg.table().equals(t.name())
                        && leg.retentionDays() != null) {
                    return (double) leg.retentionDays();
                }
            }
        }
        return t.ttlDays() == null ? null : (double) t.ttlDays();
    }
}
