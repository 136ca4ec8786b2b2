package dev.tablebook.render.cost;

import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.cost.Sensitivity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.testing.Fixtures;
import dev.tablebook.testing.OrdersExample;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The {@code cost --format json} contract of cli.md: fields, their order, unrounded money. */
class CostJsonTest {
    static CostReport orders;
    static CostReport vectors;
    static JsonNode json;

    @BeforeAll
    static void render() throws Exception {
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        orders = engine.cost(OrdersExample.design());
        vectors = engine.cost(Fixtures.resource("imported/vectors.json"));
        json = new ObjectMapper().readTree(CostJson.render(List.of(orders, vectors)));
    }

    static List<String> fields(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void theContractFieldsComeFirstInTheirOrder() {
        JsonNode s = json.get("services").get(0);
        assertEquals(List.of("service", "cost", "patterns", "storage"), fields(s).subList(0, 4));
        assertEquals("orders", s.get("service").asText());
        assertEquals(List.of("on_demand", "provisioned", "reserved_1y", "reserved_3y", "recommendation"), fields(s.get("cost")));
        assertEquals(List.of("peak", "expected"), fields(s.get("cost").get("on_demand")));
        assertEquals(List.of("total", "requests", "storage"), fields(s.get("cost").get("on_demand").get("peak")).subList(0, 3));
        assertEquals(List.of("mode", "why"), fields(s.get("cost").get("recommendation")));
        assertEquals(List.of("id", "operation", "rru", "wru", "monthly_peak", "monthly_expected"),
                fields(s.get("patterns").get(0)).subList(0, 6));
        assertEquals(List.of("resource", "type", "gb", "monthly"), fields(s.get("storage").get(0)).subList(0, 4));
        assertEquals(List.of("service", "cost", "patterns", "storage", "title", "file", "region", "imported", "pricing",
                "line_items", "tables", "hot_partitions", "sensitivity", "guesses", "assumptions", "not_priced"), fields(s));
    }

    @Test
    void moneyIsUnroundedAndMatchesTheReport() {
        JsonNode peak = json.get("services").get(0).get("cost").get("on_demand").get("peak");
        assertEquals(orders.onDemandPeak().total(), peak.get("total").asDouble(), 0);
        assertEquals(orders.onDemandPeak().requests(), peak.get("requests").asDouble(), 0);
        JsonNode ap9 = json.get("services").get(0).get("patterns").get(2);
        assertEquals("AP9", ap9.get("id").asText());
        assertEquals(orders.pattern("AP9").monthlyExpected(), ap9.get("monthly_expected").asDouble(), 0);
        JsonNode storage = json.get("services").get(0).get("storage").get(0);
        assertEquals("table", storage.get("type").asText());
        assertEquals(orders.storage("Commerce").gbPeak(), storage.get("gb").asDouble(), 0);
    }

    @Test
    void anUnpricedPatternIsNullNotZero() {
        JsonNode v1 = json.get("services").get(1).get("patterns").get(0);
        assertEquals("V1", v1.get("id").asText());
        assertTrue(v1.get("monthly_peak").isNull());
        assertFalse(v1.get("priced").asBoolean());
    }

    @Test
    void renderingIsDeterministicWithUnixLineEnds() {
        String a = CostJson.render(List.of(orders, vectors));
        assertEquals(a, CostJson.render(List.of(orders, vectors)));
        assertFalse(a.contains("\r"));
        assertFalse(a.contains("NaN"));
        assertTrue(a.endsWith("}\n"));
    }

    @Test
    void theStreamedReportIsTheRenderedTextAndLeavesItsWriterOpen() {
        java.io.StringWriter out = new java.io.StringWriter() {
            @Override
            public void close() {
                throw new AssertionError("the report closed the command's output");
            }
        };
        CostJson.write(List.of(orders, vectors), out);
        assertEquals(CostJson.render(List.of(orders, vectors)), out.toString());
    }

    @Test
    void theReportAsBytesIsTheRenderedTextInUtf8() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream() {
            @Override
            public void close() {
                throw new AssertionError("the report closed the command's output");
            }
        };
        CostJson.write(List.of(orders, vectors), out);
        assertArrayEquals(CostJson.render(List.of(orders, vectors)).getBytes(java.nio.charset.StandardCharsets.UTF_8),
                out.toByteArray());
    }

    @Test
    void textAndMarkdownShowTheSameSections() {
        String text = CostText.render(orders);
        String md = CostMarkdown.render(orders);
        for (String section : List.of("On-demand monthly cost", "Access patterns, by peak cost", "Storage",
                "Capacity modes at the average rates", "Capacity of Commerce", "Hot partitions", "Sensitivity", "Guesses",
                "Assumptions")) {
            assertTrue(text.contains(section), section);
            assertTrue(md.contains("## " + section), section);
        }
        // Patterns by cost: W1 ($899.10) before AP1 ($324.00).
        assertTrue(text.indexOf("W1  ") < text.indexOf("AP1  "));
        assertTrue(md.contains("| W1 | TransactWriteItems | Commerce | 50 | 2 | 0 | 10 | 1 | $899.10 | $35.96 |"), md);
        assertTrue(md.contains("CUSTOMER\\#\\{customer\\_id\\}"), "design text is escaped in Markdown");
        assertFalse(md.contains("\n\n\n"), "one blank line between blocks");
        assertFalse(text.lines().anyMatch(l -> !l.equals(l.stripTrailing())), "no trailing blanks");
    }
}
