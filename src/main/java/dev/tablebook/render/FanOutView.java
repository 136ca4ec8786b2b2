package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.List;

/** The fan-out of one table's stream: the drawing, the Mermaid copy and the consumers in a table. */
public record FanOutView(String table, String anchor, String mdAnchor, String stream, Diagram diagram, String mermaid,
                         List<ConsumerRow> consumers, List<String> problems) {

    /** One consumer, every setting in words. */
    public record ConsumerRow(String name, String anchor, String via, String filter, String batchSize, String retries,
                              String maxRecordAge, String bisect, String onFailure, String dedupe, List<String> targets,
                              String descriptionHtml, String descriptionMarkdown, List<String> problems) {
    }

    /** Tables with a stream, or with consumers although their stream is off. */
    static List<FanOutView> of(Design d, Anchors anchors, MarkdownText markdown) {
        List<FanOutView> out = new ArrayList<>();
        for (Table t : d.tables().values()) {
            List<Consumer> consumers = d.consumers().stream().filter(c -> t.name().equals(c.table())).toList();
            if (!t.streams().enabled() && consumers.isEmpty()) {
                continue;
            }
            String anchor = anchors.of("fan-out", t.name());
            Diagram diagram = FanOutDiagram.of(anchor + "-svg", t.name(), t.streams(), consumers);
            List<ConsumerRow> rows = consumers.stream().map(c -> row(c, anchors.of("consumer", c.name()), markdown))
                    .toList();
            out.add(new FanOutView(t.name(), anchor, Anchors.github("Stream of " + t.name()),
                    t.streams().enabled() ? t.streams().name() : "off", diagram,
                    FanOutMermaid.of(t.name(), t.streams(), consumers), rows,
                    FanOutProblems.all(t.streams(), consumers)));
        }
        return out;
    }

    private static ConsumerRow row(Consumer c, String anchor, MarkdownText markdown) {
        return new ConsumerRow(c.name(), anchor, c.via().name().toLowerCase(java.util.Locale.ROOT),
                c.filter() == null ? "" : c.filter(), c.batchSize() == null ? "" : Figures.count(c.batchSize()),
                FanOutDiagram.bound(c.maxRetries(), ""), FanOutDiagram.bound(c.maxRecordAgeS(), " s"),
                c.bisectOnError() ? "yes" : "no", c.onFailure() == null ? "" : c.onFailure(),
                c.dedupe() == null ? "" : c.dedupe().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                c.targets(), markdown.toHtml(c.description()), markdown.toSafeMarkdown(c.description()),
                FanOutProblems.of(c));
    }
}
