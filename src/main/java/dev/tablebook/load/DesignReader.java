package dev.tablebook.load;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Deviation;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Source;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the positioned tree of one YAML design into a {@link Design}. Reading reports every
 * problem it meets and goes on; {@link DesignLinker} then checks references across sections.
 */
final class DesignReader {
    static final String SLUG = "[a-z0-9][a-z0-9-]{0,62}";
    static final Set<String> TOP = Set.of("service", "title", "owner", "status", "summary", "region",
            "peak_hours_per_day", "access_patterns", "entities", "tables", "consumers", "deviations", "source");
    private static final Set<String> ENTITY = Set.of("description", "count", "max_per_partition", "size_bytes",
            "attributes", "samples");
    private static final Set<String> ATTRIBUTE = Set.of("type", "bytes", "source", "mutable", "distinct");
    private static final Set<String> CONSUMER = Set.of("name", "table", "via", "filter", "batch_size", "max_retries",
            "max_record_age_s", "bisect_on_error", "on_failure", "dedupe", "targets", "description");
    private static final Set<String> DEVIATION = Set.of("rule", "target", "reason");

    /** Default sizes by type for an attribute that states no {@code bytes} (a guess, shown as such). */
    static final Map<AttrType, Integer> DEFAULT_BYTES = Map.of(AttrType.S, 100, AttrType.N, 8, AttrType.BOOL, 1,
            AttrType.B, 256, AttrType.L, 200, AttrType.M, 200, AttrType.SS, 200, AttrType.NS, 200, AttrType.BS, 200,
            AttrType.NULL, 1);

    private final String file;
    private final Problems problems;

    DesignReader(String file, Problems problems) {
        this.file = file;
        this.problems = problems;
    }

    Design read(Node root) {
        MapReader top = MapReader.of(root, "the design", problems, TOP);
        if (top == null) {
            return null;
        }
        String service = null;
        if (top.require("service")) {
            service = top.string("service");
            if (service != null && !service.matches(SLUG)) {
                top.error("service", "service `" + service + "` is not a valid slug: use lower-case ASCII letters, digits"
                        + " and '-', starting with a letter or digit, at most 63 characters");
                service = null;
            }
        }
        String title = top.string("title");
        Double peakHours = top.number("peak_hours_per_day", 0.000001, 24);
        String region = top.string("region");
        if (region != null && !NameRule.REGION.accepts(region)) {
            top.error("region", "region `" + region + "` is not an AWS Region code such as us-east-1");
        }

        Map<String, Entity> entities = entities(top);
        Map<String, Table> tables = new TableReader(problems).tables(top);
        List<AccessPattern> patterns = new PatternReader(problems).patterns(top);
        List<Consumer> consumers = consumers(top);
        List<Deviation> deviations = deviations(top);
        Source source = SourceFields.source(top, problems);
        if (service == null) {
            return null;
        }
        Design design = new Design(service, title == null ? service : title, top.string("owner"),
                top.string("status"), top.string("summary"), region == null ? Design.DEFAULT_REGION : region,
                peakHours == null ? Design.DEFAULT_PEAK_HOURS : peakHours, patterns, entities, tables, consumers,
                deviations, file, null, top.where(), source);
        return new DesignLinker(problems, declared(top, "tables"), declared(top, "entities")).link(design);
    }

    private Map<String, Entity> entities(MapReader top) {
        Map<String, Entity> out = new LinkedHashMap<>();
        Node.MapNode map = top.map("entities");
        if (map == null) {
            return out;
        }
        map.values().forEach((name, node) -> {
            MapReader.checkName(problems, map, name, NameRule.ENTITY);
            MapReader r = MapReader.of(node, "entity " + name, problems, ENTITY);
            if (r == null) {
                return;
            }
            Map<String, Attribute> attributes = new LinkedHashMap<>();
            Node.MapNode attrs = r.map("attributes");
            if (attrs != null) {
                attrs.values().forEach((attr, attrNode) -> {
                    MapReader.checkName(problems, attrs, attr, NameRule.ATTRIBUTE);
                    Attribute a = attribute(name, attr, attrNode);
                    if (a != null) {
                        attributes.put(attr, a);
                    }
                });
            }
            Long count = r.whole("count", 0, Long.MAX_VALUE);
            Long maxPer = r.whole("max_per_partition", 1, Long.MAX_VALUE);
            Integer size = r.integer("size_bytes", 1, Integer.MAX_VALUE);
            out.put(name, new Entity(name, r.string("description"), count, maxPer, size, attributes, r.where(),
                    SourceFields.samples(r, problems)));
        });
        return out;
    }

