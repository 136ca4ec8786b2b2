package dev.tablebook.load;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Idempotency;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Read;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Where;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads {@code access_patterns}: the ranked list of reads and writes. */
final class PatternReader {
    static final String PATTERN_ID = "[A-Za-z][A-Za-z0-9_-]*";
    private static final Set<String> PATTERN = Set.of("id", "name", "description", "operation", "table", "index", "key",
            "order", "limit", "returns", "projection", "rps", "consistency", "authorization", "filter",
            "filter_selectivity", "writes", "entity", "condition", "idempotency", "conditional_fail_rate", "item_bytes",
            "item_sizes", "hot_key_share", "top_k", "non_existent_rate", "shards", "internal");
    private static final List<String> NOT_ON_READS = List.of("idempotency", "conditional_fail_rate");
    private static final List<String> NOT_ON_WRITES = List.of("order", "returns", "projection", "filter",
            "filter_selectivity", "non_existent_rate");
    private static final List<String> NOT_ON_SEARCHES = List.of("order", "item_sizes", "non_existent_rate",
            "idempotency", "conditional_fail_rate", "shards");
    private static final Set<String> LEG = Set.of("entity", "table", "action", "count", "condition", "attributes",
            "previous_bytes", "retention_days", "remove");
    private static final Set<String> RATE = Set.of("peak", "average", "window");
    private static final Map<String, WriteAction> ACTIONS = Names.of("create", WriteAction.CREATE, "update",
            WriteAction.UPDATE, "delete", WriteAction.DELETE, "put", WriteAction.PUT, "check", WriteAction.CHECK);

    private final Problems problems;
    private final KeyConditionReader keys;

    PatternReader(Problems problems) {
        this.problems = problems;
        this.keys = new KeyConditionReader(problems);
    }

    List<AccessPattern> patterns(MapReader top) {
        List<AccessPattern> out = new ArrayList<>();
        Node.ListNode list = top.listNode("access_patterns");
        if (list == null) {
            return out;
        }
        Map<String, Integer> seen = new HashMap<>();
        for (Node node : list.items()) {
            AccessPattern p = pattern(node);
            if (p == null) {
                continue;
            }
            Integer firstLine = seen.putIfAbsent(p.id(), p.where().self().line());
            if (firstLine != null) {
                problems.add(p.where().of("id"), "duplicate access pattern id `" + p.id() + "` (first at line "
                        + firstLine + ")");
                continue;
            }
            out.add(p);
        }
        return out;
    }

