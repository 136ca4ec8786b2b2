package dev.tablebook.cost;

import dev.tablebook.load.PriceSheetException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Design;
import dev.tablebook.testing.OrdersExample;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PricingTest {
    @Test
    void theDesignsRegionTheRegionOptionOrTheFiles(@TempDir Path dir) throws Exception {
        Design orders = OrdersExample.design();
        Pricing builtIn = new Pricing(null, null);
        assertEquals("us-east-1", builtIn.sheetFor(orders).region());
        assertSame(builtIn.sheetFor(orders), builtIn.sheetFor(orders), "read once");

        PriceSheetException e = assertThrows(PriceSheetException.class,
                () -> new Pricing(null, "eu-west-1").sheetFor(orders));
        assertTrue(e.getMessage().contains("no price sheet for region eu-west-1"));
        assertThrows(PriceSheetException.class, () -> new Pricing(null, null)
                .sheetFor(OrdersExample.builder("x").region("ap-south-1").build()));

        Path f = dir.resolve("p.yaml");
        Files.writeString(f, "region: ap-south-1\nsource: quote\ndate: 2026-09-01\nprices:\n  storage.gb_month: { usd: 0.285 }\n");
        Design mumbai = OrdersExample.builder("x").region("ap-south-1").build();
        CostReport r = new Pricing(f, null).cost(mumbai);
        assertEquals(f.toString(), r.pricing().origin(), "the sheet of the design's region");
        // One file also prices a design whose region has no sheet at all (as when only one file could be given)...
        Design paris = OrdersExample.builder("y").region("eu-west-3").build();
        assertEquals(f.toString(), new Pricing(f, null).sheetFor(paris).origin());
        assertEquals(f.toString(), new Pricing(f, "eu-west-3").sheetFor(orders).origin());
        // ...but not one whose region has a sheet: us-east-1 keeps its built-in sheet beside an ap-south-1 file.
        assertEquals("pricing/us-east-1.yaml", new Pricing(f, null).sheetFor(orders).origin());
        // Several files: each is its region's sheet; a region with none is the design's input error.
        Path g = Files.writeString(dir.resolve("q.yaml"), "region: eu-west-1\nsource: quote\ndate: 2026-09-01\nprices: {}\n");
        Pricing two = Pricing.of(java.util.List.of(f, g), null);
        assertEquals(g.toString(), two.sheetFor(OrdersExample.builder("z").region("eu-west-1").build()).origin());
        assertEquals(java.util.List.of("ap-south-1", "eu-west-1", "us-east-1"), two.regions());
        PriceSheetException none = assertThrows(PriceSheetException.class, () -> two.sheetFor(paris));
        assertEquals("no price sheet for region eu-west-3; available: ap-south-1, eu-west-1, us-east-1 (or give one with"
                + " --pricing FILE)", none.getMessage());
        PriceSheetException twice = assertThrows(PriceSheetException.class,
                () -> Pricing.of(java.util.List.of(g, g), null).sheetFor(orders));
        assertEquals(g + ": a second price sheet for region eu-west-1 (the first is " + g + "); give one --pricing FILE"
                + " per region", twice.getMessage());
        assertTrue(r.patterns().stream().allMatch(p -> !p.priced()), "no request prices in the file: not priced");
        assertEquals(0, r.onDemandPeak().requests());
        assertTrue(r.onDemandPeak().storage() > 0);
    }
}
