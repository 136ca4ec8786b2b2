package dev.tablebook.cost;

import dev.tablebook.model.Capacity;
import java.util.List;

/**
 * What pricing needs to know about a table. {@code standardIa} selects the Standard-IA prices
 * for request units and storage; {@code declaredStandardIa} is the class the design states (an
 * imported model is priced at Standard whatever it states, as the reference does);
 * {@code vectorStandardIa} applies the Standard-IA multiplier to vector writes.
 * {@code replicaRegions} are the Global Tables regions other than the design's; {@code global}
 * is true for a Global Table even when its regions are unknown (imported models).
 * {@code provisionedResources} counts the table and its GSIs, each provisioned on its own.
 */
public record TableFacts(String name, boolean standardIa, boolean declaredStandardIa, boolean vectorStandardIa,
                  boolean hasVectorIndex, boolean global, List<String> replicaRegions, int provisionedResources,
                  Capacity capacity, double peakHoursPerDay, String peakHoursSource) {
    public TableFacts {
        replicaRegions = List.copyOf(replicaRegions);
    }
}
