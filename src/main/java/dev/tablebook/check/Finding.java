package dev.tablebook.check;

import dev.tablebook.model.Pos;

/**
 * One thing a rule found: where (the field at fault), on what target (a pattern id, table, index,
 * entity or consumer name, the names deviations use), and what to do about it. An accepted
 * finding keeps its severity but does not fail the run; {@code reason} is the deviation's reason.
 */
public record Finding(String rule, Severity severity, Category category, String service, Pos pos, String target,
                      String message, boolean accepted, String reason) {

    public Finding {
        if (accepted && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException("an accepted finding needs its reason");
        }
        if (!accepted) {
            reason = null;
        }
    }

    public static Finding of(RuleMeta rule, Severity severity, String service, Pos pos, String target,
                             String message) {
        return new Finding(rule.id(), severity, rule.category(), service, pos, target, message, false, null);
    }

    public String help() {
        return RuleMeta.helpUri(rule);
    }

    public Finding accept(String why) {
        return new Finding(rule, severity, category, service, pos, target, message, true, why);
    }

    /** An unaccepted error fails the run (exit code 1). */
    public boolean failsRun() {
        return severity == Severity.ERROR && !accepted;
    }
}
