package dev.tablebook.render.check;

import dev.tablebook.check.Category;
import dev.tablebook.check.RuleMeta;
import dev.tablebook.check.Severity;

import java.util.Locale;
import java.util.Map;

/**
 * What SARIF says about a rule beyond its id: a PascalCase name (as the rule's class is named),
 * and for the authorization rules the {@code security} tag and a {@code security-severity} score,
 * which code scanning shows as the alert's severity (7.0 to 8.9 high, 4.0 to 6.9 medium, 0.1 to
 * 3.9 low).
 */
public final class SarifRules {
    /** The score of an authorization rule of each severity: a cross-tenant read (IDOR) is high. */
    static final Map<Severity, String> SECURITY_SEVERITY = Map.of(
            Severity.ERROR, "8.1", Severity.WARNING, "5.3", Severity.INFO, "3.1");

    private SarifRules() {
    }

    /**
     * {@code authz-partition-key} → {@code AuthzPartitionKey}. A one-word id gets a second word
     * ({@code input} → {@code InputError}): SARIF consumers expect a name that differs from the id.
     */
    public static String name(String id) {
        if (!id.contains("-")) {
            return id.isEmpty() ? id : id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1) + "Error";
        }
        StringBuilder out = new StringBuilder();
        for (String part : id.split("-")) {
            if (!part.isEmpty()) {
                out.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
            }
        }
        return out.toString();
    }

    public static boolean security(RuleMeta rule) {
        return rule.category() == Category.AUTHORIZATION;
    }

    /** The score, or null for a rule that is not about security. */
    public static String securitySeverity(RuleMeta rule) {
        return security(rule) ? SECURITY_SEVERITY.get(rule.severity()) : null;
    }
}
