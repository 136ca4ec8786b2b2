package dev.tablebook.load;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.WriteLeg;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the references between sections of a design (tables, indexes, entities, consumers) and
 * completes the key map: natural keys are filled in and every key attribute gets its type.
 */
final class DesignLinker {
    private final Problems problems;
    private final Set<String> declaredTables;
    private final Set<String> declaredEntities;

    /** The declared names include sections that failed to load, which are not reported again as missing. */
    DesignLinker(Problems problems, Set<String> declaredTables, Set<String> declaredEntities) {
        this.problems = problems;
        this.declaredTables = declaredTables;
        this.declaredEntities = declaredEntities;
    }

    Design link(Design d) {
        Map<String, Table> tables = new LinkedHashMap<>();
        d.tables().forEach((name, t) -> tables.put(name, linkTable(d, t)));
        d.patterns().forEach(p -> checkPattern(d, tables, p));
        Set<String> consumerNames = new HashSet<>();
        for (Consumer c : d.consumers()) {
            if (!consumerNames.add(c.name())) {
                problems.add(c.where().of("name"), "duplicate consumer name `" + c.name() + "`");
            }
            Table t = table(tables, c.table(), c.where().of("table"), "consumer " + c.name());
            if (t != null && c.readsStreamDirectly() && !t.streams().enabled()) {
                problems.add(c.where().of("table"), "consumer " + c.name() + " reads the stream of table " + t.name()
                        + ", which has none: set `streams` on the table (a Kinesis consumer, `via: kinesis`, reads"
                        + " its own stream instead)");
            }
        }
        return new Design(d.service(), d.title(), d.owner(), d.status(), d.summary(), d.region(), d.peakHoursPerDay(),
                d.patterns(), d.entities(), tables, d.consumers(), d.deviations(), d.file(), d.imported(), d.traffic(), d.where(),
                d.source());
    }

    /** A rate's window must be one the pattern's table or the service defines. */
    private void checkWindow(Design d, Table t, AccessPattern p, String who) {
        String name = p.rps() == null ? null : p.rps().window();
        if (name == null || t == null && p.table() != null && declaredTables.contains(p.table())) {
            return;
        }
        if (d.window(t, name) == null) {
            Set<String> known = new java.util.LinkedHashSet<>();
            if (t != null && t.traffic() != null) {
                known.addAll(t.traffic().windows().keySet());
            }
            if (d.traffic() != null) {
                known.addAll(d.traffic().windows().keySet());
            }
            problems.add(p.where().of("rps.window"), who + " peaks in window `" + name + "`, which neither "
                    + (t == null ? "its table" : "table " + t.name()) + " nor the service defines under `traffic.windows`"
                    + Suggest.hint(name, known));
        }
    }

    private Table table(Map<String, Table> tables, String name, Pos pos, String who) {
        if (name == null) {
            return null; // the field was not text: the reader has reported it
        }
        Table t = tables.get(name);
        if (t == null && !declaredTables.contains(name)) {
            problems.add(pos, who + " names table `" + name + "`, which the design does not define"
                    + Suggest.hint(name, tables.keySet()));
        }
        return t;
    }

    private Entity entity(Design d, String name, Pos pos, String who) {
        if (name == null) {
            return null; // the field was not text: the reader has reported it
        }
        Entity e = d.entities().get(name);
        if (e == null && !declaredEntities.contains(name)) {
            problems.add(pos, who + " names entity `" + name + "`, which the design does not define"
                    + Suggest.hint(name, d.entities().keySet()));
        }
        return e;
    }

    private void checkPattern(Design d, Map<String, Table> tables, AccessPattern p) {
        String who = "access pattern " + p.id();
        Table t = table(tables, p.table(), p.where().of("table"), who);
        checkWindow(d, t, p, who);
        if (t != null && p.index() != null) {
            boolean vector = p instanceof VectorSearch;
            Set<String> names = vector ? t.vectorIndexes().keySet() : t.indexes().keySet();
            if (!names.contains(p.index())) {
                problems.add(p.where().of("index"), who + " names " + (vector ? "vector index" : "index") + " `"
                        + p.index() + "`, which table " + t.name() + " does not define" + Suggest.hint(p.index(), names));
            }
        }
        if (t != null && p instanceof VectorSearch && p.index() == null) {
            problems.add(p.where().self(), who + " is a SearchVectors and must name the vector index it searches in `index`");
        }
        for (String r : p.returned()) {
            Entity e = entity(d, r, p.where().of("returns"), who);
            if (e != null && t != null && !t.stores(r)) {
                problems.add(p.where().of("returns"), who + " returns " + r + ", which table " + t.name()
                        + " does not store (add it to the table's `items`)");
            }
        }
        for (WriteLeg leg : p.legs()) {
            Pos at = leg.where().of("entity");
            Entity e = entity(d, leg.entity(), at, who);
            Table lt = table(tables, leg.table(), leg.where().of("table"), who);
            if (e != null && lt != null && !lt.stores(leg.entity())) {
                problems.add(at, who + " writes " + leg.entity() + " to table " + lt.name()
                        + ", which does not store it (add it to the table's `items`)");
            }
            if (e != null && lt != null && lt.stores(leg.entity())) {
                removable(leg, e, lt, who);
            }
        }
    }

