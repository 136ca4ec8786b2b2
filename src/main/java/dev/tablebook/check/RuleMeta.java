package dev.tablebook.check;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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

    /** Each rule class's metadata, read from its annotation once (a rule's meta is asked for at every finding). */
    private static final Map<Class<?>, RuleMeta> READ = new ConcurrentHashMap<>();

    public static RuleMeta of(Class<?> ruleClass) {
        return READ.computeIfAbsent(ruleClass, RuleMeta::read);
    }

    private static RuleMeta read(Class<?> ruleClass) {
        RuleInfo info = ruleClass.getAnnotation(RuleInfo.class);
        if (info == null) {
            throw new IllegalStateException(ruleClass.getName() + " has no @RuleInfo");
        }
        return new RuleMeta(info.id(), info.severity(), info.category(), info.summary(), info.description(),
                info.importedModels());
    }
}
