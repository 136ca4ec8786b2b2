package dev.tablebook.load;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Files written to break the loader: each gives its exact errors at their positions, never an
 * exception, and never stops the other designs of the folder from loading. The hang guards are
 * generous; they are not speed goals.
 */
class HostileInputTest {
    static final Path FIXTURES = Path.of("src/test/resources/load/hostile");
    private static final Duration GUARD = Duration.ofSeconds(60);

    static Stream<Arguments> fixtures() {
        String tag = " is not allowed: a design file is plain YAML (remove the tag; quote the value if it is text)";
        return Stream.of(
                Arguments.of("tags.yaml", List.of(
                        "2:8: YAML tag `!!python/object/apply:os.system`" + tag,
                        "2:8: `title` in the design must be text, not a list",
                        "3:8: YAML tag `!!java.net.URL`" + tag,
                        "3:8: `owner` in the design must be text, not a list",
                        "4:10: YAML tag `!!binary`" + tag,
                        "5:9: YAML tag `!custom`" + tag)),
                Arguments.of("recursive-alias.yaml", List.of(
                        "4:17: alias *all refers to a node that contains it: a recursive structure cannot be a design")),
                Arguments.of("merge-not-a-map.yaml", List.of(
                        "4:5: a `<<` merge key takes a map or a list of maps, not a number (3)",
                        "7:5: a `<<` merge key takes a map or a list of maps, not text \"text\"")),
                Arguments.of("numbers.yaml", List.of(
                        "2:21: `peak_hours_per_day` in the design must be between 0.000001 and 24, not .nan",
                        "5:12: `count` in entity Customer must be a whole number, not a number (.inf)",
                        // YAML 1.2: 017 is 17 and 0x1A is 26, as editors read them; 1_000 is text
                        "9:38: `bytes` in attribute Customer.order_count must be a whole number, not text \"1_000\"",
                        "10:33: `bytes` in attribute Customer.points must be a whole number within"
                                + " ±9,007,199,254,740,992, not a number (99999999999999999999)")),
                Arguments.of("keys.yaml", List.of(
                        "2:1: unknown field `1` in the design",
                        "3:1: unknown field `true` in the design",
                        "4:1: unknown field `~` in the design",
                        "5:3: a map key must be a name, not a list")),
                Arguments.of("duplicate-keys.yaml", List.of(
                        "5:5: duplicate key `count` (first at line 4)",
                        "7:3: duplicate key `Customer` (first at line 3)")),
                Arguments.of("two-documents.yaml", List.of(
                        "2:1: a design file holds one document; a second one starts here")),
                Arguments.of("top-level-list.yaml", List.of("1:1: the design must be a map, not a list")),
                Arguments.of("names.yaml", List.of(
                        "3:9: access pattern id `../AP1` must start with an ASCII letter and use ASCII letters,"
                                + " digits, '_' or '-'",
                        "7:3: entity name `../x` is not valid: start with an ASCII letter; ASCII letters, digits,"
                                + " '_' and '-'",
                        "8:3: entity name `<script>alert(1)</script>` is not valid: start with an ASCII letter;"
                                + " ASCII letters, digits, '_' and '-'",
                        "9:3: entity name `A\\nB` is not valid: start with an ASCII letter; ASCII letters, digits,"
                                + " '_' and '-'",
                        "10:3: entity name `KundeÄ` is not valid: start with an ASCII letter; ASCII letters, digits,"
                                + " '_' and '-'",
                        "11:3: entity name `\\u202Egnp.exe` is not valid: start with an ASCII letter; ASCII letters,"
                                + " digits, '_' and '-'",
                        "13:3: table name `../../etc` is not valid: 3 to 255 ASCII letters, digits, '_', '.' or '-'",
                        "14:23: attribute name `<pk>` is not valid: start with an ASCII letter or '_'; ASCII letters,"
                                + " digits, '_', '.' and '-'",
                        "14:37: attribute name `a\\nb` is not valid: start with an ASCII letter or '_'; ASCII letters,"
                                + " digits, '_', '.' and '-'",
                        "15:10: attribute name `../ttl` is not valid: start with an ASCII letter or '_'; ASCII"
                                + " letters, digits, '_', '.' and '-'",
                        "16:27: Region `../eu` is not valid: an AWS Region code such as us-east-1",
                        "18:13: consumer name `<script>` is not valid: 1 to 64 ASCII letters, digits, '_', '.' or '-'",
                        "18:32: consumer <script> reads the stream of table ../../etc, which has none: set `streams` on"
                                + " the table (a Kinesis consumer, `via: kinesis`, reads its own stream instead)",
                        "20:13: rule id `<script>` is not valid: kebab-case, such as scan-on-read-path")),
                Arguments.of("templates.yaml", List.of(
                        "13:17: unclosed `{` in key template \"{\" (template of A.pk in table Shop)",
                        "14:17: unmatched `}` in key template \"}\" (template of B.pk in table Shop)",
                        "15:17: placeholder `{}` in key template \"{}\" is not an attribute name (template of C.pk in"
                                + " table Shop)",
                        "16:19: unclosed `{` in key template \"X#{{id}}\" (template of D.pk in table Shop)",
                        "17:18: unmatched `}` in key template \"a}b{\" (template of E.pk in table Shop)")),
                Arguments.of("import-empty.json", List.of(
                        "1:1: the model is missing required field `access_patterns`",
                        "1:1: the model is missing required field `tables`")),
                Arguments.of("import-top-level-array.json", List.of("1:1: the model must be an object, not a list")),
                Arguments.of("import-wrong-types.json", List.of(
                        "1:13: table must be an object, not a number (5)",
                        "1:50: `key_schema` of table T must be an object, not a list",
                        "1:63: GSI is missing required field `index_name`",
                        "1:78: projection type of GSI must be ALL, INCLUDE or KEYS_ONLY, not \"5\"",
                        "2:56: `operation` in access pattern A1 must be one of GetItem, Query, Scan, BatchGetItem,"
                                + " TransactGetItems, PutItem, UpdateItem, DeleteItem, BatchWriteItem,"
                                + " TransactWriteItems, SearchVectors, not \"Bogus\"",
                        "2:74: `table` in access pattern A1 must be text, not a list",
                        "2:90: `peak_rps` in access pattern A1 must be a number, not text \"x\"",
                        "2:106: `avg_rps` in access pattern A1 must be between 0 and 1000000000000, not -1",
                        "3:25: `items_per_request` in access pattern A1 must be a whole number, not 1.5",
                        "3:39: `top_k` in access pattern A1 must be a finite number, not 1e400",
                        "3:71: `conditional_fail_rate` in access pattern A1 must be between 0 and 1, not 2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void reportsEveryProblemOfAHostileFileAtItsPosition(String fixture, List<String> expected) {
        Path file = FIXTURES.resolve(fixture);
        LoadResult r = assertTimeoutPreemptively(GUARD, () -> new DesignLoader().load(List.of(file)));
        String prefix = file.toString().replace('\\', '/') + ":";
        assertEquals(expected.stream().map(e -> prefix + e).toList(), messages(r));
        assertTrue(r.designs().isEmpty());
    }

    @Test
    void oneHostileFileNeverStopsTheOthers(@TempDir Path dir) throws IOException {
        try (Stream<Path> files = Files.list(FIXTURES)) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        Files.copy(Path.of("src/test/resources/load/good-shop.yaml"), dir.resolve("shop.yaml"));
        LoadResult r = assertTimeoutPreemptively(GUARD, () -> new DesignLoader().load(List.of(dir)));
        assertEquals(List.of("aliases", "ext", "markup", "shop"), r.designs().stream().map(Design::service).toList());
        assertEquals(fixtures().count(), r.failedFiles().size(), () -> "failed: " + r.failedFiles());
    }

    @Test
    void anchorsAndAliasesOnScalarsMapsAndMergeKeysResolve() {
        LoadResult r = new DesignLoader().load(List.of(FIXTURES.resolve("aliases.yaml")));
        assertEquals(List.of(), r.errors());
        Design d = r.designs().get(0);
        assertEquals("checkout-team", d.owner());
        assertEquals("checkout-team", d.status());
        AccessPattern ap1 = d.patterns().get(0);
        AccessPattern ap2 = d.patterns().get(1);
        assertEquals(ap1.rps(), ap2.rps());
        assertEquals(ap1.key().get(0).operands(), ap2.key().get(0).operands());
        Attribute referrer = d.entities().get("Customer").attributes().get("referrer_id");
        assertEquals(26, referrer.bytes());
        assertTrue(referrer.guess(), "the merged map's own `source: guess` wins over the anchor's");
    }

    @Test
    void deepNestingIsRefusedWithItsPosition() {
        String yaml = "service: deep\nx: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n";
        assertEquals(List.of("deep.yaml:2:68: nesting is deeper than 64 levels"), messages(load("deep.yaml", yaml)));
        String json = "[".repeat(10_000) + "]".repeat(10_000);
        assertEquals(List.of("deep.json:1:66: nesting is deeper than 64 levels"), messages(load("deep.json", json)));
    }

    @Test
    void infinityAndNotANumberAreNumbersOutOfEveryRange() {
        String yaml = "service: inf\naccess_patterns:\n  - { id: AP1, operation: Scan, table: Tab, rps: -.inf }\n"
                + "tables:\n  Tab: { key: { partition: pk } }\n";
        assertEquals(List.of("inf.yaml:3:50: `rps` in access pattern AP1 must be between 0 and 1000000000, not -.inf"),
                messages(load("inf.yaml", yaml)));
    }

    @Test
    void aByteOrderMarkAndWindowsLineEndsAreRead() throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        byte[] text = ("\uFEFF" + good.replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8);
        LoadResult r = new DesignLoader().loadSources(List.of(new DesignSource("crlf.yaml", text)));
        assertEquals(List.of(), r.errors());
        assertEquals(1, r.designs().size());
    }

    @Test
    void badCharactersAndEncodingsAreNamedWhereTheyStand() {
        assertEquals(List.of("tab.yaml:3:1: not valid YAML: found a tab character where YAML allows only spaces (indent and"
                        + " separate with spaces)"),
                messages(load("tab.yaml", "service: tab\nentities:\n\tA: {}\n")));
        assertEquals(List.of("bell.yaml:2:9: not valid YAML: the character U+0007 is not allowed in a YAML file;"
                + " remove it"), messages(load("bell.yaml", "service: bell\ntitle: a\u0007b\n")));
        byte[] latin1 = "service: latin\ntitle: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of("latin.yaml:2:11: the file is not UTF-8 text: byte 0xE9 here is not UTF-8 (save the file"
                + " as UTF-8)"), messages(load("latin.yaml", latin1)));
        byte[] utf16 = "service: wide\n".getBytes(StandardCharsets.UTF_16);
        assertEquals(List.of("wide.yaml:1:1: the file is UTF-16 text; save it as UTF-8"),
                messages(load("wide.yaml", utf16)));
    }

    @Test
    void aGiantScalarOnOneLineIsRefusedQuickly() {
        String yaml = "service: giant\nsummary: \"" + "x".repeat(4_900_000) + "\"\n";
        LoadResult r = assertTimeoutPreemptively(GUARD, () -> load("giant.yaml", yaml));
        assertEquals(List.of("giant.yaml:2:100001: the line is 4,900,011 characters long; lines of a YAML design are"
                + " limited to 100,000 (continue long text on the next lines, e.g. in a `|` block)"), messages(r));
    }

    @Test
    void aGiantScalarOverManyLinesLoads() {
        StringBuilder yaml = new StringBuilder("service: giant\nsummary: |\n");
        for (int i = 0; i < 49; i++) {
            yaml.append("  ").append("x".repeat(99_990)).append('\n');
        }
        LoadResult r = assertTimeoutPreemptively(GUARD, () -> load("giant.yaml", yaml.toString()));
        assertEquals(List.of(), r.errors());
        assertEquals(49 * 99_991, r.designs().get(0).summary().length());
    }

    @Test
    void aFloodOfErrorsIsCountedPastTheFirstHundred() {
        StringBuilder yaml = new StringBuilder("service: flood\n");
        for (int i = 0; i < 200_000; i++) {
            yaml.append('k').append(i).append(": 1\n");
        }
        List<String> errors = messages(assertTimeoutPreemptively(GUARD, () -> load("flood.yaml", yaml.toString())));
        assertEquals(Problems.MAX_REPORTED + 1, errors.size());
        assertEquals("flood.yaml:2:1: unknown field `k0` in the design", errors.get(0));
        assertEquals("flood.yaml:102:1: 199,900 more input errors in this file from here on; fix the ones above first",
                errors.get(Problems.MAX_REPORTED));
    }

    @Test
    void aHugeKeyTemplateIsQuotedByItsEnds() {
        String template = "X".repeat(90_000) + "{";
        String yaml = "service: long\nentities:\n  A: {}\ntables:\n  Shop:\n    key: { partition: pk }\n"
                + "    items:\n      A: { pk: \"" + template + "\" }\n";
        List<String> errors = messages(load("long.yaml", yaml));
        assertEquals(List.of("long.yaml:8:90017: unclosed `{` in key template \"" + "X".repeat(40) + "…"
                + "X".repeat(29) + "{\" (template of A.pk in table Shop)"), errors);
    }

    @Test
    void aKeyTemplateLongerThanAnyDynamoDbKeyIsRefused() {
        String yaml = "service: wide\naccess_patterns:\n  - { id: AP1, operation: GetItem, table: Shop, key: { pk: \""
                + "{p}".repeat(2_049) + "\" }, returns: A }\nentities:\n  A: {}\ntables:\n  Shop:\n    key: { partition: pk }\n"
                + "    items:\n      A: { pk: \"K#" + "é".repeat(1_100) + "\" }\n";
        assertEquals(List.of("wide.yaml:3:60: key condition on `pk` of access pattern AP1 renders a key value of at"
                        + " least 2,049 bytes; a DynamoDB key value holds at most 2,048 (a sort key 1,024)",
                "wide.yaml:10:16: template of A.pk in table Shop renders a key value of at least 2,202 bytes; a"
                        + " DynamoDB key value holds at most 2,048 (a sort key 1,024)"), messages(load("wide.yaml", yaml)));
    }

    @Test
    void aNameAsLongAsTheFileGetsNoSuggestionAndAShortMessage() {
        String key = "k".repeat(300_000);
        String json = "{\"tables\": [], \"access_patterns\": [], \"" + key + "\": 1}";
        List<String> errors = messages(assertTimeoutPreemptively(GUARD, () -> load("wide.json", json)));
        assertEquals(List.of(), errors, "an unknown field in an imported model is ignored, as the calculator does");
        String yaml = "service: wide\n? " + key.substring(0, 90_000) + "\n: 1\n";
        errors = messages(assertTimeoutPreemptively(GUARD, () -> load("wide.yaml", yaml)));
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).startsWith("wide.yaml:2:3: unknown field `kkk"), errors.get(0));
        assertTrue(errors.get(0).length() < Problems.MAX_MESSAGE_CHARS + 40, errors.get(0));
        assertTrue(errors.get(0).contains("characters left out") && errors.get(0).endsWith("` in the design"),
                errors.get(0));
    }

    private static LoadResult load(String name, String text) {
        return load(name, text.getBytes(StandardCharsets.UTF_8));
    }

    private static LoadResult load(String name, byte[] bytes) {
        return new DesignLoader().loadSources(List.of(new DesignSource(name, bytes)));
    }

    static List<String> messages(LoadResult r) {
        return r.errors().stream().map(InputError::toString).toList();
    }
}
