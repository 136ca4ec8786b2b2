package dev.tablebook.diff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.ExitCode;
import dev.tablebook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code diff git:HEAD~1 git:HEAD} on a repository built in a temporary folder: two commits of a
 * design, one change class each, with the cost deltas worked by hand from the us-east-1 prices
 * ($0.625 per million write units, $0.125 per million read units, $0.25 per GB-month of storage,
 * $0.20 per GB-month of PITR; a month of 2,592,000 seconds; GB = 10^9 bytes).
 *
 * <p>An Order item is 184 bytes: its attributes (26 + 26 + 12 + 25 + 8) and its rendered key
 * templates ({@code CUSTOMER#} + 26, {@code ORDER#} + 26, 12, 8), stored with 100 bytes of overhead.
 * W1 writes one Order (1 write unit) and its entry in both indexes (1 each): 3 write units a call.
 */
class DiffGitTest {
    private static final double MONTH = 2_592_000;
    private static final double WRITE = 0.625 / 1e6;
    private static final double READ = 0.125 / 1e6;
    private static final double STORAGE = 0.25;
    private static final double PITR = 0.20;
    private static final String DESIGN = "designs/orders.yaml";

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private static String base() throws Exception {
        return Files.readString(Path.of("src/test/resources/diff/orders.yaml"));
    }

    /** Commits the base design, then the edited one, and runs the diff as JSON. */
    private JsonNode diff(String edited) throws Exception {
        try (GitFixture repo = GitFixture.init(dir)) {
            repo.commit("base", Map.of(DESIGN, base()));
            repo.commit("head", Map.of(DESIGN, edited));
        }
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "diff", "git:HEAD~1", "git:HEAD",
                "--repo", dir.toString(), "--format", "json");
        assertEquals(ExitCode.OK, code, err.toString());
        return new ObjectMapper().readTree(out.toString());
    }

    private static JsonNode service(JsonNode report) {
        assertEquals(1, report.get("services").size());
        JsonNode s = report.get("services").get(0);
        assertEquals("orders", s.get("service").asText());
        return s;
    }

    private static List<String> summary(JsonNode service) {
        List<String> out = new ArrayList<>();
        for (JsonNode c : service.get("changes")) {
            StringBuilder sb = new StringBuilder(c.get("ship_cost").asText() + " " + c.get("change").asText() + " "
                    + c.get("element").asText() + " " + c.get("name").asText());
            for (JsonNode f : c.get("fields")) {
                sb.append(" | ").append(f.get("field").asText()).append(": ").append(f.get("before").asText())
                        .append(" → ").append(f.get("after").asText());
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Asserts a dollar figure to the cent (and closer: the engine does not round). */
    private static void assertMoney(double expected, JsonNode actual) {
        assertEquals(expected, actual.asDouble(), 1e-6, actual.toString());
    }

    private static void assertDelta(double peak, double expected, JsonNode cost) {
        assertMoney(peak, cost.get("delta").get("peak"));
        assertMoney(expected, cost.get("delta").get("expected"));
    }

    private static String edit(String text, String from, String to) {
        assertTrue(text.contains(from), "fixture holds " + from);
        return text.replace(from, to);
    }

    @Test
    void patternAddedIsCodeOnly() throws Exception {
        String head = edit(base(), "entities:\n", """
                  - id: AP3
                    name: A customer's orders
                    operation: Query
                    table: Commerce
                    key: { pk: "CUSTOMER#{customer_id}", sk: { begins_with: "ORDER#" } }
                    limit: 25
                    returns: Order
                    rps: 40
                    authorization: customer_id
                entities:
                """);
        JsonNode r = diff(head);
        JsonNode s = service(r);
        assertEquals("code-only", r.get("ship_cost").asText());
        assertEquals("changed", s.get("status").asText());
        assertEquals(List.of("code-only added access pattern AP3"), summary(s));
        assertEquals(40, r.get("head").get("commit").asText().length());
        // 25 Orders of 184 bytes = 4,600 bytes: 2 read units, halved for an eventual read; 40 a second
        double ap3 = 40 * 1.0 * MONTH * READ;
        assertEquals(12.96, ap3, 1e-9);
        assertDelta(ap3, ap3, r.get("total"));
        JsonNode line = s.get("patterns").get(0);
        assertEquals("AP3", line.get("name").asText());
        assertTrue(line.get("before").isNull());
        assertMoney(ap3, line.get("after").get("peak"));
    }

    @Test
    void gsiProjectionChangeIsAnIndexRebuildWithSteps() throws Exception {
        JsonNode r = diff(edit(base(), "projection: KEYS_ONLY", "projection: [status, customer_id]"));
        JsonNode s = service(r);
        assertEquals("index-rebuild", r.get("ship_cost").asText());
        assertEquals(List.of("index-rebuild changed index Commerce/OpenOrdersByWarehouse"
                + " | projection: KEYS_ONLY → INCLUDE [status, customer_id]"), summary(s));
        JsonNode steps = s.get("changes").get(0).get("migration");
        assertEquals(4, steps.size());
        assertTrue(steps.get(0).asText().startsWith("Create a new GSI on Commerce beside OpenOrdersByWarehouse"),
                steps.get(0).asText());
        assertEquals("Switch AP2 to the new index.", steps.get(2).asText());
        // AP2 reads 100 index items: 104 bytes each (keys only) → 3 read units, halved; with
        // status and customer_id projected 138 bytes → 4, halved. 5 a second.
        double ap2Before = 5 * 1.5 * MONTH * READ;
        double ap2After = 5 * 2.0 * MONTH * READ;
        // 50 million index entries grow by 34 bytes: 1.7 GB more index storage (no PITR on a GSI)
        double storage = 50e6 * 34 / 1e9 * STORAGE;
        assertDelta(ap2After - ap2Before + storage, ap2After - ap2Before + storage, r.get("total"));
        assertEquals(1.235, ap2After - ap2Before + storage, 1e-9);
        JsonNode line = s.get("patterns").get(0);
        assertEquals("AP2", line.get("name").asText());
        assertMoney(2.43, line.get("before").get("peak"));
        assertMoney(3.24, line.get("after").get("peak"));
    }

    @Test
    void baseKeyChangeIsATableMigration() throws Exception {
        String head = edit(edit(base(), "key: { partition: pk, sort: sk }", "key: { partition: pk, sort: sort_key }"),
                "sk: \"ORDER#{order_id}\"", "sort_key: \"ORDER#{order_id}\"");
        head = edit(head, "Customer: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }",
                "Customer: { pk: \"CUSTOMER#{customer_id}\", sort_key: PROFILE }");
        head = edit(head, "key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }",
                "key: { pk: \"CUSTOMER#{customer_id}\", sort_key: PROFILE }");
        head = edit(head, "attribute_not_exists(sk)", "attribute_not_exists(sort_key)");
        JsonNode r = diff(head);
        JsonNode s = service(r);
        assertEquals("table-migration", r.get("ship_cost").asText());
        assertEquals(List.of(
                "table-migration changed table Commerce | key.sort: sk → sort_key",
                "table-migration changed key map Commerce/Customer | sk: PROFILE → null | sort_key: null → PROFILE",
                "table-migration changed key map Commerce/Order | sk: ORDER#{order_id} → null"
                        + " | sort_key: null → ORDER#{order_id}",
                "code-only changed access pattern AP1 | key: pk = CUSTOMER#{customer_id}; sk = PROFILE"
                        + " → pk = CUSTOMER#{customer_id}; sort_key = PROFILE",
                "code-only changed access pattern W1 | writes: create Order in Commerce if attribute_not_exists(sk)"
                        + " → create Order in Commerce if attribute_not_exists(sort_key)"), summary(s));
        JsonNode table = s.get("changes").get(0);
        List<String> steps = new ArrayList<>();
        table.get("migration").forEach(n -> steps.add(n.asText()));
        assertTrue(steps.get(2).contains("key pk + sort_key, with indexes OpenOrdersByWarehouse, OrdersByStatus"),
                steps.get(2));
        assertTrue(steps.get(2).contains("changes key.sort from sk to sort_key"), steps.get(2));
        assertEquals("Deploy dual writes: W1 writes both tables; the old table stays the source of truth. Stop the "
                + "replay once every write reaches both tables.", steps.get(4));
        assertEquals("Cut over: switch AP1, AP2 to the new table, then make it the source of truth.", steps.get(6));
        JsonNode keyMap = s.get("changes").get(1);
        assertEquals(0, keyMap.get("migration").size(), "the entity's items move with the table, not in place");
        assertEquals("Shipped with the migration of table Commerce: its items are written to the new table under the "
                + "new sort_key.", keyMap.get("notes").get(0).asText());
        JsonNode once = table.get("one_time");
        assertEquals("migration of table Commerce", once.get("what").asText());
        assertEquals(List.of("export of Commerce to S3", "import of the rewritten items as the new table",
                "replay of the writes made since the export"), texts(once.get("parts"), "what"));
        assertTrue(keyMap.get("one_time").isNull(), "counted once, with the table");
        assertEquals(once.get("usd").asDouble(), s.get("one_time").get("usd").asDouble(), 1e-12);
        // attribute names are not billed: the new key costs what the old one did
        assertDelta(0, 0, r.get("total"));
        assertEquals(0, s.get("patterns").size());
    }

    @Test
    void baseKeyTemplateChangeRewritesTheItems() throws Exception {
        JsonNode r = diff(edit(base(), "sk: \"ORDER#{order_id}\"", "sk: \"ORDER#{created_at}#{order_id}\""));
        JsonNode s = service(r);
        assertEquals(List.of("table-migration changed key map Commerce/Order"
                + " | sk: ORDER#{order_id} → ORDER#{created_at}#{order_id}"), summary(s));
        assertTrue(s.get("changes").get(0).get("migration").get(1).asText().contains("TransactWriteItems"));
    }

    @Test
    void rateDoubledIsCodeOnly() throws Exception {
        JsonNode r = diff(edit(base(), "rps: { peak: 50, average: 2 }", "rps: { peak: 100, average: 4 }"));
        JsonNode s = service(r);
        assertEquals("code-only", r.get("ship_cost").asText());
        assertEquals(List.of("code-only changed access pattern W1 | rps: 50/s peak, 2/s average → 100/s peak, "
                + "4/s average"), summary(s));
        // 3 write units a call, 50 more calls a second at peak and 2 more on average
        assertDelta(50 * 3 * MONTH * WRITE, 2 * 3 * MONTH * WRITE, r.get("total"));
        assertDelta(243.00, 9.72, r.get("total"));
        JsonNode w1 = s.get("patterns").get(0);
        assertMoney(243.00, w1.get("before").get("peak"));
        assertMoney(486.00, w1.get("after").get("peak"));
        assertMoney(19.44, w1.get("after").get("expected"));
        assertDelta(243.00, 9.72, s.get("tables").get(0));
    }

    @Test
    void indexRemovedIsCodeOnlyWithANote() throws Exception {
        String head = edit(base(), """
                      OrdersByStatus:
                        partition: order_status
                        projection: ALL
                """, "");
        head = edit(head, "        order_status: \"{status}\"\n", "");
        JsonNode r = diff(head);
        JsonNode s = service(r);
        assertEquals("code-only", r.get("ship_cost").asText());
        assertEquals(List.of("code-only changed key map Commerce/Order | order_status: {status} → null",
                "code-only removed index Commerce/OrdersByStatus"), summary(s));
        assertEquals("Ship the code that stops using it first, then delete the index; its write and storage costs "
                + "stop then.", s.get("changes").get(1).get("notes").get(0).asText());
        assertEquals(0, s.get("changes").get(1).get("migration").size());
        // W1 no longer writes the status index: 1 write unit a call less
        double writesPeak = 50 * 1 * MONTH * WRITE;
        double writesExpected = 2 * 1 * MONTH * WRITE;
        // the ALL index held every Order whole: 50 million × (184 + 100) bytes = 14.2 GB;
        // the table's Orders lose their 8-byte order_status: 0.4 GB of storage and of PITR
        double storage = 50e6 * 284 / 1e9 * STORAGE + 50e6 * 8 / 1e9 * (STORAGE + PITR);
        assertDelta(-(writesPeak + storage), -(writesExpected + storage), r.get("total"));
        assertDelta(-84.73, -6.97, r.get("total"));
        JsonNode w1 = s.get("patterns").get(0);
        assertMoney(162.00, w1.get("after").get("peak"));
    }

    private static List<String> texts(JsonNode array, String field) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.get(field).asText()));
        return out;
    }
}
