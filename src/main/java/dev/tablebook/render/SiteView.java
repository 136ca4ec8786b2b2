package dev.tablebook.render;

import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;

import java.util.List;

/** The whole site: every service that loaded, and the input errors of those that did not. */
public record SiteView(List<ServiceView> services, List<String> inputErrors, List<String> failedFiles) {

    public static SiteView of(LoadResult loaded, MarkdownText markdown) {
        return new SiteView(loaded.designs().stream().map(d -> ServiceView.of(d, markdown)).toList(),
                loaded.errors().stream().map(InputError::toString).toList(), loaded.failedFiles());
    }
}
