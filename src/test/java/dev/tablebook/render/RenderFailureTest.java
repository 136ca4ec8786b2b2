package dev.tablebook.render;

import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One design tablebook fails to render costs the others nothing: they get their pages, it gets a positioned error. */
class RenderFailureTest {

    @Test
    void aDesignThatFailsToRenderIsReportedAtItsFileAndTheOthersKeepTheirPages(@TempDir Path dir) throws IOException {
        LoadResult loaded = TestDesigns.load(Path.of("src/test/resources/render/tiny.yaml"), TestDesigns.SHOWCASE);
        TestDesigns.Run run = TestDesigns.Run.of(loaded);
        Path site = dir.resolve("site");
        SiteWriter writer = new SiteWriter(site);
        List<InputError> failures = new Site(d -> {
            if (d.service().equals("tiny")) {
                throw new IllegalStateException("a defect while rendering");
            }
            return null;
        }).render(run.loaded(), run.findings(), run.costs(), writer);
        writer.commit();

        assertEquals(1, failures.size());
        assertEquals("src/test/resources/render/tiny.yaml:1:1: error input tablebook could not render the pages of"
                + " service tiny (java.lang.IllegalStateException: a defect while rendering); the other services are"
                + " rendered; please report it", failures.get(0).line());
        assertTrue(Files.isRegularFile(site.resolve("services/showcase.html")), "the other design has its page");
        assertTrue(Files.isRegularFile(site.resolve("services/showcase.md")));
        assertFalse(Files.exists(site.resolve("services/tiny.html")));
        String index = Files.readString(site.resolve("index.html"));
        assertTrue(index.contains("could not render the pages of service tiny"), "the index names the failure");
        assertFalse(index.contains("services/tiny.html"), "and links to no missing page");
    }
}
