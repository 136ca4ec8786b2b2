package dev.tablebook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.OfferFile;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tablebook pricing import} on an excerpt of the AWS Price List offer file for Amazon
 * DynamoDB (src/test/resources/pricing/offer-excerpt.json, in the offer file's published format):
 * eu-west-1 provisioned WCU-hours at $0.000735 and RCU-hours at $0.000147 after an 18,600-hour free
 * tier, replicated WCU-hours (Global Tables) at $0.000735, and a us-east-1 WCU-hour at $0.00065 that an
 * eu-west-1 sheet must not take.
 */
class PricingCommandTest {
    static final Path OFFER = Path.of("src/test/resources/pricing/offer-excerpt.json");

    private static int run(StringWriter out, StringWriter err, String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void theSheetHoldsTheExcerptsFiguresWithItsDateAndSource() throws Exception {
        OfferFile.Imported imported = OfferFile.read(OFFER, "eu-west-1");
        PriceSheet s = imported.sheet();
        assertEquals("eu-west-1", s.region());
        assertEquals("2026-11-01", s.date(), "the offer's publicationDate");
        assertTrue(s.source().contains("offer-excerpt.json") && s.source().contains("20261101000000"), s.source());
        assertEquals(Map.of(PriceKey.PROVISIONED_WCU_HOUR, 0.000735, PriceKey.PROVISIONED_RCU_HOUR, 0.000147,
                PriceKey.REPLICATED_WCU_HOUR, 0.000735),
                Map.of(PriceKey.PROVISIONED_WCU_HOUR, s.unitPrice(PriceKey.PROVISIONED_WCU_HOUR),
                        PriceKey.PROVISIONED_RCU_HOUR, s.unitPrice(PriceKey.PROVISIONED_RCU_HOUR),
                        PriceKey.REPLICATED_WCU_HOUR, s.unitPrice(PriceKey.REPLICATED_WCU_HOUR)));
        assertEquals(3, s.prices().size(), "only what the excerpt gives");
        // What the excerpt lacks is not priced, never 0.
        assertFalse(s.has(PriceKey.ON_DEMAND_WRITE));
        assertFalse(s.has(PriceKey.STORAGE));
        assertTrue(imported.notPriced().contains(PriceKey.ON_DEMAND_WRITE));
        assertEquals(PriceKey.values().length - 3, imported.notPriced().size());
        assertFalse(s.has(PriceKey.REPLICATED_WRITE), "the excerpt has rWCU-hours, not on-demand replicated writes");
    }

    @Test
    void eachRegionTakesOnlyItsOwnProducts() throws Exception {
        PriceSheet us = OfferFile.read(OFFER, "us-east-1").sheet();
        assertEquals(0.00065, us.unitPrice(PriceKey.PROVISIONED_WCU_HOUR), 1e-15, "no region prefix in us-east-1");
        assertFalse(us.has(PriceKey.PROVISIONED_RCU_HOUR));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(ExitCode.CANNOT_RUN, run(out, err, "pricing", "import", OFFER.toString(), "--region", "ap-south-1"));
        assertTrue(err.toString().contains("no product in region ap-south-1"), err.toString());
    }

    @Test
    void theWrittenSheetIsOneThatPricingReadsBackUnchanged(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("eu-west-1.yaml");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(ExitCode.OK, run(out, err, "pricing", "import", OFFER.toString(), "--region", "eu-west-1",
                "--out", file.toString()), err.toString());
        assertTrue(err.toString().contains("3 prices for eu-west-1"), err.toString());
        PriceSheet read = PriceSheets.fromFile(file);
        PriceSheet imported = OfferFile.read(OFFER, "eu-west-1").sheet();
        assertEquals(imported.prices(), read.prices());
        assertEquals(imported.date(), read.date());
        assertEquals(imported.source(), read.source());
        assertTrue(Files.readString(file).contains("#   on_demand.write_request_units"), "the missing prices are named");
    }
}
