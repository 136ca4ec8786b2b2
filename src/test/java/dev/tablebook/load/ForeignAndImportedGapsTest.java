package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Other tools' files are named for what they are; a reference-format model's gaps are reported with positions. */
class ForeignAndImportedGapsTest {

    private static LoadResult load(Path file) {
        return new DesignLoader().load(List.of(file));
    }

    private static List<String> errors(LoadResult r) {
        return r.errors().stream().map(InputError::toString).toList();
    }

    @Test
    void aNoSqlWorkbenchModelInTheDesignsIsNamedWithTheCommandThatConvertsIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.json");
        Files.writeString(file, """
                {
                  "ModelName": "Game state",
                  "ModelMetadata": { "Author": "AWS", "Version": "3.0", "AWSService": "Amazon DynamoDB" },
                  "DataModel": [ { "TableName": "battle-royale",
                    "KeyAttributes": { "PartitionKey": { "AttributeName": "PK", "AttributeType": "S" } } } ]
                }
                """);
        List<String> errors = errors(load(file));
        assertEquals(1, errors.size(), errors.toString());
        String e = errors.get(0);
        assertTrue(e.startsWith(file + ":1:1: this is a NoSQL Workbench model (version 3.0) named \"Game state\""), e);
        assertTrue(e.contains("convert it with `tablebook import " + file + " --out DIR`"), e);
        assertTrue(!e.contains("access_patterns"), "no word of fields a Workbench model never has: " + e);
    }

    @Test
    void aCloudFormationTemplateOrTableDescriptionIsNamedToo(@TempDir Path dir) throws IOException {
        Path cfn = dir.resolve("stack.yaml");
        Files.writeString(cfn, """
                AWSTemplateFormatVersion: "2010-09-09"
                Resources:
                  Orders:
                    Type: AWS::DynamoDB::Table
                """);
        assertTrue(errors(load(cfn)).get(0).startsWith(cfn + ":1:1: this is a CloudFormation template"),
                errors(load(cfn)).toString());
        Path table = dir.resolve("orders.json");
        Files.writeString(table, """
                { "Table": { "TableName": "Orders", "KeySchema": [ { "AttributeName": "pk", "KeyType": "HASH" } ] } }
                """);
        assertTrue(errors(load(table)).get(0).contains("this is a DynamoDB table description"),
                errors(load(table)).toString());
    }

    private static final String MODEL = """
            {
              "tables": [ { "table_name": "Orders", "key_schema": { "partition_key": "pk" },
                "entities": [ { "entity_name": "Order", "estimated_item_size_bytes": 500, "estimated_item_count": 1000 } ] } ],
              "access_patterns": [
                { "pattern_id": "A1", "operation": "GetItem", "table": "Orders", "peak_rps": 10 },
                { "pattern_id": "A2", "operation": "Query", "table": "Orders",
                  "items_per_request": 5 }
              ]%s
            }
            """;

    @Test
    void aReferenceFormatPatternWithoutPeakRpsIsTheMissingRpsFinding(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("orders.json");
        Files.writeString(file, MODEL.formatted(""));
        LoadResult r = load(file);
        assertEquals(List.of(), errors(r));
        List<Finding> missing = Checker.standard().check(r.designs().get(0)).stream()
                .filter(f -> f.rule().equals("missing-rps")).toList();
        assertEquals(1, missing.size(), missing.toString());
        assertEquals("A2", missing.get(0).target());
        assertEquals(file + ":6:5", missing.get(0).pos().toString(), "at the pattern that lacks it");
    }

    @Test
    void unknownTopLevelAndPatternFieldsOfAReferenceModelAreErrorsAtTheirPositions(@TempDir Path dir)
            throws IOException {
        Path file = dir.resolve("orders.json");
        Files.writeString(file, MODEL.formatted(",\n  \"notes\": \"draft\"")
                .replace("\"items_per_request\": 5", "\"items_per_request\": 5, \"rate\": 40"));
        List<String> errors = errors(load(file));
        assertEquals(2, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith(file + ":7:31: unknown field `rate` in access pattern A2; the reference "
                + "format has "), errors.get(0));
        assertTrue(errors.get(1).startsWith(file + ":9:3: unknown field `notes` in the model; the reference format "
                + "has access_patterns, tables"), errors.get(1));
    }
}
