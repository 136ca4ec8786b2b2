package dev.tablebook.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.ValidationMessage;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
     * merge keys, repeated keys, a second document): the schema check's reader
     * resolves these differently or not at all, so only the loader's verdict is asserted.
     */
    private static final Map<String, String> BELOW_THE_SCHEMA = Map.of(
            "tags.yaml", "YAML tags",
            "recursive-alias.yaml", "a recursive alias",
            "merge-not-a-map.yaml", "a merge key of a number",
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
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/designs"))) {
            s.filter(p -> p.toString().endsWith(".yaml")).forEach(files::add);
        }
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/golden/import"))) {
            s.filter(p -> p.toString().endsWith(".yaml")).forEach(files::add);
        }
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

    /**
     * A YAML text as a YAML 1.2 reader independent of the loader (snakeyaml-engine, core schema)
     * reads it: what an editor's YAML language server hands the JSON Schema.
     */
    static JsonNode yaml12(String text) {
        LoadSettings settings = LoadSettings.builder().setSchema(new CoreSchema()).build();
        return json(new Load(settings).loadFromString(text));
    }

    private static JsonNode json(Object value) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (value instanceof Map<?, ?> m) {
            ObjectNode o = f.objectNode();
            m.forEach((k, v) -> o.set(String.valueOf(k), json(v)));
            return o;
        }
        if (value instanceof List<?> l) {
            ArrayNode a = f.arrayNode();
            l.forEach(v -> a.add(json(v)));
            return a;
        }
        if (value == null) {
            return f.nullNode();
        }
        if (value instanceof Boolean b) {
            return f.booleanNode(b);
        }
        if (value instanceof Integer || value instanceof Long) {
            return f.numberNode(((Number) value).longValue());
        }
        if (value instanceof BigInteger b) {
            return f.numberNode(b);
        }
        if (value instanceof Double d) {
            // JSON has no infinity or NaN: no JSON Schema number can hold one, so it stands as what it is written as
            return Double.isFinite(d) ? f.numberNode(d) : f.textNode(String.valueOf(d));
        }
        return f.textNode(String.valueOf(value));
    }

    private static final String TABLE_LINE = "    streams: NEW_IMAGE\n";

    private static String table(String line) {
        return SchemaExamplesTest.VALID.replace(TABLE_LINE, TABLE_LINE + "    " + line + "\n");
    }

    private static String top(String line) {
        return SchemaExamplesTest.VALID.replace("service: orders\n", "service: orders\n" + line + "\n");
    }

    private static String limit(String value) {
        return SchemaExamplesTest.VALID.replace("limit: 25", "limit: " + value);
    }

    /**
     * The kinds of scalar and null variant where a YAML 1.1 loader and a YAML 1.2 editor used to
     * part ways, each with the verdict both must now give (true: a valid design).
     */
    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of("1 a YAML 1.1 boolean word for a boolean: yes", table("pitr: yes"), false),
                Arguments.of("2 a YAML 1.1 boolean word for a boolean: No", table("pitr: No"), false),
                Arguments.of("3 a YAML 1.1 boolean word for a boolean: on", table("deletion_protection: on"), false),
                Arguments.of("4 a YAML 1.1 boolean word for a boolean: OFF", table("deletion_protection: OFF"), false),
                Arguments.of("5 a one-letter YAML 1.1 boolean: y", table("pitr: y"), false),
                Arguments.of("6 a YAML 1.2 boolean spelling: True", table("pitr: True"), true),
                Arguments.of("7 a YAML 1.2 boolean spelling: FALSE", table("deletion_protection: FALSE"), true),
                Arguments.of("8 a YAML 1.1 boolean word for text: status: yes", top("status: yes"), true),
                Arguments.of("9 a YAML 1.1 boolean word for text: owner: off", top("owner: off"), true),
                Arguments.of("10 a YAML 1.2 octal number: 0o31", limit("0o31"), true),
                Arguments.of("11 a hexadecimal number: 0x19", limit("0x19"), true),
                Arguments.of("12 a leading zero (decimal in YAML 1.2): 031", limit("031"), true),
                Arguments.of("13 YAML 1.1 digit separators: 1_000", limit("1_000"), false),
                Arguments.of("14 a YAML 1.1 binary number: 0b11001", limit("0b11001"), false),
                Arguments.of("15 a YAML 1.1 sexagesimal number: 0:25", limit("0:25"), false),
                Arguments.of("16 an explicit plus sign: +25", limit("+25"), true),
                Arguments.of("17 an exponent without a dot: 1e1", top("peak_hours_per_day: 1e1"), true),
                Arguments.of("18 a fraction without a leading digit: .5", top("peak_hours_per_day: .5"), true),
                Arguments.of("19 infinity: .inf", top("peak_hours_per_day: .inf"), false),
                Arguments.of("20 not a number: .NaN", top("peak_hours_per_day: .NaN"), false),
                Arguments.of("21 a YAML 1.1 timestamp for text: 2001-12-14", top("title: 2001-12-14"), true),
                Arguments.of("22 an empty value for text: owner:", top("owner:"), false),
                Arguments.of("23 a tilde for text: owner: ~", top("owner: ~"), false),
                Arguments.of("24 null spelled out for text: owner: Null", top("owner: Null"), false),
                Arguments.of("25 a number for text: owner: 123", top("owner: 123"), false),
                Arguments.of("26 a boolean for text: title: true", top("title: true"), false),
                Arguments.of("27 an empty value for a boolean: deletion_protection:", table("deletion_protection:"), false),
                Arguments.of("28 a quoted number for a number: limit: \"25\"", limit("\"25\""), false),
                Arguments.of("29 text YAML 1.1 read as false: streams: off", SchemaExamplesTest.VALID
                        .replace("streams: NEW_IMAGE", "streams: off").replace("via: lambda", "via: kinesis"), true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void schemaAndLoaderGiveTheSameVerdictOnEveryVariant(String kind, String yaml, boolean valid) {
        Set<ValidationMessage> messages = schema.validate(yaml12(yaml));
        LoadResult loaded = new DesignLoader().loadText("case.yaml", yaml);
        assertEquals(valid, messages.isEmpty(), () -> kind + ": the schema says " + messages);
        assertEquals(valid, !loaded.hasErrors(), () -> kind + ": the loader says " + loaded.errors());
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
        JsonNode node = yaml12(Files.readString(file));
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
