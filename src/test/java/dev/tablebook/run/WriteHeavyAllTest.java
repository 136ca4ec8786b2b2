package dev.tablebook.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Finding;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.testing.Fixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 8: a write-heavy table with five ALL indexes
 * (src/test/resources/designs/write-heavy-all.yaml), checked and priced as the pipeline does: the
 * projection finding of each index says what moving it to KEYS_ONLY (or the INCLUDE list its
 * patterns read) saves a month, figures the cost engine prices and worked here by hand.
 *
 * <p>Click: attributes 26 + 26 + 26 + 40 + 26 + 2 + 10 + 25 + 1,500 = 1,681 B, pk "TENANT#" 7 + 26 + "#CLICK#"
 * 7 + 26 = 66 B: 1,747 B (2 WRU), stored 1,847 B; 100 M clicks. Each ALL entry is the item: 2 WRU a write,
 * 1,847 B stored. A KEYS_ONLY entry of ByUser: pk 66 + tenant_id 26 + user_id 26 + at 25 = 143 B (1 WRU),
 * stored 243 B; ByCampaign's INCLUDE [click_id, at] adds click_id: 169 B (1 WRU), stored 269 B.
 */
class WriteHeavyAllTest {
    static Pipeline.Checked checked;

    @BeforeAll
    static void run() {
        checked = Pipeline.standard(new Pricing(null, null))
                .check(Fixtures.resource("designs/write-heavy-all.yaml"));
    }

    static Finding finding(String index) {
        return checked.findings().stream().filter(f -> f.rule().equals("projection-all-write-heavy")
                && index.equals(f.target())).findFirst().orElseThrow();
    }

    @Test
    void everyWriteIsBilledSixTimesOver() {
        CostReport r = checked.cost();
        // 2 WRU on the table + 5 x 2 on the ALL indexes = 12 WRU a put: 12 x 1,000/s x 2,592,000 s x $0.625 / 1e6.
        assertEquals(10, r.pattern("W1").indexWru());
        assertEquals(12.0 * 1000 * 2_592_000 * 0.625e-6, r.pattern("W1").monthlyPeak(), 1e-6);    // $19,440.00
    }

    @Test
    void eachAllIndexFindingSaysWhatKeysOnlySaves() {
        // ByUser to KEYS_ONLY: 1 WRU less a write, 500/s on average: $810.00; 100 M x (1,847 - 243) B = 160.4 GB less
        // stored at $0.25: $40.10. $850.10 a month; at peak (1,000/s) $1,620 + $40.10 = $1,660.10.
        String byUser = finding("ByUser").message();
        assertTrue(byUser.contains("KEYS_ONLY would save $850.10 a month at expected rates"), byUser);
        assertTrue(byUser.contains("$1,660.10 at peak"), byUser);
        // ByCampaign's readers all say what they read: INCLUDE [click_id, at], 100 M x (1,847 - 269) B = 157.8 GB less
        // stored, $39.45: $849.45.
        String byCampaign = finding("ByCampaign").message();
        assertTrue(byCampaign.contains("`projection: [click_id, at]`. That INCLUDE would save $849.45 a month"), byCampaign);
        long all = checked.findings().stream().filter(f -> f.rule().equals("projection-all-write-heavy")).count();
        assertEquals(5, all, "one finding per ALL index");
    }

    @Test
    void theFiguresAreTheCostReportsOwn() {
        // The table's expected cost in the finding is the cost report's.
        CostReport r = checked.cost();
        double table = r.tables().get(0).expected().total();
        String money = dev.tablebook.format.Figures.usd(table);
        assertTrue(finding("ByDevice").message().contains("of the table's " + money), finding("ByDevice").message());
        List<Finding> errors = checked.findings().stream()
                .filter(f -> f.severity() == dev.tablebook.check.Severity.ERROR).toList();
        assertTrue(errors.isEmpty(), errors.toString());
    }
}
