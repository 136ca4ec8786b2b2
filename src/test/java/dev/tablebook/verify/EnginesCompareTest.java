package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples on both engines, and a site built with both reports: where the engines agree on a
 * pattern, nothing more is said; every difference of status is a feature one engine lacks and is
 * shown on the pattern and counted on the index, never merged into one status.
 */
@SuppressWarnings("try") // an engine that only has to run while verify talks to it
class EnginesCompareTest {

    private static String verify(LocalEngine engine) throws Exception {
        try (LocalEngine.Running running = engine.start()) {
            StringWriter out = new StringWriter();
            int exit = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "verify", "designs",
                    "--endpoint", running.endpoint(), "--engine", engine.label(), "--format", "json");
            assertEquals(0, exit, out.toString());
            return out.toString();
        }
    }

    private static Map<String, JsonNode> byPattern(String json) throws Exception {
        Map<String, JsonNode> out = new TreeMap<>();
        for (JsonNode s : new ObjectMapper().readTree(json).get("services")) {
            for (JsonNode p : s.get("patterns")) {
                out.put(s.get("service").asText() + "/" + p.get("id").asText(), p);
            }
        }
        return out;
    }

    @Test
    void theEnginesDifferOnlyWhereOneLacksAFeatureAndTheSiteSaysSo(@TempDir Path dir) throws Exception {
        String dynalite = verify(LocalEngine.DYNALITE);
        String moto = verify(LocalEngine.MOTO);
        Map<String, JsonNode> d = byPattern(dynalite);
        Map<String, JsonNode> m = byPattern(moto);
        assertEquals(d.keySet(), m.keySet());
        List<String> differ = new ArrayList<>();
        for (String id : d.keySet()) {
            String sd = d.get(id).get("status").asText();
            String sm = m.get(id).get("status").asText();
            if (!sd.equals(sm)) {
                differ.add(id);
                // each difference is an operation or key schema dynalite lacks, said with its name
                assertEquals("not-verifiable", sd, id);
                assertEquals("verified", sm, id);
                String why = d.get(id).get("reason").asText();
                assertTrue(why.startsWith("dynalite does not implement Transact")
                        || why.startsWith("dynalite rejected the multi-attribute key"), id + ": " + why);
            }
        }
        assertEquals(List.of("catalog/C3", "catalog/C6", "catalog/C9", "leaderboard/L3", "leaderboard/L4",
                "leaderboard/L5", "orders/AP7", "orders/W1", "taskboard/W1", "taskboard/W2"), differ);

        Path a = Files.writeString(dir.resolve("dynalite.json"), dynalite);
        Path b = Files.writeString(dir.resolve("moto.json"), moto);
        Path site = dir.resolve("site");
        assertEquals(0, Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "build",
                "designs", "--out", site.toString(), "--quiet", "--verified", a.toString(), "--verified", b.toString()));
        String index = Files.readString(site.resolve("index.html"));
        assertTrue(index.contains("Proved on <strong>dynalite</strong>"), index);
        assertTrue(index.contains("Proved on <strong>moto</strong>"), index);
        assertTrue(index.contains("The engines differ on the status of 10 patterns"), index);
        String orders = Files.readString(site.resolve("services/orders.html"));
        int ap7 = orders.indexOf("id=\"pattern-AP7\"");
        String article = orders.substring(ap7, orders.indexOf("</article>", ap7));
        assertTrue(article.contains("<strong>On dynalite:</strong> <span class=\"badge info\">not-verifiable</span>"), article);
        assertTrue(article.contains("<strong>On moto:</strong> <span class=\"badge ok\">verified</span>"), article);
        assertTrue(article.contains("<span class=\"badge warning\">engines differ</span> not-verifiable on dynalite,"
                + " verified on moto"), article);
        int ap2 = orders.indexOf("id=\"pattern-AP2\"");
        String agreed = orders.substring(ap2, orders.indexOf("</article>", ap2));
        assertTrue(!agreed.contains("engines differ</span> not-verifiable"), agreed);
        String md = Files.readString(site.resolve("services/orders.md"));
        assertTrue(md.contains("**Engines differ:** not-verifiable on dynalite, verified on moto"), md);
    }
}
