package dev.tablebook.imports;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A reference-format JSON model imports the same way: a design YAML that loads, with the model's figures. */
class ReferenceImportTest {
    private static final Path MODELS = Path.of("src/test/resources/imported");

    private static Importer.Outcome importFile(String name) throws IOException {
        Path file = MODELS.resolve(name);
        return new Importer("2026-01-15").read(new DesignSource(file.toString().replace('\\', '/'),
                Files.readAllBytes(file)), null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"orders-basic.json", "single-entity.json", "single-table.json", "vectors.json",
            "conditional-failures.json", "defects.json", "entities-written.json", "projection-caps.json"})
    void importsToADesignThatLoads(String name) throws IOException {
        Importer.Outcome o = importFile(name);
        assertEquals(List.of(), o.errors());
        LoadResult r = new DesignLoader().loadText("designs/x.yaml", o.designs().get(0).yaml());
        assertEquals(List.of(), r.errors(), o.designs().get(0).yaml());
    }

    @Test
    void keepsTheModelsFiguresAndInventsNoKeys() throws IOException {
        Importer.Outcome o = importFile("orders-basic.json");
        Design d = new DesignLoader().loadText("designs/orders-basic.yaml", o.designs().get(0).yaml()).designs().get(0);
        assertEquals("reference-model", d.source().format());
        assertEquals(500000L, d.entities().get("Order").count());
        assertEquals(2048, d.entities().get("Order").sizeBytes());
        AccessPattern q8 = d.pattern("Q8");
        assertEquals(Operation.GetItem, q8.operation());
        assertEquals(800, q8.rps().peak());
        assertEquals(200, q8.rps().average());
        assertEquals(2048, q8.itemBytes());
        assertTrue(q8.key().isEmpty(), "the format has no key conditions; none is made up");
        assertNull(d.pattern("W4"), "a write naming no entity stays a commented stub");
        assertTrue(o.notes().stream().anyMatch(n -> n.contains("W4")), o.notes()::toString);
        assertTrue(o.designs().get(0).yaml().contains("# Access pattern W4 names no entity it writes"));
    }

    @Test
    void whatADesignCannotSayIsAPositionedError() throws IOException {
        Importer.Outcome o = importFile("update-gating.json");
        assertTrue(o.designs().isEmpty());
        assertEquals("src/test/resources/imported/update-gating.json:16:15: index name `K1` cannot be a DynamoDB index"
                + " name: 3 to 255 ASCII letters, digits, '_', '.' or '-'", WorkbenchImportTest.shown(o.errors()).get(0));
        assertFalse(importFile("storage-rules.json").errors().isEmpty());
    }
}
