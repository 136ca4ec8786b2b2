package dev.tablebook.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code drift} against a live engine on loopback: the example orders design's table Commerce is
 * kept by {@code verify --prefix P --keep} under one prefix per planted change, its settings are put as
 * designed where the engine holds them, then one change is made through the SDK (or, where DynamoDB
 * cannot change it in place, verify's table maker makes the table with it), and {@code drift --against ENDPOINT} must
 * report exactly that change on top of what this engine cannot hold ({@link #baseline()}), classed
 * as {@code diff} classes it. Every run goes through a {@link RecordingProxy}, which must see only
 * Describe and List calls.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class LiveDrift {
    static final Set<String> READ_ONLY = Set.of("DescribeTable", "DescribeTimeToLive", "DescribeContinuousBackups",
            "ListTables", "ListTagsOfResource");

    /** A change made on the engine, and the one difference drift must report for it ("NAME FIELD" or "NAME KIND"). */
    enum Plant {
        NONE(null, null),
        KEYTYPE("Commerce types.sk", "table-migration"),
        PROJECTION("Commerce/OpenOrdersByWarehouse projection", "index-rebuild"),
        BILLING("Commerce capacity", "code-only"),
        GSIADDED("Commerce/BySk deployed-only", "code-only"),
        TTL("Commerce ttl", "code-only"),
        STREAM("Commerce streams", "stream-replace"),
        PITR("Commerce pitr", "code-only"),
        GSIREMOVED("Commerce/OpenOrdersByWarehouse designed-only", "new-index");

        final String difference;
        final String shipping;

        Plant(String difference, String shipping) {
            this.difference = difference;
            this.shipping = shipping;
        }

        String prefix() {
            return name().toLowerCase(java.util.Locale.ROOT) + "-";
        }
    }

    abstract LocalEngine engine();

    /** What this engine cannot hold of the design as the table maker and the SDK settle it: differences of every table. */
    abstract Set<String> baseline();

    /** The changes this engine makes, and so proves. */
    abstract Set<Plant> plants();

    LocalEngine.Running running;
    Engine engine;
    RecordingProxy proxy;
    Design orders;
    Table commerce;

    @BeforeAll
    void start() throws Exception {
        running = engine().start();
        engine = Engine.connect(URI.create(running.endpoint()), null, Duration.ofSeconds(10));
        proxy = new RecordingProxy(running.endpoint());
        orders = new DesignLoader().load(List.of(Path.of("designs/orders.yaml"))).designs().get(0);
        commerce = orders.tables().get("Commerce");
        for (Plant p : plants()) {
            make(p);
        }
    }

    @AfterAll
    void stop() throws Exception {
        if (proxy != null) {
            proxy.close();
        }
        if (engine != null) {
            engine.close();
        }
        if (running != null) {
            running.close();
        }
    }

    /** The table made and changed for one plant. */
    private void make(Plant plant) {
        DynamoDbClient c = engine.client();
        // verify names a table PREFIX + service + "-" + table: drift finds it with --prefix PREFIX + "orders-"
        String name = plant.prefix() + "orders-Commerce";
        Table t = switch (plant) {
            case KEYTYPE -> keyTyped(commerce, "sk", AttrType.N);
            case PROJECTION -> withIndexes(commerce, Map.of("OpenOrdersByWarehouse",
                    reprojected(commerce.indexes().get("OpenOrdersByWarehouse"), Projection.ALL)));
            case GSIADDED -> engine() == LocalEngine.DYNALITE ? withIndexes(commerce, Map.of("BySk",
                    new Index("BySk", Index.Kind.GSI, List.of("sk"), List.of(), Projection.KEYS_ONLY, commerce.where())))
                    : commerce;
            default -> commerce;
        };
        if (t == commerce) {
            // the example's table as `verify --keep` leaves it: made by verify's run of the design, kept under the prefix
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = Main.run(new PrintWriter(out), new PrintWriter(err), "verify", "designs/orders.yaml",
                    "--endpoint", running.endpoint(), "--prefix", plant.prefix(), "--keep");
            assertEquals(0, exit, plant + ": " + out + err);
            assertTrue(c.listTables().tableNames().contains(name), plant + ": verify --keep kept " + name);
        } else {
            // a key type or projection cannot be changed on a table: it is made with the change
            new TableMaker(c).create(t, name);
        }
        settle(c, name);
        switch (plant) {
            case BILLING -> c.updateTable(r -> r.tableName(name).billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L))
                    .globalSecondaryIndexUpdates(u -> u.update(x -> x.indexName("OpenOrdersByWarehouse")
                            .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)))));
            case GSIADDED -> {
                if (engine() != LocalEngine.DYNALITE) {
                    c.updateTable(r -> r.tableName(name)
                            .attributeDefinitions(a -> a.attributeName("sk").attributeType(ScalarAttributeType.S))
                            .globalSecondaryIndexUpdates(u -> u.create(x -> x.indexName("BySk")
                                    .keySchema(k -> k.attributeName("sk").keyType("HASH"))
                                    .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)))));
                }
            }
            case TTL -> c.updateTimeToLive(r -> r.tableName(name)
                    .timeToLiveSpecification(s -> s.enabled(true).attributeName("expires_at")));
            case STREAM -> c.updateTable(r -> r.tableName(name).streamSpecification(s -> s.streamEnabled(false)));
            case PITR -> c.updateContinuousBackups(r -> r.tableName(name)
                    .pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(false)));
            case GSIREMOVED -> c.updateTable(r -> r.tableName(name)
                    .globalSecondaryIndexUpdates(u -> u.delete(x -> x.indexName("OpenOrdersByWarehouse"))));
            default -> {
            }
        }
    }

    /** The design's settings the table maker leaves out, set where the engine takes them. */
    private static void settle(DynamoDbClient c, String name) {
        try {
            c.updateContinuousBackups(r -> r.tableName(name).pointInTimeRecoverySpecification(s -> s
                    .pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(35)));
        } catch (DynamoDbException e) {
            // dynalite has no UpdateContinuousBackups: the baseline says what remains
        }
        try {
            c.updateTable(r -> r.tableName(name).deletionProtectionEnabled(true));
        } catch (DynamoDbException e) {
            // dynalite refuses deletion protection
        }
        try {
            c.updateTable(r -> r.tableName(name).sseSpecification(s -> s.enabled(true).sseType("KMS")));
        } catch (DynamoDbException e) {
            // neither engine keeps a KMS key
        }
    }

    static Table keyTyped(Table t, String attr, AttrType type) {
        Map<String, AttrType> types = new LinkedHashMap<>(t.keyTypes());
        types.put(attr, type);
        return new Table(t.name(), t.partitionKey(), t.sortKey(), t.declaredTypes(), types, t.items(), t.indexes(),
                t.vectorIndexes(), t.capacity(), t.tableClass(), t.streams(), t.pitr(), t.pitrRetentionDays(), t.ttl(),
                t.ttlDays(), t.deletionProtection(), t.replicas(), t.replication(), t.encryption(), t.ephemeral(),
                t.peakHoursPerDay(), t.traffic(), t.where());
    }

    static Table withIndexes(Table t, Map<String, Index> replaced) {
        Map<String, Index> indexes = new LinkedHashMap<>(t.indexes());
        indexes.putAll(replaced);
        return new Table(t.name(), t.partitionKey(), t.sortKey(), t.declaredTypes(), t.keyTypes(), t.items(), indexes,
                t.vectorIndexes(), t.capacity(), t.tableClass(), t.streams(), t.pitr(), t.pitrRetentionDays(), t.ttl(),
                t.ttlDays(), t.deletionProtection(), t.replicas(), t.replication(), t.encryption(), t.ephemeral(),
                t.peakHoursPerDay(), t.traffic(), t.where());
    }

    static Index reprojected(Index i, Projection p) {
        return new Index(i.name(), i.kind(), i.partition(), i.sort(), p, i.indexedItems(), i.where());
    }

    /** drift of the orders design against the endpoint through the proxy: its exit code and report. */
    record Run(int exit, JsonNode report, String err) {
    }

    Run drift(String... args) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("drift", "designs/orders.yaml", "--format", "json", "--against",
                proxy.endpoint()));
        all.addAll(List.of(args));
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        return new Run(exit, new ObjectMapper().readTree(out.toString()), err.toString());
    }

    /** The differences of the one table: "NAME FIELD" (or "NAME KIND") → shipping class. */
    static Map<String, String> differences(JsonNode report) {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode d : report.at("/services/0/tables/0/differences")) {
            out.put(d.get("name").asText() + " " + (d.get("field").isNull() ? d.get("kind").asText()
                    : d.get("field").asText()), d.get("shipping").asText());
        }
        return out;
    }

    @Test
    void eachChangeMadeOnTheEngineIsReportedExactlyAndClassedRight() throws Exception {
        proxy.clear();
        for (Plant plant : plants()) {
            Run run = drift("--prefix", plant.prefix() + "orders-");
            assertEquals("", run.err());
            JsonNode table = run.report().at("/services/0/tables/0");
            assertEquals("name", table.get("matched_by").asText(), plant + ": " + table);
            assertEquals(plant.prefix() + "orders-Commerce", table.at("/deployed/name").asText());
            Map<String, String> found = differences(run.report());
            Set<String> expected = new TreeSet<>(baseline());
            if (plant.difference != null) {
                expected.add(plant.difference);
            }
            assertEquals(expected, found.keySet(), engine().label() + " " + plant + ": " + table);
            if (plant.difference != null) {
                assertEquals(plant.shipping, found.get(plant.difference), plant + ": " + table);
            }
            assertEquals(0, run.report().at("/summary/problems").asInt(), run.report().toString());
            assertEquals(found.isEmpty() ? 0 : 1, run.exit());
            assertEquals("endpoint", run.report().at("/sources/0/kind").asText());
            assertFalse(run.report().at("/sources/0/read_at").isNull(), "a live read says when");
        }
        // read-only by construction: the proxy saw Describe and List calls only, and plenty of them
        List<String> seen = proxy.operations();
        assertTrue(seen.size() >= plants().size() * 3, seen.toString());
        assertEquals(Set.of(), new TreeSet<>(seen.stream().filter(o -> !READ_ONLY.contains(o)).toList()), seen.toString());
        assertTrue(seen.containsAll(List.of("ListTables", "DescribeTable", "DescribeTimeToLive",
                "DescribeContinuousBackups")), seen.toString());
        // and the proxy does record a write when one is sent through it
        try (Engine through = Engine.connect(URI.create(proxy.endpoint()), null, Duration.ofSeconds(10))) {
            proxy.clear();
            new TableMaker(through.client()).create(commerce, "proxied-Commerce");
            assertTrue(proxy.operations().contains("CreateTable"), proxy.operations().toString());
        }
    }

    @Test
    void aTableWithoutPermissionToDescribeIsUnreadableAndTheOthersAreStillCompared() throws Exception {
        DynamoDbClient c = engine.client();
        Design catalog = new DesignLoader().load(List.of(Path.of("designs/catalog.yaml"))).designs().get(0);
        Table products = catalog.tables().get("Products");
        new TableMaker(c).create(commerce, "denied-Commerce");
        new TableMaker(c).create(products, "denied-Products");
        proxy.deny(Set.of("denied-Commerce"));
        try {
            StringWriter out = new StringWriter();
            int exit = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "drift", "designs/orders.yaml",
                    "designs/catalog.yaml", "--against", proxy.endpoint(), "--prefix", "denied-");
            String text = out.toString();
            assertEquals(1, exit, text);
            assertTrue(text.contains("designs/orders.yaml:244:5: error drift-unreadable table Commerce (denied-Commerce on "
                    + proxy.endpoint() + "): DescribeTable denied-Commerce refused: AccessDeniedException: User:"), text);
            assertTrue(text.matches("(?s).*designs/catalog.yaml:\\d+:\\d+: (error drift|note drift-unresolved) table Products.*"),
                    "Products is still compared: " + text);
            assertFalse(text.contains("Products is designed but no source deploys it"), text);
        } finally {
            proxy.deny(Set.of());
        }
    }
}
