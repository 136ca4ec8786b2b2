package dev.tablebook.testing;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Idempotency;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Read;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Where;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds YAML-design model records directly, for tests that do not go through the loader. */
public final class DesignBuilder {
    static final Where HERE = Where.at(Pos.of("test.yaml"));

    private final String service;
    private String region = Design.DEFAULT_REGION;
    private double peakHours = Design.DEFAULT_PEAK_HOURS;
    private final Map<String, EntityBuilder> entities = new LinkedHashMap<>();
    private final Map<String, TableBuilder> tables = new LinkedHashMap<>();
    private final List<PatternBuilder> patterns = new ArrayList<>();
    private final List<Consumer> consumers = new ArrayList<>();

    private DesignBuilder(String service) {
        this.service = service;
    }

    public static DesignBuilder service(String service) {
        return new DesignBuilder(service);
    }

    public DesignBuilder region(String r) {
        region = r;
        return this;
    }

    public DesignBuilder peakHours(double h) {
        peakHours = h;
        return this;
    }

    public EntityBuilder entity(String name) {
        return entities.computeIfAbsent(name, EntityBuilder::new);
    }

    public TableBuilder table(String name) {
        return tables.computeIfAbsent(name, TableBuilder::new);
    }

    public PatternBuilder pattern(String id, Operation op, String table) {
        PatternBuilder p = new PatternBuilder(id, op, table);
        patterns.add(p);
        return p;
    }

    public DesignBuilder consumer(String name, String table, Consumer.Via via, Integer batchSize) {
        consumers.add(new Consumer(name, table, via, null, batchSize, 3, 3600, true, "dlq", Consumer.Dedupe.EVENT_ID,
                List.of(), null, HERE));
        return this;
    }

    public Design build() {
        Map<String, Entity> es = new LinkedHashMap<>();
        entities.forEach((k, v) -> es.put(k, v.build()));
        Map<String, Table> ts = new LinkedHashMap<>();
        tables.forEach((k, v) -> ts.put(k, v.build()));
        List<AccessPattern> ps = new ArrayList<>();
        for (PatternBuilder p : patterns) {
            ps.add(p.build(ts));
        }
        return new Design(service, service, "team", "draft", null, region, peakHours, ps, es, ts, consumers, List.of(),
                "designs/" + service + ".yaml", null, HERE);
    }

    public static final class EntityBuilder {
        private final String name;
        private Long count;
        private Long maxPerPartition;
        private Integer sizeBytes;
        private final Map<String, Attribute> attributes = new LinkedHashMap<>();

        EntityBuilder(String name) {
            this.name = name;
        }

        public EntityBuilder count(long c) {
            count = c;
            return this;
        }

        public EntityBuilder maxPerPartition(long m) {
            maxPerPartition = m;
            return this;
        }

        public EntityBuilder size(int bytes) {
            sizeBytes = bytes;
            return this;
        }

        public EntityBuilder attr(String n, AttrType type, int bytes) {
            attributes.put(n, new Attribute(n, type, bytes, false, false, null, HERE));
            return this;
        }

        public EntityBuilder guess(String n, AttrType type, int bytes) {
            attributes.put(n, new Attribute(n, type, bytes, true, false, null, HERE));
            return this;
        }

        public EntityBuilder distinct(String n, AttrType type, int bytes, long distinct) {
            attributes.put(n, new Attribute(n, type, bytes, false, false, distinct, HERE));
            return this;
        }

        Entity build() {
            return new Entity(name, null, count, maxPerPartition, sizeBytes, attributes, HERE);
        }
    }

    public static final class TableBuilder {
        private final String name;
        private String pk = "pk";
        private String sk = "sk";
        private final Map<String, Map<String, KeyTemplate>> items = new LinkedHashMap<>();
        private final Map<String, Index> indexes = new LinkedHashMap<>();
        private final Map<String, VectorIndex> vectors = new LinkedHashMap<>();
        private Capacity capacity = Capacity.onDemand(HERE);
        private Table.TableClass tableClass = Table.TableClass.STANDARD;
        private StreamView streams = StreamView.OFF;
        private boolean pitr;
        private List<String> replicas = List.of();
        private Double peakHours;

        TableBuilder(String name) {
            this.name = name;
        }

        public TableBuilder key(String partition, String sort) {
            pk = partition;
            sk = sort;
            return this;
        }

        /** item("Order", "pk", "CUSTOMER#{customer_id}", "sk", "ORDER#{id}", ...) */
        public TableBuilder item(String entity, String... attrTemplate) {
            Map<String, KeyTemplate> m = items.computeIfAbsent(entity, k -> new LinkedHashMap<>());
            for (int i = 0; i < attrTemplate.length; i += 2) {
                m.put(attrTemplate[i], KeyTemplate.of(attrTemplate[i + 1]));
            }
            return this;
        }

        public TableBuilder gsi(String n, List<String> partition, List<String> sort, Projection projection) {
            indexes.put(n, new Index(n, Index.Kind.GSI, partition, sort, projection, HERE));
            return this;
        }

        public TableBuilder lsi(String n, String sort, Projection projection) {
            indexes.put(n, new Index(n, Index.Kind.LSI, List.of(pk), List.of(sort), projection, HERE));
            return this;
        }

        public TableBuilder vector(String n, String attribute, int dims, Projection projection, String partition,
                                   Long indexedItems) {
            vectors.put(n, new VectorIndex(n, attribute, dims, VectorIndex.Distance.COSINE, projection, partition,
                    List.of(), indexedItems, HERE));
            return this;
        }

        public TableBuilder capacity(Capacity c) {
            capacity = c;
            return this;
        }

