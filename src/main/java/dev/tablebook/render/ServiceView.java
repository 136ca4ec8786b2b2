package dev.tablebook.render;

import dev.tablebook.model.Design;

import java.util.List;

/** What a service page shows, computed from the design; the templates only lay it out. */
public record ServiceView(String service, String title, String owner, String status, String region, String file,
                          String summaryHtml, String summaryMarkdown, int patternCount, int tableCount, int indexCount,
                          int entityCount, boolean imported, List<PatternRow> patterns) {

    static ServiceView of(Design d, MarkdownText markdown) {
        return new ServiceView(d.service(), d.title(), d.owner() == null ? "" : d.owner(),
                d.status() == null ? "" : d.status(), d.region(), d.file(), markdown.toHtml(d.summary()),
                markdown.toSafeMarkdown(d.summary()), d.patterns().size(), d.tables().size(), d.indexCount(),
                d.entities().size(), d.isImported(), d.patterns().stream().map(PatternRow::of).toList());
    }
}
