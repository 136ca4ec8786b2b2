package dev.tablebook.load;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Idempotency;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Read;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loads the fixture that uses every field of the format and checks each one arrives in the model. */
class EveryFieldModelTest {
    private static Design d;

    @BeforeAll
    static void load() {
        LoadResult r = new DesignLoader().load(List.of(Path.of("src/test/resources/designs/every-field.yaml")));
        assertEquals(List.of(), r.errors());
        d = r.designs().get(0);
    }

    @Test
    void serviceMetadata() {
        assertEquals("every-field", d.service());
        assertEquals("Every Field", d.title());
        assertEquals("format-maintainers", d.owner());
        assertEquals("draft", d.status());
        assertTrue(d.summary().contains("**every** field"));
        assertEquals("eu-west-1", d.region());
        assertEquals(3.5, d.peakHoursPerDay());
        assertEquals(16, d.patterns().size());
    }

    @Test
    void readPatterns() {
        Read q1 = assertInstanceOf(Read.class, d.pattern("Q1"));
        assertEquals("Newest first, live notes only.", q1.description());
        assertEquals(Operation.Query, q1.operation());
        assertEquals(List.of(new KeyCondition("pk", KeyCondition.Op.EQ, List.of(KeyTemplate.of("USER#{user_id}")),
                q1.key().get(0).where()), new KeyCondition("sk", KeyCondition.Op.BEGINS_WITH,
                List.of(KeyTemplate.of("NOTE#")), q1.key().get(1).where())), q1.key());
        assertTrue(q1.descending());
        assertEquals(10, q1.limit());
        assertEquals(List.of("Note"), q1.returns());
        assertEquals(List.of("title", "created_at"), q1.projection());
        assertEquals(12.5, q1.rps().peak());
        assertEquals(2.0, q1.rps().average());
        assertEquals(Consistency.EVENTUAL, q1.consistency());
        assertEquals("user_id", q1.authorization());
        assertEquals("attribute_not_exists(deleted_at)", q1.filter());
        assertEquals(0.2, q1.filterSelectivity());
        assertEquals(900, q1.itemBytes());
        assertEquals(0.05, q1.hotKeyShare());

        KeyCondition between = d.pattern("Q2").condition("sk");
        assertEquals(KeyCondition.Op.BETWEEN, between.op());
        assertEquals(List.of("NOTE#{from_id}", "NOTE#{to_id}"), between.operands().stream().map(KeyTemplate::text).toList());
        assertEquals(KeyCondition.Op.LT, d.pattern("Q3").condition("title_sk").op());
        assertEquals(Consistency.STRONG, d.pattern("Q3").consistency());
        assertEquals(KeyCondition.Op.LE, d.pattern("Q4").condition("title_sk").op());
        assertFalse(read("Q4").descending());
        assertEquals(KeyCondition.Op.GT, d.pattern("Q5").condition("created_at").op());
        assertEquals(KeyCondition.Op.GE, d.pattern("Q6").condition("note_id").op());
        assertEquals(KeyCondition.Op.EQ, d.pattern("G1").condition("user_id").op(), "the `=` operator form");
        assertEquals(5.0, d.pattern("G1").rps().average(), "average defaults to peak");
        assertEquals(0.1, read("G1").nonExistentRate());
        assertEquals(Consistency.TRANSACTIONAL, d.pattern("G2").consistency());
        assertEquals(Operation.BatchGetItem, d.pattern("G3").operation());
        assertEquals(5, assertInstanceOf(VectorSearch.class, d.pattern("V1")).topK());
        assertEquals("NoteEmbeddings", d.pattern("V1").index());
        assertNull(d.pattern("S1").authorization());
    }

    private static Read read(String id) {
        return assertInstanceOf(Read.class, d.pattern(id));
    }

    private static Write write(String id) {
        return assertInstanceOf(Write.class, d.pattern(id));
    }

