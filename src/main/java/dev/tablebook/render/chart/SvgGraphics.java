package dev.tablebook.render.chart;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Image;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.font.TextAttribute;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.BufferedImageOp;
import java.awt.image.ImageObserver;
import java.awt.image.RenderedImage;
import java.awt.image.renderable.RenderableImage;
import java.text.AttributedCharacterIterator;
import java.util.Map;

/**
 * A {@link Graphics2D} that JFreeChart draws into and that writes compact SVG: shapes as
 * {@code <rect>}, {@code <ellipse>} and {@code <path>}, strings as {@code <text>} (so a chart's
 * words stay text for readers and search), colours and strokes as presentation attributes (the
 * site's Content Security Policy blocks style attributes), grouped and merged by
 * {@link SvgDrawing}.
 *
 * <p>What it writes, and what it leaves out:
 * <ul>
 * <li>coordinates to a tenth of a pixel ({@link SvgNumber}), matrix values and stroke values to
 * four places; path coordinates are read in single precision, as Java2D path iterators give them
 * to any writer of floats;</li>
 * <li>a point of a polyline that lies exactly (as written) on the straight way between its
 * neighbours is dropped: any such point of an aliased ({@code crispEdges}) stroke, only those
 * inside a horizontal or vertical run of an anti-aliased stroke or a fill (see
 * {@link #simplifyStroke});</li>
 * <li>SVG defaults are not written: opacity 1, stroke width 1, butt caps, miter joins, miter limit
 * 4; caps are not written for a closed shape that is not dashed (nothing of it is capped); joins
 * and the miter limit are written whenever they differ from the defaults, even on a single
 * straight segment (Chromium draws an aliased dashed line with miter joins otherwise than one with
 * bevel joins); the miter limit is not written for bevel and round joins, which ignore it;</li>
 * <li>{@code KEY_STROKE_CONTROL} gives strokes {@code shape-rendering} ({@code crispEdges} when
 * normalised, {@code geometricPrecision} when pure);</li>
 * <li>a clip is written only where it cuts what is drawn: a rectangular clip that contains every
 * pixel a shape can touch (and the drawing's own edge clips everything anyway) is left out; any
 * other clip is kept;</li>
 * <li>text metrics are those of an image with fractional metrics and no anti-aliasing, so
 * JFreeChart lays a chart out here as it does for any other vector output.</li>
 * </ul>
 * Paints other than {@link Color} and images are not drawn: they fail with an
 * {@link UnsupportedOperationException} naming the call, since no chart of the site uses them.
 *
 * <p>Not safe for use by several threads at once; make one per drawing (each chart has its own).
 */
final class SvgGraphics extends Graphics2D {
    private static final SvgNumber GEOMETRY = new SvgNumber(1);
    private static final SvgNumber VALUE = new SvgNumber(4);
    private static final float ZERO_STROKE_WIDTH = 0.1f;
    private static final double SQRT2 = Math.sqrt(2);
    /** Font metrics as vector output lays text out: fractional metrics, no anti-aliasing; one per thread. */
    private static final ThreadLocal<Graphics2D> METRICS = ThreadLocal.withInitial(() -> {
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        return g;
    });
    private static final FontRenderContext FONT_RENDER_CONTEXT = new FontRenderContext(null, false, true);

    private final SvgDrawing drawing;
    /** Colours (RGB) drawn as a class of the page's style sheet instead of a colour attribute. */
    private final Map<Integer, String> classes;
    private final int width;
    private final int height;
    private final RenderingHints hints;
    private AffineTransform transform = new AffineTransform();
    /** The clip in device space; null for none. */
    private Shape clip;
    private Paint paint = Color.BLACK;
    private Color color = Color.BLACK;
    private Color background = Color.BLACK;
    private Composite composite = AlphaComposite.SrcOver;
    private Stroke stroke = new BasicStroke(1f);
    private Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

    // the attributes last written, kept while the state objects they come from are the same
    private final Object[] strokeFor = new Object[4];
    private final String[] strokeStyles = new String[2];
    private final Object[] fillFor = new Object[2];
    private String fillStyle;
    private final Object[] textFor = new Object[3];
    private String textStyle;

    /** A drawing {@code width} by {@code height} pixels; what falls outside is not seen. */
    SvgGraphics(int width, int height) {
        this(width, height, Map.of());
    }

    /**
     * The same, drawing each colour that {@code classes} names (by its RGB value) as a class:
     * {@code class='f<name>'} for a fill or text, {@code class='s<name>'} for a stroke (with no
     * fill), which the page's style sheet colours, so a chart follows the page's theme; any other
     * colour is written as it is.
     */
    SvgGraphics(int width, int height, Map<Integer, String> classes) {
        this(new SvgDrawing(), width, height, new RenderingHints(null), Map.copyOf(classes));
    }

