package dev.tablebook.load;

import java.util.List;
import java.util.Locale;

/**
 * How much one design may hold, so that checking, pricing and rendering it stay within bounded
 * time and memory: a design over a limit is refused with an input error at the first entry past
 * it, and the other designs are built as usual. The limits sit far above any real service (the
 * largest example has 16 access patterns) and below what exhausts a default heap: a design at
 * the pattern limit is built in about 10 s with a 630 MB peak (measured by {@code bench/limits.sh}).
 */
final class DesignLimits {
    /** Access patterns of one design. */
    static final int MAX_PATTERNS = 5_000;
    /** Entities of one design, attributes of one entity, tables, consumers, deviations of one design. */
    static final int MAX_ENTITIES = 1_000;
    static final int MAX_ATTRIBUTES = 1_000;
    static final int MAX_TABLES = 256;
    static final int MAX_CONSUMERS = 1_000;
    static final int MAX_DEVIATIONS = 5_000;
    /** Legs of one write pattern (DynamoDB's own largest, a transaction, takes 100 items). */
    static final int MAX_LEGS = 1_000;

    private DesignLimits() {
    }

    /** True when the design is within every limit; otherwise the first excess of each is reported. */
    static boolean fit(Node.MapNode top, Problems problems) {
        boolean fit = list(top, "access_patterns", "access patterns", MAX_PATTERNS, problems);
        if (top.values().get("access_patterns") instanceof Node.ListNode patterns) {
            for (Node p : patterns.items()) {
                if (p instanceof Node.MapNode m) {
                    fit &= list(m, "writes", "write legs in one access pattern", MAX_LEGS, problems);
                }
            }
        }
        fit &= map(top, "entities", "entities", MAX_ENTITIES, problems);
        if (top.values().get("entities") instanceof Node.MapNode entities) {
            for (Node e : entities.values().values()) {
                if (e instanceof Node.MapNode m) {
                    fit &= map(m, "attributes", "attributes in one entity", MAX_ATTRIBUTES, problems);
                }
            }
        }
        fit &= map(top, "tables", "tables", MAX_TABLES, problems);
        fit &= list(top, "consumers", "stream consumers", MAX_CONSUMERS, problems);
        fit &= list(top, "deviations", "deviations", MAX_DEVIATIONS, problems);
        return fit;
    }

    private static boolean list(Node.MapNode in, String key, String what, int max, Problems problems) {
        if (in.values().get(key) instanceof Node.ListNode l && l.items().size() > max) {
            problems.add(l.items().get(max).pos(), tooMany(l.items().size(), what, max));
            return false;
        }
        return true;
    }

    private static boolean map(Node.MapNode in, String key, String what, int max, Problems problems) {
        if (in.values().get(key) instanceof Node.MapNode m && m.values().size() > max) {
            String first = List.copyOf(m.keys().keySet()).get(max);
            problems.add(m.keys().get(first), tooMany(m.values().size(), what, max));
            return false;
        }
        return true;
    }

    private static String tooMany(int count, String what, int max) {
        return String.format(Locale.ROOT, "the design has %,d %s; a design holds at most %,d, so it is not read"
                + " (this is the first one past the limit; split the service's design)", count, what, max);
    }
}
