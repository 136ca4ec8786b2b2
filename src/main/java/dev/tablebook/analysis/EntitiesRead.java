package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * The entities a read reads: the pattern's {@code returns} that its table or index holds, in
 * that order, else the entities whose key templates its key condition matches (see {@link
 * EntityMatch}; with no condition, every member). A Scan reads every item of its table or index
 * before any filter, whatever it returns: all members.
 */
public final class EntitiesRead {
    private EntitiesRead() {
    }

    public static List<Entity> of(Design design, AccessPattern pattern, KeyTarget target) {
        if (target == null) {
            return List.of();
        }
        if (pattern.operation() == Operation.Scan) {
            return IndexMembership.members(design, target);
        }
        List<Entity> out = new ArrayList<>();
        for (String name : pattern.returned()) {
            Entity e = design.entities().get(name);
            if (e != null && IndexMembership.carries(target, e) && !out.contains(e)) {
                out.add(e);
            }
        }
        if (!out.isEmpty()) {
            return out;
        }
        for (Entity e : IndexMembership.members(design, target)) {
            if (EntityMatch.matches(target, e, pattern.key(), true)) {
                out.add(e);
            }
        }
        return out;
    }
}
