package dev.tablebook.render.cost;

import dev.tablebook.testing.Golden;
import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.PriceSheets;


import dev.tablebook.testing.Fixtures;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The three renderings of the worked example and of an imported model, against golden files in
 * src/test/resources/golden/cost/. Regenerate with {@code mvn test -Dgolden.update=true} and
 * review the diff like code.
 */
class CostGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/cost");

    @Test
    void workedExample() throws Exception {
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("designs/wishlist.yaml"));
        check("wishlist.json", CostJson.render(List.of(r)));
        check("wishlist.txt", CostText.render(r));
        check("wishlist.md", CostMarkdown.render(r));
    }

    @Test
    void importedModel() throws Exception {
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("imported/vectors.json"));
        check("vectors.json", CostJson.render(List.of(r)));
        check("vectors.md", CostMarkdown.render(r));
    }

    private static void check(String name, String actual) throws IOException {
        Golden.check(GOLDEN.resolve(name), actual);
    }
}
