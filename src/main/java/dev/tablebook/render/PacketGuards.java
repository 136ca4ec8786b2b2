package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;

import java.util.ArrayList;
import java.util.List;

/**
 * The review packet's idempotency and conditional-write guards: for every write pattern, how a
 * retry is made harmless and, leg by leg, the condition DynamoDB checks before it writes. The
 * packet shows the facts; whether they suffice is the rule catalog's call (its findings follow).
 */
public record PacketGuards(String id, String name, String operation, String idempotency, String conditionalFailRate,
                           List<Leg> legs) {

    /** One leg: what it does to which entity in which table, and its ConditionExpression (empty: none). */
    public record Leg(String action, String entity, String table, long count, String condition, String attributes) {
    }

    public static List<PacketGuards> of(Design d) {
        List<PacketGuards> out = new ArrayList<>();
        for (AccessPattern pattern : d.patterns()) {
            if (!(pattern instanceof Write p) || p.writes().isEmpty()) {
                continue;
            }
            List<Leg> legs = new ArrayList<>();
            for (WriteLeg l : p.writes()) {
                legs.add(new Leg(l.action().yamlName(), l.entity(), l.table(), l.count(),
                        l.condition() == null ? "" : l.condition(),
                        l.attributes() == null ? "" : String.join(", ", l.attributes())));
            }
            out.add(new PacketGuards(p.id(), p.title(), p.operation().name(),
                    p.idempotency() == null ? "" : p.idempotency().yamlName(),
                    p.conditionalFailRate() == null ? "" : Figures.plain(p.conditionalFailRate() * 100) + "%", legs));
        }
        return out;
    }
}
