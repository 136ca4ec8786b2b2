package dev.tablebook.check;

import java.util.Locale;

/**
 * What a rule protects. Reports list findings in this order: a leak across the authorization
 * boundary outranks a wrong answer, which outranks a service limit, then money, then convention.
 */
public enum Category {
    AUTHORIZATION, CORRECTNESS, OPERATIONAL, COST, STYLE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
