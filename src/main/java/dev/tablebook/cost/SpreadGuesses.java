package dev.tablebook.cost;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.analysis.PartitionLoad;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The spread every partition key template is assumed to have (cost-model §8): the share of each
 * pattern's traffic its busiest value takes, and where that share comes from — a stated
 * {@code hot_key_share}, stated {@code distinct} values, or the count of the entity the key's
 * placeholders identify (else the keyed entity's own count) when nothing says; the basis names it.
 */
final class SpreadGuesses {
    private SpreadGuesses() {
    }

    /** {@code hot}: the design's hot-partition analysis ({@link HotPartitions#analyze}). */
    static void collect(List<PartitionLoad> hot, List<Guess> out) {
        for (PartitionLoad load : hot) {
            if (!load.template().contains("{")) {
                continue;
            }
            Map<String, List<String>> byBasis = new LinkedHashMap<>();
            for (PartitionLoad.Contribution c : load.contributions()) {
                String basis = share(c.share()) + " (" + c.shareBasis() + ")";
                List<String> ids = byBasis.computeIfAbsent(basis, k -> new ArrayList<>());
                if (!ids.contains(c.pattern())) {
                    ids.add(c.pattern());
                }
            }
            List<String> parts = new ArrayList<>();
            byBasis.forEach((basis, ids) -> parts.add(basis + " of " + String.join(", ", ids)));
            if (!load.unknownShare().isEmpty()) {
                parts.add("an unknown share of " + String.join(", ", load.unknownShare()) + " (no `hot_key_share`,"
                        + " `distinct` or `count`)");
            }
            if (!parts.isEmpty()) {
                out.add(new Guess("key " + load.template() + " of " + load.resource(), "the busiest value is assumed to"
                        + " take " + String.join("; ", parts), null));
            }
        }
    }

    private static String share(double s) {
        return s >= 0.001 ? Figures.percent(s) : "1/" + Figures.num(Math.round(1 / s));
    }
}