        public TableBuilder standardIa() {
            tableClass = Table.TableClass.STANDARD_IA;
            return this;
        }

        public TableBuilder streams(StreamView v) {
            streams = v;
            return this;
        }

        public TableBuilder pitr() {
            pitr = true;
            return this;
        }

        public TableBuilder replicas(String... regions) {
            replicas = List.of(regions);
            return this;
        }

        public TableBuilder peakHours(double h) {
            peakHours = h;
            return this;
        }

        Table build() {
            return new Table(name, pk, sk, Map.of(), Map.of(), items, indexes, vectors, capacity, tableClass, streams, pitr,
                    null, null, false, replicas, Table.Replication.LWW, Table.Encryption.AWS_OWNED, false, peakHours, HERE);
        }
    }

    public static final class PatternBuilder {
        private final String id;
        private final Operation op;
        private final String table;
        private String index;
        private final List<KeyCondition> key = new ArrayList<>();
        private Integer limit;
        private final List<String> returns = new ArrayList<>();
        private List<String> projection;
        private Rate rps;
        private Consistency consistency = Consistency.EVENTUAL;
        private String filter;
        private Double filterSelectivity;
        private final List<Object[]> legs = new ArrayList<>();
        private Double conditionalFailRate;
        private Integer itemBytes;
        private List<Integer> itemSizes;
        private Double hotKeyShare;
        private Integer topK;
        private Double nonExistentRate;

        PatternBuilder(String id, Operation op, String table) {
            this.id = id;
            this.op = op;
            this.table = table;
        }

        public PatternBuilder index(String i) {
            index = i;
            return this;
        }

        public PatternBuilder eq(String attr, String template) {
            key.add(new KeyCondition(attr, KeyCondition.Op.EQ, List.of(KeyTemplate.of(template)), HERE));
            return this;
        }

        public PatternBuilder beginsWith(String attr, String template) {
            key.add(new KeyCondition(attr, KeyCondition.Op.BEGINS_WITH, List.of(KeyTemplate.of(template)), HERE));
            return this;
        }

        public PatternBuilder limit(int l) {
            limit = l;
            return this;
        }

        public PatternBuilder returns(String... entities) {
            returns.addAll(List.of(entities));
            return this;
        }

        public PatternBuilder projection(String... attrs) {
            projection = List.of(attrs);
            return this;
        }

        public PatternBuilder rps(double peak, double average) {
            rps = new Rate(peak, average);
            return this;
        }

        public PatternBuilder rps(double flat) {
            return rps(flat, flat);
        }

        public PatternBuilder consistency(Consistency c) {
            consistency = c;
            return this;
        }

        public PatternBuilder filter(String f, double selectivity) {
            filter = f;
            filterSelectivity = selectivity;
            return this;
        }

        /** A write leg on the pattern's table; attributes null = not stated. */
        public PatternBuilder leg(String entity, WriteAction action, int count, List<String> attributes) {
            legs.add(new Object[] {entity, null, action, count, attributes, null, null});
            return this;
        }

        public PatternBuilder leg(String entity, String legTable, WriteAction action, int count, List<String> attributes,
                                  Integer previousBytes, Integer retentionDays) {
            legs.add(new Object[] {entity, legTable, action, count, attributes, previousBytes, retentionDays});
            return this;
        }

        public PatternBuilder failRate(double r) {
            conditionalFailRate = r;
            return this;
        }

        public PatternBuilder itemBytes(int b) {
            itemBytes = b;
            return this;
        }

        public PatternBuilder itemSizes(Integer... sizes) {
            itemSizes = List.of(sizes);
            return this;
        }

        public PatternBuilder hotKeyShare(double s) {
            hotKeyShare = s;
            return this;
        }

        public PatternBuilder topK(int k) {
            topK = k;
            return this;
        }

        public PatternBuilder missRate(double r) {
            nonExistentRate = r;
            return this;
        }

        @SuppressWarnings("unchecked")
        AccessPattern build(Map<String, Table> tables) {
            List<WriteLeg> ws = new ArrayList<>();
            for (Object[] l : legs) {
                String legTable = l[1] == null ? table : (String) l[1];
                ws.add(new WriteLeg((String) l[0], legTable, (WriteAction) l[2], (Integer) l[3], null, (List<String>) l[4],
                        (Integer) l[5], (Integer) l[6], HERE));
            }
            if (op.isWrite()) {
                refuse(!returns.isEmpty() || projection != null || filter != null || nonExistentRate != null
                        || topK != null, "returns, projection, filter, missRate or topK");
                return new Write(id, id, null, op, table, index, key, limit, rps, consistency, "customer_id", ws, false,
                        Idempotency.CLIENT_TOKEN, conditionalFailRate, itemBytes, itemSizes, hotKeyShare, HERE);
            }
            refuse(!ws.isEmpty() || conditionalFailRate != null, "legs or a conditional fail rate");
            if (op == Operation.SearchVectors) {
                refuse(itemSizes != null || nonExistentRate != null, "itemSizes or missRate");
                return new VectorSearch(id, id, null, table, index, key, limit, returns, projection, rps, consistency,
                        "customer_id", filter, filterSelectivity, topK, itemBytes, hotKeyShare, HERE);
            }
            refuse(topK != null, "topK");
            return new Read(id, id, null, op, table, index, key, false, limit, returns, projection, rps, consistency,
                    "customer_id", filter, filterSelectivity, itemBytes, itemSizes, hotKeyShare, nonExistentRate, HERE);
        }

        private void refuse(boolean given, String fields) {
            if (given) {
                throw new IllegalStateException("pattern " + id + " is a " + op + ", which has no " + fields);
            }
        }
    }
}
