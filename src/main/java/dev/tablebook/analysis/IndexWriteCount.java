package dev.tablebook.analysis;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * How many index writes one item of a write leg costs in one index it is a member of: the one
 * count the cost model charges and the {@code mutable-gsi-key} rule quotes. A create, put or
 * delete writes the entry once. An update that changes a key attribute of the index (or a
 * placeholder of its template) moves the entry: a delete and an insert, two writes; one that
 * changes only projected attributes rewrites it once; one that changes nothing the index holds
 * writes none; one that removes a key attribute of the index takes the item out of it: one delete.
 * An update that does not list its {@code attributes} is assumed to change every
 * {@code mutable} attribute: two writes when one of them is a key source of the index (the upper
 * bound, stated as an assumption), else one. A put that states {@code previous_bytes} replaces an
 * item, and is taken the same way: two writes when the entity marks a key source of the index
 * {@code mutable} (the new item may carry another key: a delete and an insert), else one
 * ("Global secondary indexes", writes: a changed index key costs a delete and a put).
 */
public final class IndexWriteCount {
    private IndexWriteCount() {
    }

    /** 0, 1 or 2 index writes for one item of the leg. */
    public static int perItem(WriteLeg leg, Table t, Entity e, Index x) {
        if (leg.action() == WriteAction.CHECK) {
            return 0; // a condition check changes nothing
        }
        if (leg.action() == WriteAction.PUT && replaces(leg)) {
            return mutableKeySources(t, e, x).isEmpty() ? 1 : 2;
        }
        if (leg.action() != WriteAction.UPDATE) {
            return 1;
        }
        if (intersects(leg.remove(), IndexMembership.keySources(t, e, x))) {
            return 1; // the update removes an index key: the entry is deleted, nothing is inserted
        }
        List<String> touched = touched(leg);
        if (touched == null) {
            return mutableKeySources(t, e, x).isEmpty() ? 1 : 2;
        }
        if (intersects(touched, IndexMembership.keySources(t, e, x))) {
            return 2;
        }
        return switch (x.projection().type()) {
            case ALL -> touched.isEmpty() ? 0 : 1;
            case INCLUDE -> intersects(touched, IndexMembership.projectedSources(t, e, x.projection().attributes())) ? 1 : 0;
            case KEYS_ONLY -> 0;
        };
    }

    /**
     * True when the count rests on the assumption that the write changes every mutable attribute: an
     * update without `attributes`, or a put that replaces an item ({@code previous_bytes}).
     */
    public static boolean assumed(WriteLeg leg) {
        return leg.action() == WriteAction.UPDATE && leg.attributes() == null
                || leg.action() == WriteAction.PUT && replaces(leg);
    }

    /** A put that states the size of the item it overwrites replaces an existing item. */
    public static boolean replaces(WriteLeg leg) {
        return leg.action() == WriteAction.PUT && leg.previousBytes() != null;
    }

    /** The entity's {@code mutable} attributes among the index's key sources, in key order. */
    public static List<String> mutableKeySources(Table t, Entity e, Index x) {
        List<String> out = new ArrayList<>();
        for (String a : IndexMembership.keySources(t, e, x)) {
            Attribute attr = e.attribute(a);
            if (attr != null && attr.mutable()) {
                out.add(a);
            }
        }
        return out;
    }

    /** Why a leg is charged what it is, for the cost breakdown; null when the count needs no word. */
    public static String note(WriteLeg leg, Table t, Entity e, Index x) {
        if (!assumed(leg)) {
            return null;
        }
        List<String> moving = mutableKeySources(t, e, x);
        if (leg.action() == WriteAction.PUT) {
            return moving.isEmpty() ? null
                    : leg.entity() + " put replaces an item (previous_bytes): assumed to change mutable "
                            + String.join(", ", moving) + " in the key of " + x.name()
                            + ", two writes charged (delete + insert)";
        }
        return moving.isEmpty()
                ? leg.entity() + " update states no `attributes`: one write charged on " + x.name()
                : leg.entity() + " update states no `attributes`: assumed to change mutable " + String.join(", ", moving)
                        + " in the key of " + x.name() + ", two writes charged (delete + insert)";
    }

    /** The attributes an update sets and removes; null when it does not say what it sets. */
    static List<String> touched(WriteLeg leg) {
        if (leg.attributes() == null) {
            return null;
        }
        List<String> all = new ArrayList<>(leg.attributes());
        leg.remove().stream().filter(a -> !all.contains(a)).forEach(all::add);
        return all;
    }

    static boolean intersects(List<String> a, Set<String> b) {
        for (String s : a) {
            if (b.contains(s)) {
                return true;
            }
        }
        return false;
    }
}
