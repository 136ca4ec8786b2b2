package dev.tablebook.diff;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each kind of edit to a design, and the class of shipping cost the comparer gives it. */
class DesignComparerTest {

    private static String base() {
        try {
            return Files.readString(Path.of("src/test/resources/diff/orders.yaml"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Design load(String text) {
        LoadResult r = new DesignLoader().loadText("designs/orders.yaml", text);
        assertEquals(List.of(), r.errors(), text);
        return r.designs().get(0);
    }

    private static String edit(String from, String to) {
        String b = base();
        assertTrue(b.contains(from), "the fixture holds " + from);
        return b.replace(from, to);
    }

    static Stream<Arguments> edits() {
        return Stream.of(
                Arguments.of("owner only", edit("owner: checkout-team", "owner: orders-team"),
                        "none", "service orders: owner"),
                Arguments.of("pattern renamed", edit("name: Get a customer", "name: A customer's profile"),
                        "none", "access pattern AP1: name"),
                Arguments.of("consistency", edit("    rps: { peak: 100, average: 20 }\n",
                        "    rps: { peak: 100, average: 20 }\n    consistency: strong\n"),
                        "code-only", "access pattern AP1: consistency"),
                Arguments.of("limit", edit("limit: 100", "limit: 50"), "code-only", "access pattern AP2: limit"),
                Arguments.of("entity count", edit("count: 2000000", "count: 4000000"), "code-only", "entity Customer: count"),
                Arguments.of("attribute bytes", edit("email: { type: S, bytes: 40 }", "email: { type: S, bytes: 80 }"),
                        "code-only", "attribute Customer.email: bytes"),
                Arguments.of("pitr off", edit("    pitr: true\n", ""), "code-only", "table Commerce: pitr"),
                Arguments.of("gsi sort key", edit("sort: created_at", "sort: order_id"), "index-rebuild",
                        "index Commerce/OpenOrdersByWarehouse: sort"),
                Arguments.of("gsi key template", edit("order_status: \"{status}\"", "order_status: \"S#{status}\""),
                        "index-rebuild", "key map Commerce/Order: order_status"),
                Arguments.of("gsi added", edit("    pitr: true\n", """
                              ByCustomer:
                                partition: customer_id
                                projection: KEYS_ONLY
                            pitr: true
                        """), "new-index", "index Commerce/ByCustomer"),
                Arguments.of("lsi added", edit("    pitr: true\n", """
                              ByCreated:
                                type: lsi
                                sort: created_at
                                projection: KEYS_ONLY
                            pitr: true
                        """), "table-migration", "index Commerce/ByCreated"),
                Arguments.of("replicas, last writer wins", edit("    pitr: true\n",
                        "    pitr: true\n    replicas: [us-east-1, eu-west-1]\n"), "code-only", "table Commerce: replication, replicas"),
                Arguments.of("replicas, strong consistency", edit("    pitr: true\n",
                        "    pitr: true\n    replicas: [us-east-1, us-east-2, us-west-2]\n    replication: mrsc\n"),
                        "table-migration", "table Commerce: replication, replicas"),
                Arguments.of("region", edit("status: review", "status: review\nregion: eu-west-1"),
                        "table-migration", "service orders: region"),
                Arguments.of("index key type", edit("created_at: { type: S, bytes: 25 }",
                        "created_at: { type: N, bytes: 8 }"),
                        "index-rebuild", "table Commerce: types.created_at | attribute Order.created_at: type, bytes"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("edits")
    void classifiesEachEdit(String name, String head, String shipCost, String change) {
        List<Change> changes = new DesignComparer().compare(load(base()), load(head));
        assertEquals(shipCost, changes.get(0).shipCost().label(), "the most expensive change comes first");
        String shown = String.join(" | ", changes.stream().map(c -> c.element().label() + " " + c.name()
                + (c.fields().isEmpty() ? "" : ": " + String.join(", ", c.fields().stream().map(FieldChange::field)
                .toList()))).toList());
        assertEquals(change, shown);
    }

    @Test
    void aStreamViewChangeIsAStreamReplaceWithTheStepsOfANewStreamArn() {
        String oldView = edit("    pitr: true\n", "    pitr: true\n    streams: NEW_IMAGE\n");
        String newView = edit("    pitr: true\n", "    pitr: true\n    streams: NEW_AND_OLD_IMAGES\n");
        Change c = new DesignComparer().compare(load(oldView), load(newView)).get(0);
        assertEquals("stream-replace", c.shipCost().label());
        assertTrue(ShipCost.CODE_ONLY.ordinal() < ShipCost.STREAM_REPLACE.ordinal()
                && ShipCost.STREAM_REPLACE.ordinal() < ShipCost.NEW_INDEX.ordinal(), "between code-only and new-index");
        assertTrue(c.migration().get(0).startsWith("Disable the NEW_IMAGE stream of Commerce; its records stay "
                + "readable for 24 hours"), c.migration().toString());
        assertTrue(c.migration().get(1).contains("it has a new stream ARN"), c.migration().toString());
        assertTrue(c.migration().get(2).contains("to the new stream ARN"), c.migration().toString());
        Change enabled = new DesignComparer().compare(load(base()), load(newView)).get(0);
        assertEquals("stream-replace", enabled.shipCost().label(), "enabling a stream too");
    }

    @Test
    void aTableMigrationNeverImportsFromS3IntoTheExistingTable() {
        String withLsi = edit("    pitr: true\n", """
                      ByCreated:
                        type: lsi
                        sort: created_at
                        projection: KEYS_ONLY
                    pitr: true
                """);
        Change c = new DesignComparer().compare(load(base()), load(withLsi)).get(0);
        assertTrue(c.migration().get(0).contains("(An S3 import cannot be used: it creates no local secondary indexes, "
                + "and it cannot fill an existing table.)"), c.migration().get(0));
        assertTrue(c.migration().stream().noneMatch(s -> s.contains("import them")), c.migration().toString());
        assertTrue(c.migration().get(2).startsWith("Backfill: copy every existing item into the new table with a "
                + "parallel Scan"), c.migration().get(2));
    }

    @Test
    void aNewTableWithoutLsisIsImportedFromTheOldOnesExportAndCaughtUpFromItsStream() {
        String withLsi = edit("    pitr: true\n", """
                      ByCreated:
                        type: lsi
                        sort: created_at
                        projection: KEYS_ONLY
                    pitr: true
                """);
        List<String> steps = new DesignComparer().compare(load(withLsi), load(base())).get(0).migration();
        assertTrue(steps.get(0).startsWith("Enable a NEW_AND_OLD_IMAGES stream on Commerce (it has none)"), steps.get(0));
        assertTrue(steps.get(1).startsWith("Export Commerce to S3"), steps.get(1));
        assertTrue(steps.get(2).contains("import them from S3 as the new table")
                && steps.get(2).contains("An S3 import always creates a new table (it cannot fill an existing one)"),
                steps.get(2));
        assertTrue(steps.get(3).startsWith("Catch up: replay Commerce's stream from the export time"), steps.get(3));
        String streamed = withLsi.replace("    pitr: true\n", "    pitr: true\n    streams: NEW_IMAGE\n");
        List<String> withStream = new DesignComparer().compare(load(streamed), load(base().replace("    pitr: true\n",
                "    pitr: true\n    streams: NEW_IMAGE\n"))).get(0).migration();
        assertTrue(withStream.get(0).startsWith("Export Commerce to S3"), "a NEW_IMAGE stream serves the catch-up");
    }

    @Test
    void aTableMovingToMrscIsCreatedEmptyWithItsReplicasAndFilledByAScanNotAnImport() {
        String mrsc = edit("    pitr: true\n",
                "    pitr: true\n    replicas: [us-east-1, us-east-2, us-west-2]\n    replication: mrsc\n");
        List<String> steps = new DesignComparer().compare(load(base()), load(mrsc)).get(0).migration();
        assertTrue(steps.get(0).contains("add its replicas us-east-1, us-east-2, us-west-2 with multi-Region strong "
                + "consistency while it is still empty") && steps.get(0).contains("MRSC replicas are added to an "
                + "empty table only"), steps.get(0));
        assertTrue(steps.stream().noneMatch(s -> s.contains("import them")), steps.toString());
        assertTrue(steps.get(2).startsWith("Backfill: copy every existing item"), steps.get(2));
    }

    @Test
    void aRekeyedEntityNamesOnlyThePatternsThatUseItsItems() {
        String head = edit("sk: \"ORDER#{order_id}\"", "sk: \"ORDER#{created_at}#{order_id}\"");
        Change c = new DesignComparer().compare(load(base()), load(head)).get(0);
        assertEquals("key map", c.element().label());
        assertEquals("Deploy code that writes new Order items under the new sk and reads both key forms, new first "
                + "(AP2, W1).", c.migration().get(0), "AP1 reads Customer items only");
    }

    @Test
    void anUnchangedDesignHasNoChanges() {
        assertEquals(List.of(), new DesignComparer().compare(load(base()), load(base())));
    }

    @Test
    void aRemovedLsiNeedsANewTableWithSteps() {
        String withLsi = edit("    pitr: true\n", """
                      ByCreated:
                        type: lsi
                        sort: created_at
                        projection: KEYS_ONLY
                    pitr: true
                """);
        List<Change> changes = new DesignComparer().compare(load(withLsi), load(base()));
        Change c = changes.get(0);
        assertEquals("table-migration", c.shipCost().label());
        assertEquals(Change.Kind.REMOVED, c.kind());
        assertTrue(c.migration().get(2).contains("drops local secondary index ByCreated"), c.migration().get(2));
        assertEquals("Deploy dual writes: W1 writes both tables; the old table stays the source of truth. Stop the "
                + "replay once every write reaches both tables.", c.migration().get(4));
    }

    @Test
    void namesSortNaturally() {
        List<String> names = new java.util.ArrayList<>(List.of("AP10", "AP2", "W1", "AP1"));
        names.sort(NaturalOrder.INSTANCE);
        assertEquals(List.of("AP1", "AP2", "AP10", "W1"), names);
    }
}
