package dev.tablebook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CostCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void jsonFollowsTheContract() throws IOException {
        assertEquals(ExitCode.OK, run("cost", "designs", "--format", "json"));
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertEquals(5, json.get("services").size());
        JsonNode orders = json.get("services").get(2);
        assertEquals("orders", orders.get("service").asText());
        JsonNode peak = orders.at("/cost/on_demand/peak");
        assertTrue(peak.get("total").asDouble() >= peak.get("requests").asDouble() + peak.get("storage").asDouble() - 1e-9);
        assertTrue(orders.at("/cost/recommendation/mode").isTextual());
        assertTrue(orders.at("/cost/recommendation/why").asText().length() > 20);
        JsonNode pattern = orders.get("patterns").get(0);
        for (String field : new String[] {"id", "operation", "rru", "wru", "monthly_peak", "monthly_expected"}) {
            assertTrue(pattern.has(field), field);
        }
        JsonNode storage = orders.get("storage").get(0);
        for (String field : new String[] {"resource", "type", "gb", "monthly"}) {
            assertTrue(storage.has(field), field);
        }
    }

    @Test
    void jsonOnTheProcessStreamIsWhatTheUtf8WriterWrote(@TempDir Path dir) throws IOException {
        // main's output lends its byte stream: the JSON goes there as the generator's UTF-8 bytes, the
        // same bytes the command's UTF-8 writer made of the text; names beyond the BMP, and surrogates
        // without their pair (which the writer encodes as "?"), included
        String model = Files.readString(Path.of("src/test/resources/imported/orders-basic.json"));
        Files.writeString(dir.resolve("odd-names.json"), model.replace("\"entity_name\": \"Address\"",
                "\"entity_name\": \"Address \\ud800 \\udc00x \\ud83d\\ude00 \\u00e9\""));
        for (String[] args : new String[][] {{"cost", "designs", "--format", "json"},
                {"cost", "src/test/resources/imported", "--format", "json", "--quiet"},
                {"cost", dir.toString(), "--format", "json", "--quiet"}}) {
            String line = String.join(" ", args);
            java.io.ByteArrayOutputStream viaWriter = new java.io.ByteArrayOutputStream();
            int code = Main.run(new PrintWriter(viaWriter, true, java.nio.charset.StandardCharsets.UTF_8),
                    new PrintWriter(new StringWriter()), args);
            java.io.ByteArrayOutputStream viaBytes = new java.io.ByteArrayOutputStream();
            assertEquals(code, Main.run(new StreamOut(viaBytes), new PrintWriter(new StringWriter()), args), line);
            assertTrue(viaWriter.size() > 1000, line);
            assertTrue(java.util.Arrays.equals(viaWriter.toByteArray(), viaBytes.toByteArray()), line);
        }
        String odd = new java.io.ByteArrayOutputStream() {{
            Main.run(new StreamOut(this), new PrintWriter(new StringWriter()), "cost", dir.toString(), "--format", "json");
        }}.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(odd.contains("\"entity Address ? ?x \uD83D\uDE00 \u00e9 in Customers\""), odd.substring(0, Math.min(2000, odd.length())));
    }

    @Test
    void textAndMarkdownShowTheHeadline() throws IOException {
        // the headline both formats print is the JSON report's on-demand peak and expected totals
        assertEquals(ExitCode.OK, run("cost", "designs/orders.yaml", "--format", "json"));
        JsonNode onDemand = new ObjectMapper().readTree(out.toString()).at("/services/0/cost/on_demand");
        String headline = String.format(java.util.Locale.ROOT, "On-demand $%,.2f a month at peak, $%,.2f expected.",
                onDemand.at("/peak/total").asDouble(), onDemand.at("/expected/total").asDouble());
        for (String format : new String[] {"text", "md"}) {
            out.getBuffer().setLength(0);
            assertEquals(ExitCode.OK, run("cost", "designs/orders.yaml", "--format", format));
            assertTrue(out.toString().contains(headline), format + " shows " + headline + ":\n" + out);
        }
        assertTrue(out.toString().startsWith("# Cost of orders\n"), "a Markdown heading: " + out);
        assertTrue(out.toString().contains("\n| --- |"), "a Markdown table: " + out);
    }

    @Test
    void aRegionWithoutAPriceSheetIsAnInputErrorOfThatDesign(@TempDir Path dir) throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        Files.writeString(dir.resolve("a.yaml"), good.replace("service: shop", "service: shop\nregion: eu-west-1"));
        Files.writeString(dir.resolve("b.yaml"), good.replace("service: shop", "service: other"));
        assertEquals(ExitCode.FINDINGS, run("cost", dir.toString(), "--format", "json"));
        assertTrue(err.toString().contains(dir + "/a.yaml:2:9: error input no price sheet for region eu-west-1"),
                err.toString());
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertEquals(1, json.get("services").size(), "the other design is still costed");
        assertEquals("other", json.get("services").get(0).get("service").asText());
    }

    @Test
    void unknownRegionOptionOrMissingPriceSheetCannotRun() {
        assertEquals(ExitCode.CANNOT_RUN, run("cost", "designs", "--region", "xx-nowhere-9"));
        assertTrue(err.toString().contains("no built-in price sheet for region xx-nowhere-9"), err.toString());
        assertEquals(ExitCode.CANNOT_RUN, run("cost", "designs", "--pricing", "no/such/sheet.yaml"));
    }

    @Test
    void aPriceSheetFileReplacesTheBuiltInOne(@TempDir Path dir) throws IOException {
        String sheet = Files.readString(Path.of("src/main/resources/pricing/us-east-1.yaml"));
        Path doubled = dir.resolve("sheet.yaml");
        Files.writeString(doubled, sheet.replace("0.25", "0.50"));
        assertEquals(ExitCode.OK, run("cost", "designs/orders.yaml", "--format", "json"));
        double base = new ObjectMapper().readTree(out.toString()).at("/services/0/cost/on_demand/peak/storage").asDouble();
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("cost", "designs/orders.yaml", "--format", "json", "--pricing", doubled.toString()));
        double twice = new ObjectMapper().readTree(out.toString()).at("/services/0/cost/on_demand/peak/storage").asDouble();
        assertEquals(2 * base, twice, 1e-6);
    }
}
