package dev.tablebook.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FailOverTest {

    private static ServiceDiff service(String name, double before, double after) {
        return new ServiceDiff(name, ServiceDiff.Status.CHANGED, "designs/" + name + ".yaml", ShipCost.CODE_ONLY,
                List.of(), new CostChange(new ServicePricing.Amount(before, before),
                new ServicePricing.Amount(after, after)), List.of(), List.of(), List.of(), null, null);
    }

    private static DiffReport report(List<ServiceDiff> services) {
        double before = 0;
        double after = 0;
        for (ServiceDiff s : services) {
            before += s.cost().beforeOrZero().expected();
            after += s.cost().afterOrZero().expected();
        }
        return new DiffReport("main", "HEAD", "a", "b", ShipCost.CODE_ONLY, services, List.of(), List.of(),
                new CostChange(new ServicePricing.Amount(before, before), new ServicePricing.Amount(after, after)),
                true);
    }

    @Test
    void aRiseInOneServiceFailsEvenWhenTheRepositoryTotalBarelyMoves() {
        List<ServiceDiff> services = new ArrayList<>();
        services.add(service("orders", 100, 105.3));
        for (int i = 0; i < 20; i++) {
            services.add(service("svc" + i, 130, 130));
        }
        DiffReport r = report(services);
        assertEquals(List.of("service orders: expected $100.00 → $105.30 a month (+5.3%)"),
                new FailOver(1).exceeded(r), "the repository rose by 0.2% only, and is not named");
        assertEquals(List.of(), new FailOver(6).exceeded(r));
    }

    @Test
    void theRepositoryTotalIsNamedWhenItRisesTooMuch() {
        DiffReport r = report(List.of(service("orders", 100, 150), service("catalog", 100, 100)));
        assertEquals(List.of("service orders: expected $100.00 → $150.00 a month (+50%)",
                "the repository: expected $200.00 → $250.00 a month (+25%)"), new FailOver(20).exceeded(r));
        assertEquals(List.of("service orders: expected $100.00 → $150.00 a month (+50%)"),
                new FailOver(30).exceeded(r));
    }
}
