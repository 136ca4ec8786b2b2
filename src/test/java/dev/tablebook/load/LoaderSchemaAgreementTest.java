package dev.tablebook.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JSON Schema and the loader must agree: every example and every fixture goes through both.
 * Problems that need the whole design (a reference to something undefined, a duplicate id, a
 * key's consistency with the rest) are beyond what a schema can express; those fixtures are listed here
 * with the reason, and for them only the loader may object.
 */
class LoaderSchemaAgreementTest {
    private static final Map<String, String> LOADER_ONLY = Map.of(
            "duplicate-id.yaml", "uniqueness of ids across list items",
            "dangling-entity.yaml", "a reference to an entity",
            "dangling-table.yaml", "a reference to a table",
            "dangling-index.yaml", "a reference to an index");
    /**
     * Hostile fixtures whose point lies in the YAML below the document a schema sees (tags, aliases,
     * merge keys, repeated keys, a second document, YAML 1.1 numbers): the schema check's reader
     * resolves these differently or not at all, so only the loader's verdict is asserted.
     */
    private static final Map<String, String> BELOW_THE_SCHEMA = Map.of(
            "tags.yaml", "YAML tags",
            "recursive-alias.yaml", "a recursive alias",
            "merge-not-a-map.yaml", "a merge key of a number",
            "numbers.yaml", "an octal number YAML 1.1 and 1.2 read differently, .inf and .nan",
            "keys.yaml", "a map key that is a list",
            "duplicate-keys.yaml", "a repeated key",
            "two-documents.yaml", "a second document");
    /** The one hostile fixture that is a good design: aliases, which the schema check's reader does not expand. */
    private static final String ALIASES = "aliases.yaml";
    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        schema = SchemaExamplesTest.loadDesignSchema();
    }

    static Stream<Arguments> files() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("designs"))) {
            s.filter(p -> p.toString().endsWith(".yaml")).forEach(files::add);
        }
        files.add(Path.of("src/test/resources/designs/every-field.yaml"));
        files.add(Path.of("src/test/resources/load/good-shop.yaml"));
        files.add(Path.of("src/test/resources/load/spec-example.yaml"));
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/load/errors"))) {
            // empty and syntax-error files never reach either validator as a document
            s.filter(p -> !p.getFileName().toString().matches("empty\\.yaml|yaml-syntax\\.yaml")).forEach(files::add);
        }
        try (Stream<Path> s = Files.list(HostileInputTest.FIXTURES)) {
            s.filter(p -> p.toString().endsWith(".yaml")).forEach(files::add);
        }
        return files.stream().sorted().map(Arguments::of);
    }

    static Stream<Arguments> schemaRejected() {
        return SchemaExamplesTest.invalidDesigns();
    }

    static Stream<Arguments> schemaAccepted() {
        return SchemaExamplesTest.acceptedVariants();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemaRejected")
    void loaderRejectsWhatTheSchemaRejects(String why, String yaml, String location, String mentions) {
        LoadResult loaded = new DesignLoader().loadText("case.yaml", yaml);
        assertTrue(loaded.hasErrors(), why + ": the schema rejects it, so must the loader");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemaAccepted")
    void loaderAcceptsWhatTheSchemaAccepts(String why, String yaml) {
        LoadResult loaded = new DesignLoader().loadText("case.yaml", yaml);
        assertEquals(List.of(), loaded.errors(), why);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void schemaAndLoaderAgree(Path file) throws IOException {
        String below = BELOW_THE_SCHEMA.get(file.getFileName().toString());
        if (below != null || file.getFileName().toString().equals(ALIASES)) {
            LoadResult loaded = new DesignLoader().load(List.of(file));
            assertEquals(below == null, !loaded.hasErrors(), () -> file + (below == null ? " is a good design"
                    : ": the loader must refuse " + below) + "; loader says " + loaded.errors());
            return;
        }
        JsonNode node = new YAMLMapper().readTree(file.toFile());
        boolean schemaAccepts = schema.validate(node).isEmpty();
        LoadResult loaded = new DesignLoader().load(List.of(file));
        boolean loaderAccepts = !loaded.hasErrors();
        String name = file.getFileName().toString();
        if (LOADER_ONLY.containsKey(name)) {
            assertTrue(schemaAccepts, name + " is valid as far as a schema can tell");
            assertFalse(loaderAccepts, name + ": the loader must catch " + LOADER_ONLY.get(name));
        } else {
            assertEquals(schemaAccepts, loaderAccepts, () -> name + ": schema says " + schema.validate(node)
                    + ", loader says " + loaded.errors());
        }
    }
}