    private SvgGraphics(SvgDrawing drawing, int width, int height, RenderingHints hints, Map<Integer, String> classes) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("size " + width + "x" + height);
        }
        this.drawing = drawing;
        this.classes = classes;
        this.width = width;
        this.height = height;
        this.hints = hints;
    }

    /**
     * The elements drawn so far, after their clip paths in a {@code <defs>}; clip ids are
     * {@code <clipPrefix>clip-<n>}.
     */
    String elements(String clipPrefix) {
        StringBuilder out = new StringBuilder(8192);
        drawing.write(out, clipPrefix);
        return out.toString();
    }

    // ---- shapes

    @Override
    public void draw(Shape s) {
        if (!(stroke instanceof BasicStroke bs)) {
            fill(stroke.createStrokedShape(s));
            return;
        }
        if (s instanceof Line2D l) {
            Geometry g = new Geometry();
            g.moveTo(l.getX1(), l.getY1());
            g.lineTo(l.getX2(), l.getY2());
            g.end();
            strokeItem(bs, SvgDrawing.Kind.PATH, g.data.toString(), g, false, false);
        } else if (s instanceof Rectangle2D r && r.getWidth() >= 0 && r.getHeight() >= 0) {
            strokeItem(bs, SvgDrawing.Kind.RECT, rect(r), bounds(r), true, true);
        } else if (s instanceof Ellipse2D e && e.getWidth() >= 0 && e.getHeight() >= 0) {
            strokeItem(bs, SvgDrawing.Kind.ELLIPSE, ellipse(e), bounds(e.getFrame()), false, true);
        } else {
            Geometry g = path(s, simplifyStroke());
            strokeItem(bs, SvgDrawing.Kind.PATH, g.data.toString(), g, g.joins, g.allClosed);
        }
    }

    @Override
    public void fill(Shape s) {
        if (s instanceof Rectangle2D r) {
            if (r.isEmpty()) {
                return;
            }
            fillItem(SvgDrawing.Kind.RECT, rect(r), bounds(r), false);
        } else if (s instanceof Ellipse2D e) {
            fillItem(SvgDrawing.Kind.ELLIPSE, ellipse(e), bounds(e.getFrame()), false);
        } else {
            Geometry g = path(s, Simplify.AXIS); // filled, so anti-aliased
            fillItem(SvgDrawing.Kind.PATH, g.data.toString(), g, g.evenOdd);
        }
    }

    private String rect(Rectangle2D r) {
        StringBuilder b = new StringBuilder(48);
        b.append(" x='");
        GEOMETRY.append(b, GEOMETRY.units(r.getX()));
        b.append("' y='");
        GEOMETRY.append(b, GEOMETRY.units(r.getY()));
        b.append("' width='");
        GEOMETRY.append(b, GEOMETRY.units(r.getWidth()));
        b.append("' height='");
        GEOMETRY.append(b, GEOMETRY.units(r.getHeight()));
        return b.append('\'').toString();
    }

    private String ellipse(Ellipse2D e) {
        StringBuilder b = new StringBuilder(48);
        b.append(" cx='");
        GEOMETRY.append(b, GEOMETRY.units(e.getCenterX()));
        b.append("' cy='");
        GEOMETRY.append(b, GEOMETRY.units(e.getCenterY()));
        b.append("' rx='");
        GEOMETRY.append(b, GEOMETRY.units(e.getWidth() / 2));
        b.append("' ry='");
        GEOMETRY.append(b, GEOMETRY.units(e.getHeight() / 2));
        return b.append('\'').toString();
    }

    private static Box bounds(Rectangle2D r) {
        return new Box(r.getMinX(), r.getMinY(), r.getMaxX(), r.getMaxY());
    }

    /**
     * Which points of a stroke's polylines may go: any collinear one for an aliased stroke (its
     * pixels are painted or not), only those inside a horizontal or vertical run for an
     * anti-aliased one. Chromium strokes and dashes a path segment by segment in single
     * precision, so a sloped line drawn as one segment instead of several comes out a shade
     * different along its edge; along an axis-aligned run the difference is confined to a few
     * edge pixels (measured by {@code ChartsInBrowserTest}).
     */
    private Simplify simplifyStroke() {
        return RenderingHints.VALUE_STROKE_NORMALIZE.equals(hints.get(RenderingHints.KEY_STROKE_CONTROL))
                ? Simplify.ALL : Simplify.AXIS;
    }

    /** Which collinear points of a polyline are dropped: none, those on horizontal or vertical runs, all. */
    enum Simplify { NONE, AXIS, ALL }

    private static Geometry path(Shape s) {
        return path(s, Simplify.NONE);
    }

    private static Geometry path(Shape s, Simplify simplify) {
        Geometry g = new Geometry();
        g.simplify = simplify;
        PathIterator it = s.getPathIterator(null);
        g.evenOdd = it.getWindingRule() == PathIterator.WIND_EVEN_ODD;
        float[] c = new float[6];
        for (; !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> g.moveTo(c[0], c[1]);
                case PathIterator.SEG_LINETO -> g.lineTo(c[0], c[1]);
                case PathIterator.SEG_QUADTO -> g.curve('Q', c, 4);
                case PathIterator.SEG_CUBICTO -> g.curve('C', c, 6);
                case PathIterator.SEG_CLOSE -> g.close();
                default -> throw new IllegalStateException("path segment " + it.currentSegment(c));
            }
        }
        g.end();
        return g;
    }

    /** A box in user space, by its corners. */
    private static class Box {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;

        Box() {
        }

        Box(double minX, double minY, double maxX, double maxY) {
            this.minX = minX;
            this.minY = minY;
            this.maxX = maxX;
            this.maxY = maxY;
        }

        void include(double x, double y) {
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }

        boolean isEmpty() {
            return !(minX <= maxX && minY <= maxY);
        }
    }

    /**
     * SVG path data of a shape, coordinates in tenths as they are written, with a polyline's
     * exactly collinear inner points dropped; and what stroking it involves (corners, open ends).
     */
    private static final class Geometry extends Box {
        final StringBuilder data = new StringBuilder(64);
        boolean evenOdd;
        Simplify simplify = Simplify.ALL;
        /** Whether some subpath has a corner: two segments, a curve or a closed end. */
        boolean joins;
        /** Whether every subpath is closed (no caps drawn); true for no subpath at all. */
        boolean allClosed = true;
        // the points of the polyline not yet written; [0] is the current point, already written
        private long[] xs = new long[16];
        private long[] ys = new long[16];
        private int n;
        private boolean inSubpath;
        /** Segments of the current subpath since its start or its last close. */
        private int segments;
        /** Whether the current subpath ends with a close and nothing drawn after it. */
        private boolean closed;
        private long startX;
        private long startY;

        void moveTo(double x, double y) {
            end();
            include(x, y);
            long ux = GEOMETRY.units(x);
            long uy = GEOMETRY.units(y);
            data.append('M');
            pair(ux, uy);
            xs[0] = ux;
            ys[0] = uy;
            n = 1;
            startX = ux;
            startY = uy;
            inSubpath = true;
            segments = 0;
            closed = false;
        }

        void lineTo(double x, double y) {
            if (!inSubpath) {
                moveTo(x, y); // Java2D starts a path that begins with a line there
                return;
            }
            include(x, y);
            long ux = GEOMETRY.units(x);
            long uy = GEOMETRY.units(y);
            // drop the last point while it lies on the straight way from the one before to this one
            while (n >= 2 && simplify != Simplify.NONE && onTheWay(xs[n - 2], ys[n - 2], xs[n - 1], ys[n - 1], ux, uy)
                    && (simplify == Simplify.ALL || xs[n - 2] == ux || ys[n - 2] == uy)) {
                n--;
            }
            if (n == xs.length) {
                xs = java.util.Arrays.copyOf(xs, n * 2);
                ys = java.util.Arrays.copyOf(ys, n * 2);
            }
            xs[n] = ux;
            ys[n] = uy;
            n++;
        }

        /** Whether b lies on the segment from a to c, so a-b-c draws as a-c. */
        private static boolean onTheWay(long ax, long ay, long bx, long by, long cx, long cy) {
            long abx = bx - ax;
            long aby = by - ay;
            long bcx = cx - bx;
            long bcy = cy - by;
            return abx * bcy - aby * bcx == 0 && abx * bcx + aby * bcy >= 0;
        }

        void curve(char command, float[] c, int count) {
            if (!inSubpath) {
                moveTo(c[count - 2], c[count - 1]);
            }
            flushLines();
            data.append(command);
            for (int i = 0; i < count; i += 2) {
                include(c[i], c[i + 1]);
                if (i > 0) {
                    data.append(',');
                }
                long ux = GEOMETRY.units(c[i]);
                long uy = GEOMETRY.units(c[i + 1]);
                pair(ux, uy);
                xs[0] = ux;
                ys[0] = uy;
            }
            n = 1;
            joins = true; // a curve bends
            segments++;
            closed = false;
        }

        void close() {
            if (!inSubpath) {
                return;
            }
            flushLines();
            data.append('Z');
            joins = true; // where the close meets the start
            closed = true;
            segments = 0;
            // after a close the current point is the start of the subpath
            xs[0] = startX;
            ys[0] = startY;
            n = 1;
        }

        /** Ends the current subpath, if any. */
        void end() {
            if (!inSubpath) {
                return;
            }
            flushLines();
            if (!closed) {
                allClosed = false;
            }
            if (segments >= 2) {
                joins = true;
            }
            inSubpath = false;
        }

        private void flushLines() {
            long px = xs[0];
            long py = ys[0];
            for (int i = 1; i < n; i++) {
                long x = xs[i];
                long y = ys[i];
                if (y == py && x != px) {
                    data.append('H');
                    GEOMETRY.append(data, x);
                } else if (x == px && y != py) {
                    data.append('V');
                    GEOMETRY.append(data, y);
                } else {
                    data.append('L');
                    pair(x, y);
                }
                px = x;
                py = y;
                segments++;
                closed = false;
            }
            xs[0] = px;
            ys[0] = py;
            n = 1;
        }

        private void pair(long x, long y) {
            GEOMETRY.append(data, x);
            data.append(',');
            GEOMETRY.append(data, y);
        }
    }

    // ---- items

    private void strokeItem(BasicStroke bs, SvgDrawing.Kind kind, String body, Box box, boolean joins,
                            boolean closed) {
        if (box.isEmpty()) {
            return;
        }
        float w = bs.getLineWidth() > 0 ? bs.getLineWidth() : ZERO_STROKE_WIDTH;
        double reach = w / 2.0;
        if (!closed && bs.getEndCap() == BasicStroke.CAP_SQUARE) {
            reach *= SQRT2;
        }
        if (joins && bs.getLineJoin() == BasicStroke.JOIN_MITER) {
            reach = Math.max(reach, w / 2.0 * Math.max(4, bs.getMiterLimit()));
        }
        Object strokeControl = hints.get(RenderingHints.KEY_STROKE_CONTROL);
        boolean crisp = RenderingHints.VALUE_STROKE_NORMALIZE.equals(strokeControl);
        double opacity = colorAlpha() * alpha();
        float[] dash = bs.getDashArray();
        boolean dashed = dash != null && dash.length > 0;
        // a shape has ends to cap when it is open or dashed
        int variant = !closed || dashed ? 1 : 0;
        if (!same(strokeFor, bs, paint, composite, strokeControl)) {
            java.util.Arrays.fill(strokeStyles, null);
        }
        String style = strokeStyles[variant];
        if (style == null) {
            style = strokeStyle(bs, w, variant == 1, strokeControl, opacity);
            strokeStyles[variant] = style;
        }
        // a dashed stroke stays a path of its own: Chromium draws the dashes of a lone straight line
        // otherwise than those of the same line among others in one path
        item(kind, style, body, box, reach, dashed ? SvgDrawing.Item.ALONE
                : crisp && opacity >= 1 ? SvgDrawing.Item.OVER_ANY : SvgDrawing.Item.IF_APART);
    }

    /**
     * The attributes of a stroke. Caps are left out only where nothing is capped (a closed shape,
     * not dashed); joins and the miter limit are written whenever they are not SVG's defaults, even
     * for a single straight segment: Chromium draws a dashed aliased line with miter joins otherwise
     * than one with bevel joins.
     */
    private String strokeStyle(BasicStroke bs, float w, boolean capped, Object strokeControl, double opacity) {
        StringBuilder b = new StringBuilder(96);
        String cls = colourClass();
        if (cls != null) {
            b.append(" class='s").append(cls).append('\'');
        } else {
            b.append(" fill='none' stroke='").append(colour()).append('\'');
        }
        if (opacity < 1) {
            b.append(" stroke-opacity='").append(value(opacity)).append('\'');
        }
        if (w != 1) {
            b.append(" stroke-width='").append(value(w)).append('\'');
        }
        if (capped && bs.getEndCap() != BasicStroke.CAP_BUTT) {
            b.append(" stroke-linecap='").append(bs.getEndCap() == BasicStroke.CAP_ROUND ? "round" : "square")
                    .append('\'');
        }
        if (bs.getLineJoin() == BasicStroke.JOIN_MITER) {
            if (bs.getMiterLimit() != 4) {
                b.append(" stroke-miterlimit='").append(value(bs.getMiterLimit())).append('\'');
            }
        } else {
            // the miter limit applies to miter joins only
            b.append(" stroke-linejoin='").append(bs.getLineJoin() == BasicStroke.JOIN_ROUND ? "round" : "bevel")
                    .append('\'');
        }
        float[] dash = bs.getDashArray();
        if (dash != null && dash.length > 0) {
            b.append(" stroke-dasharray='");
            for (int i = 0; i < dash.length; i++) {
                if (i > 0) {
                    b.append(' ');
                }
                b.append(value(dash[i]));
            }
            b.append('\'');
            if (bs.getDashPhase() != 0) {
                b.append(" stroke-dashoffset='").append(value(bs.getDashPhase())).append('\'');
            }
        }
        if (RenderingHints.VALUE_STROKE_NORMALIZE.equals(strokeControl)) {
            b.append(" shape-rendering='crispEdges'");
        } else if (RenderingHints.VALUE_STROKE_PURE.equals(strokeControl)) {
            b.append(" shape-rendering='geometricPrecision'");
        }
        return b.toString();
    }

    private void fillItem(SvgDrawing.Kind kind, String body, Box box, boolean evenOdd) {
        if (box.isEmpty()) {
            return;
        }
        String style;
        if (evenOdd) {
            style = fillStyle(true);
        } else {
            if (!same(fillFor, paint, composite) || fillStyle == null) {
                fillStyle = fillStyle(false);
            }
            style = fillStyle;
        }
        item(kind, style, body, box, 0, SvgDrawing.Item.IF_APART);
    }

    private String fillStyle(boolean evenOdd) {
        StringBuilder b = new StringBuilder(40);
        fill(b);
        double opacity = colorAlpha() * alpha();
        if (opacity < 1) {
            b.append(" fill-opacity='").append(value(opacity)).append('\'');
        }
        if (evenOdd) {
            b.append(" fill-rule='evenodd'");
        }
        return b.toString();
    }

    /**
     * Adds an item: its transform joins its attributes, and its clip is kept only where the clip
     * cuts the pixels it can paint ({@code box} widened by {@code reach} in user space).
     */
    private void item(SvgDrawing.Kind kind, String style, String body, Box box, double reach, int merge) {
        double[] corners = {box.minX - reach, box.minY - reach, box.maxX + reach, box.minY - reach,
            box.maxX + reach, box.maxY + reach, box.minX - reach, box.maxY + reach};
        boolean identity = transform.isIdentity();
        if (!identity) {
            transform.transform(corners, 0, corners, 0, 4);
            style = style + " transform='" + matrix(transform) + "'";
        }
        double minX = Math.min(Math.min(corners[0], corners[2]), Math.min(corners[4], corners[6]));
        double maxX = Math.max(Math.max(corners[0], corners[2]), Math.max(corners[4], corners[6]));
        double minY = Math.min(Math.min(corners[1], corners[3]), Math.min(corners[5], corners[7]));
        double maxY = Math.max(Math.max(corners[1], corners[3]), Math.max(corners[5], corners[7]));
        // the pixels it can paint, in the drawing
        int x0 = Math.max(0, (int) Math.floor(minX));
        int y0 = Math.max(0, (int) Math.floor(minY));
        int x1 = Math.min(width, (int) Math.ceil(maxX));
        int y1 = Math.min(height, (int) Math.ceil(maxY));
        if (x0 >= x1 || y0 >= y1) {
            return; // nothing of it is seen
        }
        String clipData = null;
        if (clip != null) {
            RectClip r = identity ? rectClip() : null;
            if (r != null) {
                if (r.empty()) {
                    return; // clipped away
                }
                if (!(x0 >= r.inX0() && y0 >= r.inY0() && x1 <= r.inX1() && y1 <= r.inY1())) {
                    clipData = r.data();
                    x0 = Math.max(x0, r.outX0());
                    y0 = Math.max(y0, r.outY0());
                    x1 = Math.min(x1, r.outX1());
                    y1 = Math.min(y1, r.outY1());
                    if (x0 >= x1 || y0 >= y1) {
                        return;
                    }
                }
            } else {
                Shape user = getClip();
                if (user == null) {
                    return; // a clip that cannot be mapped back: nothing drawn under it is seen
                }
                Geometry g = path(user);
                clipData = g.data.toString();
                Rectangle2D b = clip.getBounds2D();
                x0 = Math.max(x0, (int) Math.floor(b.getMinX()));
                y0 = Math.max(y0, (int) Math.floor(b.getMinY()));
                x1 = Math.min(x1, (int) Math.ceil(b.getMaxX()));
                y1 = Math.min(y1, (int) Math.ceil(b.getMaxY()));
                if (x0 >= x1 || y0 >= y1) {
                    return;
                }
            }
        }
        drawing.add(new SvgDrawing.Item(kind, style, clipData, body, merge, x0, y0, x1, y1));
    }

    /**
     * A rectangular clip as written (its corners in single precision, to a tenth, as path data),
     * the pixels it leaves whole ({@code in}) and those it touches at all ({@code out}).
     */
    private record RectClip(boolean empty, String data, int inX0, int inY0, int inX1, int inY1,
                            int outX0, int outY0, int outX1, int outY1) {
    }

    private Shape rectClipOf;
    private RectClip rectClip;

    /** The clip as a rectangle, worked out once per clip; null when it is another shape. */
    private RectClip rectClip() {
        if (clip == rectClipOf) {
            return rectClip;
        }
        rectClipOf = clip;
        Rectangle2D r = rectangle(clip);
        if (r == null) {
            rectClip = null;
            return null;
        }
        long cx0 = GEOMETRY.units((float) r.getMinX());
        long cy0 = GEOMETRY.units((float) r.getMinY());
        long cx1 = GEOMETRY.units((float) r.getMaxX());
        long cy1 = GEOMETRY.units((float) r.getMaxY());
        StringBuilder d = new StringBuilder(40);
        d.append('M');
        GEOMETRY.append(d, cx0);
        d.append(',');
        GEOMETRY.append(d, cy0);
        d.append('H');
        GEOMETRY.append(d, cx1);
        d.append('V');
        GEOMETRY.append(d, cy1);
        d.append('H');
        GEOMETRY.append(d, cx0);
        d.append('Z');
        rectClip = new RectClip(cx1 <= cx0 || cy1 <= cy0, d.toString(),
                (int) Math.ceil(cx0 / 10.0), (int) Math.ceil(cy0 / 10.0),
                (int) Math.floor(cx1 / 10.0), (int) Math.floor(cy1 / 10.0),
                (int) Math.floor(cx0 / 10.0), (int) Math.floor(cy0 / 10.0),
                (int) Math.ceil(cx1 / 10.0), (int) Math.ceil(cy1 / 10.0));
        return rectClip;
    }

    /** Whether {@code keys} holds {@code state}, object for object; if not, it takes them. */
    private static boolean same(Object[] keys, Object... state) {
        boolean same = true;
        for (int i = 0; i < state.length; i++) {
            if (keys[i] != state[i]) {
                same = false;
                keys[i] = state[i];
            }
        }
        return same;
    }

    /** The rectangle a shape is, or null when it is another shape. */
    private static Rectangle2D rectangle(Shape s) {
        if (s instanceof Rectangle2D r) {
            return r;
        }
        if (!(s instanceof Path2D) && !(s instanceof Area)) {
            return null;
        }
        PathIterator it = s.getPathIterator(null);
        double[] c = new double[6];
        double[] xs = new double[5];
        double[] ys = new double[5];
        int n = 0;
        for (; !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_CLOSE) {
                continue;
            }
            if (type != (n == 0 ? PathIterator.SEG_MOVETO : PathIterator.SEG_LINETO) || n == 5) {
                return null;
            }
            xs[n] = c[0];
            ys[n] = c[1];
            n++;
        }
        if (n == 5) {
            if (xs[4] != xs[0] || ys[4] != ys[0]) {
                return null;
            }
            n = 4;
        }
        if (n != 4) {
            return null;
        }
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            if (xs[i] != xs[j] && ys[i] != ys[j]) {
                return null; // not axis-aligned
            }
        }
        double minX = Math.min(Math.min(xs[0], xs[1]), Math.min(xs[2], xs[3]));
        double maxX = Math.max(Math.max(xs[0], xs[1]), Math.max(xs[2], xs[3]));
        double minY = Math.min(Math.min(ys[0], ys[1]), Math.min(ys[2], ys[3]));
        double maxY = Math.max(Math.max(ys[0], ys[1]), Math.max(ys[2], ys[3]));
        // four corners, each edge axis-aligned: a rectangle when they take two x and two y values
        for (int i = 0; i < 4; i++) {
            if ((xs[i] != minX && xs[i] != maxX) || (ys[i] != minY && ys[i] != maxY)) {
                return null;
            }
        }
        return new Rectangle2D.Double(minX, minY, maxX - minX, maxY - minY);
    }

    /** A value to four places, as {@link SvgNumber} rounds it, zero always "0". */
    private static String value(double v) {
        StringBuilder b = new StringBuilder(12);
        VALUE.append(b, VALUE.units(v));
        return b.toString();
    }

    private static String matrix(AffineTransform t) {
        return "matrix(" + value(t.getScaleX()) + ',' + value(t.getShearY()) + ','
                + value(t.getShearX()) + ',' + value(t.getScaleY()) + ','
                + value(t.getTranslateX()) + ',' + value(t.getTranslateY()) + ')';
    }

    /** The fill of a shape or text: its class, or its colour. */
    private void fill(StringBuilder b) {
        String cls = colourClass();
        if (cls != null) {
            b.append(" class='f").append(cls).append('\'');
        } else {
            b.append(" fill='").append(colour()).append('\'');
        }
    }

    /** The class name of the paint's colour, or null when it has none. */
    private String colourClass() {
        return paint instanceof Color c && !classes.isEmpty() ? classes.get(c.getRGB() & 0xffffff) : null;
    }

    private String colour() {
        if (!(paint instanceof Color c)) {
            throw new UnsupportedOperationException("SvgGraphics paints colours only, not "
                    + paint.getClass().getSimpleName());
        }
        return hex(c);
    }

    private static String hex(Color c) {
        int rgb = c.getRGB() & 0xffffff;
        char[] out = new char[7];
        out[0] = '#';
        for (int i = 6; i >= 1; i--) {
            out[i] = Character.forDigit(rgb & 0xf, 16);
            rgb >>= 4;
        }
        return new String(out);
    }

    private float colorAlpha() {
        return paint instanceof Color c ? c.getAlpha() / 255f : 1f;
    }

    private float alpha() {
        return composite instanceof AlphaComposite ac ? ac.getAlpha() : 1f;
    }

    // ---- text

    @Override
    public void drawString(String str, int x, int y) {
        drawString(str, (float) x, (float) y);
    }

    @Override
    public void drawString(String str, float x, float y) {
        if (str == null) {
            throw new NullPointerException("str");
        }
        if (str.isEmpty()) {
            return;
        }
        if (!same(textFor, font, paint, composite) || textStyle == null) {
            textStyle = textStyle();
        }
        String style = textStyle;
        StringBuilder b = new StringBuilder(str.length() + 24);
        b.append(" x='");
        GEOMETRY.append(b, GEOMETRY.units(x));
        b.append("' y='");
        GEOMETRY.append(b, GEOMETRY.units(y));
        b.append("'>");
        SvgText.escapeContent(b, str);
        // where the glyphs can be: the advance of the string in this font with room to spare (a
        // browser may set it in a slightly wider face), from an em above the baseline to 0.3 em below
        double size = font.getSize2D();
        double advance = font.getStringBounds(str, FONT_RENDER_CONTEXT).getWidth();
        Box box = new Box(x - 0.15 * size, y - size, x + 1.05 * advance + 0.15 * size, y + 0.3 * size);
        item(SvgDrawing.Kind.TEXT, style, b.toString(), box, 0, SvgDrawing.Item.ALONE);
    }

    private String textStyle() {
        StringBuilder b = new StringBuilder(80);
        fill(b);
        double opacity = colorAlpha() * alpha();
        if (opacity < 1) {
            b.append(" fill-opacity='").append(value(opacity)).append('\'');
        }
        b.append(" font-family='").append(SvgText.fontFamily(font.getFamily())).append('\'');
        b.append(" font-size='").append(font.getSize()).append('\'');
        if (font.isBold()) {
            b.append(" font-weight='bold'");
        }
        if (font.isItalic()) {
            b.append(" font-style='italic'");
        }
        Object tracking = font.getAttributes().get(TextAttribute.TRACKING);
        if (tracking instanceof Number t && Math.abs(t.doubleValue() * font.getSize()) > 1e-6) {
            b.append(" letter-spacing='").append(GEOMETRY.apply(t.doubleValue() * font.getSize())).append('\'');
        }
        return b.toString();
    }

    @Override
    public void drawString(AttributedCharacterIterator iterator, int x, int y) {
        drawString(iterator, (float) x, (float) y);
    }

    @Override
    public void drawString(AttributedCharacterIterator iterator, float x, float y) {
        if (!iterator.getAllAttributeKeys().isEmpty()) {
            new TextLayout(iterator, getFontRenderContext()).draw(this, x, y);
            return;
        }
        StringBuilder s = new StringBuilder(iterator.getEndIndex() - iterator.getBeginIndex());
        for (char c = iterator.first(); c != AttributedCharacterIterator.DONE; c = iterator.next()) {
            s.append(c);
        }
        drawString(s.toString(), x, y);
    }

    @Override
    public void drawGlyphVector(GlyphVector g, float x, float y) {
        fill(g.getOutline(x, y));
    }

    @Override
    public FontRenderContext getFontRenderContext() {
        return FONT_RENDER_CONTEXT;
    }

    /** The font whose metrics were asked for last, and its metrics (the same object the metrics graphics gives for it). */
    private Font metricsFont;
    private FontMetrics metrics;

    @Override
    public FontMetrics getFontMetrics(Font f) {
        if (f != metricsFont || metrics == null) {
            metrics = METRICS.get().getFontMetrics(f);
            metricsFont = f;
        }
        return metrics;
    }

    @Override
    public Font getFont() {
        return font;
    }

    @Override
    public void setFont(Font font) {
        if (font != null) {
            this.font = font;
        }
    }

    // ---- state

    @Override
    public Paint getPaint() {
        return paint;
    }

    @Override
    public void setPaint(Paint paint) {
        if (paint == null) {
            return;
        }
        this.paint = paint;
        if (paint instanceof Color c) {
            this.color = c;
        }
    }

    @Override
    public Color getColor() {
        return color;
    }

    @Override
    public void setColor(Color c) {
        if (c != null) {
            color = c;
            paint = c;
        }
    }

    @Override
    public Color getBackground() {
        return background;
    }

    @Override
    public void setBackground(Color color) {
        background = color;
    }

    @Override
    public Composite getComposite() {
        return composite;
    }

    @Override
    public void setComposite(Composite comp) {
        if (comp == null) {
            throw new IllegalArgumentException("composite");
        }
        composite = comp;
    }

    @Override
    public Stroke getStroke() {
        return stroke;
    }

    @Override
    public void setStroke(Stroke s) {
        if (s == null) {
            throw new IllegalArgumentException("stroke");
        }
        stroke = s;
    }

    @Override
    public Object getRenderingHint(RenderingHints.Key hintKey) {
        return hints.get(hintKey);
    }

    @Override
    public void setRenderingHint(RenderingHints.Key hintKey, Object hintValue) {
        hints.put(hintKey, hintValue);
    }

    @Override
    public void setRenderingHints(Map<?, ?> hints) {
        this.hints.clear();
        this.hints.putAll(hints);
    }

    @Override
    public void addRenderingHints(Map<?, ?> hints) {
        this.hints.putAll(hints);
    }

    @Override
    public RenderingHints getRenderingHints() {
        return (RenderingHints) hints.clone();
    }

    @Override
    public void setPaintMode() {
        // painting is always over what is there
    }

    @Override
    public void setXORMode(Color c) {
        throw new UnsupportedOperationException("SvgGraphics has no XOR mode");
    }

    @Override
    public GraphicsConfiguration getDeviceConfiguration() {
        return METRICS.get().getDeviceConfiguration();
    }

    @Override
    public Graphics create() {
        SvgGraphics copy = new SvgGraphics(drawing, width, height, (RenderingHints) hints.clone(), classes);
        copy.transform = new AffineTransform(transform);
        copy.clip = clip;
        copy.paint = paint;
        copy.color = color;
        copy.background = background;
        copy.composite = composite;
        copy.stroke = stroke;
        copy.font = font;
        return copy;
    }

    @Override
    public void dispose() {
        // nothing is held
    }

    // ---- transforms

    @Override
    public void translate(int x, int y) {
        translate((double) x, (double) y);
    }

    @Override
    public void translate(double tx, double ty) {
        transform.translate(tx, ty);
    }

    @Override
    public void rotate(double theta) {
        transform.rotate(theta);
    }

    @Override
    public void rotate(double theta, double x, double y) {
        transform.rotate(theta, x, y);
    }

    @Override
    public void scale(double sx, double sy) {
        transform.scale(sx, sy);
    }

    @Override
    public void shear(double shx, double shy) {
        transform.shear(shx, shy);
    }

    @Override
    public void transform(AffineTransform tx) {
        transform.concatenate(tx);
    }

    @Override
    public void setTransform(AffineTransform tx) {
        transform = tx == null ? new AffineTransform() : new AffineTransform(tx);
    }

    @Override
    public AffineTransform getTransform() {
        return new AffineTransform(transform);
    }

    // ---- clips

    @Override
    public Shape getClip() {
        if (clip == null) {
            return null;
        }
        if (transform.isIdentity()) {
            return clip instanceof Rectangle2D r ? (Shape) r.clone() : new Path2D.Double(clip);
        }
        try {
            return transform.createInverse().createTransformedShape(clip);
        } catch (NoninvertibleTransformException e) {
            return null;
        }
    }

    @Override
    public Rectangle getClipBounds() {
        Shape c = getClip();
        return c == null ? null : c.getBounds();
    }

    @Override
    public void setClip(Shape shape) {
        clip = device(shape);
    }

    private Shape device(Shape shape) {
        if (shape == null) {
            return null;
        }
        if (transform.isIdentity()) {
            return shape instanceof Rectangle2D r ? (Shape) r.clone() : new Path2D.Double(shape);
        }
        return transform.createTransformedShape(shape);
    }

    @Override
    public void setClip(int x, int y, int width, int height) {
        setClip(new Rectangle(x, y, width, height));
    }

    @Override
    public void clip(Shape s) {
        if (s instanceof Line2D) {
            s = s.getBounds2D();
        }
        if (clip == null) {
            setClip(s);
            return;
        }
        Shape ts = device(s);
        Rectangle2D a = rectangle(ts);
        Rectangle2D b = rectangle(clip);
        if (a != null && b != null) {
            Rectangle2D.Double both = new Rectangle2D.Double();
            Rectangle2D.intersect(a, b, both);
            clip = both.isEmpty() ? new Rectangle2D.Double() : both;
        } else if (!ts.intersects(clip.getBounds2D())) {
            clip = new Rectangle2D.Double();
        } else {
            Area area = new Area(ts);
            area.intersect(new Area(clip));
            clip = new Path2D.Double(area);
        }
    }

    @Override
    public void clipRect(int x, int y, int width, int height) {
        clip(new Rectangle(x, y, width, height));
    }

    @Override
    public boolean hit(Rectangle rect, Shape s, boolean onStroke) {
        Shape ts = transform.createTransformedShape(onStroke ? stroke.createStrokedShape(s) : s);
        if (!rect.getBounds2D().intersects(ts.getBounds2D())) {
            return false;
        }
        Area a = new Area(rect);
        a.intersect(new Area(ts));
        return !a.isEmpty();
    }

    // ---- the int and convenience forms

    @Override
    public void drawLine(int x1, int y1, int x2, int y2) {
        draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void fillRect(int x, int y, int width, int height) {
        fill(new Rectangle(x, y, width, height));
    }

    @Override
    public void clearRect(int x, int y, int width, int height) {
        if (background == null) {
            return;
        }
        Paint saved = paint;
        setPaint(background);
        fillRect(x, y, width, height);
        setPaint(saved);
    }

    @Override
    public void drawRoundRect(int x, int y, int width, int height, int arcWidth, int arcHeight) {
        draw(new RoundRectangle2D.Double(x, y, width, height, arcWidth, arcHeight));
    }

    @Override
    public void fillRoundRect(int x, int y, int width, int height, int arcWidth, int arcHeight) {
        fill(new RoundRectangle2D.Double(x, y, width, height, arcWidth, arcHeight));
    }

    @Override
    public void drawOval(int x, int y, int width, int height) {
        draw(new Ellipse2D.Double(x, y, width, height));
    }

    @Override
    public void fillOval(int x, int y, int width, int height) {
        fill(new Ellipse2D.Double(x, y, width, height));
    }

    @Override
    public void drawArc(int x, int y, int width, int height, int startAngle, int arcAngle) {
        draw(new Arc2D.Double(x, y, width, height, startAngle, arcAngle, Arc2D.OPEN));
    }

    @Override
    public void fillArc(int x, int y, int width, int height, int startAngle, int arcAngle) {
        fill(new Arc2D.Double(x, y, width, height, startAngle, arcAngle, Arc2D.PIE));
    }

    @Override
    public void drawPolyline(int[] xPoints, int[] yPoints, int nPoints) {
        draw(polygon(xPoints, yPoints, nPoints, false));
    }

    @Override
    public void drawPolygon(int[] xPoints, int[] yPoints, int nPoints) {
        draw(polygon(xPoints, yPoints, nPoints, true));
    }

    @Override
    public void fillPolygon(int[] xPoints, int[] yPoints, int nPoints) {
        fill(polygon(xPoints, yPoints, nPoints, true));
    }

    private static Path2D polygon(int[] xs, int[] ys, int n, boolean close) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < n; i++) {
            if (i == 0) {
                p.moveTo(xs[i], ys[i]);
            } else {
                p.lineTo(xs[i], ys[i]);
            }
        }
        if (close && n > 0) {
            p.closePath();
        }
        return p;
    }

    @Override
    public void copyArea(int x, int y, int width, int height, int dx, int dy) {
        throw new UnsupportedOperationException("SvgGraphics cannot copy what it has drawn");
    }

    // ---- images: no chart draws one

    private static UnsupportedOperationException noImages() {
        return new UnsupportedOperationException("SvgGraphics draws no images");
    }

    @Override
    public boolean drawImage(Image img, AffineTransform xform, ImageObserver obs) {
        throw noImages();
    }

    @Override
    public void drawImage(BufferedImage img, BufferedImageOp op, int x, int y) {
        throw noImages();
    }

    @Override
    public void drawRenderedImage(RenderedImage img, AffineTransform xform) {
        throw noImages();
    }

    @Override
    public void drawRenderableImage(RenderableImage img, AffineTransform xform) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int x, int y, ImageObserver observer) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int x, int y, int width, int height, ImageObserver observer) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int x, int y, Color bgcolor, ImageObserver observer) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int x, int y, int width, int height, Color bgcolor, ImageObserver observer) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2,
                             ImageObserver observer) {
        throw noImages();
    }

    @Override
    public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2,
                             Color bgcolor, ImageObserver observer) {
        throw noImages();
    }
}
