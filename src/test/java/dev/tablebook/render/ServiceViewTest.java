package dev.tablebook.render;

import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The computed sections of a service page, checked against the showcase design. */
class ServiceViewTest {
    private final Design design = TestDesigns.showcase();
    private final ServiceView view = ServiceView.of(design, null, List.of(), SiteCosts.none(), new MarkdownText());

    private IndexView index(String name) {
        return view.indexes().stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow();
    }

    private PatternDetail detail(String id) {
        return view.details().stream().filter(d -> d.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void sectionsComeInTheOrderTheDisciplineReads() {
        assertEquals(List.of("summary", "access-patterns", "findings", "key-map", "index-map", "pattern-matrix",
                "fan-out", "entities", "cost", "pattern-details", "iac"), view.sections().stream().map(ServiceView.Section::id)
                .toList());
        assertEquals("15 access patterns · 3 entities · 2 tables · 4 indexes · 4 stream consumers", view.counts());
    }

    @Test
    void indexMembersAreTheEntitiesThatCarryEveryKeyAttribute() {
        IndexView overdue = index("OverdueByBranch");
        assertEquals(List.of("Loan"), overdue.members().stream().map(IndexView.Member::entity).toList());
        assertEquals(List.of("Member"), overdue.nonMembers());
        assertTrue(overdue.sparse());
        assertEquals("{branch_id}", overdue.members().get(0).partition());
        assertEquals(List.of("R4"), overdue.readBy().stream().map(IndexView.PatternRef::id).toList());
        assertEquals(List.of("W1", "W3"), overdue.writtenBy().stream().map(IndexView.PatternRef::id).toList(),
                "W3 updates overdue_branch, a key of the index");
        IndexView byDue = index("ByDue");
        assertEquals("LSI", byDue.kind());
        assertEquals(List.of("W1"), byDue.writtenBy().stream().map(IndexView.PatternRef::id).toList(),
                "W3 touches neither due_at nor anything a KEYS_ONLY index holds");
        IndexView genre = index("ByGenreAuthor");
        assertFalse(genre.sparse());
        assertEquals("genre (S) + language (S)", genre.partition());
        assertEquals(List.of("W1", "W5"), genre.writtenBy().stream().map(IndexView.PatternRef::id).toList(),
                "ALL projects `available`, so W1's update of it reaches the index");
        IndexView vector = index("BookEmbeddings");
        assertEquals("vector", vector.kind());
        assertEquals(List.of("R7"), vector.readBy().stream().map(IndexView.PatternRef::id).toList());
        assertEquals(List.of("W5"), vector.writtenBy().stream().map(IndexView.PatternRef::id).toList(),
                "W1 updates only `available`, which a KEYS_ONLY vector index does not hold");
    }

    @Test
    void keyConditionsAreMatchedAgainstTheKeyTemplates() {
        assertEquals(List.of("Loan"), refs(detail("R1")));
        assertEquals(List.of(), detail("R1").notes());
        assertEquals(List.of("Member", "Loan"), refs(detail("R3")));
        assertTrue(detail("R3").notes().get(0).startsWith("Mixed result"), detail("R3").notes().toString());
        assertEquals(List.of("Member"), refs(detail("R2")));
        assertEquals(List.of("Member", "Loan"), refs(detail("R9")), "one Get per returned entity");
        assertEquals(List.of("Book"), refs(detail("R7")), "vector index members");
        assertEquals(List.of("Loan", "Member", "Book"), refs(detail("W1")));
        assertEquals("25 × ", detail("W5").matched().get(0).count());
        assertTrue(detail("R7").javascript().isEmpty());
        assertFalse(detail("R7").sdkNote().isEmpty());
    }

    @Test
    void entitiesShowDerivedSizesGuessesAndAssumedPlaceholders() {
        EntityView loan = view.entities().stream().filter(e -> e.name().equals("Loan")).findFirst().orElseThrow();
        // attributes 26+26+13+20+20+1+8 = 114; keys: "MEMBER#" 7 + 26, "LOAN#" 5 + 26, {branch_id} assumed 26
        assertEquals("204", loan.sizes().get(0).bytes());
        assertEquals("attributes 114 B + key templates 90 B", loan.sizes().get(0).derivation());
        assertTrue(loan.sizes().get(0).guess());
        EntityView.AttributeRow branch = loan.attributes().get(loan.attributes().size() - 1);
        assertEquals("branch_id", branch.name());
        assertTrue(branch.assumed() && branch.guess());
        assertEquals("Library.overdue_branch", branch.keyOf());
        EntityView.AttributeRow loanId = loan.attributes().stream().filter(a -> a.name().equals("loan_id"))
                .findFirst().orElseThrow();
        assertFalse(loanId.guess(), "source: user");
        EntityView book = view.entities().stream().filter(e -> e.name().equals("Book")).findFirst().orElseThrow();
        assertEquals("sum of attributes", book.sizes().get(0).derivation(), "natural keys are attributes already");
    }

    @Test
    void keyMapGroupsEntitiesIntoItemCollectionsWithExampleItems() {
        KeyMapView library = view.tables().get(0);
        assertEquals(1, library.collections().size());
        assertEquals("MEMBER#{member_id}", library.collections().get(0).partition());
        assertEquals(List.of("PROFILE", "LOAN#{loan_id}"), library.collections().get(0).members().stream()
                .map(KeyMapView.Member::sort).toList());
        assertEquals(List.of("overdue_branch = {branch_id} (OverdueByBranch)", "due_at = {due_at} (OverdueByBranch, ByDue)"),
                library.collections().get(0).members().get(1).indexKeys());
        String member = library.examples().get(0).json();
        String loan = library.examples().get(1).json();
        String memberPk = member.lines().filter(l -> l.contains("\"pk\"")).findFirst().orElseThrow();
        assertTrue(loan.contains(memberPk), "one member id fills both keys: one item collection\n" + member + loan);
        assertTrue(loan.contains("\"expires_at\": 17"), "a TTL attribute is an epoch number: " + loan);
        assertTrue(loan.contains("\"reminded\": true"), loan);
        Map<String, String> settings = library.settings().stream()
                .collect(java.util.stream.Collectors.toMap(TableSettings.Setting::label, TableSettings.Setting::value));
        assertEquals("provisioned, 200 read / 150 write units, autoscaling 20–400 at 60% target; "
                + "reserved 1 year: 100 read / 100 write units", settings.get("Capacity"));
        assertEquals("on, 14 days", settings.get("Point-in-time recovery"));
        assertEquals("eu-west-1, us-east-1 (last writer wins)", settings.get("Replicas"));
        assertEquals("customer managed KMS key", settings.get("Encryption"));
        KeyMapView books = view.tables().get(1);
        assertEquals("Standard-IA", books.settings().stream().filter(s -> s.label().equals("Table class"))
                .findFirst().orElseThrow().value());
    }

    @Test
    void settingsTheTablesDoNotShareAreOneTableARowPerTable() {
        ServiceView.SettingsByTable each = view.settingsByTable();
        List<String> shared = view.sharedSettings().stream().map(TableSettings.Setting::label).toList();
        // every setting is in one place: shared by all, or a column of the table
        for (KeyMapView t : view.tables()) {
            for (TableSettings.Setting s : t.settings()) {
                assertTrue(shared.contains(s.label()) != each.labels().contains(s.label()), s.label());
            }
        }
        assertEquals(view.tables().size(), each.rows().size());
        assertEquals(List.of("Library", "Books"), each.rows().stream().map(ServiceView.SettingsRow::table).toList());
        int pitr = each.labels().indexOf("Point-in-time recovery");
        assertEquals("on, 14 days", each.rows().get(0).settings().get(pitr).value());
        assertEquals(each.labels().size() + 1, each.table().headers().size());
        assertEquals("#" + view.tables().get(1).anchor(), each.table().rows().get(1).get(0).href());
    }

    @Test
    void matrixMarksReadsWritesAndIndexWrites() {
        PatternMatrix m = view.matrix();
        assertEquals(List.of("Library", "OverdueByBranch", "ByDue", "Books", "ByGenreAuthor", "BookEmbeddings"),
                m.columns().stream().map(PatternMatrix.Column::label).toList());
        assertEquals(List.of("read", "", "", "", "", ""), row(m, "R1"));
        assertEquals(List.of("", "read", "", "", "", ""), row(m, "R4"));
        assertEquals(List.of("", "", "", "", "", "search"), row(m, "R7"));
        assertEquals(List.of("", "", "", "scan", "", ""), row(m, "R10"));
        assertEquals(List.of("write", "index write", "index write", "write", "index write", ""), row(m, "W1"));
    }

    @Test
    void fanOutHighlightsUnboundedRetriesAndTooManyDirectReaders() {
        FanOutView f = view.fanOuts().get(0);
        assertEquals("Library", f.table());
        assertEquals(List.of("stream: more than 2 direct readers", "loan-analytics: unbounded retries",
                "loan-analytics: unbounded record age", "loan-analytics: no on-failure destination"), f.problems());
        Diagram d = f.diagram();
        assertTrue(d.boxes().stream().anyMatch(b -> b.kind().equals("stream") && b.problem()));
        assertEquals(1, d.boxes().stream().filter(b -> b.kind().equals("consumer") && b.problem()).count());
        assertEquals(3, d.boxes().stream().filter(b -> b.kind().equals("failure") && !b.problem()).count());
        assertTrue(d.boxes().stream().anyMatch(b -> b.kind().equals("failure") && b.problem()),
                "a consumer without on_failure shows the missing destination");
        assertEquals(d.boxes().stream().filter(b -> !b.kind().equals("table")).count(), d.edges().size(),
                "one edge into every box but the table");
        for (Diagram.Box b : d.boxes()) {
            assertTrue(b.x() >= 0 && b.y() >= 0 && b.x() + b.w() <= d.width() && b.y() + b.h() <= d.height(),
                    "inside the drawing: " + b);
        }
        assertTrue(f.mermaid().contains("class S,C2 problem"), f.mermaid());
    }

    @Test
    void mermaidLabelsCannotEndOrInjectMarkup() {
        assertEquals("\"a#quot;] --#gt; X[#lt;b#gt; #35;1 #96;c#96; #amp; d\"",
                FanOutMermaid.label("a\"] --> X[<b> #1 `c` & d"));
    }

    private static List<String> refs(PatternDetail d) {
        return d.matched().stream().map(PatternDetail.EntityRef::name).toList();
    }

    private static List<String> row(PatternMatrix m, String id) {
        return m.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow().cells();
    }

    @Test
    void costComesFromTheCostReportAndAnUnpricedDesignSaysSo() {
        SiteCosts costs = TestDesigns.Run.of(TestDesigns.load(TestDesigns.SHOWCASE)).costs();
        dev.tablebook.cost.CostReport report = costs.reports().get("showcase");
        ServiceView priced = ServiceView.of(design, null, List.of(), costs, new MarkdownText());
        CostView c = priced.cost();
        assertTrue(c.priced());
        assertEquals(dev.tablebook.format.Figures.usd(report.onDemandExpected().total()), c.expected());
        dev.tablebook.cost.PatternCost r1 = report.pattern("R1");
        assertEquals(dev.tablebook.format.Figures.usd(r1.monthlyPeak()), c.patterns().get("R1").peak());
        assertEquals(r1.terms().size(), c.patterns().get("R1").terms().size());
        assertTrue(c.patterns().get("R1").units().endsWith(" RRU"), c.patterns().get("R1").units());
        assertEquals("not priced", c.patterns().get("R7").peak(), "a vector search is not priced, never $0");
        assertTrue(c.indexes().get("Library/OverdueByBranch").writes().startsWith("W1 "),
                c.indexes().get("Library/OverdueByBranch").writes());
        assertTrue(c.indexes().get("Library/OverdueByBranch").storage().contains(" GB, $"));
        List<String> blocks = c.blocks().stream().map(CostView.CostBlock::id).toList();
        assertTrue(blocks.containsAll(List.of("cost-headline", "cost-patterns", "cost-storage", "cost-modes",
                "capacity-Library", "capacity-Books", "cost-sensitivity", "cost-assumptions")), blocks.toString());
        assertTrue(c.blocks().stream().filter(b -> b.id().equals("capacity-Library")).findFirst().orElseThrow()
                .chart() != null, "a capacity chart for a table with traffic");

        ServiceView unpriced = ServiceView.of(design, null, List.of(),
                new SiteCosts(java.util.Map.of(), java.util.Map.of("showcase", "designs/showcase.yaml:9:9: no sheet")),
                new MarkdownText());
        assertFalse(unpriced.cost().priced());
        assertEquals("designs/showcase.yaml:9:9: no sheet", unpriced.cost().reason());
    }
}
