package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The page's SDK set-up, written once, and each example's call without it. */
class SdkSetupTest {
    @Test
    void theSetUpImportsEveryCommandOnceAndTheCallKeepsTheRest() {
        String get = JsSdkCall.of(request("designs/catalog.yaml", "C1"), "C1: details", "us-east-1");
        String query = JsSdkCall.of(request("designs/catalog.yaml", "C2"), "C2: variants", "us-east-1");
        SdkSetup setup = SdkSetup.of(List.of(get, query, ""), List.of());
        assertEquals("""
                import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
                import { DynamoDBDocumentClient, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";

                const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: "us-east-1" }));
                """, setup.javascript());
        assertEquals("", setup.java());
        String call = SdkSetup.call(get, false);
        assertTrue(call.startsWith("const { Item } = await client.send(new GetCommand({"), call);
        assertTrue(get.contains("// C1: details\n" + call), "the pattern's heading names it: no comment");
        assertTrue(get.endsWith(call));
        assertEquals("", SdkSetup.call("", false));
    }

    @Test
    void javaImportsAreTheUnionInOrderAndEveryCallFollowsTheSetUp() {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs")));
        for (Design d : loaded.designs()) {
            List<String> programs = new ArrayList<>();
            for (AccessPattern p : d.patterns()) {
                new SdkRequests(d).of(p).ifPresent(r -> programs.add(JavaSdkCall.of(r, "pattern " + p.id(), d.region())));
            }
            String setup = SdkSetup.of(List.of(), programs).java();
            List<String> imports = setup.lines().filter(l -> l.startsWith("import ")).toList();
            assertEquals(imports.stream().sorted().distinct().toList(), imports, d.service());
            for (String program : programs) {
                // the whole example's imports are all in the page's set-up, and its client line too
                program.lines().filter(l -> l.startsWith("import ")).forEach(
                        l -> assertTrue(imports.contains(l), d.service() + ": " + l));
                String client = program.lines().filter(l -> l.startsWith("DynamoDbClient dynamoDb = ")).findFirst()
                        .orElseThrow();
                assertTrue(setup.contains(client + "\n"), setup);
                assertTrue(program.endsWith(SdkSetup.call(program, true)));
                // the comment naming the pattern is left to the page's heading
                assertTrue(program.contains("\n// pattern "), program);
                assertTrue(!SdkSetup.call(program, true).contains("// pattern ") && !SdkSetup.call(program, true).isBlank(),
                        SdkSetup.call(program, true));
            }
        }
    }

    @Test
    void anExampleWithoutClientIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> SdkSetup.call("import x;\n\nfoo();\n", false));
        assertThrows(IllegalArgumentException.class, () -> SdkSetup.call("import x;\n\nfoo();\n", true));
    }

    private static SdkRequest request(String file, String id) {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of(file)));
        Design d = loaded.designs().get(0);
        Optional<SdkRequest> r = new SdkRequests(d).of(d.pattern(id));
        return r.orElseThrow();
    }
}
