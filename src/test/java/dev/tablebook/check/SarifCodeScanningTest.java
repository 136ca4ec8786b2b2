package dev.tablebook.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.tablebook.render.check.HelpBase;
import dev.tablebook.render.check.SarifPlace;
import dev.tablebook.render.check.SarifReport;
import dev.tablebook.render.check.SarifRules;
import dev.tablebook.model.Pos;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SARIF as GitHub code scanning reads it: URIs relative to the repository root wherever {@code
 * check} runs, UTF-16 columns, PascalCase rule names, help links, security severities on the
 * authorization rules, fingerprints, suppressions; validated against the SARIF 2.1.0 schema and by
 * Microsoft's SARIF multitool (its SARIF and GitHub Advanced Security rule sets).
 */
class SarifCodeScanningTest {
    static final Path MULTITOOL = Path.of(".ci/tools/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String DESIGN = """
            service: shop
            access_patterns:
              - id: AP1
                name: A customer's profile
                operation: GetItem
                table: Shop
                key: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                returns: Customer
                rps: 10
                authorization: finance-role
              - id: AP2
                operation: Scan
                table: Shop
                limit: 100
                returns: Customer
                rps: 1
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
            deviations:
              - rule: scan-on-read-path
                target: AP2
                reason: "Nightly export \uD83D\uDE00, off-peak."
            """;

    /** A git repository with the design in {@code designs/} and an empty {@code tools/} sub-folder. */
    private static Path repository(Path dir) throws Exception {
        Path repo = Files.createDirectory(dir.resolve("repo"));
        Git.init().setDirectory(repo.toFile()).call().close();
        Files.createDirectories(repo.resolve("designs"));
        Files.createDirectories(repo.resolve("tools"));
        Files.writeString(repo.resolve("designs/shop.yaml"), DESIGN);
        return repo;
    }

    /** Runs {@code tablebook ARGS} in its own JVM from {@code cwd}, as a user would, and returns stdout. */
    private static String tablebook(Path cwd, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.tablebook.cli.Main"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(cwd.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("GITHUB_REPOSITORY");
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "tablebook finished");
        return new String(out, StandardCharsets.UTF_8);
    }

    private static List<JsonNode> results(JsonNode sarif) {
        List<JsonNode> out = new ArrayList<>();
        sarif.get("runs").get(0).get("results").forEach(out::add);
        return out;
    }

    @Test
    void urisAreRelativeToTheRepositoryRootWhenRunFromASubFolder(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        JsonNode fromSub = JSON.readTree(tablebook(repo.resolve("tools"), "check", "../designs", "--format", "sarif"));
        JsonNode fromRoot = JSON.readTree(tablebook(repo, "check", "designs", "--format", "sarif"));
        JsonNode fromDesigns = JSON.readTree(tablebook(repo.resolve("designs"), "check", "shop.yaml", "--format", "sarif"));
        for (JsonNode sarif : List.of(fromSub, fromRoot, fromDesigns)) {
            JsonNode run = sarif.get("runs").get(0);
            assertEquals(repo.toRealPath().toUri().toString().replaceFirst("^file:/+", "file:///"),
                    run.get("originalUriBaseIds").get("%SRCROOT%").get("uri").asText());
            assertFalse(results(sarif).isEmpty());
            for (JsonNode r : results(sarif)) {
                JsonNode artifact = r.get("locations").get(0).get("physicalLocation").get("artifactLocation");
                assertEquals("designs/shop.yaml", artifact.get("uri").asText(), r.toString());
                assertEquals("%SRCROOT%", artifact.get("uriBaseId").asText());
            }
            assertEquals(Set.of(), validate(sarif.toString()));
        }
        assertEquals(results(fromRoot).toString(), results(fromSub).toString(), "the same results from anywhere");
    }

    @Test
    void withoutARepositoryTheWorkingFolderIsTheRoot(@TempDir Path dir) throws Exception {
        Path plain = Files.createDirectories(dir.resolve("plain/designs"));
        Files.writeString(plain.resolve("shop.yaml"), DESIGN);
        SarifPlace place = new SarifPlace(SarifPlace.repositoryRoot(plain), plain);
        assertEquals(plain.toAbsolutePath(), place.root(), "no .git above " + plain + " (a temporary folder)");
        assertEquals(new SarifPlace.Location("shop.yaml", "%SRCROOT%"), place.locate("shop.yaml"));
        assertEquals(new SarifPlace.Location("file:///elsewhere/my%20designs/x.yaml", null),
                place.locate("/elsewhere/my designs/x.yaml"), "a file outside the root keeps an absolute URI");
    }

    @Test
    void aGitWorktreeOrSubmoduleRootIsFoundByItsGitFile(@TempDir Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve("wt/a/b"));
        Files.writeString(dir.resolve("wt/.git"), "gitdir: /somewhere/.git/worktrees/wt\n");
        assertEquals(dir.resolve("wt").toAbsolutePath(), SarifPlace.repositoryRoot(root));
    }

    @Test
    void columnsAreCountedInUtf16CodeUnits(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("d.yaml"), "a: 1\nb: \"\uD83D\uDE00\" x\n", StandardCharsets.UTF_8);
        SarifPlace place = new SarifPlace(dir, dir);
        assertEquals(5, place.utf16Column("d.yaml", 2, 5), "up to the emoji nothing changes");
        assertEquals(9, place.utf16Column("d.yaml", 2, 8), "after it, one column more: a surrogate pair");
        assertEquals(3, place.utf16Column("missing.yaml", 2, 3), "an unreadable file keeps the column");
        String sarif = SarifReport.render(List.of(Checker.inputError("d", new Pos("d.yaml", 2, 10), "bad")),
                Rules.catalog(), "1", null, place, true);
        JsonNode run = JSON.readTree(sarif).get("runs").get(0);
        assertEquals("utf16CodeUnits", run.get("columnKind").asText());
        assertEquals(11, run.get("results").get(0).get("locations").get(0).get("physicalLocation").get("region")
                .get("startColumn").asInt());
    }

    @Test
    void rulesHavePascalCaseNamesHelpLinksAndSecuritySeverities() throws Exception {
        JsonNode driver = JSON.readTree(SarifReport.render(List.of(), Rules.catalog(), "1",
                "https://designs.example.com/", new SarifPlace(Path.of(""), Path.of("")), true))
                .get("runs").get(0).get("tool").get("driver");
        Set<String> names = new HashSet<>();
        for (JsonNode r : driver.get("rules")) {
            String id = r.get("id").asText();
            String name = r.get("name").asText();
            assertTrue(name.matches("([A-Z][a-z0-9]*)+"), name);
            assertFalse(name.equalsIgnoreCase(id), id);
            assertTrue(names.add(name), "names are unique: " + name);
            assertEquals("https://designs.example.com/rules/" + id + ".html", r.get("helpUri").asText());
            RuleMeta meta = Rules.meta(id);
            JsonNode props = r.get("properties");
            List<String> tags = new ArrayList<>();
            props.get("tags").forEach(t -> tags.add(t.asText()));
            if (meta.category() == Category.AUTHORIZATION) {
                assertEquals(List.of("security", "authorization"), tags, id);
                double score = Double.parseDouble(props.get("security-severity").asText());
                assertTrue(score > 0 && score < 10, id);
            } else {
                assertEquals(List.of(meta.category().label()), tags, id);
                assertFalse(props.has("security-severity"), id);
            }
        }
        assertEquals("AuthzPartitionKey", SarifRules.name("authz-partition-key"));
        assertEquals("InputError", SarifRules.name("input"));
        assertEquals("8.1", driver.get("rules").get(0).get("properties").get("security-severity").asText(),
                "authz-partition-key, an error: high");
        assertEquals("https://designs.example.com/rules/index.html", driver.get("informationUri").asText());
    }

    @Test
    void theHelpBaseIsTheSiteUrlOrTheRepositorysPagesSite() {
        assertEquals("https://d.example/x/", HelpBase.resolve("https://d.example/x", Map.of("GITHUB_REPOSITORY", "o/r")));
        assertEquals("https://acme.github.io/designs/", HelpBase.resolve(null, Map.of("GITHUB_REPOSITORY", "Acme/designs")));
        assertEquals("https://acme.github.io/", HelpBase.resolve(null, Map.of("GITHUB_REPOSITORY", "acme/Acme.github.io")));
        assertNull(HelpBase.resolve(null, Map.of()), "outside GitHub Actions: no link, the help text names the page");
        assertNull(HelpBase.resolve(null, Map.of("GITHUB_REPOSITORY", "o/r", "GITHUB_SERVER_URL", "https://ghe.example")),
                "GitHub Enterprise Server publishes Pages elsewhere");
    }

    /** {@code tablebook check --format sarif ARGS} in this JVM (file names as given: here, absolute). */
    private static JsonNode check(Path designs, String... more) throws IOException {
        java.io.StringWriter out = new java.io.StringWriter();
        List<String> args = new ArrayList<>(List.of("check", designs.toString(), "--format", "sarif"));
        args.addAll(List.of(more));
        dev.tablebook.cli.Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()),
                args.toArray(String[]::new));
        return JSON.readTree(out.toString());
    }

    @Test
    void fingerprintsSurviveMovedLinesAndTellFindingsApart(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        JsonNode before = check(repo.resolve("designs"));
        Files.writeString(repo.resolve("designs/shop.yaml"), "# a comment that moves every line down\n\n" + DESIGN);
        JsonNode after = check(repo.resolve("designs"));
        List<String> prints = new ArrayList<>();
        for (int i = 0; i < results(before).size(); i++) {
            JsonNode b = results(before).get(i);
            JsonNode a = results(after).get(i);
            assertNotEquals(b.get("locations").toString(), a.get("locations").toString());
            assertEquals(b.get("partialFingerprints").toString(), a.get("partialFingerprints").toString());
            prints.add(b.get("partialFingerprints").get("tablebookFinding/v1").asText());
        }
        assertEquals(prints.size(), new HashSet<>(prints).size(), "every result its own fingerprint: " + prints);
    }

    @Test
    void anAcceptedDeviationIsASuppressionOrLeftOut(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        JsonNode all = check(repo.resolve("designs"));
        JsonNode scan = results(all).stream().filter(r -> r.get("ruleId").asText().equals("scan-on-read-path"))
                .findFirst().orElseThrow();
        JsonNode s = scan.get("suppressions").get(0);
        assertEquals("inSource", s.get("kind").asText());
        assertEquals("accepted", s.get("status").asText());
        assertEquals("Nightly export \uD83D\uDE00, off-peak.", s.get("justification").asText());
        JsonNode omitted = check(repo.resolve("designs"), "--omit-accepted");
        assertEquals(results(all).size() - 1, results(omitted).size());
        assertTrue(results(omitted).stream().noneMatch(r -> r.has("suppressions")));
    }

    @Test
    void theSarifMultitoolReportsNothing(@TempDir Path dir) throws Exception {
        assertTrue(Files.isExecutable(MULTITOOL), MULTITOOL + " is not installed: run `./tablebook-test` (it installs"
                + " @microsoft/sarif-multitool from npm into .ci/tools)");
        Path repo = repository(dir);
        Path log = dir.resolve("tablebook.sarif");
        Files.writeString(log, tablebook(repo.resolve("tools"), "check", "../designs", "--format", "sarif",
                "--site-url", "https://designs.example.com/"));
        JsonNode validation = multitool(dir, log);
        assertEquals(List.of(), messages(validation));
        // the tool really checks: a result without a location breaks a GitHub rule, a name equal to its id a SARIF one
        JsonNode broken = JSON.readTree(log.toFile());
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.get("runs").get(0).get("results").get(0))
                .remove("locations");
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.get("runs").get(0).get("tool").get("driver")
                .get("rules").get(0)).put("name", "authz-partition-key");
        Files.writeString(log, broken.toString());
        String found = String.join("\n", messages(multitool(dir, log)));
        assertTrue(found.contains("GH1015") && found.contains("SARIF1001"), found);
    }

    private static JsonNode multitool(Path dir, Path log) throws Exception {
        Path out = dir.resolve("validation.sarif");
        Files.deleteIfExists(out);
        Process p = new ProcessBuilder(MULTITOOL.toAbsolutePath().toString(), "validate", log.toString(),
                "--rule-kind", "Sarif;Ghas", "--level", "Error;Warning", "--output", out.toString(),
                "--log", "ForceOverwrite").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the multitool finished");
        return JSON.readTree(out.toFile());
    }

    private static List<String> messages(JsonNode validation) {
        List<String> out = new ArrayList<>();
        for (JsonNode run : validation.get("runs")) {
            for (JsonNode r : run.path("results")) {
                out.add(r.get("ruleId").asText() + " " + r.path("level").asText("warning") + ": "
                        + r.get("message").path("id").asText() + " " + r.get("message").path("arguments"));
            }
            for (JsonNode inv : run.path("invocations")) {
                for (JsonNode n : inv.path("toolExecutionNotifications")) {
                    out.add("notification: " + n.get("message").path("text").asText());
                }
            }
        }
        return out;
    }

    private static Set<ValidationMessage> validate(String sarif) throws IOException {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4);
        try (InputStream in = Files.newInputStream(Path.of("src/test/resources/sarif/sarif-schema-2.1.0.json"))) {
            JsonSchema schema = factory.getSchema(in);
            return schema.validate(JSON.readTree(sarif));
        }
    }
}
