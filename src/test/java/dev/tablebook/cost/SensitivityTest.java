package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.testing.Fixtures;
import dev.tablebook.testing.OrdersExample;
import org.junit.jupiter.api.Test;

class SensitivityTest {
    @Test
    void dominantPatternsAndTheMoveOfA50PercentError() throws Exception {
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(OrdersExample.design());
        Sensitivity s = r.sensitivity();
        assertEquals(r.onDemandPeak().total(), s.peakTotal());
        // W1 ($899.91) and AP1 ($324.00) each take 10% or more of the $1,800.10 peak; AP2 and AP9 do not.
        assertEquals(2, s.drivers().size());
        Sensitivity.Driver w1 = s.drivers().get(0);
        assertEquals("W1", w1.pattern());
        close("share", 899.91 / r.onDemandPeak().total(), w1.share());
        // A rate 50% higher moves W1's own cost and what depends on its rate: replicated writes ($405) and the
        // replica's index writes ($81) of the Global Table, by half each: (899.91 + 405 + 81) / 2.
        close("rate +50%", (899.91 + 405 + 81) / 2, w1.ratePlus50());
        close("rate -50%", -(899.91 + 405 + 81) / 2, w1.rateMinus50());
        // Items 50% larger: Order 1,215 B -> 2 WRU (was 1), OrderLines 450 B -> 1, Customer 174 B -> 1; the index
        // entry 195 B -> 1: base 2 x (2 + 3 + 1) = 12 WRU (+2, +2% failures) x 50/s, and the Order's replicated
        // write to eu-west-1 doubles too (+1 unit).
        close("size +50%", (2 * 1.01 + 1) * 50 * 2_592_000 * 0.625e-6, w1.sizePlus50());
        Sensitivity.Driver ap1 = s.drivers().get(1);
        // AP1: 25 x 1,215 B = 30,375 B -> 8 units x 0.5 = 4 RRU (was 2.5) at 400/s.
        close("AP1 size +50%", 1.5 * 400 * 2_592_000 * 0.125e-6, ap1.sizePlus50());
        // Halved: 25 x 405 B = 10,125 B -> 3 units x 0.5 = 1.5 RRU.
        close("AP1 size -50%", -1.0 * 400 * 2_592_000 * 0.125e-6, ap1.sizeMinus50());
        assertEquals(r.guesses(), s.guesses());
    }

    @Test
    void importedPatternsScaleTheirRateAndItemSizeAndTheStorageTheyDrive() throws Exception {
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("imported/orders-basic.json"));
        // Q9 ($648) and W1 ($388.80) each take 10% or more of the $3,785.53 peak.
        assertEquals(java.util.List.of("Q9", "W1"), r.sensitivity().drivers().stream().map(Sensitivity.Driver::pattern).toList());
        Sensitivity.Driver q9 = r.sensitivity().drivers().get(0);
        // 20 x 3,072 B = 61,440 B -> 15 units x 0.5 = 7.5 RRU (was 5) at 400/s.
        close("Q9 size +50%", 2.5 * 400 * 2_592_000 * 0.125e-6, q9.sizePlus50());
        Sensitivity.Driver w1 = r.sensitivity().drivers().get(1);
        // W1 creates the Orders table's storage: (2,048 + 100) B x 60/s x 86,400 s x 365 days, and the ALL GSI holds
        // as much: $1,016.08 each. Half the rate again moves its requests and that storage by half.
        double storage = 2148.0 * 60 * 86_400 * 365 / 1e9 * 0.25 * 2;
        close("W1 rate +50%", (388.8 + storage) / 2, w1.ratePlus50());
        // 3,072 B: PutItem 3 WRU and the GSI write 3 WRU (was 2 + 2); storage grows to (3,072 + 100) / 2,148.
        close("W1 size +50%", 2 * 60 * 2_592_000 * 0.625e-6 + storage * (3172.0 / 2148 - 1), w1.sizePlus50());
    }
}
