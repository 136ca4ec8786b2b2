package dev.tablebook.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.OneTimeCost;
import dev.tablebook.cost.OneTimeCosts;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 1: adding a replica to a Global Table is a one-time cost, shown by `diff`: the new
 * Region is filled as a table restore (per GB of the table and its indexes, at that Region's restore
 * price) and the copy leaves the writing Region as inter-Region data transfer. The global-sessions
 * design gains ap-southeast-2; its expected data is 34.56 M sessions x (2,099 B stored + 217 B in
 * ByUser) = 80.04096 GB. ap-southeast-2 has no built-in sheet: us-east-1's $0.15 a GB restored
 * stands in (listed), and the transfer is $0.02 a GB out of us-east-1.
 */
class ReplicaAddTest {

    @Test
    void anAddedReplicaIsRestoredAndTransferredOnce() throws Exception {
        String head = Files.readString(Path.of("src/test/resources/designs/global-sessions.yaml"));
        String base = head.replace("replicas: [us-east-1, eu-west-1, ap-southeast-2]", "replicas: [us-east-1, eu-west-1]");
        Design before = Fixtures.yaml("designs/global-sessions.yaml", base);
        Design after = Fixtures.yaml("designs/global-sessions.yaml", head);
        PriceSheet us = PriceSheets.builtIn("us-east-1");
        CostReport headCost = new CostEngine(us).cost(after);
        List<Change> changes = new OneTimePricing(before, after, new OneTimeCosts(us), headCost)
                .price(new DesignComparer().compare(before, after));
        OneTimeCost cost = changes.stream().map(Change::oneTime).filter(c -> c != null).findFirst().orElseThrow();
        assertEquals("new replicas of Sessions in ap-southeast-2", cost.what());
        assertTrue(cost.priced());
        assertEquals(2, cost.parts().size());
        assertEquals(80.04096 * 0.15, cost.parts().get(0).usd(), 1e-9);   // restore: $12.006144
        assertEquals(80.04096 * 0.02, cost.parts().get(1).usd(), 1e-9);   // transfer: $1.6008192
        assertEquals(80.04096 * (0.15 + 0.02), cost.usd(), 1e-9);           // $13.6069632
        assertTrue(cost.defaults().stream().anyMatch(d -> d.startsWith("ap-southeast-2 replica of Sessions priced at the"
                + " us-east-1 sheet")), cost.defaults().toString());
    }

    @Test
    void aReplicaRemovedCostsNothingOnce() throws Exception {
        String full = Files.readString(Path.of("src/test/resources/designs/global-sessions.yaml"));
        String fewer = full.replace("replicas: [us-east-1, eu-west-1, ap-southeast-2]", "replicas: [us-east-1, eu-west-1]");
        Design before = Fixtures.yaml("designs/global-sessions.yaml", full);
        Design after = Fixtures.yaml("designs/global-sessions.yaml", fewer);
        PriceSheet us = PriceSheets.builtIn("us-east-1");
        List<Change> changes = new OneTimePricing(before, after, new OneTimeCosts(us), new CostEngine(us).cost(after))
                .price(new DesignComparer().compare(before, after));
        assertFalse(changes.isEmpty(), "the replicas changed");
        assertTrue(changes.stream().allMatch(c -> c.oneTime() == null), changes.toString());
    }
}