    @Test
    void writePatterns() {
        Write w1 = write("W1");
        assertEquals(3, w1.writes().size());
        WriteLeg note = w1.writes().get(0);
        assertEquals(new WriteLeg("Note", "Notes", WriteAction.CREATE, 1, "attribute_not_exists(sk)", null, null, 365,
                note.where()), note);
        WriteLeg user = w1.writes().get(1);
        assertEquals("Users", user.table());
        assertEquals(WriteAction.UPDATE, user.action());
        assertEquals(List.of("note_count"), user.attributes());
        assertEquals(120, user.previousBytes());
        assertEquals(Idempotency.CLIENT_TOKEN, w1.idempotency());
        assertEquals(0.01, w1.conditionalFailRate());
        assertEquals(List.of(800, 120, 300), w1.itemSizes());
        WriteLeg check = w1.writes().get(2);
        assertEquals(WriteAction.CHECK, check.action());
        assertEquals("NoteVectors", check.table());
        assertEquals("attribute_not_exists(pk)", check.condition());
        Write w2 = write("W2");
        assertTrue(w2.legsFromPatternFields());
        assertEquals(WriteAction.DELETE, w2.writes().get(0).action());
        assertEquals("attribute_exists(sk)", w2.writes().get(0).condition());
        assertEquals(Idempotency.NATURAL, w2.idempotency());
        assertEquals(WriteAction.PUT, write("W3").writes().get(0).action());
        assertEquals(10, write("W3").writes().get(0).count());
        assertEquals(WriteAction.CREATE, write("W4").writes().get(0).action());
        assertEquals(Idempotency.CONDITIONAL_WRITE, write("W4").idempotency());
        assertEquals(Idempotency.NONE, write("W5").idempotency());
        assertEquals(WriteAction.UPDATE, write("W5").writes().get(0).action());
    }

    @Test
    void entitiesAndAttributes() {
        Entity user = d.entities().get("User");
        assertEquals("A person.", user.description());
        assertEquals(10000L, user.count());
        assertEquals(AttrType.S, user.attribute("user_id").type());
        assertEquals(26, user.attribute("user_id").bytes());
        assertFalse(user.attribute("user_id").guess());
        assertEquals(10000L, user.attribute("user_id").distinct());
        assertTrue(user.attribute("note_count").mutable());
        assertTrue(user.attribute("note_count").guess());
        assertEquals(List.of(AttrType.S, AttrType.N, AttrType.B, AttrType.BOOL, AttrType.NULL, AttrType.M, AttrType.SS,
                AttrType.NS, AttrType.BS), user.attributes().values().stream().map(a -> a.type()).toList());
        Entity note = d.entities().get("Note");
        assertEquals(1000L, note.maxPerPartition());
        assertEquals(800, note.sizeBytes());
        assertEquals(50L, note.attribute("tag").distinct());
        assertEquals(AttrType.L, note.attribute("links").type());
    }

    @Test
    void tablesKeyMapAndIndexes() {
        Table users = d.tables().get("Users");
        assertEquals("user_id", users.partitionKey());
        assertNull(users.sortKey());
        assertEquals(KeyTemplate.of("{user_id}"), users.template("User", "user_id"), "a natural key maps to itself");
        Table notes = d.tables().get("Notes");
        assertEquals(KeyTemplate.of("USER#{user_id}"), notes.template("Note", "pk"));
        assertEquals(List.of("title", "note_id"), notes.template("Note", "title_sk").placeholders());
        assertEquals(AttrType.S, notes.declaredTypes().get("title_sk"));
        Index byTag = notes.indexes().get("ByTag");
        assertEquals(Index.Kind.GSI, byTag.kind());
        assertEquals(List.of("user_id", "tag"), byTag.partition());
        assertEquals(List.of("created_at", "note_id"), byTag.sort());
        assertEquals(Projection.include(List.of("title")), byTag.projection());
        Index byTitle = notes.indexes().get("ByTitle");
        assertEquals(Index.Kind.LSI, byTitle.kind());
        assertEquals(List.of("pk"), byTitle.partition());
        assertEquals(Projection.KEYS_ONLY, byTitle.projection());
        assertEquals(Projection.ALL, notes.indexes().get("ByCreated").projection());
        assertEquals(KeyTemplate.of("{tag}"), notes.template("Note", "tag"), "index keys that are attributes map to themselves");
    }

    @Test
    void operationalSettings() {
        Table notes = d.tables().get("Notes");
        Capacity c = notes.capacity();
        assertEquals(Capacity.Mode.PROVISIONED, c.mode());
        assertEquals(50, c.read());
        assertEquals(20, c.write());
        assertEquals(new Capacity.Autoscaling(5, 200, 0.6), c.autoscaling());
        assertEquals(new Capacity.Reserved(Capacity.Term.THREE_YEARS, 100, 0), c.reserved());
        assertEquals(Table.TableClass.STANDARD_IA, notes.tableClass());
        assertEquals(StreamView.NEW_AND_OLD_IMAGES, notes.streams());
        assertTrue(notes.pitr());
        assertEquals(7, notes.pitrRetentionDays());
        assertEquals("expires_at", notes.ttl());
        assertEquals(400, notes.ttlDays());
        assertTrue(notes.deletionProtection());
        assertEquals(List.of("eu-west-1", "eu-central-1"), notes.replicas());
        assertEquals(Table.Replication.LWW, notes.replication());
        assertEquals(Table.Encryption.CUSTOMER_MANAGED, notes.encryption());
        assertFalse(notes.ephemeral());
        assertEquals(2.0, notes.peakHoursPerDay());
        assertEquals(new dev.tablebook.model.Deployment("notes-main", "NotesTable", "NotesStack/Notes/Resource"),
                notes.deployed());
        Table vectors = d.tables().get("NoteVectors");
        assertEquals(Capacity.Mode.ON_DEMAND, vectors.capacity().mode());
        assertEquals(StreamView.OFF, vectors.streams());
        assertFalse(vectors.pitr());
        assertTrue(vectors.ephemeral());
        assertEquals(null, vectors.deployed(), "found by its name");
        VectorIndex v = vectors.vectorIndexes().get("NoteEmbeddings");
        assertEquals(new VectorIndex("NoteEmbeddings", "embedding", 512, VectorIndex.Distance.DOT_PRODUCT,
                Projection.include(List.of("note_id")), "user_id", List.of("tag"), 350000L, v.where()), v);
    }

