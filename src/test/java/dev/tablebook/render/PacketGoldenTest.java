package dev.tablebook.render;

import dev.tablebook.testing.Golden;
import dev.tablebook.load.Revision;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The review packet of the showcase design, byte for byte (src/test/resources/golden/packets/).
 * Regenerate with {@code -Dgolden.update=true} and review the diff like code.
 */
class PacketGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/packets/showcase.html");

    private static String packet() throws Exception {
        LoadResult loaded = new DesignLoader().loadSources(List.of(new DesignSource("designs/showcase.yaml",
                Files.readAllBytes(Path.of("src/test/resources/render/showcase.yaml")))));
        assertEquals(List.of(), loaded.errors());
        Design d = loaded.designs().get(0);
        List<Finding> findings = CheckRun.findings(loaded, Checker.standard());
        Revision fixed = new Revision("0123abc", "0123abc" + "0".repeat(33), "2025-01-31", false);
        return new Packet().render(d, findings, SiteCosts.of(List.of(d),
                Map.of(d.service(), new Pricing(null, null).cost(d)), findings), fixed);
    }

    @Test
    void matchesTheGoldenFile() throws Exception {
        String actual = packet();
        assertTrue(actual.chars().allMatch(c -> c < 0x80), "the packet is ASCII, its other characters references (AsciiHtml)");
        Golden.check(GOLDEN, actual);
    }

    @Test
    void isTheSameOnEveryRun() throws Exception {
        assertEquals(packet(), packet());
    }
}
