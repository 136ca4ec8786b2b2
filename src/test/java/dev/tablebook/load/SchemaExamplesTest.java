package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The published JSON Schema accepts every example design and fixture, and rejects bad input. */
class SchemaExamplesTest {
    static final Path DESIGNS = Path.of("designs");
    static final Path FIXTURE = Path.of("src/test/resources/designs/every-field.yaml");

    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        schema = loadDesignSchema();
    }

    static JsonSchema loadDesignSchema() throws IOException {
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_POINTER).build();
        try (InputStream in = SchemaExamplesTest.class.getResourceAsStream("/schema/design.schema.json")) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in, config);
        }
    }

    static Stream<Path> designFiles() throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(DESIGNS)) {
            files = listing.filter(p -> p.toString().endsWith(".yaml")).sorted().collect(Collectors.toList());
        }
        assertFalse(files.isEmpty(), "no example designs in " + DESIGNS);
        return Stream.concat(files.stream(), Stream.of(FIXTURE));
    }

    static JsonNode readYaml(Path file) throws IOException {
        return new YAMLMapper().readTree(file.toFile());
    }

    static Set<ValidationMessage> validate(JsonNode design) {
        return schema.validate(design);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designFiles")
    void designIsValidAgainstTheSchema(Path file) throws IOException {
        Set<ValidationMessage> messages = validate(readYaml(file));
        assertTrue(messages.isEmpty(), () -> file + ": " + messages);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designFiles")
    void designPointsEditorsAtTheSchema(Path file) throws IOException {
        String firstLine = Files.readAllLines(file).get(0);
        Path schemaFile = Path.of("src/main/resources/schema/design.schema.json");
        String relative = file.getParent().relativize(schemaFile).toString().replace('\\', '/');
        assertEquals("# yaml-language-server: $schema=" + relative, firstLine);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designFiles")
    void exampleFileIsNamedAfterItsService(Path file) throws IOException {
        if (file.equals(FIXTURE)) {
            return;
        }
        String name = file.getFileName().toString();
        assertEquals(name.substring(0, name.length() - ".yaml".length()), readYaml(file).path("service").asText());
    }

    /** Complete designs in the user guide (YAML blocks that start with the schema comment) stay valid. */
    @Test
    void completeDesignsInTheGuideAreValid() throws IOException {
        String guide = Files.readString(Path.of("docs/format.md"));
        List<String> blocks = new ArrayList<>();
        for (String part : guide.split("```yaml\n", -1)) {
            String block = part.contains("```") ? part.substring(0, part.indexOf("```")) : "";
            if (block.startsWith("# yaml-language-server: $schema=")) {
                blocks.add(block);
            }
        }
        assertFalse(blocks.isEmpty(), "the guide shows no complete design");
        for (String block : blocks) {
            Set<ValidationMessage> messages = validate(new YAMLMapper().readTree(block));
            assertTrue(messages.isEmpty(), () -> messages + " in\n" + block);
        }
    }

    static final String VALID = String.join("\n",
            "service: orders",
            "access_patterns:",
            "  - id: AP1",
            "    operation: Query",
            "    table: Commerce",
            "    key:",
            "      pk: \"CUSTOMER#{customer_id}\"",
            "      sk: { begins_with: \"ORDER#\" }",
            "    limit: 25",
            "    rps: { peak: 40, average: 4 }",
            "    authorization: customer_id",
            "  - id: W1",
            "    operation: PutItem",
            "    table: Commerce",
            "    entity: Order",
            "    condition: attribute_not_exists(sk)",
            "entities:",
            "  Order:",
            "    count: 100",
            "    attributes:",
            "      customer_id: { type: S, bytes: 26 }",
            "tables:",
            "  Commerce:",
            "    key: { partition: pk, sort: sk }",
            "    items:",
            "      Order: { pk: \"CUSTOMER#{customer_id}\", sk: \"ORDER#{order_id}\" }",
            "    indexes:",
            "      ByStatus: { partition: status, projection: [total] }",
            "    capacity: { mode: provisioned, read: 5, write: 5 }",
            "    streams: NEW_IMAGE",
            "consumers:",
            "  - { name: indexer, table: Commerce, via: lambda, max_record_age_s: 3600 }",
            "");

    static Stream<Arguments> invalidDesigns() {
        return Stream.of(
                Arguments.of("unknown top-level field", VALID + "servce: orders\n", "", "servce"),
                Arguments.of("unknown field in a write leg",
                        VALID.replace("    entity: Order\n    condition: attribute_not_exists(sk)\n",
                                "    writes:\n      - { entity: Order, action: create, conditon: x }\n"),
                        "/access_patterns/1/writes/0", "conditon"),
                Arguments.of("service slug with capitals", VALID.replace("service: orders", "service: Orders"),
                        "/service", "pattern"),
                Arguments.of("pattern id starting with a digit", VALID.replace("id: AP1", "id: 1AP"),
                        "/access_patterns/0/id", "pattern"),
                Arguments.of("limit given as text", VALID.replace("limit: 25", "limit: \"25\""),
                        "/access_patterns/0/limit", "integer"),
                Arguments.of("unknown key-condition operator",
                        VALID.replace("begins_with: \"ORDER#\"", "like: \"ORDER#\""),
                        "/access_patterns/0/key/sk", "like"),
                Arguments.of("two operators in one key condition",
                        VALID.replace("begins_with: \"ORDER#\"", "\">\": \"A\", \"<\": \"B\""),
                        "/access_patterns/0/key/sk", "at most 1"),
                Arguments.of("between with one bound",
                        VALID.replace("begins_with: \"ORDER#\"", "between: [\"ORDER#\"]"),
                        "/access_patterns/0/key/sk/between", "at least 2"),
                Arguments.of("unbalanced key template",
                        VALID.replace("\"CUSTOMER#{customer_id}\"\n      sk", "\"CUSTOMER#{customer_id\"\n      sk"),
                        "/access_patterns/0/key/pk", "pattern"),
                Arguments.of("both writes and a pattern-level entity",
                        VALID.replace("    condition: attribute_not_exists(sk)\n",
                                "    writes: [{ entity: Order, action: create }]\n"),
                        "/access_patterns/1", "not"),
                Arguments.of("missing operation", VALID.replace("    operation: Query\n", ""),
                        "/access_patterns/0", "operation"),
                Arguments.of("INCLUDE written as a word", VALID.replace("projection: [total]", "projection: INCLUDE"),
                        "/tables/Commerce/indexes/ByStatus/projection", "enumeration"),
                Arguments.of("streams: true names no view", VALID.replace("streams: NEW_IMAGE", "streams: true"),
                        "/tables/Commerce/streams", "enum"),
                Arguments.of("read capacity on an on-demand table",
                        VALID.replace("mode: provisioned", "mode: on-demand"),
                        "/tables/Commerce/capacity", "capacity"),
                Arguments.of("record age below the service minimum",
                        VALID.replace("max_record_age_s: 3600", "max_record_age_s: 30"),
                        "/consumers/0/max_record_age_s", "60"),
                Arguments.of("an LSI with a multi-attribute sort key",
                        VALID.replace("ByStatus: { partition: status, projection: [total] }",
                                "ByStatus: { type: lsi, sort: [a, b] }"),
                        "/tables/Commerce/indexes/ByStatus/sort", "string"),
                Arguments.of("five partition attributes",
                        VALID.replace("partition: status,", "partition: [a, b, c, d, e],"),
                        "/tables/Commerce/indexes/ByStatus/partition", "at most 4"),
                Arguments.of("begins_with on a number",
                        VALID.replace("begins_with: \"ORDER#\"", "begins_with: 42"),
                        "/access_patterns/0/key/sk/begins_with", "string"),
                Arguments.of("a $schema field instead of the comment", "$schema: x\n" + VALID, "", "$schema"));
    }

    static Stream<Arguments> acceptedVariants() {
        return Stream.of(
                Arguments.of("streams: off, unquoted", VALID.replace("streams: NEW_IMAGE", "streams: off")
                        .replace("via: lambda", "via: kinesis")),
                Arguments.of("streams: false", VALID.replace("streams: NEW_IMAGE", "streams: false")
                        .replace("via: lambda", "via: kinesis")),
                Arguments.of("capacity as a bare word", VALID.replace("{ mode: provisioned, read: 5, write: 5 }", "provisioned")),
                Arguments.of("reserved capacity on an on-demand map",
                        VALID.replace("{ mode: provisioned, read: 5, write: 5 }",
                                "{ mode: on-demand, reserved: { term: 1y, write: 100 } }")),
                Arguments.of("rps as a bare number", VALID.replace("{ peak: 40, average: 4 }", "40")),
                Arguments.of("rps with a peak only", VALID.replace("{ peak: 40, average: 4 }", "{ peak: 40 }")),
                Arguments.of("infinite retries stated explicitly",
                        VALID.replace("max_record_age_s: 3600", "max_record_age_s: -1, max_retries: -1")),
                Arguments.of("an LSI without partition",
                        VALID.replace("ByStatus: { partition: status, projection: [total] }",
                                "ByStatus: { type: lsi, sort: status }")),
                Arguments.of("a multi-attribute GSI key",
                        VALID.replace("ByStatus: { partition: status, projection: [total] }",
                                "ByStatus: { partition: [a, b, c, d], sort: [e, f] }")),
                Arguments.of("a number as a key-condition operand",
                        VALID.replace("begins_with: \"ORDER#\"", "\">=\": 1700000000")),
                Arguments.of("an attribute with its type and size left to defaults",
                        VALID.replace("customer_id: { type: S, bytes: 26 }", "customer_id: { source: user }")),
                Arguments.of("a status outside the suggested three", VALID + "status: needs-capacity-review\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("acceptedVariants")
    void schemaAccepts(String why, String yaml) throws IOException {
        Set<ValidationMessage> messages = validate(new YAMLMapper().readTree(yaml));
        assertTrue(messages.isEmpty(), () -> why + ": " + messages);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidDesigns")
    void schemaRejects(String why, String yaml, String location, String mentions) throws IOException {
        assertTrue(validate(new YAMLMapper().readTree(VALID)).isEmpty(), "the base snippet must be valid");
        Set<ValidationMessage> messages = validate(new YAMLMapper().readTree(yaml));
        assertFalse(messages.isEmpty(), why + ": accepted");
        assertTrue(messages.stream().anyMatch(m -> m.getInstanceLocation().toString().equals(location)
                        && m.getMessage().contains(mentions)),
                () -> why + ": no message at `" + location + "` mentioning `" + mentions + "` in " + messages);
    }
}
