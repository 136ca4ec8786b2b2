package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The templates the drift and import tests read pass cfn-lint: AWS's public samples (cited in
 * src/test/resources/drift/samples/SOURCES.md) and the template of the synthesized CDK assembly.
 * The samples' Lambda functions use runtimes AWS has since deprecated (E2533), which says nothing
 * of their tables: that one check is left out.
 */
class DriftTemplatesLintTest {
    @Test
    void theSampleTemplatesAndTheSynthesizedOnePassCfnLint() throws Exception {
        Path samples = Path.of("src/test/resources/drift/samples");
        List<Path> files = List.of(samples.resolve("DynamoDB_Table.yaml"), samples.resolve("DynamoDB_Secondary_Indexes.json"),
                samples.resolve("lambda-dynamodb.yaml"), samples.resolve("foreach-tables.yaml"),
                samples.resolve("foreach-tables.json"), samples.resolve("sam-web-simpletable.yaml"),
                Path.of("src/test/resources/drift/cdk/assembly/Shop.template.json"));
        CfnLintTest.Lint lint = CfnLintTest.cfnLint(files, List.of("--ignore-checks=E2533"));
        assertEquals("", lint.output());
        assertEquals(0, lint.exit());
    }
}