    /** Each attribute an update removes is the entity's or a key attribute it carries, and not the table's key. */
    private void removable(WriteLeg leg, Entity e, Table t, String who) {
        Set<String> known = new java.util.TreeSet<>(e.attributes().keySet());
        known.addAll(t.items().get(leg.entity()).keySet());
        for (String a : leg.remove()) {
            Pos at = leg.where().of("remove");
            if (a.equals(t.partitionKey()) || a.equals(t.sortKey())) {
                problems.add(at, who + " removes `" + a + "`, the primary key of table " + t.name()
                        + "; an update cannot remove a primary key attribute");
            } else if (!known.contains(a)) {
                problems.add(at, who + " removes `" + a + "`, which " + leg.entity() + " does not have"
                        + Suggest.hint(a, known));
            }
        }
    }

    private Table linkTable(Design d, Table t) {
        List<String> keys = TableReader.keyAttributes(t);
        Map<String, Map<String, KeyTemplate>> items = new LinkedHashMap<>();
        t.items().forEach((entityName, templates) -> {
            Pos at = t.where().of("items." + entityName);
            Entity e = entity(d, entityName, at, "the key map of table " + t.name());
            Map<String, KeyTemplate> full = new LinkedHashMap<>(templates);
            for (String attr : templates.keySet()) {
                if (!keys.contains(attr)) {
                    problems.add(t.where().of("items." + entityName + "." + attr), "`" + attr + "` in the key map of "
                            + entityName + " is not a key attribute of table " + t.name() + " or its indexes"
                            + Suggest.hint(attr, keys));
                }
            }
            if (e != null) {
                for (String k : keys) {
                    if (!full.containsKey(k) && e.attributes().containsKey(k)) {
                        full.put(k, KeyTemplate.of("{" + k + "}")); // a natural key maps to itself
                    }
                }
                String missing = !full.containsKey(t.partitionKey()) ? t.partitionKey()
                        : t.sortKey() != null && !full.containsKey(t.sortKey()) ? t.sortKey() : null;
                if (missing != null && !t.where().has("items." + entityName + "." + missing)) {
                    problems.add(at, entityName + " is stored in table " + t.name() + " but has no template for its key `"
                            + missing + "` (and no attribute of that name)");
                }
            }
            items.put(entityName, full);
        });
        Map<String, AttrType> keyTypes = keyTypes(d, t, keys, items);
        return new Table(t.name(), t.partitionKey(), t.sortKey(), t.declaredTypes(), keyTypes, items, t.indexes(),
                t.vectorIndexes(), t.capacity(), t.tableClass(), t.streams(), t.pitr(), t.pitrRetentionDays(), t.ttl(),
                t.ttlDays(), t.deletionProtection(), t.replicas(), t.replication(), t.encryption(), t.ephemeral(),
                t.peakHoursPerDay(), t.traffic(), t.deployed(), t.where());
    }

    private Map<String, AttrType> keyTypes(Design d, Table t, List<String> keys,
                                           Map<String, Map<String, KeyTemplate>> items) {
        for (String declared : t.declaredTypes().keySet()) {
            if (!keys.contains(declared)) {
                problems.add(t.where().of("types"), "`types` of table " + t.name() + " names `" + declared
                        + "`, which is not a key attribute of the table or its indexes" + Suggest.hint(declared, keys));
            }
        }
        Map<String, AttrType> out = new LinkedHashMap<>();
        for (String key : keys) {
            AttrType type = null;
            String from = null;
            for (String entityName : items.keySet()) {
                Entity e = d.entities().get(entityName);
                Attribute a = e == null ? null : e.attribute(key);
                if (a == null) {
                    continue;
                }
                if (type != null && type != a.type()) {
                    problems.add(a.where().of("type"), "key attribute `" + key + "` of table " + t.name() + " is "
                            + a.type() + " in " + entityName + " but " + type + " in " + from
                            + "; a key attribute has one type");
                }
                if (type == null) {
                    type = a.type();
                    from = entityName;
                }
            }
            AttrType declared = t.declaredTypes().get(key);
            if (type != null && declared != null && declared != type) {
                problems.add(t.where().of("types"), "`types` of table " + t.name() + " declares `" + key + "` " + declared
                        + " but entity " + from + " declares it " + type);
            }
            AttrType resolved = type != null ? type : declared != null ? declared : AttrType.S;
            if (!resolved.isKeyType()) {
                problems.add(t.where().of("key"), "key attribute `" + key + "` of table " + t.name() + " is declared "
                        + resolved + "; key attributes must be S, N or B");
                resolved = AttrType.S;
            }
            out.put(key, resolved);
            if (resolved != AttrType.S) {
                items.forEach((entityName, templates) -> {
                    KeyTemplate tpl = templates.get(key);
                    Entity e = d.entities().get(entityName);
                    String placeholder = tpl == null ? null : tpl.singlePlaceholder().orElse(null);
                    Attribute source = e == null || placeholder == null ? null : e.attribute(placeholder);
                    if (source != null && source.type() != out.get(key)) {
                        problems.add(t.where().of("items." + entityName + "." + key), "key `" + key + "` of table "
                                + t.name() + " is type " + out.get(key) + ", but the template of " + entityName
                                + " fills it from `" + placeholder + "`, which is " + source.type());
                    }
                    if (tpl != null && tpl.singlePlaceholder().isEmpty()) {
                        problems.add(t.where().of("items." + entityName + "." + key), "key `" + key + "` of table "
                                + t.name() + " is type " + out.get(key) + ", so the template of " + entityName
                                + " must be a single placeholder, not \"" + tpl.text() + "\"");
                    }
                });
            }
        }
        return out;
    }
}
