package dev.tablebook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.VerifiedReader;
import dev.tablebook.model.Pos;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;
import dev.tablebook.render.verify.VerifyJson;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code build --verified FILE}: statuses and units on the pattern pages, the engine on the index; none without it. */
class BuildVerifiedTest {
    private static final VerifyReport REPORT = new VerifyReport("dynalite", "http://127.0.0.1:8000",
            "2026-12-01T21:00:00Z", true, List.of(new ServiceResult("orders", "designs/orders.yaml", List.of(
                    new PatternResult("AP2", "AP2", PatternResult.Status.VERIFIED, null, new Pos("designs/orders.yaml", 30, 5),
                            new PatternResult.Units(0.5, 0), new PatternResult.Units(0.5, 0), null, List.of()),
                    new PatternResult("AP7", "AP7", PatternResult.Status.NOT_VERIFIABLE,
                            "dynalite does not implement TransactGetItems", new Pos("designs/orders.yaml", 96, 5),
                            new PatternResult.Units(4, 0), null, null, List.of())), List.of())), List.of());

    private int run(String... args) {
        return Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), args);
    }

    @Test
    void theReportReadsBackAsItWasWritten(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("verify.json");
        Files.writeString(f, VerifyJson.render(REPORT));
        assertEquals(REPORT, VerifiedReader.read(f));
    }

    @Test
    void patternPagesShowStatusAndUnitsAndTheIndexTheEngine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("verify.json");
        Files.writeString(f, VerifyJson.render(REPORT));
        assertEquals(0, run("build", "designs/orders.yaml", "--out", dir.resolve("a").toString(), "--quiet",
                "--verified", f.toString()));
        String page = Files.readString(dir.resolve("a/services/orders.html"));
        assertTrue(page.contains("<strong>On dynalite:</strong> <span class=\"badge ok\">verified</span> &middot; units: "
                + "predicted 0.5 RRU / 0 WRU, consumed 0.5 RRU / 0 WRU"), page);
        assertTrue(page.contains("not-verifiable</span> dynalite does not implement TransactGetItems"), page);
        String md = Files.readString(dir.resolve("a/services/orders.md"));
        assertTrue(md.contains("**On dynalite:** verified · units: predicted 0.5 RRU / 0 WRU"), md);
        String index = Files.readString(dir.resolve("a/index.html"));
        assertTrue(index.contains("Proved on <strong>dynalite</strong> at 2026-12-01T21:00:00Z"), index);

        assertEquals(0, run("build", "designs/orders.yaml", "--out", dir.resolve("b").toString(), "--quiet"));
        assertTrue(!Files.readString(dir.resolve("b/index.html")).contains("Proved on"));
        assertTrue(!Files.readString(dir.resolve("b/services/orders.html")).contains("class=\"verified\""));
    }

    private static final VerifyReport SECOND = new VerifyReport("moto", "http://127.0.0.1:5000",
            "2026-12-01T21:05:00Z", true, List.of(new ServiceResult("orders", "designs/orders.yaml", List.of(
                    new PatternResult("AP2", "AP2", PatternResult.Status.VERIFIED, null, new Pos("designs/orders.yaml", 30, 5),
                            new PatternResult.Units(0.5, 0), new PatternResult.Units(1, 0), "fixed", List.of()),
                    new PatternResult("AP7", "AP7", PatternResult.Status.VERIFIED, null, new Pos("designs/orders.yaml", 96, 5),
                            new PatternResult.Units(4, 0), null, null, List.of())), List.of())), List.of());

    @Test
    void twoEnginesAreShownSideBySideAndWhatTheyDisagreeOnIsSaid(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("dynalite.json"), VerifyJson.render(REPORT));
        Path g = Files.writeString(dir.resolve("moto.json"), VerifyJson.render(SECOND));
        assertEquals(0, run("build", "designs/orders.yaml", "--out", dir.resolve("a").toString(), "--quiet",
                "--verified", f.toString(), "--verified", g.toString()));
        String page = Files.readString(dir.resolve("a/services/orders.html"));
        assertTrue(page.contains("<strong>On dynalite:</strong> <span class=\"badge info\">not-verifiable</span>"), page);
        assertTrue(page.contains("<strong>On moto:</strong> <span class=\"badge ok\">verified</span>"), page);
        assertTrue(page.contains("engines differ</span> not-verifiable on dynalite, verified on moto"), page);
        // AP2: the same status, other units: said, not averaged
        assertTrue(page.contains("engines differ</span> consumed 0.5 RRU / 0 WRU on dynalite, 1 RRU / 0 WRU on moto"),
                page);
        String index = Files.readString(dir.resolve("a/index.html"));
        assertTrue(index.contains("Proved on <strong>dynalite</strong> at 2026-12-01T21:00:00Z"), index);
        assertTrue(index.contains("Proved on <strong>moto</strong> at 2026-12-01T21:05:00Z"), index);
        assertTrue(index.contains("The engines differ on the status of 1 pattern and on the consumed units of 1;"), index);
        String md = Files.readString(dir.resolve("a/services/orders.md"));
        assertTrue(md.contains("**Engines differ:** not-verifiable on dynalite, verified on moto"), md);

        // one report: no comparison is drawn
        assertEquals(0, run("build", "designs/orders.yaml", "--out", dir.resolve("b").toString(), "--quiet",
                "--verified", g.toString()));
        assertTrue(!Files.readString(dir.resolve("b/services/orders.html")).contains("engines differ"));
        assertTrue(!Files.readString(dir.resolve("b/index.html")).contains("The engines differ"));
    }

    @Test
    void aFileThatIsNoReportCannotRun(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("x.json");
        Files.writeString(f, "{\"findings\": []}");
        assertEquals(2, run("build", "designs/orders.yaml", "--out", dir.resolve("a").toString(), "--verified",
                f.toString()));
        // the second of two reports missing: the build does not run, and says which file
        Path g = Files.writeString(dir.resolve("dynalite.json"), VerifyJson.render(REPORT));
        StringWriter err = new StringWriter();
        assertEquals(2, Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "build", "designs/orders.yaml",
                "--out", dir.resolve("b").toString(), "--verified", g.toString(), "--verified",
                dir.resolve("moto.json").toString()));
        assertTrue(err.toString().contains(dir.resolve("moto.json") + ": no such file"), err.toString());
        assertTrue(!Files.exists(dir.resolve("b/index.html")));
    }
}
