package dev.tablebook.render;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sections the service page and the packet share are rendered once, then inserted as they are into both. */
class ServiceSectionsTest {
    private static final List<String> SHARED = List.of("patterns", "details", "entities", "keyMap", "indexMap",
            "fanOut", "cost");

    @Test
    void eachSharedSectionIsRenderedOnceAndShownVerbatimOnThePageAndInThePacket() throws Exception {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs/orders.yaml")));
        Design d = loaded.designs().get(0);
        List<Finding> findings = CheckRun.findings(loaded, Checker.standard());
        Map<String, CostReport> costs = new LinkedHashMap<>();
        costs.put(d.service(), new Pricing(null, null).cost(d));
        ServiceView view = ServiceView.of(d, null, findings, SiteCosts.of(List.of(d), costs, findings), new MarkdownText());
        Templates templates = new Templates();
        ServiceSections sections = ServiceSections.of(templates, view, null);
        assertEquals(SHARED, List.copyOf(templates.capture("parts/shared.ftlh", Map.of("service", view)).keySet()),
                "captured in page order");
        assertEquals(sections.page(), sections.packet(), "without a verify report both show the same text");
        String packet = new Packet(templates, new MarkdownText()).render(view, PacketGuards.of(d), sections);
        String page = templates.render("pages/service.ftlh", Map.of("service", view, "root", "../",
                "sectionHtml", sections.page()));
        for (String part : SHARED) {
            String html = sections.packet().get(part);
            assertTrue(html.contains("<section") || part.equals("indexMap") || part.equals("fanOut"), part);
            // one exception: the packet is one file, so its cost section points to its own copy of the
            // standing assumptions instead of the site's page
            String inPacket = part.equals("cost")
                    ? html.replace(AssumptionPages.PAGE_LINK, AssumptionPages.PACKET_LINK) : html;
            assertTrue(packet.contains(inPacket), part + " in the packet");
            assertTrue(page.contains(html), part + " on the page");
        }
        assertTrue(sections.packet().get("cost").contains("<svg"), "the charts are drawn once, in the shared cost section");
        assertTrue(page.contains(AssumptionPages.PAGE_LINK) && !page.contains(AssumptionPages.PACKET_LINK),
                "the page points to the site's assumptions page");
        assertTrue(packet.contains(AssumptionPages.PACKET_LINK) && !packet.contains(AssumptionPages.PAGE_LINK)
                && packet.contains("id=\"standing-assumptions\""), "the packet points to its own standing assumptions");
    }

    @Test
    void aCaptureNeedsANameAndIsTakenOnce() {
        Templates templates = new Templates(Path.of("src/test/resources/render/capture"));
        assertEquals(Map.of("a", "<b>x</b>"), templates.capture("one.ftlh", Map.of("x", "x")));
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> templates.capture("twice.ftlh", Map.of()));
        assertTrue(twice.getMessage().contains("captured twice"), twice.getMessage());
    }
}
