package dev.tablebook.imports;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** NoSQL Workbench models of every version import to designs that load, with what each model holds. */
class WorkbenchImportTest {
    static final Path MODELS = Path.of("src/test/resources/workbench");
    static final String DAY = "2026-01-15";
    private static final Path GOLDEN = Path.of("src/test/resources/golden/import");

    static Importer.Outcome importFile(Path file) throws IOException {
        String shown = file.toString().replace('\\', '/');
        return new Importer(DAY).read(new DesignSource(shown, Files.readAllBytes(file)), "_design.schema.json");
    }

    static Design load(ImportedDesign d) {
        LoadResult r = new DesignLoader().loadText("designs/" + d.service() + ".yaml", d.yaml());
        assertEquals(List.of(), r.errors(), d.yaml());
        return r.designs().get(0);
    }

    static ImportedDesign only(Path file) throws IOException {
        Importer.Outcome o = importFile(file);
        assertEquals(List.of(), o.errors());
        assertEquals(1, o.designs().size());
        return o.designs().get(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"game-v3.json", "bookstore-v2-schema.json", "tickets-v2.json", "music-v1.json"})
    void everyVersionImportsToADesignThatLoadsAndMatchesItsGoldenFile(String name) throws IOException {
        ImportedDesign d = only(MODELS.resolve(name));
        load(d);
        Golden.check(GOLDEN.resolve(name.replace(".json", ".yaml")), d.yaml());
    }

    @Test
    void version3TablesKeysIndexesCapacityAndSourceMapOneToOne() throws IOException {
        Design d = load(only(MODELS.resolve("game-v3.json")));
        assertEquals("game-player", d.service());
        assertEquals("Game Player Data Model", d.title());
        assertEquals("Players, their friends and the matches they play.", d.summary());
        assertEquals("nosql-workbench", d.source().format());
        assertEquals("3.0", d.source().version());
        assertEquals("Platform team", d.source().author());
        assertEquals("Mar 09, 2024, 04:40 PM", d.source().modified());
        assertEquals(DAY, d.source().imported());
        Table t = d.tables().get("GameData");
        assertEquals("PK", t.partitionKey());
        assertEquals("SK", t.sortKey());
        assertEquals(Projection.include(List.of("score", "won")), t.indexes().get("MatchesByPlayer").projection());
        assertEquals(Capacity.Mode.PROVISIONED, t.capacity().mode());
        assertEquals(25, t.capacity().read());
        assertEquals(10, t.capacity().write());
        assertEquals(new Capacity.Autoscaling(5, 200, 0.7), t.capacity().autoscaling());
        assertEquals("PLAYER#{playerID}", t.template("Player", "PK").text());
        assertEquals("METADATA", t.template("Player", "SK").text());
        assertEquals("FRIEND#{friendID}", t.template("Friendship", "SK").text());
        // the index key reuses the placeholder whose values it repeats in every item
        assertEquals("PLAYER#{playerID}", t.template("MatchResult", "GSI1PK").text());
        assertNull(t.template("Player", "GSI1PK"), "Player items carry no GSI1PK: the index is sparse");
        // the table's items went to the facets whose keys they match
        assertEquals(2, d.entities().get("Player").samples().size());
        assertEquals(2, d.entities().get("Friendship").samples().size());
        assertEquals(2, d.entities().get("MatchResult").samples().size());
        // a sample names attributes only: the key's values are kept in the placeholders they fill
        assertEquals(Map.of("display_name", "Ana", "level", 12L, "joined_at", "2023-05-02T10:00:00Z",
                "playerID", "p-1001"), d.entities().get("Player").samples().get(0));
        Entity match = d.entities().get("MatchResult");
        assertEquals(List.of("score", "won", "matchID", "playerID", "GSI1SK_2"), List.copyOf(match.attributes().keySet()));
        assertEquals("2023-08-09T20:00:00Z", match.samples().get(0).get("GSI1SK_2"));
        assertNull(match.count(), "no item count is invented");
        assertTrue(match.attributes().values().stream().allMatch(a -> a.guess()), "sizes stay guesses");
        assertTrue(d.patterns().isEmpty(), "no access pattern is invented");
    }

    @Test
    void version2WithModelSchemaTakesItsKeyTemplates() throws IOException {
        ImportedDesign imported = only(MODELS.resolve("bookstore-v2-schema.json"));
        Design d = load(imported);
        Table t = d.tables().get("Bookstore");
        assertEquals("AUTHOR#{authorId}", t.template("Author", "pk").text());
        assertEquals("PROFILE", t.template("Author", "sk").text());
        assertEquals("BOOK#{isbn}", t.template("Book", "sk").text());
        assertEquals("ISBN#{isbn}", t.template("Book", "gsi1pk").text());
        assertEquals(Projection.KEYS_ONLY, t.indexes().get("BooksByIsbn").projection());
        assertEquals(Capacity.Mode.ON_DEMAND, t.capacity().mode());
        assertTrue(imported.yaml().contains("# Book: pk from ModelSchema; sk from ModelSchema; gsi1pk from ModelSchema"),
                "the comment says where the templates came from");
        assertEquals(1, d.entities().get("Author").samples().size());
        assertEquals(2, d.entities().get("Book").samples().size());
    }

