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
    void theDesignsRegionTheRegionOptionOrAFile(@TempDir Path dir) throws Exception {
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
        CostReport r = new Pricing(f, null).cost(orders);
        assertEquals(f.toString(), r.pricing().origin());
        assertTrue(r.patterns().stream().allMatch(p -> !p.priced()), "no request prices in the file: not priced");
        assertEquals(0, r.onDemandPeak().requests());
        assertTrue(r.onDemandPeak().storage() > 0);
    }
}