    private Attribute attribute(String entity, String name, Node node) {
        MapReader r = MapReader.of(node, "attribute " + entity + "." + name, problems, ATTRIBUTE);
        if (r == null) {
            return null;
        }
        AttrType type = r.has("type") ? r.choice("type", Names.ofEnum(AttrType.class)) : AttrType.S;
        if (type == null) {
            return null;
        }
        Integer bytes = r.integer("bytes", 0, Integer.MAX_VALUE);
        String source = r.has("source") ? r.choice("source", Names.of("user", "user", "guess", "guess")) : "guess";
        boolean guess = bytes == null || !"user".equals(source);
        Boolean mutable = r.bool("mutable");
        Long distinct = r.whole("distinct", 1, Long.MAX_VALUE);
        return new Attribute(name, type, bytes == null ? DEFAULT_BYTES.get(type) : bytes, guess,
                mutable != null && mutable, distinct, r.where());
    }

    private List<Consumer> consumers(MapReader top) {
        List<Consumer> out = new ArrayList<>();
        Node.ListNode list = top.listNode("consumers");
        if (list == null) {
            return out;
        }
        for (Node node : list.items()) {
            MapReader r = MapReader.of(node, label(node, "consumer", "name"), problems, CONSUMER);
            if (r == null) {
                continue;
            }
            String name = r.require("name") ? r.string("name") : null;
            r.checkNames("name", NameRule.CONSUMER);
            String table = r.require("table") ? r.string("table") : null;
            Consumer.Via via = r.require("via") ? r.choice("via", Names.of("lambda", Consumer.Via.LAMBDA, "pipe",
                    Consumer.Via.PIPE, "kinesis", Consumer.Via.KINESIS)) : null;
            String filter = r.has("filter") ? Json.canonical(r.node("filter")) : null;
            Node notJson = r.has("filter") ? Json.nonFinite(r.node("filter")) : null;
            if (notJson != null) {
                problems.add(notJson.pos(), "`filter` in " + r.what() + " is a JSON pattern, and JSON has no "
                        + Numbers.show((Double) ((Node.Scalar) notJson).value()) + " number; write a finite number");
            }
            Integer batch = r.integer("batch_size", 1, 10_000);
            Integer retries = r.integer("max_retries", -1, 10_000);
            Integer age = r.integer("max_record_age_s", -1, 604_800);
            if (age != null && age >= 0 && age < 60) {
                r.error("max_record_age_s", "`max_record_age_s` in " + r.what() + " must be -1 (infinite) or 60 to"
                        + " 604800 seconds, not " + age);
            }
            Boolean bisect = r.bool("bisect_on_error");
            Consumer.Dedupe dedupe = r.choice("dedupe", Names.of("event-id", Consumer.Dedupe.EVENT_ID,
                    "idempotent-handler", Consumer.Dedupe.IDEMPOTENT_HANDLER, "none", Consumer.Dedupe.NONE));
            List<String> targets = r.stringOrList("targets");
            if (name == null || table == null || via == null) {
                continue;
            }
            out.add(new Consumer(name, table, via, filter, batch, retries, age, bisect != null && bisect,
                    r.string("on_failure"), dedupe, targets == null ? List.of() : targets, r.string("description"),
                    r.where()));
        }
        return out;
    }

    /** Names a section declares, even those that failed to load (so no second error points at them). */
    private static Set<String> declared(MapReader top, String section) {
        return top.node(section) instanceof Node.MapNode m ? m.values().keySet() : Set.of();
    }

    /** "access pattern AP1": the kind and, when the map names itself, its name. */
    static String label(Node node, String kind, String idField) {
        if (node instanceof Node.MapNode m && m.values().get(idField) instanceof Node.Scalar s
                && s.value() instanceof String id) {
            return kind + " " + id;
        }
        return kind;
    }

    private List<Deviation> deviations(MapReader top) {
        List<Deviation> out = new ArrayList<>();
        Node.ListNode list = top.listNode("deviations");
        if (list == null) {
            return out;
        }
        for (Node node : list.items()) {
            MapReader r = MapReader.of(node, "deviation", problems, DEVIATION);
            if (r == null) {
                continue;
            }
            String rule = r.require("rule") ? r.string("rule") : null;
            r.checkNames("rule", NameRule.RULE);
            String target = r.require("target") ? r.string("target") : null;
            if (rule != null && target != null) {
                out.add(new Deviation(rule, target, r.string("reason"), r.where()));
            }
        }
        return out;
    }
}
