package dev.tablebook.render;

import dev.tablebook.check.RuleMeta;
import dev.tablebook.check.Rules;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RulePagesTest {

    @Test
    void everyRuleHasAPageGeneratedFromItsClassAndProse(@TempDir Path dir) throws IOException {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("src/test/resources/load/good-shop.yaml")));
        SiteWriter writer = new SiteWriter(dir.resolve("site"));
        TestDesigns.Run.of(loaded).render(new Site(), writer);
        writer.commit();
        Document index = Jsoup.parse(dir.resolve("site/rules/index.html").toFile());
        List<RuleMeta> catalog = Rules.catalog();
        assertEquals(catalog.size(), index.select("table.rules tbody tr").size());
        for (RuleMeta m : catalog) {
            Path page = dir.resolve("site/rules/" + m.id() + ".html");
            Document doc = Jsoup.parse(page.toFile());
            assertEquals(m.id(), doc.selectFirst("h1").text());
            assertTrue(doc.text().contains(m.summary()), m.id());
            assertTrue(doc.select(".prose h2").size() >= 1, m.id() + " shows its prose");
            assertTrue(Files.readString(dir.resolve("site/rules/" + m.id() + ".md")).contains("# `" + m.id() + "`"));
        }
    }
}
