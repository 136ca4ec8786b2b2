package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;

/**
 * Which entities' items a read's key condition returns. The candidates are the members of the
 * target (entities stored in the table; for an index, those that carry it); a member is matched
 * when each condition on one of the target's key attributes can select a value of that entity's
 * template (see {@link TemplateMatch}). A Scan, having no condition, returns every member.
 */
public record EntityMatch(KeyTarget target, List<String> members, List<String> matched) {

    public EntityMatch {
        members = List.copyOf(members);
        matched = List.copyOf(matched);
    }

    /** Strict matching; null when the pattern's table or index does not exist. */
    public static EntityMatch of(Design design, AccessPattern pattern) {
        return of(design, pattern, true);
    }

    /** Lenient matching ({@code strict} false) finds only what can never match (see {@link TemplateMatch}). */
    public static EntityMatch of(Design design, AccessPattern pattern, boolean strict) {
        KeyTarget target = KeyTarget.resolve(design, pattern);
        if (target == null) {
            return null;
        }
        List<String> members = new ArrayList<>();
        List<String> matched = new ArrayList<>();
        for (Entity entity : IndexMembership.members(design, target)) {
            members.add(entity.name());
            if (matches(target, entity, pattern.key(), strict)) {
                matched.add(entity.name());
            }
        }
        return new EntityMatch(target, members, matched);
    }

    public static boolean matches(KeyTarget target, Entity entity, List<KeyCondition> conditions, boolean strict) {
        for (KeyCondition c : conditions) {
            if (!target.keyAttributes().contains(c.attribute())) {
                continue; // not a key of the target: reported as unservable, says nothing about entities
            }
            KeyTemplate stored = IndexMembership.template(target.table(), entity, c.attribute());
            if (stored == null || !TemplateMatch.matches(c, stored, strict)) {
                return false;
            }
        }
        return true;
    }

    /** Matched entities the pattern does not say it returns. */
    public List<String> beyond(List<String> returns) {
        return matched.stream().filter(e -> !returns.contains(e)).toList();
    }

    /** Returned entities the condition cannot select (not members, or templates that never match). */
    public List<String> unmatched(List<String> returns) {
        return returns.stream().filter(e -> !matched.contains(e)).toList();
    }
}
