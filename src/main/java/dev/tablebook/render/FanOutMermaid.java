package dev.tablebook.render;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.StreamView;

import java.util.List;

/** The fan-out diagram as a Mermaid flowchart, for the Markdown copy (GitHub renders it). */
final class FanOutMermaid {
    /** Long filters are cut on the edge label; the consumer table shows them whole. */
    private static final int FILTER_WIDTH = 420;

    private FanOutMermaid() {
    }

    static String of(String table, StreamView stream, List<Consumer> consumers) {
        StringBuilder sb = new StringBuilder("flowchart LR\n");
        List<String> streamIssues = FanOutProblems.ofStream(stream, consumers);
        sb.append("  T[").append(label(table + " (table)")).append("] --> S[")
                .append(label("stream " + (stream.enabled() ? stream.name() : "off")
                        + (streamIssues.isEmpty() ? "" : " ⚠ " + String.join(", ", streamIssues)))).append("]\n");
        StringBuilder problems = new StringBuilder(streamIssues.isEmpty() ? "" : "S");
        int n = 0;
        for (Consumer c : consumers) {
            n++;
            String id = "C" + n;
            List<String> issues = FanOutProblems.of(c);
            String via = switch (c.via()) {
                case LAMBDA -> "Lambda";
                case PIPE -> "Pipe";
                case KINESIS -> "Kinesis";
            };
            String text = c.name() + " · " + via + (c.batchSize() == null ? "" : " · batch " + c.batchSize())
                    + " · retries " + FanOutDiagram.bound(c.maxRetries(), "") + " · max age "
                    + FanOutDiagram.bound(c.maxRecordAgeS(), " s")
                    + (issues.isEmpty() ? "" : " ⚠ " + String.join(", ", issues));
            sb.append("  S -->");
            if (c.filter() != null) {
                sb.append('|').append(label(Diagram.fit("filter " + c.filter(), FILTER_WIDTH))).append('|');
            }
            sb.append(' ').append(id).append('[').append(label(text)).append("]\n");
            int t = 0;
            for (String target : c.targets()) {
                t++;
                sb.append("  ").append(id).append(" --> ").append(id).append('T').append(t).append('[')
                        .append(label(target)).append("]\n");
            }
            if (c.onFailure() != null && !c.onFailure().isBlank()) {
                sb.append("  ").append(id).append(" -.->|on failure| ").append(id).append("F[")
                        .append(label(c.onFailure())).append("]\n");
            }
            if (!issues.isEmpty()) {
                problems.append(problems.length() == 0 ? "" : ",").append(id);
            }
        }
        if (consumers.isEmpty()) {
            sb.append("  S -.- N[").append(label("no consumer reads this stream")).append("]\n");
        }
        if (problems.length() > 0) {
            sb.append("  classDef problem stroke:#d1242f,stroke-width:3px\n");
            sb.append("  class ").append(problems).append(" problem\n");
        }
        return sb.toString();
    }

    /**
     * A quoted Mermaid label: quotes, angle brackets, ampersands, hashes and backticks become
     * Mermaid entity codes, so no design text can end the label or turn into markup.
     */
    static String label(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("#quot;");
                case '<' -> sb.append("#lt;");
                case '>' -> sb.append("#gt;");
                case '&' -> sb.append("#amp;");
                case '#' -> sb.append("#35;");
                case '`' -> sb.append("#96;");
                case '\n', '\r', '\t' -> sb.append(' ');
                default -> sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
