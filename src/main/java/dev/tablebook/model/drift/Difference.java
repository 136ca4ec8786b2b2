package dev.tablebook.model.drift;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * One difference between a designed table and the deployed one. {@code element} is {@code table}
 * or {@code index}; {@code name} the table, or {@code Table/Index}; {@code kind}
 * {@code changed} (a field differs: {@code field}, with the {@code designed} and {@code deployed}
 * values as shown), {@code designed-only} (an index the design has and the deployment lacks) or
 * {@code deployed-only}; {@code shipping} what making the deployment match the design costs to
 * ship, in {@code diff}'s classes ({@code code-only}, {@code stream-replace}, {@code new-index},
 * {@code index-rebuild}, {@code table-migration}); {@code monthlyDelta} what the deployed table costs a
 * month more than the designed one (US dollars, negative when less; null when not priced, with
 * {@code notPriced} saying why); {@code pos} its place in the design, {@code deployedPos} in the
 * source (null for a live table); {@code notes} and {@code migration} what shipping it takes.
 */
public record Difference(String element, String name, String kind, String field, String designed, String deployed,
                         String shipping, Double monthlyDelta, String notPriced, Pos pos, Pos deployedPos,
                         List<String> notes, List<String> migration) {
    public Difference {
        notes = List.copyOf(notes);
        migration = List.copyOf(migration);
    }

    /** One line: what differs. */
    public String summary() {
        String what = element.equals("index") ? "index " + name.substring(name.indexOf('/') + 1) : "table " + name;
        return switch (kind) {
            case "designed-only" -> what + " is designed but not deployed";
            case "deployed-only" -> what + " is deployed but not designed";
            default -> what + " " + field + ": designed " + show(designed) + ", deployed " + show(deployed);
        };
    }

    private static String show(String v) {
        return v == null ? "(none)" : v;
    }
}