    @Test
    void version2WithoutModelSchemaInfersTemplatesAndSaysSo() throws IOException {
        ImportedDesign imported = only(MODELS.resolve("tickets-v2.json"));
        Design d = load(imported);
        Table t = d.tables().get("Tickets");
        assertEquals("TICKET#{ticketId}", t.template("Ticket", "TicketKey").text());
        assertEquals("TICKET#{ticketId}#COMMENT#{commentId}", t.template("Comment", "TicketKey").text());
        // an alias naming the key attribute itself: a natural key, which maps to itself
        assertTrue(imported.yaml().contains("Ticket: { TicketKey: \"TICKET#{ticketId}\" }"), imported.yaml());
        assertEquals("{TenantId}", t.template("Ticket", "TenantId").text());
        assertTrue(d.entities().get("Ticket").attributes().containsKey("TenantId"));
        assertEquals(List.of("login", "sso"), d.entities().get("Ticket").samples().get(0).get("Tags"));
        assertTrue(imported.yaml().contains("TicketKey inferred from alias \"TICKET#ticketId#COMMENT#commentId\" and 2 samples"));
    }

    @Test
    void version1FacetItemsAndNumberKeysImport() throws IOException {
        Design d = load(only(MODELS.resolve("music-v1.json")));
        assertEquals("1.0", d.source().version());
        Table t = d.tables().get("MusicCollection");
        assertEquals(dev.tablebook.model.AttrType.N, t.keyType("Year"));
        assertEquals(List.of("Genre"), t.indexes().get("AlbumsByYear").partition());
        Entity song = d.entities().get("Song");
        assertEquals(2, song.samples().size());
        assertEquals(2015L, song.samples().get(0).get("Year"));
        assertTrue(song.attributes().containsKey("Artist") && song.attributes().containsKey("SongTitle"));
    }

    @Test
    void anUnknownVersionIsAPositionedError() throws IOException {
        Importer.Outcome o = importFile(MODELS.resolve("bad/version-4.json"));
        assertEquals(List.of(), o.designs());
        assertEquals(List.of("src/test/resources/workbench/bad/version-4.json:5:16: NoSQL Workbench model version"
                + " \"4.0\" is not one tablebook reads; it reads 1.0, 2.0, 3.0"), shown(o.errors()));
    }

    @Test
    void aMalformedModelReportsEveryProblemWhereItStands() throws IOException {
        Importer.Outcome o = importFile(MODELS.resolve("bad/malformed.json"));
        assertEquals(List.of(), o.designs());
        String f = "src/test/resources/workbench/bad/malformed.json";
        assertEquals(List.of(
                f + ":8:5: table Orders is missing required field `KeyAttributes`",
                f + ":11:54: `AttributeType` of total must be one of S, N, B, BOOL, NULL, M, L, SS, NS, BS, not \"DECIMAL\""),
                shown(o.errors()));
        // a malformed sample item spoils only itself: a positioned warning, and the item is dropped
        assertEquals(List.of(f + ":14:17: sample item 1 of table Orders dropped: an item attribute must be a DynamoDB"
                + " JSON value with one type, such as {\"S\": \"text\"} or {\"N\": \"42\"}, not text \"ORDER#1\""),
                shown(o.warnings()));
    }

    @Test
    void aTruncatedFileIsAPositionedSyntaxError() throws IOException {
        Importer.Outcome o = importFile(MODELS.resolve("bad/truncated.json"));
        assertEquals(1, o.errors().size());
        assertEquals("src/test/resources/workbench/bad/truncated.json:4:1: not valid JSON: Unexpected end-of-input:"
                + " expected close marker for Object (opened at line 3, column 20)", shown(o.errors()).get(0));
    }

    @Test
    void aJsonFileThatIsNoModelSaysWhatAModelHas() {
        Importer.Outcome o = new Importer(DAY).read(new DesignSource("x.json",
                "{\"name\": 1}".getBytes(StandardCharsets.UTF_8)), null);
        assertEquals(List.of("x.json:1:1: not a model tablebook can import: a NoSQL Workbench model has `ModelName`,"
                + " `ModelMetadata` and `DataModel`; a reference-format model has `tables` and `access_patterns`"),
                shown(o.errors()));
    }

    @Test
    void theSameModelImportsToTheSameBytes() throws IOException {
        assertEquals(only(MODELS.resolve("game-v3.json")).yaml(), only(MODELS.resolve("game-v3.json")).yaml());
    }

    static List<String> shown(List<InputError> errors) {
        return errors.stream().map(e -> e.pos() + ": " + e.message()).toList();
    }
}
