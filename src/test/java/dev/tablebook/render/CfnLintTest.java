package dev.tablebook.render;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * cfn-lint (AWS's CloudFormation linter, the PyPI package {@code cfn-lint} that {@code tablebook-test}
 * makes sure of) on every CloudFormation template the site prints: one per table of the example
 * designs and of every test design that loads, {@code AWS::DynamoDB::Table} and
 * {@code AWS::DynamoDB::GlobalTable} alike. It checks each property against the resource's
 * published schema (names, types, required properties, allowed values where the schema has them)
 * and the relations between them (a key attribute without its definition, an index's key, a
 * replica's settings). {@link CloudFormationTest} checks what the templates say of the design.
 */
class CfnLintTest {
    /** Each template the site prints, written as {@code SERVICE-TABLE.yaml}; the loaded designs' tables. */
    private static List<Path> templates(Path dir) throws IOException {
        List<Path> inputs = new ArrayList<>(List.of(Path.of("designs")));
        try (Stream<Path> walk = Files.walk(Path.of("src/test/resources"))) {
            walk.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(inputs::add);
        }
        LoadResult loaded = new DesignLoader().load(inputs);
        List<Path> out = new ArrayList<>();
        for (Design d : loaded.designs()) {
            for (Table t : d.tables().values()) {
                Path file = dir.resolve(out.size() + "-" + d.service() + "-" + t.name().replaceAll("[^A-Za-z0-9._-]", "_")
                        + ".yaml");
                Files.writeString(file, CloudFormation.yaml(t));
                out.add(file);
            }
        }
        return out;
    }

    private record Lint(int exit, String output) {
    }

    private static Lint cfnLint(List<Path> files) throws IOException, InterruptedException {
        // its console script's entry point, run by the python3 that tablebook-test installed it for (as moto is)
        List<String> command = new ArrayList<>(List.of("python3", "-c",
                "import sys; from cfnlint.runner import main; sys.argv[0] = 'cfn-lint'; sys.exit(main())",
                "--format", "parseable"));
        files.forEach(f -> command.add(f.toString()));
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new AssertionError("python3 cannot be run: run `./tablebook-test`", e);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "cfn-lint finished");
        assertTrue(!out.contains("No module named"), "cfn-lint is not installed for python3 (pip install cfn-lint): run `./tablebook-test`\n" + out);
        return new Lint(p.exitValue(), out);
    }

    @Test
    void everyPrintedTemplatePassesCfnLint(@TempDir Path dir) throws Exception {
        List<Path> files = templates(dir);
        String all = String.join("\n", files.stream().map(f -> {
            try {
                return Files.readString(f);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).toList());
        // the designs reach every kind of setting the templates write, so none is left unlinted
        for (String feature : List.of("Type: AWS::DynamoDB::Table", "Type: AWS::DynamoDB::GlobalTable",
                "GlobalSecondaryIndexes:", "LocalSecondaryIndexes:", "ProvisionedThroughput:",
                "WriteProvisionedThroughputSettings:", "StreamSpecification:", "TimeToLiveSpecification:",
                "PointInTimeRecoverySpecification:", "DeletionProtectionEnabled:", "KMSMasterKeyId:",
                "TableClass: STANDARD_INFREQUENT_ACCESS", "Replicas:", "Projection:")) {
            assertTrue(all.contains(feature), "no template has " + feature);
        }
        assertTrue(files.size() >= 80, "templates linted: " + files.size());
        Lint lint = cfnLint(files);
        assertEquals("", lint.output(), "cfn-lint on " + files.size() + " templates in " + dir);
        assertEquals(0, lint.exit(), lint.output());
    }

    @Test
    void cfnLintReallyReportsProblems(@TempDir Path dir) throws Exception {
        Path good = templates(dir).get(0);
        Path bad = dir.resolve("bad.yaml");
        Files.writeString(bad, Files.readString(good).replace("      KeySchema:", "      KeySchemas:"));
        Lint lint = cfnLint(List.of(bad));
        assertEquals(2, lint.exit(), lint.output());
        assertTrue(lint.output().contains(":E3003:") && lint.output().contains("'KeySchema' is a required property"),
                lint.output());
        assertTrue(lint.output().contains(":E3002:") && lint.output().contains("'KeySchemas' was unexpected"),
                lint.output());
    }
}
