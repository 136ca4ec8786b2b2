package dev.tablebook.load;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One fixture per kind of input error, each asserting the exact message and position. */
class InputErrorsTest {
    private static final Path FIXTURES = Path.of("src/test/resources/load/errors");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown-field      | 17:12: unknown field `partiton` in `key` of table Shop; did you mean `partition`?
            unknown-field      | 17:10: `key` of table Shop is missing required field `partition`
            wrong-type         | 9:10: `rps` in access pattern AP1 must be a number, not text "lots"
            missing-required   | 3:5: access pattern AP1 is missing required field `operation`
            duplicate-id       | 11:9: duplicate access pattern id `AP1` (first at line 3)
            dangling-entity    | 8:14: access pattern AP1 names entity `Custmer`, which the design does not define; did you mean `Customer`?
            dangling-table     | 6:12: access pattern AP1 names table `Shops`, which the design does not define; did you mean `Shop`?
            dangling-index     | 7:12: access pattern AP1 names index `ByEmail`, which table Shop does not define
            malformed-template | 19:33: placeholder `{customer id}` in key template "CUSTOMER#{customer id}" is not an attribute name (template of Customer.pk in table Shop)
            invalid-slug       | 1:10: service `Shop_Service` is not a valid slug: use lower-case ASCII letters, digits and '-', starting with a letter or digit, at most 63 characters
            yaml-syntax        | 10:18: not valid YAML: expected ',' or ']', but found `:`; in the flow sequence that starts at line 9, column 10
            empty              | 1:1: the file holds no design (it is empty)
            """)
    void reportsEachErrorKindWithItsPosition(String fixture, String expected) {
        String file = FIXTURES.resolve(fixture + ".yaml").toString().replace('\\', '/');
        LoadResult r = new DesignLoader().load(List.of(FIXTURES.resolve(fixture + ".yaml")));
        List<String> errors = r.errors().stream().map(InputError::toString).toList();
        assertTrue(errors.contains(file + ":" + expected), () -> "expected " + expected + " among " + errors);
        assertTrue(errors.stream().allMatch(e -> e.startsWith(file + ":" + expected.substring(0, expected.indexOf(':')))
                || fixture.equals("unknown-field")), () -> "one defect, one line: " + errors);
        assertTrue(r.designs().isEmpty());
        assertEquals(List.of(file), r.failedFiles());
    }

    /** A mutation of the good fixture (pairs of find / replace) and the one error it must cause. */
    static Stream<Arguments> inconsistentDesigns() {
        return Stream.of(
                Arguments.of("a batch cannot update", List.of(
                        "operation: GetItem", "operation: BatchWriteItem",
                        "    key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n    returns: Customer\n",
                        "    writes: [ { entity: Customer, action: update, count: 2 } ]\n    idempotency: natural\n"),
                        "7:43: access pattern AP1 is a BatchWriteItem, which can only put and delete items; an update"
                                + " needs UpdateItem or TransactWriteItems"),
                Arguments.of("transactional outside a transaction", List.of(
                        "rps: 10", "rps: 10\n    consistency: transactional"),
                        "10:18: `consistency: transactional` in access pattern AP1 is for TransactGetItems and"
                                + " TransactWriteItems; a GetItem is eventual or strong"),
                Arguments.of("a read has no idempotency", List.of(
                        "rps: 10", "rps: 10\n    idempotency: natural"),
                        "10:18: `idempotency` in access pattern AP1 is not a field of a GetItem (a read)"),
                Arguments.of("a write has no filter", List.of(
                        "operation: GetItem", "operation: PutItem",
                        "    key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n    returns: Customer\n",
                        "    entity: Customer\n    filter: attribute_exists(pk)\n    idempotency: natural\n"),
                        "8:13: `filter` in access pattern AP1 is not a field of a PutItem (a write)"),
                Arguments.of("a write returns nothing", List.of(
                        "operation: GetItem", "operation: DeleteItem", "    returns: Customer\n",
                        "    returns: Customer\n    entity: Customer\n"),
                        "8:14: `returns` in access pattern AP1 is not a field of a DeleteItem (a write)"),
                Arguments.of("a vector search has no item sizes", List.of(
                        "operation: GetItem", "operation: SearchVectors",
                        "    key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n",
                        "    index: Near\n    top_k: 5\n    item_sizes: [100]\n",
                        "      Customer: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n",
                        "      Customer: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n    vector_indexes:\n"
                                + "      Near: { attribute: embedding, dimensions: 8, distance: COSINE }\n"),
                        "9:17: `item_sizes` in access pattern AP1 is not a field of a SearchVectors (a vector search)"),
                Arguments.of("a consumer of a table without a stream", List.of(
                        "      Customer: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n",
                        "      Customer: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n"
                                + "consumers:\n  - { name: mailer, table: Shop, via: lambda }\n"),
                        "21:28: consumer mailer reads the stream of table Shop, which has none: set `streams` on the"
                                + " table (a Kinesis consumer, `via: kinesis`, reads its own stream instead)"),
                Arguments.of("a number key filled from text", List.of(
                        "key: { partition: pk, sort: sk }", "key: { partition: pk, sort: sk }\n    types: { pk: N }",
                        "{ pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n", "{ pk: \"{customer_id}\", sk: PROFILE }\n"),
                        "20:23: key `pk` of table Shop is type N, but the template of Customer fills it from"
                                + " `customer_id`, which is S"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inconsistentDesigns")
    void reportsInconsistentDesigns(String why, List<String> edits, String expected) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        for (int i = 0; i + 1 < edits.size(); i += 2) {
            assertTrue(text.contains(edits.get(i)), why + ": fixture lacks " + edits.get(i));
            text = text.replace(edits.get(i), edits.get(i + 1));
        }
        LoadResult r = new DesignLoader().loadText("case.yaml", text);
        List<String> errors = r.errors().stream().map(InputError::toString).toList();
        assertEquals(List.of("case.yaml:" + expected), errors, why);
    }

    @Test
    void refusesFilesOverFiveMegabytes(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.yaml");
        Files.writeString(big, "service: big\n" + "# padding\n".repeat(600_000));
        LoadResult r = new DesignLoader().load(List.of(big));
        assertEquals(1, r.errors().size());
        assertEquals(big + ":1:1: the file is 5.7 MB; design files are limited to 5 MB", r.errors().get(0).toString());
    }

    @Test
    void refusesAliasesThatExpandBeyondTheBound(@TempDir Path dir) throws IOException {
        StringBuilder yaml = new StringBuilder("service: bomb\nx0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n");
        for (int i = 1; i < 9; i++) {
            yaml.append("x").append(i).append(": &a").append(i).append(" [");
            for (int j = 0; j < 10; j++) {
                yaml.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
            }
            yaml.append("]\n");
        }
        Path bomb = dir.resolve("bomb.yaml");
        Files.writeString(bomb, yaml);
        LoadResult r = new DesignLoader().load(List.of(bomb));
        assertEquals(1, r.errors().size());
        String e = r.errors().get(0).toString();
        assertTrue(e.startsWith(bomb + ":5:"), e);
        assertTrue(e.contains("YAML aliases expand to more than 10000 nodes"), e);
    }

    @Test
    void oneBrokenFileDoesNotStopTheOthers(@TempDir Path dir) throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        Files.writeString(dir.resolve("a.yaml"), good.replace("service: shop", "service: alpha"));
        Files.writeString(dir.resolve("b.yaml"), good.replace("rps: 10", "rps: lots"));
        Files.writeString(dir.resolve("c.yaml"), good.replace("service: shop", "service: gamma"));
        Files.writeString(dir.resolve("_draft.yaml"), "not: a design");
        LoadResult r = new DesignLoader().load(List.of(dir));
        assertEquals(List.of("alpha", "gamma"), r.designs().stream().map(d -> d.service()).toList());
        assertEquals(1, r.errors().size());
        assertEquals(List.of(dir + "/b.yaml"), r.failedFiles());
    }

    @Test
    void serviceNamesAreUniqueAcrossFiles(@TempDir Path dir) throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        Files.writeString(dir.resolve("a.yaml"), good);
        Files.writeString(dir.resolve("b.yaml"), good);
        LoadResult r = new DesignLoader().load(List.of(dir));
        assertEquals(1, r.designs().size());
        assertEquals(dir + "/b.yaml:1:10: service `shop` is already defined in " + dir + "/a.yaml; service names are"
                + " unique in a design repository", r.errors().get(0).toString());
    }
}
