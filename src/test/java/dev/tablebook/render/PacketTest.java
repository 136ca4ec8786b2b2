package dev.tablebook.render;

import dev.tablebook.load.Revision;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The review packet of every example design: one file, nothing fetched, every section in review order. */
class PacketTest {
    private static final LoadResult EXAMPLES = new DesignLoader().load(List.of(Path.of("designs")));

    static Stream<String> services() {
        return EXAMPLES.designs().stream().map(Design::service);
    }

    static String packet(String service) throws Exception {
        Design d = EXAMPLES.designs().stream().filter(x -> x.service().equals(service)).findFirst().orElseThrow();
        List<Finding> findings = CheckRun.findings(EXAMPLES, Checker.standard());
        Map<String, CostReport> costs = new LinkedHashMap<>();
        costs.put(d.service(), new Pricing(null, null).cost(d));
        Revision revision = new Revision("1234567", "1234567890abcdef1234567890abcdef12345678", "2026-01-02", false);
        return new Packet().render(d, findings, SiteCosts.of(List.of(d), costs, findings), revision);
    }

    @Test
    void theExamplesLoad() {
        assertEquals(List.of(), EXAMPLES.errors());
        assertEquals(5, EXAMPLES.designs().size());
    }

    @ParameterizedTest
    @MethodSource("services")
    void isOneFileThatFetchesNothing(String service) throws Exception {
        String html = packet(service);
        assertEquals(List.of(), ExternalReferences.in(html), "references outside the file");
        Document doc = Jsoup.parse(html);
        assertTrue(doc.select("link:not([href^=data:]), script[src], iframe, img:not([src^=data:])").isEmpty());
        assertFalse(doc.select("head style").isEmpty(), "styles are inline");
    }

    @ParameterizedTest
    @MethodSource("services")
    void everyInPageLinkHasItsTarget(String service) throws Exception {
        Document doc = Jsoup.parse(packet(service));
        List<String> broken = new ArrayList<>();
        for (Element a : doc.select("a[href^=#]")) {
            String id = a.attr("href").substring(1);
            if (doc.getElementById(id) == null) {
                broken.add(a.attr("href") + " (" + a.text() + ")");
            }
        }
        assertEquals(List.of(), broken);
    }

    @ParameterizedTest
    @MethodSource("services")
    void holdsTheSectionsInReviewOrderWithAContentsList(String service) throws Exception {
        Document doc = Jsoup.parse(packet(service));
        List<String> order = new ArrayList<>();
        for (Element s : doc.select("main section[id]")) {
            order.add(s.id());
        }
        List<String> expected = new ArrayList<>(List.of("access-patterns", "pattern-details", "entities", "key-map"));
        Design d = EXAMPLES.designs().stream().filter(x -> x.service().equals(service)).findFirst().orElseThrow();
        if (d.indexCount() > 0) {
            expected.add("index-map");
        }
        if (!d.consumers().isEmpty()) {
            expected.add("fan-out");
        }
        expected.add("deviations");
        if (d.patterns().stream().anyMatch(p -> !p.legs().isEmpty())) {
            expected.add("guards");
        }
        expected.addAll(List.of("cost", "findings"));
        assertEquals(expected, order);
        List<String> toc = doc.select("nav.toc a").eachAttr("href");
        assertEquals(expected.stream().map(id -> "#" + id).toList(), toc);
    }

    @ParameterizedTest
    @MethodSource("services")
    void namesTheRevisionAndThePriceSheetDate(String service) throws Exception {
        Document doc = Jsoup.parse(packet(service));
        String cover = doc.selectFirst("header.cover").text();
        assertTrue(cover.contains("Revision 1234567890abcdef1234567890abcdef12345678 of 2026-01-02"), cover);
        assertTrue(cover.matches("(?s).*Prices .* as of \\d{4}-\\d{2}-\\d{2}.*"), cover);
        assertTrue(doc.html().contains("@media print"), "print styles");
    }

    @Test
    void showsEachWriteLegWithItsCondition() throws Exception {
        Document doc = Jsoup.parse(packet("orders"));
        Element w1 = doc.select("#guards article.guard").stream().filter(a -> a.selectFirst("h3").text().startsWith("W1 "))
                .findFirst().orElseThrow();
        assertTrue(w1.text().contains("Idempotency client-token"), w1.text());
        List<String> legs = w1.select("tbody tr").eachText();
        assertEquals("create Order Commerce 1 attribute_not_exists(sk)", legs.get(0).strip());
        assertTrue(doc.select("#fan-out svg").size() > 0, "the fan-out diagram is inline SVG");
        assertTrue(doc.select("#cost svg").size() > 0, "the capacity charts are inline SVG");
    }
}