    @Test
    void consumersAndDeviations() {
        Consumer c = d.consumers().get(0);
        assertEquals("notes-indexer", c.name());
        assertEquals("Notes", c.table());
        assertEquals(Consumer.Via.LAMBDA, c.via());
        assertEquals("{\"eventName\":[\"INSERT\",\"MODIFY\"]}", c.filter());
        assertEquals(50, c.batchSize());
        assertEquals(2, c.maxRetries());
        assertEquals(600, c.maxRecordAgeS());
        assertTrue(c.bisectOnError());
        assertEquals("notes-dlq", c.onFailure());
        assertEquals(Consumer.Dedupe.IDEMPOTENT_HANDLER, c.dedupe());
        assertEquals(List.of("search index", "audit log"), c.targets());
        assertEquals("Indexes notes for search.", c.description());
        assertEquals(1, d.deviations().size());
        assertEquals("scan-on-read-path", d.deviations().get(0).rule());
        assertEquals("S1", d.deviations().get(0).target());
        assertTrue(d.deviations().get(0).justified());
    }

    @Test
    void trafficShapesOfTheServiceAndOfATable() {
        assertEquals(3.5, d.peakHoursPerDay());
        assertEquals(45, d.traffic().rampMinutes());
        dev.tablebook.model.Traffic.Window nightly = d.traffic().windows().get("nightly");
        assertEquals(23 * 60 + 30, nightly.from());
        assertEquals(30, nightly.to());
        assertEquals(60, nightly.minutes(), "a window past midnight");
        Table notes = d.tables().get("Notes");
        assertEquals(2, notes.peakHoursPerDay());
        assertEquals(20, notes.traffic().rampMinutes());
        assertEquals(20, notes.traffic().windows().get("compaction").minutes());
        assertEquals("compaction", d.pattern("Q1").rps().window());
        assertEquals(notes.traffic().windows().get("compaction"), d.window(notes, "compaction"));
        assertEquals(nightly, d.window(notes, "nightly"), "the service's windows apply to every table");
    }

    @Test
    void sourceAndSamples() {
        assertEquals("nosql-workbench", d.source().format());
        assertEquals("3.0", d.source().version());
        assertEquals("models/every-field.json", d.source().file());
        assertEquals("Every Field", d.source().model());
        assertEquals("Format maintainers", d.source().author());
        assertEquals("Jan 2, 2026, 10:00 AM", d.source().created());
        assertEquals("2026-01-03T09:30:00Z", d.source().modified());
        assertEquals("2026-01-04", d.source().imported());
        Map<String, Object> sample = new LinkedHashMap<>();
        sample.put("user_id", "01J8ZK3C4W5X6Y7Z8A9B0C1D2E");
        sample.put("note_count", 3L);
        sample.put("verified", true);
        sample.put("nickname", null);
        assertEquals(List.of(sample), d.entities().get("User").samples());
    }

    @Test
    void everyFieldKnowsItsPosition() {
        Read q1 = assertInstanceOf(Read.class, d.pattern("Q1"));
        assertEquals(34, q1.where().of("filter").line());
        assertEquals(13, q1.where().of("filter").column());
        assertEquals(19, q1.where().self().line());
        assertEquals(31, q1.where().of("rps.window").line());
        Table notes = d.tables().get("Notes");
        assertEquals(282, notes.where().of("items.Note.title_sk").line());
        assertEquals(250_000L, notes.indexes().get("ByTag").indexedItems());
        assertEquals(null, notes.indexes().get("ByTitle").indexedItems());
        assertEquals(19, notes.where().of("items.Note.title_sk").column());
    }
}
