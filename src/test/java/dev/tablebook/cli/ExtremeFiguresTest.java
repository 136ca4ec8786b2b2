package dev.tablebook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design whose every figure is the largest the format accepts (counts of 2^53, attributes of
 * 2 GB, a billion requests a second) is priced with sizes and costs that stay positive and
 * finite: sums saturate instead of wrapping round, and the JSON stays JSON.
 */
class ExtremeFiguresTest {
    private static final String DESIGN = "src/test/resources/load/hostile/extreme-figures.yaml";

    @Test
    void theLargestFiguresPriceToPositiveFiniteAmounts() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(ExitCode.OK, Main.run(new PrintWriter(out), new PrintWriter(err), "cost", DESIGN,
                "--format", "json"), err::toString);
        JsonNode service = new ObjectMapper().readTree(out.toString()).get("services").get(0);
        List<String> bad = new ArrayList<>();
        collect("", service.get("cost"), bad);
        collect("storage", service.get("storage"), bad);
        collect("patterns", service.get("patterns"), bad);
        assertEquals(List.of(), bad, "every amount, unit and size is a finite number of 0 or more");
        assertTrue(service.at("/cost/on_demand/peak/storage").asDouble() > 0);
    }

    /** Paths of numbers that are negative, or strings where JSON cannot hold the number (NaN, Infinity). */
    private static void collect(String path, JsonNode node, List<String> bad) {
        if (node == null) {
            return;
        }
        if (node.isNumber() && (node.asDouble() < 0 || !Double.isFinite(node.asDouble()))) {
            bad.add(path + " = " + node);
        } else if (node.isTextual() && node.asText().matches("-?(NaN|Infinity)")) {
            bad.add(path + " = " + node);
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) node::fields) {
                collect(path + "/" + e.getKey(), e.getValue(), bad);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(path + "/" + i, node.get(i), bad);
            }
        }
    }
}
