package dev.tablebook.cli;

import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiffCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private Path designs(String name, String design) throws IOException {
        Path d = Files.createDirectories(dir.resolve(name));
        Files.writeString(d.resolve("orders.yaml"), design);
        return d;
    }

    private static String base() throws IOException {
        return Files.readString(Path.of("src/test/resources/diff/orders.yaml"));
    }

    @Test
    void comparesTwoFoldersAsMarkdown() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("projection: KEYS_ONLY", "projection: ALL"));
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString()), err.toString());
        String md = out.toString();
        assertTrue(md.startsWith("**tablebook diff** " + a + " → " + b + ": 1 service changed · ships as "
                + "**index-rebuild**"), md);
        assertTrue(md.contains("| orders | changed | index-rebuild | 1 |"), md);
        assertTrue(md.contains("#### Migrations"), md);
        assertTrue(md.contains("3. Switch AP2 to the new index."), md);
        assertTrue(md.contains("<details><summary>orders: changed, 1 change</summary>"), md);
    }

    @Test
    void sameDesignsMeanNoChanges() throws IOException {
        Path a = designs("a", base());
        assertEquals(ExitCode.OK, run("diff", a.toString(), a.toString()));
        assertTrue(out.toString().contains(": no design changes."), out.toString());
    }

    @Test
    void htmlIsOnePageWithItsStylesInline() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("rps: 5", "rps: 10"));
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString(), "--format", "html"));
        String html = out.toString();
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.contains("<style>"), "styles are inline");
        assertFalse(html.contains("rel=\"stylesheet\""), "no external style sheet");
        assertTrue(html.contains("rps: 5/s &#8594; 10/s"), html); // the page is ASCII: → as its reference
    }

    @Test
    void inputErrorsInTheHeadExitOneAndTheServiceIsNotCompared() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("rps: 5", "rps: lots"));
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString(), "--format", "json"));
        assertTrue(out.toString().contains("\"status\" : \"not-compared\""), out.toString());
        assertTrue(err.toString().contains("must be a number"), err.toString());
    }

    @Test
    void aNewErrorFindingExitsOneAndIsListed() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("entities:\n", """
                  - id: S1
                    name: Every order, for an export
                    operation: Scan
                    table: Commerce
                    limit: 1000
                    returns: Order
                    rps: 0.01
                entities:
                """));
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString()));
        String md = out.toString();
        assertTrue(md.contains("**1 new error**"), md);
        assertTrue(md.contains("#### New errors"), md);
        assertTrue(md.contains("- **orders** `scan-on-read-path` on S1: "), md);
    }

    @Test
    void aReKeyingCommitThatBreaksAGetItemReportsTheNewErrorAndTheOneTimeCostOfTheRewrite() throws IOException {
        String withGet = base().replace("entities:\n", """
                  - id: AP3
                    name: Get an order
                    operation: GetItem
                    table: Commerce
                    key: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}" }
                    returns: Order
                    rps: 5
                    authorization: customer_id
                entities:
                """);
        Path a = designs("a", withGet);
        Path b = designs("b", withGet.replace("sk: \"ORDER#{order_id}\"\n        open_warehouse",
                "sk: \"ORDER#{created_at}#{order_id}\"\n        open_warehouse"));
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString(), "--format", "json"), err.toString());
        var report = json();
        var s = report.get("services").get(0);
        var appeared = s.get("findings").get("appeared");
        assertEquals("key-condition-unservable AP3 error", appeared.get(0).get("rule").asText() + " "
                + appeared.get(0).get("target").asText() + " " + appeared.get(0).get("severity").asText());
        var rekey = s.get("changes").get(0);
        assertEquals("key map Commerce/Order table-migration", rekey.get("element").asText() + " "
                + rekey.get("name").asText() + " " + rekey.get("ship_cost").asText());
        // 50,000,000 orders under 1 KB: 2 x (1 WRU put + 1 WRU delete) in a transaction, and the entries of
        // OpenOrdersByWarehouse (1 WRU) and OrdersByStatus (1 WRU) moved: 2 x 1 + 2 x 1, at $0.625 per million
        assertEquals("re-keying Order items in Commerce", rekey.get("one_time").get("what").asText());
        assertEquals(50_000_000 * 8 * 0.625e-6, rekey.get("one_time").get("usd").asDouble(), 1e-9);
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString()));
        assertTrue(out.toString().contains("**1 new error**"), out.toString());
    }

    @Test
    void anIndexAddedToAnImportedModelSaysItsBackfillIsNotPricedNeverZero() throws IOException {
        String model = Files.readString(Path.of("src/test/resources/check/imported/products.json"));
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        var without = (com.fasterxml.jackson.databind.node.ObjectNode) new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(model);
        ((com.fasterxml.jackson.databind.node.ArrayNode) without.get("tables").get(0).get("gsis")).remove(1);
        Files.writeString(a.resolve("products.json"), without.toPrettyString());
        Files.writeString(b.resolve("products.json"), model);
        run("diff", a.toString(), b.toString(), "--format", "json");
        var added = json().get("services").get(0).get("changes").get(0);
        assertEquals("index Products/ByOwner new-index", added.get("element").asText() + " " + added.get("name").asText()
                + " " + added.get("ship_cost").asText(), added.toString());
        assertFalse(added.get("one_time").get("priced").asBoolean());
        assertTrue(added.get("one_time").get("defaults").get(0).asText().contains("not priced"), added.toString());
        assertFalse(json().get("one_time").get("priced").asBoolean());
    }

    @Test
    void aFindingThatGoesAwayIsReported() throws IOException {
        Path a = designs("a", base().replace("    authorization: warehouse_id\n", ""));
        Path b = designs("b", base());
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString(), "--format", "json"));
        var findings = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString())
                .get("services").get(0).get("findings");
        assertEquals(0, findings.get("appeared").size());
        assertEquals("missing-authorization AP2", findings.get("resolved").get(0).get("rule").asText() + " "
                + findings.get("resolved").get(0).get("target").asText());
    }

    @Test
    void aMissingFolderCannotRun() throws IOException {
        Path a = designs("a", base());
        assertEquals(ExitCode.CANNOT_RUN, run("diff", a.toString(), dir.resolve("nope").toString()));
        assertTrue(err.toString().contains("no such design folder or file"), err.toString());
    }

    @Test
    void gitOutsideARepositoryCannotRun() {
        assertEquals(ExitCode.CANNOT_RUN, run("diff", "git:HEAD~1", "git:HEAD", "--repo", dir.toString()));
        assertTrue(err.toString().contains("no git repository contains"), err.toString());
    }

    @Test
    void anUnknownRevisionCannotRun() throws Exception {
        Git.init().setDirectory(dir.toFile()).call().close();
        assertEquals(ExitCode.CANNOT_RUN, run("diff", "git:nope", "git:HEAD", "--repo", dir.toString()));
        assertTrue(err.toString().contains("unknown git revision `nope`"), err.toString());
    }

    @Test
    void badUsageExitsTwo() throws IOException {
        Path a = designs("a", base());
        assertEquals(ExitCode.CANNOT_RUN, run("diff", a.toString()));
        assertEquals(ExitCode.CANNOT_RUN, run("diff", a.toString(), a.toString(), "--format", "pdf"));
        assertEquals(ExitCode.CANNOT_RUN, run("diff", a.toString(), a.toString(), "--fail-over", "-5"));
    }

    private com.fasterxml.jackson.databind.JsonNode json() throws IOException {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString());
    }

    @Test
    void theFailOverVerdictIsInTheJsonWithWhatRoseByHowMuch() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("rps: { peak: 50, average: 2 }", "rps: { peak: 50, average: 20 }"));
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString(), "--format", "json", "--fail-over", "1"));
        var gate = json().get("fail_over");
        assertEquals(1, gate.get("threshold_pct").asDouble());
        assertFalse(gate.get("passed").asBoolean());
        var service = gate.get("measured").get(0);
        assertEquals("service", service.get("scope").asText());
        assertEquals("orders", service.get("name").asText());
        assertTrue(service.get("exceeded").asBoolean());
        double before = service.get("expected_before").asDouble();
        double after = service.get("expected_after").asDouble();
        assertEquals((after - before) / before * 100, service.get("rise_pct").asDouble(), 1e-9);
        assertEquals("repository", gate.get("measured").get(1).get("scope").asText());
        assertTrue(gate.get("measured").get(1).get("name").isNull());
        assertTrue(err.toString().contains("(--fail-over) in service orders: expected $"), err.toString());

        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString(), "--format", "json"));
        assertTrue(json().get("fail_over").isNull(), "no threshold given: no verdict");
    }

    @Test
    void theFailOverVerdictIsInTheMarkdownPassedOrFailed() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("rps: { peak: 50, average: 2 }", "rps: { peak: 50, average: 20 }"));
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString(), "--fail-over", "1"));
        assertTrue(out.toString().contains("`--fail-over 1%`: **failed** — service orders: expected $"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString(), "--fail-over", "100000"));
        assertTrue(out.toString().contains("`--fail-over 100000%`: **passed** (largest rise: service orders: expected $"),
                out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.FINDINGS, run("diff", a.toString(), b.toString(), "--fail-over", "1", "--format", "html"));
        var page = org.jsoup.Jsoup.parse(out.toString());
        assertTrue(page.select("dl.facts").text().contains("--fail-over 1% failed: service orders: expected $"),
                page.select("dl.facts").text());
    }

    @Test
    void aStreamReplacementCostsNothingOnceAndStatesItsRisk() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("    pitr: true\n", "    pitr: true\n    streams: NEW_IMAGE\n"));
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString(), "--format", "json"), err.toString());
        var change = json().get("services").get(0).get("changes").get(0);
        assertEquals("stream-replace", change.get("ship_cost").asText());
        assertEquals(0, change.get("one_time").get("usd").asDouble());
        assertTrue(change.get("one_time").get("risk").asText().contains("new ARN"), change.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString()));
        assertTrue(out.toString().contains("**orders · stream replacement on Commerce**: $0.00"), out.toString());
        assertTrue(out.toString().contains("- risk: no charge, but the stream gets a new ARN"), out.toString());
    }

    @Test
    void anAddedIndexShowsItsBackfillBesideTheMonthlyDeltaWithThePriceSheet() throws IOException {
        Path a = designs("a", base());
        Path b = designs("b", base().replace("    pitr: true\n", """
                      ByCustomer:
                        partition: customer_id
                        projection: KEYS_ONLY
                    pitr: true
                """));
        assertEquals(ExitCode.OK, run("diff", a.toString(), b.toString()), err.toString());
        String md = out.toString();
        // 2,000,000 customers and 50,000,000 orders carry customer_id: 1 WRU each (keys only) x $0.625 per million
        assertTrue(md.contains(" · one-time $32.50 · "), md);
        assertTrue(md.contains("us-east-1 price sheet of 2026-11-01 (https://aws.amazon.com/dynamodb/pricing/)"), md);
        assertTrue(md.contains("**orders · backfill of index Commerce/ByCustomer (52,000,000 member items)**: $32.50"), md);
        assertTrue(md.contains("- backfill of ByCustomer: 52,000,000 write units (Customer: 2,000,000 x 1 WRU; Order: "
                + "50,000,000 x 1 WRU) x $0.000000625 per write request unit (on\\_demand.write\\_request\\_units) "
                + "= $32.50"), md);
    }
}
