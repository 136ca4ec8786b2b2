package dev.tablebook.render;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.StreamView;
import dev.tablebook.render.Diagram.Box;
import dev.tablebook.render.Diagram.Edge;
import dev.tablebook.render.Diagram.Line;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out the fan-out of one table's stream: table → stream → each consumer (with its filter,
 * batch and retry bounds) → its targets, and its on-failure destination on a dashed route.
 */
final class FanOutDiagram {
    private static final int MARGIN = 16;
    private static final int TABLE_W = 150;
    private static final int STREAM_W = 160;
    private static final int CONSUMER_W = 320;
    private static final int TARGET_W = 240;
    private static final int GAP = 40;
    private static final int LINE_H = 16;
    private static final int PAD = 10;
    private static final int TARGET_H = 28;
    private static final int ROW_GAP = 20;

    private FanOutDiagram() {
    }

    static Diagram of(String id, String table, StreamView stream, List<Consumer> consumers) {
        int xTable = MARGIN;
        int xStream = xTable + TABLE_W + GAP;
        int xConsumer = xStream + STREAM_W + GAP;
        int xTarget = xConsumer + CONSUMER_W + GAP;
        int width = xTarget + TARGET_W + MARGIN;
        List<Box> boxes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        List<int[]> consumerMids = new ArrayList<>();
        int y = MARGIN;
        for (Consumer c : consumers) {
            List<String> issues = FanOutProblems.of(c);
            List<String> text = consumerLines(c);
            text.addAll(issues.stream().map(i -> "⚠ " + i).toList());
            int h = PAD * 2 + LINE_H * text.size();
            List<String> right = new ArrayList<>(c.targets());
            int rightH = (right.size() + 1) * (TARGET_H + 8) - 8;
            int rowH = Math.max(h, rightH);
            int cy = y + (rowH - h) / 2;
            boxes.add(box(xConsumer, cy, CONSUMER_W, h, "consumer", !issues.isEmpty(), String.join("\n", text), text,
                    c.name(), issues.size()));
            int mid = cy + h / 2;
            consumerMids.add(new int[] {mid, issues.isEmpty() ? 0 : 1});
            int ty = y + (rowH - rightH) / 2;
            for (String target : right) {
                boxes.add(box(xTarget, ty, TARGET_W, TARGET_H, "target", false, target, List.of(target), null, 0));
                edges.add(new Edge(curve(xConsumer + CONSUMER_W, mid, xTarget, ty + TARGET_H / 2), false, false));
                ty += TARGET_H + 8;
            }
            boolean noDlq = c.onFailure() == null || c.onFailure().isBlank();
            String failure = noDlq ? "no on-failure destination" : "on failure: " + c.onFailure();
            boxes.add(box(xTarget, ty, TARGET_W, TARGET_H, "failure", noDlq, failure, List.of(failure), null, 0));
            edges.add(new Edge(curve(xConsumer + CONSUMER_W, mid, xTarget, ty + TARGET_H / 2), true, noDlq));
            y += rowH + ROW_GAP;
        }
        if (consumers.isEmpty()) {
            String none = "no consumer reads this stream";
            boxes.add(box(xConsumer, y, CONSUMER_W, TARGET_H, "failure", false, none, List.of(none), null, 0));
            consumerMids.add(new int[] {y + TARGET_H / 2, 0});
            y += TARGET_H + ROW_GAP;
        }
        int height = y - ROW_GAP + MARGIN;
        List<String> streamText = new ArrayList<>(List.of("stream", stream.enabled() ? stream.name() : "off"));
        long direct = consumers.stream().filter(Consumer::readsStreamDirectly).count();
        streamText.add(direct + " direct reader" + (direct == 1 ? "" : "s"));
        List<String> streamIssues = FanOutProblems.ofStream(stream, consumers);
        streamText.addAll(streamIssues.stream().map(i -> "⚠ " + i).toList());
        int streamH = PAD * 2 + LINE_H * streamText.size();
        int streamY = (height - streamH) / 2;
        int tableH = PAD * 2 + LINE_H * 2;
        int tableY = (height - tableH) / 2;
        List<String> tableText = List.of(table, "table");
        boxes.add(0, box(xTable, tableY, TABLE_W, tableH, "table", false, table, tableText, table, 0));
        boxes.add(1, box(xStream, streamY, STREAM_W, streamH, "stream", !streamIssues.isEmpty(),
                String.join("\n", streamText), streamText, null, streamIssues.size()));
        edges.add(0, new Edge(curve(xTable + TABLE_W, tableY + tableH / 2, xStream, streamY + streamH / 2), false,
                false));
        for (int[] m : consumerMids) {
            edges.add(new Edge(curve(xStream + STREAM_W, streamY + streamH / 2, xConsumer, m[0]), false, m[1] == 1));
        }
        String desc = "Stream of table " + table + " (" + (stream.enabled() ? stream.name() : "off") + ") read by "
                + consumers.size() + " consumer" + (consumers.size() == 1 ? "" : "s")
                + (consumers.isEmpty() ? "" : ": " + String.join(", ", consumers.stream().map(Consumer::name).toList()))
                + "." + (FanOutProblems.count(stream, consumers) == 0 ? "" : " Problems: "
                + String.join("; ", FanOutProblems.all(stream, consumers)) + ".");
        return new Diagram(id, width, height, "Fan-out of the " + table + " stream", desc, boxes, edges);
    }

    private static List<String> consumerLines(Consumer c) {
        List<String> lines = new ArrayList<>();
        lines.add(c.name());
        String via = switch (c.via()) {
            case LAMBDA -> "Lambda trigger";
            case PIPE -> "EventBridge Pipe";
            case KINESIS -> "Kinesis Data Streams";
        };
        lines.add(via + (c.batchSize() == null ? "" : " · batch " + c.batchSize()));
        lines.add(c.filter() == null ? "no filter: every record" : "filter " + c.filter());
        lines.add("retries " + bound(c.maxRetries(), "") + " · max age " + bound(c.maxRecordAgeS(), " s"));
        lines.add((c.bisectOnError() ? "bisect on error" : "no bisect") + " · dedupe "
                + (c.dedupe() == null ? "none stated" : c.dedupe().name().toLowerCase(java.util.Locale.ROOT)
                .replace('_', '-')));
        return lines;
    }

    static String bound(Integer v, String unit) {
        return v == null || v < 0 ? "∞" : v + unit;
    }

    /** A box whose first {@code strongLines} line is bold when it names something; issue lines come last. */
    private static Box box(int x, int y, int w, int h, String kind, boolean problem, String tooltip, List<String> text,
                           String name, int issueLines) {
        List<Line> lines = new ArrayList<>();
        int ty = y + PAD + 12;
        if (text.size() == 1 && h == TARGET_H) {
            ty = y + TARGET_H / 2 + 4;
        }
        for (int i = 0; i < text.size(); i++) {
            boolean issue = i >= text.size() - issueLines;
            lines.add(new Line(x + 8, ty, Diagram.fit(text.get(i), w - 16), i == 0 && name != null, issue));
            ty += LINE_H;
        }
        return new Box(x, y, w, h, kind, problem, tooltip, lines);
    }

    private static String curve(int x1, int y1, int x2, int y2) {
        int mx = (x1 + x2) / 2;
        return "M" + x1 + " " + y1 + " C" + mx + " " + y1 + " " + mx + " " + y2 + " " + (x2 - 2) + " " + y2;
    }
}
