package dev.tablebook.load;

import dev.tablebook.model.Design;
import dev.tablebook.model.ImportedModel;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    @Test
    void keepsEveryFieldOfTheReferenceShape() throws Exception {
        Design d = load();
        assertEquals("catalog-model", d.service());
        ImportedModel m = d.imported();
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
