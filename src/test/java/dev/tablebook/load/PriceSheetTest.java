package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PriceSheetTest {
    @Test
    void theBuiltInSheetStatesEveryPriceWithItsSourceAndDate() throws Exception {
        PriceSheet s = PriceSheets.builtIn("us-east-1");
        // every key but warm throughput, whose figure the sheet's source gave no confirmed value for: it says
        // so in the sheet and is not priced (a `pricing import` of an offer that carries it prices it)
        assertEquals(List.of(PriceKey.WARM_THROUGHPUT_WRITE, PriceKey.WARM_THROUGHPUT_READ), s.missing(),
                "us-east-1 prices every key it has a stated figure for");
        assertEquals("https://aws.amazon.com/dynamodb/pricing/", s.source());
        assertEquals("2026-11-01", s.date());
        assertEquals(List.of("us-east-1"), PriceSheets.builtInRegions());
    }

    @Test
    void anOfferUsageTypeThatNamesWarmThroughputGivesItsPrice() {
        // the built-in sheet states no figure for warm throughput (docs/cost-model.md says why); an offer's
        // usage type that names warm throughput or pre-warming maps to the read or write key by its name
        assertEquals(PriceKey.WARM_THROUGHPUT_WRITE, OfferFile.warmThroughput("USE1-WarmThroughput-WriteUnits"));
        assertEquals(PriceKey.WARM_THROUGHPUT_READ, OfferFile.warmThroughput("EU-PreWarm-ReadUnits"));
        assertEquals(null, OfferFile.warmThroughput("WriteRequestUnits"));
        assertEquals(null, OfferFile.warmThroughput("WarmThroughput-Units"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({
        "ON_DEMAND_WRITE, 0.000000625", "ON_DEMAND_READ, 0.000000125",
        "ON_DEMAND_WRITE_IA, 0.00000078", "ON_DEMAND_READ_IA, 0.000000155",
        "PROVISIONED_WCU_HOUR, 0.00065", "PROVISIONED_RCU_HOUR, 0.00013",
        "PROVISIONED_WCU_HOUR_IA, 0.00081", "PROVISIONED_RCU_HOUR_IA, 0.00016",
        "RESERVED_1Y_WCU_UPFRONT, 1.5", "RESERVED_1Y_WCU_HOURLY, 0.000128",
        "RESERVED_1Y_RCU_UPFRONT, 0.3", "RESERVED_1Y_RCU_HOURLY, 0.000025",
        "RESERVED_3Y_WCU_UPFRONT, 1.8", "RESERVED_3Y_WCU_HOURLY, 0.000081",
        "RESERVED_3Y_RCU_UPFRONT, 0.36", "RESERVED_3Y_RCU_HOURLY, 0.000016",
        "STORAGE, 0.25", "STORAGE_IA, 0.10",
        "REPLICATED_WRITE, 0.000000625", "REPLICATED_WCU_HOUR, 0.00065",
        "STREAMS_READ, 0.0000002", "KINESIS_CDC, 0.0000001",
        "PITR, 0.20", "BACKUP, 0.10", "RESTORE, 0.15", "EXPORT, 0.10", "IMPORT, 0.15",
        "VECTOR_WRITE, 0.52", "VECTOR_SEARCH, 0.002", "VECTOR_IA_MULTIPLIER, 1.25", "VECTOR_MINIMUM_BYTES, 1024",
    })
    void eachPriceOfTheSpecPerUnit(PriceKey key, double perUnit) throws Exception {
        assertEquals(perUnit, PriceSheets.builtIn("us-east-1").unitPrice(key), perUnit * 1e-12);
    }

    @Test
    void anUnknownRegionNamesTheRegionsThereAre() {
        PriceSheetException e = assertThrows(PriceSheetException.class, () -> PriceSheets.builtIn("eu-west-1"));
        assertTrue(e.getMessage().startsWith("no price sheet for region eu-west-1; available: us-east-1"), e.getMessage());
    }

    @Test
    void aSheetFileReplacesTheBuiltInOneAndMayLeavePricesOut(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("eu.yaml");
        Files.writeString(f, """
                region: eu-west-1
                source: negotiated rates
                date: 2026-10-01
                prices:
                  on_demand.read_request_units: { usd: 0.1415, per: 1000000 }
                  storage.gb_month: { usd: 0.283 }
                  backup.pitr_gb_month: ~
                """);
        PriceSheet s = PriceSheets.fromFile(f);
        assertEquals("eu-west-1", s.region());
        assertEquals(0.1415e-6, s.unitPrice(PriceKey.ON_DEMAND_READ), 1e-18);
        assertFalse(s.has(PriceKey.PITR));
        assertFalse(s.has(PriceKey.ON_DEMAND_WRITE));
        assertTrue(s.perUnit(PriceKey.ON_DEMAND_WRITE).isEmpty());
        assertEquals(f.toString(), s.origin());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "region: r\\nsource: s\\ndate: d\\nprices:\\n  storage.gb_mnth: { usd: 1 }|5:3: error input unknown price `storage.gb_mnth`; did you mean `storage.gb_month`?",
        "region: r\\nsource: s\\ndate: d\\nprices:\\n  storage.gb_month: { usd: -1 }|must not be negative",
        "region: r\\nsource: s\\ndate: d\\nprices:\\n  storage.gb_month: { usd: cheap }|must be a number",
        "region: r\\nsource: s\\ndate: d\\nprices:\\n  storage.gb_month: { per: 2 }|has no `usd`",
        "region: r\\nsource: s\\ndate: d\\nprices:\\n  vector.standard_ia_request_multiplier: { usd: 1 }|expected { factor: 1.25 }",
        "region: r\\nsource: s\\nprices: {}|the price sheet has no `date`",
        "region: r\\nsource: s\\ndate: d\\nregoin: x\\nprices: {}|unknown field `regoin`; did you mean `region`?",
        "region: r\\nsource: s\\ndate: d\\ncurrency: EUR\\nprices: {}|currency `EUR` is not supported",
        "region: [r]|`region` must be a single value",
        "region: 'open\\nsource: s|not a valid price sheet",
    })
    void aBadSheetIsAnErrorWithItsPosition(String text, String message) {
        PriceSheetException e = assertThrows(PriceSheetException.class,
                () -> PriceSheetParser.parse(text.replace("\\n", "\n"), "p.yaml"));
        assertTrue(e.getMessage().startsWith("p.yaml:"), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
