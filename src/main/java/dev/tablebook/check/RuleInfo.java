package dev.tablebook.check;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A rule's metadata, written once on its class. The catalog, {@code tablebook rules}, the site's
 * rule pages and SARIF rule descriptors are all generated from it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RuleInfo {
    /** Kebab-case id, also the name of the prose page {@code docs/rules/<id>.md}. */
    String id();

    Severity severity();

    Category category();

    /** One line: what the rule finds. */
    String summary();

    /** Two or three sentences: the DynamoDB fact that makes it matter. */
    String description();

    /**
     * False for a rule that judges facts the reference calculator's JSON format cannot state (key
     * conditions, authorization, idempotency, table settings): it does not run on imported models,
     * where it would only report the format's silence.
     */
    boolean importedModels() default true;
}
