package dev.tablebook.render;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablebook.cli.Main;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code build --drift REPORT}: each table's CloudFormation section says whether the deployed table
 * matches (naming the template) or lists its differences with their class and cost, in the page and
 * its Markdown copy; the index counts the differing tables and the differences per service.
 */
class BuildDriftTest {
    static int run(StringWriter out, String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args);
    }

    @Test
    void eachTableSaysWhetherItMatchesAndTheIndexCountsTheDifferences(@TempDir Path dir) throws Exception {
        Design catalog = new DesignLoader().load(List.of(Path.of("designs/catalog.yaml"))).designs().get(0);
        Path products = dir.resolve("catalog.yaml");
        Files.writeString(products, CloudFormation.yaml(catalog.tables().get("Products")));
        PlantedDriftTest.load();
        ObjectNode planted = PlantedDriftTest.plantedTemplate(PlantedDriftTest.Plant.PROJECTION);
        ((ObjectNode) planted.get("Resources").elements().next().get("Properties")).put("TableName", "Commerce");
        Path orders = dir.resolve("orders.yaml");
        Files.writeString(orders, new YAMLMapper().writeValueAsString(planted));
        StringWriter json = new StringWriter();
        assertEquals(1, run(json, "drift", "designs/orders.yaml", "designs/catalog.yaml", "--against", orders.toString(),
                products.toString(), "--format", "json"));
        Path report = dir.resolve("drift.json");
        Files.writeString(report, json.toString());
        Path site = dir.resolve("site");
        StringWriter built = new StringWriter();
        int exit = run(built, "build", "designs/orders.yaml", "designs/catalog.yaml", "--drift", report.toString(),
                "--out", site.toString(), "--quiet");
        assertTrue(exit <= 1, built.toString());
        String page = Files.readString(site.resolve("services/orders.html"));
        assertTrue(page.contains("<span class=\"badge error\">differs</span> Deployed: differs from " + orders
                + ": 1 difference</p>"), page);
        assertTrue(page.contains("<li>table Commerce: index OpenOrdersByWarehouse projection: designed INCLUDE [order_id],"
                + " deployed ALL (index-rebuild); as deployed it costs $"), page);
        String catalogPage = Files.readString(site.resolve("services/catalog.html"));
        assertTrue(catalogPage.contains("<span class=\"badge ok\">matches</span> Deployed: matches " + products + "</p>"),
                catalogPage);
        String md = Files.readString(site.resolve("services/orders.md"));
        assertTrue(md.contains("Deployed: **differs** — differs from "), md);
        String index = Files.readString(site.resolve("index.html"));
        assertTrue(index.contains("<th scope=\"col\">Deployed</th>"), index);
        assertTrue(index.contains("<a href=\"services/orders.html#iac\">1 table, 1 difference</a>"), index);
        assertTrue(index.contains("<a href=\"services/catalog.html#iac\">matches</a>"), index);
        assertTrue(index.contains("2 designed tables: 1 matches, 1 differs (1 difference)"), index);
        String indexMd = Files.readString(site.resolve("index.md"));
        assertTrue(indexMd.contains("| Deployed |") && indexMd.contains("| 1 table, 1 difference |"), indexMd);
        // not a drift report: cannot run
        StringWriter err = new StringWriter();
        assertEquals(2, Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "build", "designs/orders.yaml",
                "--drift", products.toString(), "--out", dir.resolve("other").toString()));
    }
}
