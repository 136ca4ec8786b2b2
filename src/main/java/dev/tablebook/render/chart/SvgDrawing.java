package dev.tablebook.render.chart;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a {@link SvgGraphics} has drawn, as a list of elements in paint order, written out as
 * compact SVG: elements with the same presentation attributes (and clip and transform) form one
 * {@code <g>} carrying the attributes once, and consecutive paths of a group become one
 * {@code <path>} where that paints the same pixels.
 *
 * <p>An element joins the latest group with its attributes even when other elements were drawn
 * in between, provided it overlaps none of those (their pixel boxes are disjoint), so it is still
 * painted after everything it covers and before everything that covers it: the picture is the
 * same, only the order of elements that share no pixel changes. Shapes are merged into one path
 * only where that paints the same pixels: always for aliased ({@code crispEdges}) opaque strokes,
 * whose pixels are either painted or not, otherwise only for shapes whose pixel boxes are disjoint
 * (an anti-aliased pixel that two shapes share blends twice when they are separate elements, once
 * when they are one path), and never for dashed strokes (Chromium dashes a lone straight line
 * otherwise than the same line in a path of several).
 *
 * <p>One instance per chart, used by one thread at a time.
 */
final class SvgDrawing {
    enum Kind { PATH, RECT, ELLIPSE, TEXT }

    /**
     * One drawing operation: its element's kind, its attributes ({@code style}, each with a leading
     * space), the clip it needs (path data of the clip region, or null), the geometry
     * ({@code body}: path data for a path, attributes and content otherwise), whether a path may
     * share one {@code <path>} with the paths before it ({@link #ALONE}, {@link #IF_APART},
     * {@link #OVER_ANY}) and the pixel box it can paint ({@code x0} inclusive to {@code x1}
     * exclusive).
     */
    record Item(Kind kind, String style, String clip, String body, int merge, int x0, int y0, int x1, int y1) {
        /** A path element of its own. */
        static final int ALONE = 0;
        /** Merged with the paths before it where their pixel boxes are disjoint. */
        static final int IF_APART = 1;
        /** Merged with the paths before it even where they overlap (aliased opaque strokes). */
        static final int OVER_ANY = 2;

        boolean overlaps(Item o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }
    }

    /** Consecutive items (in the output) with the same attributes and clip. */
    private static final class Run {
        final String style;
        final String clip;
        final List<Item> items = new ArrayList<>();
        int x0 = Integer.MAX_VALUE;
        int y0 = Integer.MAX_VALUE;
        int x1 = Integer.MIN_VALUE;
        int y1 = Integer.MIN_VALUE;

        Run(String style, String clip) {
            this.style = style;
            this.clip = clip;
        }

        boolean same(Item i) {
            return style.equals(i.style()) && (clip == null ? i.clip() == null : clip.equals(i.clip()));
        }

        void add(Item i) {
            items.add(i);
            x0 = Math.min(x0, i.x0());
            y0 = Math.min(y0, i.y0());
            x1 = Math.max(x1, i.x1());
            y1 = Math.max(y1, i.y1());
        }

        boolean overlaps(Item i) {
            if (!(x0 < i.x1() && i.x0() < x1 && y0 < i.y1() && i.y0() < y1)) {
                return false;
            }
            for (Item o : items) {
                if (o.overlaps(i)) {
                    return true;
                }
            }
            return false;
        }
    }

    private final List<Run> runs = new ArrayList<>();
    /** The last run of each style and clip, to find a run to join without a scan. */
    private final Map<Key, Run> latest = new HashMap<>();

    /** What the items of a run share. */
    private record Key(String style, String clip) {
    }

    void add(Item item) {
        Key key = new Key(item.style(), item.clip());
        Run candidate = latest.get(key);
        if (candidate != null) {
            // joins the latest run of its kind unless it overlaps something drawn in a later run
            for (int r = runs.size() - 1; r >= 0; r--) {
                Run run = runs.get(r);
                if (run == candidate) {
                    candidate.add(item);
                    return;
                }
                if (run.overlaps(item)) {
                    break;
                }
            }
        }
        Run run = new Run(item.style(), item.clip());
        run.add(item);
        runs.add(run);
        latest.put(key, run);
    }

    boolean isEmpty() {
        return runs.isEmpty();
    }

    /**
     * Writes the clip paths (as {@code <defs>}, ids {@code <clipPrefix>clip-<n>} in order of first
     * use) and the elements.
     */
    void write(StringBuilder out, String clipPrefix) {
        Map<String, Integer> clips = new LinkedHashMap<>();
        for (Run run : runs) {
            if (run.clip != null) {
                clips.putIfAbsent(run.clip, clips.size());
            }
        }
        if (!clips.isEmpty()) {
            out.append("<defs>");
            for (Map.Entry<String, Integer> c : clips.entrySet()) {
                out.append("<clipPath id='").append(clipPrefix).append("clip-").append(c.getValue())
                        .append("'><path d='").append(c.getKey()).append("'/></clipPath>");
            }
            out.append("</defs>");
        }
        List<Kind> kinds = new ArrayList<>();
        List<String> bodies = new ArrayList<>();
        StringBuilder path = new StringBuilder();
        List<Item> inPath = new ArrayList<>();
        for (Run run : runs) {
            kinds.clear();
            bodies.clear();
            for (Item item : run.items) {
                if (item.kind() == Kind.PATH) {
                    if (!inPath.isEmpty() && (item.merge() == Item.ALONE || inPath.get(0).merge() == Item.ALONE
                            || item.merge() == Item.IF_APART && overlapsAny(item, inPath))) {
                        kinds.add(Kind.PATH);
                        bodies.add(path.toString());
                        path.setLength(0);
                        inPath.clear();
                    }
                    path.append(item.body());
                    inPath.add(item);
                    continue;
                }
                if (!inPath.isEmpty()) {
                    kinds.add(Kind.PATH);
                    bodies.add(path.toString());
                    path.setLength(0);
                    inPath.clear();
                }
                kinds.add(item.kind());
                bodies.add(item.body());
            }
            if (!inPath.isEmpty()) {
                kinds.add(Kind.PATH);
                bodies.add(path.toString());
                path.setLength(0);
                inPath.clear();
            }
            String clip = run.clip == null ? "" : " clip-path='url(#" + clipPrefix + "clip-" + clips.get(run.clip) + ")'";
            if (kinds.size() == 1) {
                element(out, kinds.get(0), bodies.get(0), run.style + clip);
                continue;
            }
            out.append("<g").append(run.style).append(clip).append('>');
            for (int e = 0; e < kinds.size(); e++) {
                element(out, kinds.get(e), bodies.get(e), "");
            }
            out.append("</g>");
        }
    }

    private static boolean overlapsAny(Item item, List<Item> items) {
        for (Item o : items) {
            if (o.overlaps(item)) {
                return true;
            }
        }
        return false;
    }

    /** Writes an element; {@code body} is path data for a path, the attributes and content otherwise. */
    private static void element(StringBuilder out, Kind kind, String body, String attributes) {
        switch (kind) {
            case PATH -> out.append("<path").append(attributes).append(" d='").append(body).append("'/>");
            case RECT -> out.append("<rect").append(attributes).append(body).append("/>");
            case ELLIPSE -> out.append("<ellipse").append(attributes).append(body).append("/>");
            case TEXT -> out.append("<text").append(attributes).append(body).append("</text>");
        }
    }
}
