package dev.tablebook.check;

/** A rule's metadata as data: read from {@link RuleInfo} on a rule class. */
public record RuleMeta(String id, Severity severity, Category category, String summary, String description,
                       boolean importedModels) {

    /** Help page of a rule, relative to the site root. */
    public static String helpUri(String ruleId) {
        return "rules/" + ruleId + ".html";
    }

    public String helpUri() {
        return helpUri(id);
    }

    public static RuleMeta of(Class<?> ruleClass) {
        RuleInfo info = ruleClass.getAnnotation(RuleInfo.class);
        if (info == null) {
            throw new IllegalStateException(ruleClass.getName() + " has no @RuleInfo");
        }
        return new RuleMeta(info.id(), info.severity(), info.category(), info.summary(), info.description(),
                info.importedModels());
    }
}