    private AccessPattern pattern(Node node) {
        MapReader r = MapReader.of(node, DesignReader.label(node, "access pattern", "id"), problems, PATTERN);
        if (r == null) {
            return null;
        }
        String id = r.require("id") ? r.string("id") : null;
        if (id != null && !id.matches(PATTERN_ID)) {
            r.error("id", "access pattern id `" + id + "` must start with an ASCII letter and use ASCII letters, digits, '_' or '-'");
            id = null;
        }
        Operation op = r.require("operation") ? r.choice("operation", Names.ofEnum(Operation.class)) : null;
        String table = r.require("table") ? r.string("table") : null;
        List<KeyCondition> key = keys.key(r);
        String order = r.has("order") ? r.choice("order", Names.of("ascending", "ascending", "descending",
                "descending")) : "ascending";
        Integer limit = r.integer("limit", 1, Integer.MAX_VALUE);
        List<String> returns = r.stringOrList("returns");
        Rate rps = rate(r);
        Consistency consistency = r.choice("consistency", Names.of("eventual", Consistency.EVENTUAL, "strong",
                Consistency.STRONG, "transactional", Consistency.TRANSACTIONAL));
        Idempotency idempotency = r.choice("idempotency", Names.of("client-token", Idempotency.CLIENT_TOKEN,
                "conditional-write", Idempotency.CONDITIONAL_WRITE, "natural", Idempotency.NATURAL, "none",
                Idempotency.NONE));
        Double selectivity = r.number("filter_selectivity", 0, 1);
        Double failRate = r.number("conditional_fail_rate", 0, 1);
        Integer itemBytes = r.integer("item_bytes", 1, Integer.MAX_VALUE);
        List<Integer> itemSizes = r.intList("item_sizes");
        Double hotShare = r.number("hot_key_share", 0, 1);
        if (hotShare != null && hotShare == 0) {
            r.error("hot_key_share", "`hot_key_share` in " + r.what() + " must be above 0 (a share of the traffic)");
        }
        Integer topK = r.integer("top_k", 1, 100);
        Double missRate = r.number("non_existent_rate", 0, 1);
        Integer shards = r.integer("shards", 2, 10_000);
        List<String> projection = r.stringList("projection");
        r.checkNames("projection", NameRule.ATTRIBUTE);
        if (id == null || op == null || table == null) {
            return null;
        }
        if (topK != null && op != Operation.SearchVectors) {
            r.error("top_k", "`top_k` in " + r.what() + " is for SearchVectors; a " + op + " bounds its items with"
                    + " `limit`");
        }
        foreignFields(r, op);
        if (shards != null && op == Operation.Scan) {
            r.error("shards", "`shards` in " + r.what() + " is for a read or write by key; a Scan already reads every"
                    + " partition");
        }
        List<WriteLeg> legs = new ArrayList<>();
        boolean fromPatternFields = false;
        if (r.has("writes")) {
            if (r.has("entity") || r.has("condition")) {
                problems.add(r.keyPos(r.has("entity") ? "entity" : "condition"), "access pattern " + id
                        + " has both `writes` and a pattern-level `" + (r.has("entity") ? "entity" : "condition")
                        + "`; put the entity and condition on the leg in `writes`");
            }
            legs = legs(r, id, table, op);
        } else if (r.has("entity") || r.has("condition")) {
            if (!op.isSingleItemWrite()) {
                problems.add(r.keyPos(r.has("entity") ? "entity" : "condition"), "pattern-level `entity` and "
                        + "`condition` are for PutItem, UpdateItem and DeleteItem; " + op + " lists its items in `writes`");
            } else if (r.require("entity")) {
                WriteAction action = op == Operation.PutItem ? WriteAction.CREATE
                        : op == Operation.UpdateItem ? WriteAction.UPDATE : WriteAction.DELETE;
                legs.add(new WriteLeg(r.string("entity"), table, action, 1, r.string("condition"), null, null, null,
                        r.where()));
                fromPatternFields = true;
            }
        }
        if (op.isWrite() && legs.isEmpty() && !r.has("writes") && !r.has("entity")) {
            problems.add(r.pos(), "access pattern " + id + " is a " + op + " but says not what it writes: add `writes`"
                    + (op.isSingleItemWrite() ? " or `entity`" : ""));
        }
        if (!op.isWrite() && !legs.isEmpty()) {
            problems.add(r.keyPos("writes"), "access pattern " + id + " is a " + op + " (a read); `writes` is for writes");
        }
        if (op == Operation.BatchWriteItem) {
            for (WriteLeg leg : legs) {
                if (leg.action() == WriteAction.UPDATE) {
                    problems.add(leg.where().of("action"), "access pattern " + id + " is a BatchWriteItem, which can only"
                            + " put and delete items; an update needs UpdateItem or TransactWriteItems");
                }
            }
        }
        if (consistency == Consistency.TRANSACTIONAL && !op.isTransaction()) {
            r.error("consistency", "`consistency: transactional` in " + r.what() + " is for TransactGetItems and"
                    + " TransactWriteItems; a " + op + " is eventual or strong");
        }
        int legItems = legs.stream().mapToInt(WriteLeg::count).sum();
        if (itemSizes != null && !legs.isEmpty() && itemSizes.size() != legItems) {
            r.error("item_sizes", "`item_sizes` in " + r.what() + " lists " + itemSizes.size() + " sizes but one call"
                    + " writes " + legItems + " items; give one size per item");
        }
        Consistency resolved = consistency != null ? consistency
                : op.isTransaction() ? Consistency.TRANSACTIONAL : Consistency.EVENTUAL;
        String internal = internal(r);
        List<String> returned = returns == null ? List.of() : returns;
        if (op.isWrite()) {
            return new Write(id, r.string("name"), r.string("description"), op, table, r.string("index"), key, limit,
                    rps, resolved, r.string("authorization"), legs, fromPatternFields, idempotency, failRate,
                    itemBytes, itemSizes, hotShare, shards, where(r), internal);
        }
        if (op == Operation.SearchVectors) {
            return new VectorSearch(id, r.string("name"), r.string("description"), table, r.string("index"), key,
                    limit, returned, projection, rps, resolved, r.string("authorization"), r.string("filter"),
                    selectivity, topK, itemBytes, hotShare, where(r), internal);
        }
        return new Read(id, r.string("name"), r.string("description"), op, table, r.string("index"), key,
                "descending".equals(order), limit, returned, projection, rps, resolved, r.string("authorization"),
                r.string("filter"), selectivity, itemBytes, itemSizes, hotShare, missRate, shards, where(r), internal);
    }

    /**
     * {@code internal}: why the call has no end-user caller (a job, a stream consumer). It is the
     * reason itself, so a bare mark ({@code internal: true}, an empty text) is an error.
     */
    private String internal(MapReader r) {
        if (!r.has("internal")) {
            return null;
        }
        Node n = r.node("internal");
        if (n instanceof Node.Scalar s && s.value() instanceof String text && !text.isBlank()) {
            return text.strip();
        }
        r.error("internal", "`internal` in " + r.what() + " takes the reason the call has no end-user caller, as text"
                + " (`internal: nightly reconciliation job, runs under the service role`), not "
                + (n instanceof Node.Scalar s && s.value() instanceof String ? "an empty text" : n.describe()));
        return null;
    }

