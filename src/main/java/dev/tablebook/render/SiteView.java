package dev.tablebook.render;

import dev.tablebook.check.Finding;
import dev.tablebook.check.Rules;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.util.List;
import java.util.function.Function;

/**
 * The whole site: every service that loaded, with its findings, and the input errors of those
 * that did not (listed on the index page).
 */
public record SiteView(List<ServiceView> services, List<String> inputErrors, List<String> failedFiles) {

    public static SiteView of(LoadResult loaded, List<Finding> findings, Function<Design, Revision> revisions,
                              MarkdownText markdown) {
        return new SiteView(loaded.designs().stream().map(d -> ServiceView.of(d, revisions.apply(d),
                        findings.stream().filter(f -> d.service().equals(f.service())
                                && !f.rule().equals(Rules.INPUT.id())).toList(), markdown)).toList(),
                loaded.errors().stream().map(InputError::toString).toList(), loaded.failedFiles());
    }
}
