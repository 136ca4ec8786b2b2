package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.OfferFile;
import dev.tablebook.model.Design;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The headline says what is not priced, and never shows $0.00 for a sheet that prices none of it. */
class HeadlineSentenceTest {
    private static Design load(String file) {
        return new DesignLoader().load(List.of(Path.of(file))).designs().get(0);
    }

    @Test
    void aSheetThatPricesNoneOfTheHeadlineSaysNotPriced() throws Exception {
        // The offer excerpt gives eu-west-1 provisioned and replicated capacity only: no request unit, no storage.
        var sheet = OfferFile.read(Path.of("src/test/resources/pricing/offer-excerpt.json"), "eu-west-1").sheet();
        CostReport r = new CostEngine(sheet).cost(load("designs/orders.yaml"));
        assertEquals(0, r.onDemandPeak().total());
        String s = CostBlocks.headlineSentence(r, " a month at peak, ", " expected");
        assertEquals("On-demand: not priced; the price sheet lacks the prices of " + r.notPriced().size()
                + " items (see Not priced).", s);
        assertTrue(r.notPriced().size() > 1);
    }

    @Test
    void aPartlyPricedHeadlineSaysWhatItLeavesOut() throws Exception {
        // The catalog's vector search is never priced: the figures are the rest.
        CostReport r = new Pricing(null, null).cost(load("designs/catalog.yaml"));
        assertEquals(1, r.notPriced().size());
        String s = CostBlocks.headlineSentence(r, " a month at peak, ", " expected");
        assertTrue(s.startsWith("On-demand $"), s);
        assertTrue(s.endsWith(" expected, without the item that is not priced (see Not priced)."), s);
        CostReport orders = new Pricing(null, null).cost(load("designs/orders.yaml"));
        assertTrue(CostBlocks.headlineSentence(orders, " a month at peak, ", " expected").endsWith(" expected."),
                "a fully priced headline says nothing more");
    }
}
