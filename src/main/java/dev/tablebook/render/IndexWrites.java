package dev.tablebook.render;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;

import java.util.List;
import java.util.Map;

/**
 * Whether a write pattern changes an index: one of its legs writes a member entity of the index
 * in its table, and, for an update that says what it touches, touches an index key or (for ALL
 * and INCLUDE projections) an attribute the index projects.
 */
final class IndexWrites {
    private IndexWrites() {
    }

    static boolean writes(AccessPattern p, Table t, Index index) {
        for (WriteLeg leg : p.writes()) {
            if (!t.name().equals(leg.table()) || !t.stores(leg.entity())
                    || !IndexMembership.carries(t.items().get(leg.entity()), index)) {
                continue;
            }
            if (leg.action() != WriteAction.UPDATE || leg.attributes() == null) {
                return true;
            }
            for (String a : leg.attributes()) {
                if (index.keyAttributes().contains(a) || index.projection().type() == Projection.Type.ALL
                        || index.projection().attributes().contains(a)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether one of the pattern's legs writes to the table at all. */
    static boolean writes(AccessPattern p, Table t) {
        return p.writes().stream().anyMatch(l -> t.name().equals(l.table()));
    }

    /** Whether the pattern writes an item of the vector index, or an update touches what it indexes. */
    static boolean writes(AccessPattern p, Table t, VectorIndex v, Map<String, Entity> entities) {
        List<String> members = IndexMembership.members(t, v, entities);
        for (WriteLeg leg : p.writes()) {
            if (!t.name().equals(leg.table()) || !members.contains(leg.entity())) {
                continue;
            }
            if (leg.action() != WriteAction.UPDATE || leg.attributes() == null) {
                return true;
            }
            for (String a : leg.attributes()) {
                if (a.equals(v.attribute()) || a.equals(v.partition()) || v.filters().contains(a)
                        || v.projection().type() == Projection.Type.ALL || v.projection().attributes().contains(a)) {
                    return true;
                }
            }
        }
        return false;
    }
}