    /**
     * Reports each stated field that the operation's kind of call does not have (the fields with a
     * message of their own — {@code top_k}, {@code writes}, {@code entity}, {@code condition} — are
     * reported where they are read).
     */
    private void foreignFields(MapReader r, Operation op) {
        List<String> foreign = op.isWrite() ? NOT_ON_WRITES : op == Operation.SearchVectors ? NOT_ON_SEARCHES
                : NOT_ON_READS;
        String kind = op.isWrite() ? "a write" : op == Operation.SearchVectors ? "a vector search" : "a read";
        for (String field : foreign) {
            if (r.has(field)) {
                r.error(field, "`" + field + "` in " + r.what() + " is not a field of a " + op + " (" + kind + ")");
            }
        }
    }

    /** The pattern's positions, with {@code rps.peak}, {@code rps.average} and {@code rps.window} where stated. */
    private static Where where(MapReader r) {
        Where w = r.where();
        if (r.node("rps") instanceof Node.MapNode rps) {
            Map<String, Pos> fields = new LinkedHashMap<>(w.fields());
            rps.values().forEach((k, v) -> fields.put("rps." + k, v.pos()));
            return new Where(w.self(), fields);
        }
        return w;
    }

    private Rate rate(MapReader r) {
        Node n = r.node("rps");
        if (n == null || n instanceof Node.Scalar s && s.value() == null) {
            return null;
        }
        if (n instanceof Node.Scalar) {
            Double d = r.number("rps", 0, 1e9);
            return d == null ? null : Rate.flat(d);
        }
        MapReader rr = MapReader.of(n, "`rps` of " + r.what(), problems, RATE);
        if (rr == null || !rr.require("peak")) {
            return null;
        }
        Double peak = rr.number("peak", 0, 1e9);
        Double avg = rr.number("average", 0, 1e9);
        if (peak == null) {
            return null;
        }
        if (avg != null && avg > peak) {
            rr.error("average", "`average` rps (" + avg + ") of " + r.what() + " is above its `peak` (" + peak + ")");
        }
        rr.checkNames("window", NameRule.WINDOW);
        return new Rate(peak, avg == null ? peak : avg, rr.string("window"));
    }

    private List<WriteLeg> legs(MapReader r, String id, String table, Operation op) {
        List<WriteLeg> out = new ArrayList<>();
        Node.ListNode list = r.listNode("writes");
        if (list == null) {
            return out;
        }
        if (list.items().isEmpty()) {
            r.error("writes", "`writes` of access pattern " + id + " is empty; list what one call writes");
        }
        for (Node node : list.items()) {
            MapReader lr = MapReader.of(node, "a `writes` leg of access pattern " + id, problems, LEG);
            if (lr == null) {
                continue;
            }
            boolean ok = lr.require("entity") & lr.require("action");
            String entity = lr.string("entity");
            WriteAction action = lr.choice("action", ACTIONS);
            Integer count = lr.has("count") ? lr.integer("count", 1, 100_000) : Integer.valueOf(1);
            Integer previous = lr.integer("previous_bytes", 0, Integer.MAX_VALUE);
            Integer retention = lr.integer("retention_days", 0, 36_500);
            List<String> attributes = lr.stringList("attributes");
            lr.checkNames("attributes", NameRule.ATTRIBUTE);
            List<String> remove = lr.stringList("remove");
            lr.checkNames("remove", NameRule.ATTRIBUTE);
            if (remove != null && action != null && action != WriteAction.UPDATE) {
                lr.error("remove", "`remove` on a " + action.name().toLowerCase(java.util.Locale.ROOT) + " leg of access pattern "
                        + id + ": only an update removes attributes (a put writes the whole item)");
            }
            if (action == WriteAction.CHECK) {
                checkLeg(lr, id, op);
            }
            String legTable = lr.string("table");
            if (ok && entity != null && action != null && count != null) {
                out.add(new WriteLeg(entity, legTable == null ? table : legTable, action, count, lr.string("condition"),
                        attributes, previous, retention, lr.where(), remove));
            }
        }
        return out;
    }

    /**
     * A condition check is a ConditionCheck of a TransactWriteItems: it needs a condition and
     * writes nothing, so it has no attributes, removals, previous size or retention.
     */
    private void checkLeg(MapReader lr, String id, Operation op) {
        if (op != null && op != Operation.TransactWriteItems) {
            lr.error("action", "`action: check` in access pattern " + id + " is a ConditionCheck, which only a"
                    + " TransactWriteItems makes; a " + op + " states its condition on the write itself");
        }
        if (!lr.has("condition")) {
            problems.add(lr.pos(), "the `check` leg of access pattern " + id + " has no `condition`: a ConditionCheck"
                    + " states the condition the other item must meet");
        }
        for (String field : List.of("attributes", "remove", "previous_bytes", "retention_days")) {
            if (lr.has(field)) {
                lr.error(field, "`" + field + "` on the `check` leg of access pattern " + id + ": a condition check"
                        + " writes nothing");
            }
        }
    }
}
