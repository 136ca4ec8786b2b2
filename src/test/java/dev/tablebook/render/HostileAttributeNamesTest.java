package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Attribute names DynamoDB allows — a hash, quotes, an angle bracket, a pipe, a backtick,
 * spaces, a dot, an apostrophe, an ampersand, unicode — reach every output as exactly that
 * text: the HTML page, its SVG drawings, the Markdown (tables keep their columns, code spans
 * hold the whole name), the Mermaid copy, SARIF and JSON, the CloudFormation snippet, and every
 * SDK request, where each name is an expression attribute name and never raw in an expression.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileAttributeNamesTest {
    private static final Path DESIGN = Path.of("src/test/resources/render/hostile-names.yaml");
    static final List<String> NAMES = List.of("job id", "Status#Time", "say \"hi\"", "a<b|c", "dot.name", "tick`s",
            "ünï code", "it's & <b>");

    private Path site;
    private Design design;

    @BeforeAll
    void render(@TempDir Path tmp) {
        site = tmp.resolve("site");
        SiteWriter writer = new SiteWriter(site);
        LoadResult loaded = TestDesigns.load(DESIGN);
        assertEquals(List.of(), loaded.errors());
        design = loaded.designs().get(0);
        TestDesigns.Run.of(loaded).render(new Site(d -> null), writer);
        writer.commit();
    }

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args);
        return out.toString();
    }

    @Test
    void theHtmlPageShowsEveryNameAsTextAndNoNameBecomesMarkup() throws Exception {
        Document doc = Jsoup.parse(site.resolve("services/names.html").toFile(), "UTF-8");
        String text = doc.text();
        for (String n : NAMES) {
            assertTrue(text.contains(n), n);
        }
        assertEquals(List.of(), doc.select("main b").eachText(), "`<b>` in a name opens no element");
        List<String> svgText = doc.select("svg text").eachText();
        assertTrue(svgText.contains("filter {\"dynamodb\":{\"NewImage\":{\"Status#Ti…"),
                "the fan-out drawing shows the filter's name as text: " + svgText);
    }

    @Test
    void theMarkdownKeepsItsTableColumnsAndShowsEveryNameWhole() throws Exception {
        String md = Files.readString(site.resolve("services/names.md"));
        assertEquals(List.of(), MarkdownSafety.problems(md));
        Node doc = Parser.builder().extensions(List.of(TablesExtension.create())).build().parse(md);
        List<String> problems = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(CustomBlock block) {
                if (block instanceof TableBlock) {
                    int header = -1;
                    for (Node section = block.getFirstChild(); section != null; section = section.getNext()) {
                        for (Node row = section.getFirstChild(); row != null; row = row.getNext()) {
                            int n = 0;
                            for (Node cell = row.getFirstChild(); cell != null; cell = cell.getNext()) {
                                n++;
                                cells.add(text(cell));
                            }
                            if (header < 0) {
                                header = n;
                            } else if (n != header) {
                                problems.add("a row of " + n + " cells under " + header + " columns: " + text(row));
                            }
                        }
                    }
                }
                super.visit(block);
            }
        });
        assertEquals(List.of(), problems);
        for (String n : NAMES) {
            assertTrue(cells.stream().anyMatch(c -> c.contains(n)), "a table cell shows " + n);
        }
    }

    @Test
    void aNameQuotedInAFindingIsOneCodeSpanInEveryOutput() throws Exception {
        Path replicated = Files.createTempDirectory("names");
        Files.writeString(replicated.resolve("names.yaml"), Files.readString(DESIGN).replace(
                "    streams: NEW_AND_OLD_IMAGES\n", "    streams: NEW_AND_OLD_IMAGES\n    replicas: [us-east-1, eu-west-1]\n"));
        JsonNode check = new ObjectMapper().readTree(run("check", replicated.toString(), "--format", "json"));
        String message = null;
        for (JsonNode f : check.get("findings")) {
            if (f.get("rule").asText().equals("lww-counter")) {
                message = f.get("message").asText();
            }
        }
        assertTrue(message != null && message.contains("Job.``tick`s``, a counter"), String.valueOf(message));
        List<FindingView.MessagePart> parts = FindingView.parts(message);
        assertTrue(parts.contains(new FindingView.MessagePart("tick`s", true)), parts.toString());
        assertTrue(parts.contains(new FindingView.MessagePart("replication: mrsc", true)),
                "the span after the name still opens and closes: " + parts);
        Node md = Parser.builder().build().parse(FindingView.cell(parts));
        List<String> code = new ArrayList<>();
        md.accept(new AbstractVisitor() {
            @Override
            public void visit(Code c) {
                code.add(c.getLiteral());
            }
        });
        assertTrue(code.contains("tick`s") && code.contains("replication: mrsc"), code.toString());
        JsonNode sarif = new ObjectMapper().readTree(run("check", replicated.toString(), "--format", "sarif"));
        assertTrue(sarif.toString().contains("Job.``tick`s``"), "SARIF carries the message as JSON text");
    }

    @Test
    void theMermaidCopyHoldsNoRawQuoteOrAngleBracketInALabel() throws Exception {
        String md = Files.readString(site.resolve("services/names.md"));
        int from = md.indexOf("```mermaid\n");
        assertTrue(from >= 0, "the fan-out has a Mermaid copy");
        String mermaid = md.substring(from + 11, md.indexOf("```", from + 11));
        for (String line : mermaid.lines().toList()) {
            for (String label : labels(line)) {
                assertTrue(!label.contains("\"") && !label.contains("<") && !label.contains(">")
                        && !label.contains("`"), line);
            }
        }
        assertTrue(mermaid.contains("Status#35;Time"), "the name in the consumer's filter, as an entity code");
    }

    @Test
    void sarifAndJsonCarryEveryNameAsJsonText() throws Exception {
        List<String> costTexts = texts(new ObjectMapper().readTree(run("cost", DESIGN.toString(), "--format", "json")));
        for (String n : NAMES) {
            assertTrue(costTexts.stream().anyMatch(t -> t.contains(n)), "cost JSON reads back " + n);
        }
        List<String> checkTexts = texts(new ObjectMapper().readTree(run("check", DESIGN.toString(), "--format", "json")));
        assertTrue(checkTexts.stream().anyMatch(t -> t.contains("`{say \"hi\"}`")), checkTexts.toString());
        JsonNode sarif = new ObjectMapper().readTree(run("check", DESIGN.toString(), "--format", "sarif"));
        List<String> messages = new ArrayList<>();
        sarif.findValues("text").forEach(t -> messages.add(t.asText()));
        assertTrue(messages.stream().anyMatch(m -> m.contains("{say \"hi\"}")), messages.toString());
    }

    @Test
    void aDiffShowsTheNamesWholeInItsMarkdownHtmlAndJson(@TempDir Path dir) throws Exception {
        Path before = Files.createDirectories(dir.resolve("before"));
        Path after = Files.createDirectories(dir.resolve("after"));
        String text = Files.readString(DESIGN);
        Files.writeString(before.resolve("names.yaml"), text);
        Files.writeString(after.resolve("names.yaml"), text
                .replace("projection: [\"dot.name\", \"tick`s\"] }", "projection: [\"dot.name\", \"tick`s\", \"it's & <b>\"] }")
                .replace("\"a<b|c\": { type: S, bytes: 10 }", "\"a<b|c\": { type: S, bytes: 12 }"));
        String md = run("diff", before.toString(), after.toString());
        assertEquals(List.of(), MarkdownSafety.problems(md));
        assertTrue(md.contains("| attribute | Job.a&lt;b\\|c | changed |"), md);
        assertTrue(md.contains("projection: INCLUDE \\[dot.name, tick\\`s\\] → INCLUDE \\[dot.name, tick\\`s, it's &amp; "
                + "&lt;b&gt;\\]"), md);
        Document html = Jsoup.parse(run("diff", before.toString(), after.toString(), "--format", "html"));
        assertTrue(html.text().contains("Job.a<b|c") && html.text().contains("it's & <b>"), html.text());
        assertEquals(List.of(), html.select("main b, body > b, td b").eachText(), "no name opens an element");
        List<String> json = texts(new ObjectMapper().readTree(run("diff", before.toString(), after.toString(),
                "--format", "json")));
        assertTrue(json.contains("Job.a<b|c"), json.toString());
    }

    @Test
    void cloudFormationReadsBackEveryKeyAndProjectedName() {
        JsonNode root = CloudFormation.parse(CloudFormation.yaml(design.tables().get("Jobs")));
        JsonNode p = root.path("Resources").path(CloudFormation.logicalId(design.tables().get("Jobs"))).path("Properties");
        List<String> defs = new ArrayList<>();
        p.path("AttributeDefinitions").forEach(d -> defs.add(d.path("AttributeName").asText()));
        assertEquals(List.of("job id", "Status#Time", "say \"hi\"", "a<b|c"), defs);
        List<String> projected = new ArrayList<>();
        p.path("GlobalSecondaryIndexes").get(0).path("Projection").path("NonKeyAttributes")
                .forEach(a -> projected.add(a.asText()));
        assertEquals(List.of("dot.name", "tick`s"), projected);
    }

    @Test
    void everyRequestNamesEachAttributeThroughAnExpressionAttributeName() {
        int requests = 0;
        for (AccessPattern p : design.patterns()) {
            Optional<SdkRequest> r = new SdkRequests(design).of(p);
            assertTrue(r.isPresent(), p.id());
            requests++;
            for (SdkRequest q : Stream.concat(Stream.of(r.get()), r.get().parts().stream()).toList()) {
                for (String expression : Stream.of(q.keyCondition(), q.update(), q.projection(), q.filter(), q.condition())
                        .filter(e -> e != null).toList()) {
                    for (String n : NAMES) {
                        assertTrue(!expression.contains(n), p.id() + ": raw " + n + " in " + expression);
                    }
                    for (String token : expression.split("[^#\\w]+")) {
                        if (token.startsWith("#")) {
                            assertTrue(q.names().containsKey(token), p.id() + ": " + token + " is mapped in " + q.names());
                        }
                    }
                }
                assertTrue(NAMES.containsAll(q.names().values().stream().filter(v -> !v.equals("k")).toList()),
                        p.id() + ": " + q.names());
            }
        }
        assertEquals(5, requests);
        SdkRequest update = new SdkRequests(design).of(design.pattern("W1")).orElseThrow();
        assertTrue(update.names().values().containsAll(List.of("dot.name", "tick`s", "ünï code", "it's & <b>")),
                update.names().toString());
        SdkRequest transact = new SdkRequests(design).of(design.pattern("W2")).orElseThrow();
        assertTrue(transact.parts().stream().anyMatch(part -> part.update() != null
                && part.names().values().containsAll(List.of("ünï code", "tick`s"))), transact.toString());
        SdkRequest batch = new SdkRequests(design).of(design.pattern("AP3")).orElseThrow();
        List<String> projected = Stream.concat(Stream.of(batch), batch.parts().stream())
                .flatMap(q -> q.names().values().stream()).toList();
        assertTrue(projected.containsAll(List.of("a<b|c", "it's & <b>")), batch.toString());
    }

    @Test
    void everySdkSnippetCompilesWithEachNameAsAStringLiteral(@TempDir Path dir) throws Exception {
        Path node = Path.of("/usr/bin/node");
        assertTrue(Files.isExecutable(node), "node is not installed at /usr/bin/node: run `./tablebook-test`");
        for (AccessPattern p : design.patterns()) {
            SdkRequest r = new SdkRequests(design).of(p).orElseThrow();
            String js = JsSdkCall.of(r, p.id() + ": " + p.title(), design.region());
            String java = JavaSdkCall.of(r, p.id(), design.region());
            for (String n : r.names().values()) {
                String literal = new ObjectMapper().writeValueAsString(n);
                assertTrue(js.contains(literal), p.id() + " JS holds " + literal + "\n" + js);
                assertTrue(java.contains(literal), p.id() + " Java holds " + literal + "\n" + java);
            }
            assertEquals(List.of(), dev.tablebook.testing.JavaSyntax.errors(java), p.id() + ": the Java example parses\n" + java);
            Path file = dir.resolve(p.id() + ".mjs");
            Files.writeString(file, js, StandardCharsets.UTF_8);
            Process check = new ProcessBuilder(node.toString(), "--check", file.toString()).redirectErrorStream(true)
                    .start();
            String out = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(check.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, check.exitValue(), p.id() + ": " + out + "\n" + js);
        }
    }

    /** The quoted labels of one Mermaid line: the text between each {@code ["} and {@code "]}-style pair. */
    private static List<String> labels(String line) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while ((i = line.indexOf('"', i)) >= 0) {
            int j = line.indexOf('"', i + 1);
            if (j < 0) {
                out.add(line.substring(i + 1) + "\"");
                break;
            }
            out.add(line.substring(i + 1, j));
            i = j + 1;
        }
        return out;
    }

    /** Every text value of a JSON document. */
    private static List<String> texts(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node.isTextual()) {
            out.add(node.asText());
        }
        node.forEach(child -> out.addAll(texts(child)));
        return out;
    }

    private static String text(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(org.commonmark.node.Text t) {
                sb.append(t.getLiteral());
            }

            @Override
            public void visit(Code c) {
                sb.append(c.getLiteral());
            }

            @Override
            public void visit(CustomNode n) {
                if (n instanceof TableCell && sb.length() > 0) {
                    sb.append(" | ");
                }
                super.visit(n);
            }
        });
        return sb.toString();
    }
}
