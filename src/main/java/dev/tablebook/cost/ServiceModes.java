package dev.tablebook.cost;

import java.util.ArrayList;
import java.util.List;

/**
 * Service totals per capacity mode at the average rates: every table that can use the mode is
 * costed in it (its request terms and replicated writes give way to capacity); a table that
 * cannot stays as the note says — on-demand, or autoscaled where only the reservation is ruled
 * out. Storage, vector writes and the other line items are as in the expected headline.
 */
final class ServiceModes {
    private ServiceModes() {
    }

    static ServiceCapacity compute(List<TableCapacity> tables, CapacityPlanner planner, Headline expected) {
        return new ServiceCapacity(tables,
                total(CapacityMode.PROVISIONED_AUTOSCALED, tables, planner, expected),
                total(CapacityMode.RESERVED_1Y, tables, planner, expected),
                total(CapacityMode.RESERVED_3Y, tables, planner, expected),
                Recommender.service(tables));
    }

    private static ServiceCapacity.ModeTotal total(CapacityMode mode, List<TableCapacity> tables, CapacityPlanner planner,
                                                   Headline expected) {
        double capacity = 0;
        java.util.Set<String> moved = new java.util.HashSet<>();
        double other = expected.other();
        boolean priced = true;
        List<String> onDemand = new ArrayList<>();
        List<String> autoscaled = new ArrayList<>();
        for (TableCapacity t : tables) {
            TableCapacity.ModeCost c = t.mode(mode);
            if (!c.available() && mode != CapacityMode.PROVISIONED_AUTOSCALED
                    && t.mode(CapacityMode.PROVISIONED_AUTOSCALED).available()) {
                c = t.mode(CapacityMode.PROVISIONED_AUTOSCALED);
                autoscaled.add(t.table());
            }
            if (!c.available()) {
                onDemand.add(t.table());
                continue;
            }
            capacity += c.monthly();
            priced &= c.priced();
            moved.add(t.table());
            other -= planner.replicated(t.table())[1];
        }
        double requests = planner.requestsExcept(moved);
        List<String> notes = new ArrayList<>();
        if (!autoscaled.isEmpty()) {
            notes.add("autoscaled without a reservation: " + String.join(", ", autoscaled));
        }
        if (!onDemand.isEmpty()) {
            notes.add("stay on-demand: " + String.join(", ", onDemand));
        }
        return new ServiceCapacity.ModeTotal(capacity + requests + expected.storage() + other, capacity, requests,
                expected.storage(), other, priced, String.join("; ", notes));
    }
}
