package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.render.check.TextReport;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker: deviations accept findings, findings come in report order, a broken rule never stops a run. */
class CheckerTest {

    private static final String BASE = """
            service: shop
            access_patterns:
              - id: AP1
                operation: Scan
                table: Shop
                limit: 10
                returns: Customer
                rps: 1
                authorization: admin-role
            entities:
              Customer:
                attributes:
                  customer_id: { type: S, bytes: 26 }
            tables:
              Shop:
                key: { partition: pk, sort: sk }
                items:
                  Customer: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                pitr: true
                deletion_protection: true
            """;

    @Test
    void aJustifiedDeviationAcceptsItsRuleOnItsTargetOnly() {
        List<Finding> fs = Fixtures.check(BASE + """
                deviations:
                  - rule: scan-on-read-path
                    target: AP1
                    reason: |
                      Admin export,
                      run by hand.
                """);
        Finding scan = Fixtures.of(fs, "scan-on-read-path").get(0);
        assertTrue(scan.accepted());
        assertEquals("Admin export,\nrun by hand.", scan.reason());
        assertEquals(Severity.ERROR, scan.severity(), "an accepted finding keeps its severity");
        Finding authz = Fixtures.of(fs, "authz-partition-key").get(0);
        assertFalse(authz.accepted(), "another rule on the same target is not accepted");
        assertNull(authz.reason());
        assertTrue(CheckRun.fails(fs), "the unaccepted authz error still fails the run");
        assertTrue(TextReport.render(fs).contains("[accepted: Admin export, run by hand.]"));
    }

    @Test
    void acceptingEveryErrorLetsTheRunPass() {
        List<Finding> fs = Fixtures.check(BASE + """
                deviations:
                  - { rule: scan-on-read-path, target: AP1, reason: Admin export run by hand. }
                  - { rule: authz-partition-key, target: AP1, reason: Only operators hold admin-role. }
                """);
        assertFalse(CheckRun.fails(fs), TextReport.render(fs));
        assertEquals(2, fs.stream().filter(Finding::accepted).count());
    }

    @Test
    void aDeviationWithoutReasonAcceptsNothingAndIsItselfAnError() {
        List<Finding> fs = Fixtures.check(BASE + """
                deviations:
                  - { rule: scan-on-read-path, target: AP1, reason: "  " }
                """);
        assertFalse(Fixtures.of(fs, "scan-on-read-path").get(0).accepted());
        Finding d = Fixtures.of(fs, "deviation-unjustified").get(0);
        assertEquals(Severity.ERROR, d.severity());
        assertEquals("AP1", d.target());
        assertTrue(CheckRun.fails(fs));
    }

    @Test
    void findingsComeAuthorizationFirstThenByPlace() {
        List<Finding> fs = Fixtures.check(BASE);
        assertEquals(List.of("authz-partition-key", "scan-on-read-path"), fs.stream().map(Finding::rule).toList());
        List<Finding> shuffled = new java.util.ArrayList<>(fs);
        java.util.Collections.reverse(shuffled);
        shuffled.sort(FindingOrder.REPORT);
        assertEquals(fs, shuffled);
    }

    @Test
    void aRuleThatFailsReportsItInsteadOfStoppingTheRun() {
        Rule broken = new Broken();
        Design d = Fixtures.load("shop.yaml", BASE);
        List<Finding> fs = new Checker(List.of(broken, new dev.tablebook.check.rules.ScanOnReadPath())).check(d);
        assertEquals(2, fs.size());
        Finding failure = Fixtures.of(fs, "broken-rule").get(0);
        assertTrue(failure.message().contains("could not check this design"), failure.message());
        assertEquals(1, Fixtures.of(fs, "scan-on-read-path").size());
    }

    @Test
    void importedModelsAreJudgedOnlyOnWhatTheirFormatStates() throws Exception {
        String json = java.nio.file.Files.readString(Fixtures.ROOT.resolve("imported/products.json"));
        LoadResult loaded = new DesignLoader().loadText("designs/products.json", json);
        assertEquals(List.of(), loaded.errors());
        List<Finding> fs = Checker.standard().check(loaded.designs().get(0));
        java.util.Set<String> rules = new java.util.TreeSet<>(fs.stream().map(Finding::rule).toList());
        for (RuleMeta m : Rules.catalog()) {
            if (!m.importedModels()) {
                assertFalse(rules.contains(m.id()), m.id() + " judges what the import format cannot state");
            }
        }
        // what the format does state is still judged: Q1 reads Price, which ByCategory does not project
        Finding projection = Fixtures.of(fs, "projection-missing-attribute").get(0);
        assertEquals("Q1", projection.target());
        assertTrue(rules.contains("unused-index"), rules.toString());
        assertTrue(rules.contains("filter-expression"), rules.toString());
    }

    @Test
    void inputErrorsBecomeFindingsOfRuleInput() {
        LoadResult loaded = new DesignLoader().loadText("designs/shop.yaml", BASE.replace("rps: 1", "rps: many"));
        List<Finding> fs = CheckRun.findings(loaded, Checker.standard());
        assertEquals(1, fs.size());
        Finding f = fs.get(0);
        assertEquals("input", f.rule());
        assertEquals("shop", f.service());
        assertEquals(8, f.pos().line());
        assertTrue(f.failsRun());
    }

    @RuleInfo(id = "broken-rule", severity = Severity.WARNING, category = Category.STYLE, summary = "Fails",
            description = "A rule with a defect, to show that the run goes on.")
    static final class Broken implements Rule {
        @Override
        public List<Finding> check(CheckContext ctx) {
            throw new IllegalStateException("boom");
        }
    }
}
