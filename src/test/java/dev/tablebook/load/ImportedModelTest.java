package dev.tablebook.load;

import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ImportedModelTest {

    private static Design load() throws Exception {
        Path file = Path.of("src/test/resources/load/imported-every-field.json");
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("designs/catalog-model.json",
                Files.readAllBytes(file))));
        assertEquals(List.of(), r.errors());
        return r.designs().get(0);
    }

    /**
     * The service name made from the file name: the .json suffix dropped, lower case, every run of other
     * characters one dash, no dash at either end; a name that leaves no slug is an error. Each name also as
     * String's own replaceFirst/replaceAll/matches would make it from the same patterns.
     */
    @Test
    void namesTheServiceAfterTheFile() throws Exception {
        byte[] model = Files.readAllBytes(Path.of("src/test/resources/load/imported-every-field.json"));
        String[][] cases = {
                {"designs/catalog-model.json", "catalog-model"},
                {"designs/My Orders (v2).json", "my-orders-v2"},
                {"designs/--Shop__Cart--.json", "shop-cart"},
                {"designs/a.json.json", "a-json"},
                {"designs/" + "x".repeat(63) + ".json", "x".repeat(63)},
                {"designs/" + "x".repeat(64) + ".json", null},
                {"designs/___.json", null},
                {"designs/ünïcode.json", "n-code"},
        };
        for (String[] c : cases) {
            String base = c[0].substring(c[0].lastIndexOf('/') + 1).replaceFirst("\\.json$", "");
            String plain = base.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]+", "-").replaceAll("^-+|-+$", "");
            assertEquals(c[1], plain.matches(DesignReader.SLUG) ? plain : null, c[0]);
            LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource(c[0], model)));
            if (c[1] == null) {
                assertEquals(List.of(), r.designs(), c[0]);
                assertTrue(r.errors().toString().contains("cannot make a service name from the file name `" + base + "`"),
                        c[0] + ": " + r.errors());
            } else {
                assertEquals(List.of(), r.errors(), c[0]);
                assertEquals(c[1], r.designs().get(0).service(), c[0]);
            }
        }
    }

    @Test
    void keepsEveryFieldOfTheReferenceShape() throws Exception {
        Design d = load();
        assertEquals("catalog-model", d.service());
        ImportedModel m = assertInstanceOf(ImportedModel.class, d.imported());
        ImportedModel.Table t = m.table("Products");
        assertEquals("STANDARD_INFREQUENT_ACCESS", t.tableClass());
        assertTrue(t.globalTables());
        assertEquals("product_id", t.partitionKey());
        assertEquals("sk", t.sortKey());
        assertEquals(List.of(new ImportedModel.AttributeDefinition("created_at", "N"),
                new ImportedModel.AttributeDefinition("Category", "S")), t.attributeDefinitions());
        assertEquals(2048, t.entities().get(0).estimatedItemSizeBytes());
        assertEquals(40000L, t.entities().get(0).estimatedItemCount());
        assertEquals(3, t.entities().get(0).attributes().size());
        assertNull(t.entities().get(1).estimatedItemSizeBytes(), "absent stays absent: the defaults are the cost engine's");
        assertEquals("INCLUDE", t.gsis().get(0).projectionType());
        assertEquals(List.of("Title"), t.gsis().get(0).projectionAttributes());
        assertEquals("owner_id", t.gsis().get(1).partitionKey(), "hash_key is read as partition_key");
        ImportedModel.VectorIndex v = t.vectorIndexes().get(0);
        assertEquals("KEYS_ONLY", v.projectionType(), "the bare-string projection shorthand");
        assertEquals("Category", v.searchPartitionKey());
        assertEquals(List.of("Brand"), v.inlineFilters());
        assertEquals(40000L, v.estimatedIndexedItems());
        assertEquals(1024, v.dimensions());

        ImportedModel.Pattern q1 = m.accessPatterns().get(0);
        assertEquals(10.0, q1.avgRps());
        assertEquals(20, q1.itemsPerRequest());
        assertEquals(List.of("Title", "Price"), q1.projection());
        assertEquals("Price < :max", q1.filter());
        ImportedModel.Pattern w1 = m.accessPatterns().get(1);
        assertEquals(List.of(2048, 300), w1.itemSizes());
        assertEquals(List.of("Embedding", "Title"), w1.attributesWritten());
        assertEquals(List.of(new ImportedModel.EntityWritten("Product", 1), new ImportedModel.EntityWritten("Review", 3)),
                w1.entitiesWritten());
        assertEquals(0.05, w1.conditionalFailRate());
        assertEquals("create", w1.writeAction());
        assertEquals(365, w1.retentionDays());
        assertEquals("R7", w1.sourceRequirement());
        ImportedModel.Pattern u1 = m.accessPatterns().get(2);
        assertEquals(4000, u1.previousItemSizeBytes());
        assertNull(u1.avgRps());
        assertNull(u1.attributesWritten());
        assertEquals(0.2, m.accessPatterns().get(3).nonExistentRate());
        assertEquals(25, m.accessPatterns().get(4).topK());
    }

    @Test
    void alsoReadsAsADesignForTheSite() throws Exception {
        Design d = load();
        assertEquals(5, d.patterns().size());
        assertEquals(Operation.SearchVectors, d.pattern("V1").operation());
        assertEquals(10.0, d.pattern("Q1").rps().average());
        assertEquals(Projection.KEYS_ONLY, d.tables().get("Products").indexes().get("ByOwner").projection());
        assertEquals(3, d.indexCount());
    }

    @Test
    void readsNumbersSpellingsAndEmptyValuesAsTheReferenceDoes() throws Exception {
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("designs/loose.json",
                Files.readAllBytes(Path.of("src/test/resources/load/imported-lenient.json")))));
        assertEquals(List.of(), r.errors());
        ImportedModel m = assertInstanceOf(ImportedModel.class, r.designs().get(0).imported());
        ImportedModel.Table t = m.table("Loose");
        assertEquals(2048, t.entities().get(0).estimatedItemSizeBytes(), "2048.0 is a whole number");
        assertEquals(1_000_000L, t.entities().get(0).estimatedItemCount(), "1e6 is a whole number");
        assertEquals(1366, t.entities().get(1).estimatedItemSizeBytes(), "a fraction of a byte rounds up");
        assertEquals(2500L, t.entities().get(1).estimatedItemCount());
        ImportedModel.Gsi g = t.gsis().get(0);
        assertEquals("g", g.partitionKey(), "a null partition_key gives way to hash_key");
        assertEquals("id", g.sortKey(), "an empty sort_key gives way to range_key");
        assertEquals(List.of("x"), g.projectionAttributes(), "an empty attributes list gives way to non_key_attributes");
        ImportedModel.VectorIndex v = t.vectorIndexes().get(0);
        assertEquals("COSINE", v.distanceFunction(), "the reference upper-cases the distance function");
        assertEquals(256, v.dimensions());
        assertEquals(List.of(), v.projectionAttributes(), "a vector index is sized by `attributes` only");
        assertEquals(500_000L, v.estimatedIndexedItems());
        ImportedModel.Pattern l1 = m.accessPatterns().get(0);
        assertNull(l1.index(), "an empty index is no index");
        assertNull(l1.consistency(), "an empty consistency is the default");
        assertEquals(1, l1.itemsPerRequest());
        ImportedModel.Pattern l2 = m.accessPatterns().get(1);
        assertNull(l2.writeAction(), "an empty write_action is the operation's default");
        assertEquals(List.of(101, 2000), l2.itemSizes());
        assertEquals(100, l2.previousItemSizeBytes());
        assertEquals(60, l2.retentionDays(), "truncated, as the reference's int()");
        assertEquals(List.of(new ImportedModel.EntityWritten("L", 2)), l2.entitiesWritten());
        assertEquals(10, m.accessPatterns().get(2).topK());
    }

    @Test
    void aFieldOfItsOwnIsNotAMisspelling() {
        // lsis, table_arn, entity_type and index_type (in imported-lenient.json) load without error; these do not.
        String json = "{\"tables\": [{\"table_name\": \"T\", \"gsi\": [], \"globalTables\": true}],"
                + " \"access_patterns\": [{\"pattern_id\": \"Q\", \"operation\": \"PutItem\", \"table\": \"T\","
                + " \"peakRps\": 3, \"item_size\": 10, \"entity_written\": [\"A\"]}]}";
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("designs/m.json",
                json.getBytes(StandardCharsets.UTF_8))));
        assertEquals(List.of("unknown field `gsi` in table T; did you mean `gsis`?",
                        "unknown field `globalTables` in table T; did you mean `global_tables`?",
                        "unknown field `peakRps` in access pattern Q; did you mean `peak_rps`?",
                        "unknown field `item_size` in access pattern Q; did you mean `item_sizes`?",
                        "unknown field `entity_written` in access pattern Q; did you mean `entities_written`?"),
                r.errors().stream().map(InputError::message).toList());
    }

    @Test
    void aFractionWhereOnlyAWholeNumberMeansAnythingIsAnError() {
        String json = "{\"tables\": [{\"table_name\": \"T\"}], \"access_patterns\": [{\"pattern_id\": \"Q\","
                + " \"operation\": \"Query\", \"table\": \"T\", \"peak_rps\": 3, \"items_per_request\": 2.5}]}";
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("designs/m.json",
                json.getBytes(StandardCharsets.UTF_8))));
        assertEquals(List.of("designs/m.json:1:147: `items_per_request` in access pattern Q must be a whole number, not 2.5"),
                r.errors().stream().map(InputError::toString).toList());
    }

    @Test
    void reportsAMisspelledFieldAndAMissingIndex() {
        String json = "{\"tables\": [{\"table_name\": \"T\"}], \"access_patterns\": [{\"pattern_id\": \"Q\","
                + " \"operation\": \"Query\", \"table\": \"T\", \"index\": \"Nope\", \"peak_rsp\": 3}]}";
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("designs/m.json",
                json.getBytes(StandardCharsets.UTF_8))));
        assertEquals(List.of(
                "designs/m.json:1:120: access pattern Q names index `Nope`, which table T does not define",
                "designs/m.json:1:128: unknown field `peak_rsp` in access pattern Q; did you mean `peak_rps`?"),
                r.errors().stream().map(InputError::toString).toList());
    }
}
