package dev.tablebook.render.chart;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.GeneralPath;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Graphics2D backend of the charts, call by call: what each drawing operation writes. */
class SvgGraphicsTest {
    private static final Color RED = new Color(0xcc0000);
    private static final Color BLUE = new Color(0x0000cc);
    /** SVG's default stroke (Java2D's default has square caps and a miter limit of 10). */
    private static final BasicStroke BUTT = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f);

    private static String draw(Consumer<SvgGraphics> drawing) {
        SvgGraphics g = new SvgGraphics(200, 100);
        drawing.accept(g);
        String svg = g.elements("t-");
        wellFormed(svg);
        return svg;
    }

    private static void wellFormed(String elements) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(
                    ("<svg xmlns='http://www.w3.org/2000/svg'>" + elements + "</svg>").getBytes(StandardCharsets.UTF_8)));
            assertEquals("svg", d.getDocumentElement().getTagName());
        } catch (Exception e) {
            throw new AssertionError("not well-formed: " + elements, e);
        }
    }

    @Test
    void shapesBecomeRectsEllipsesAndPaths() {
        assertEquals("<rect fill='#cc0000' x='10' y='20.5' width='30' height='40'/>", draw(g -> {
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(10, 20.5, 30, 40));
        }));
        assertEquals("<ellipse fill='#cc0000' cx='50' cy='50' rx='10' ry='5'/>", draw(g -> {
            g.setPaint(RED);
            g.fill(new Ellipse2D.Double(40, 45, 20, 10));
        }));
        assertEquals("<path fill='none' stroke='#000000' stroke-linecap='square' stroke-miterlimit='10' d='M10,10L20,30'/>",
                draw(g -> g.draw(new Line2D.Double(10, 10, 20, 30))), "Java2D's default stroke: square caps, miter limit 10");
        GeneralPath curve = new GeneralPath(Path2D.WIND_EVEN_ODD);
        curve.moveTo(0, 0);
        curve.curveTo(10, 0, 20, 10, 20, 20);
        curve.quadTo(10, 30, 0, 20);
        curve.closePath();
        assertEquals("<path fill='#0000cc' fill-rule='evenodd' d='M0,0C10,0,20,10,20,20Q10,30,0,20Z'/>", draw(g -> {
            g.setPaint(BLUE);
            g.fill(curve);
        }));
        assertEquals("", draw(g -> g.fill(new Rectangle2D.Double(10, 10, 0, 5))), "an empty rectangle fills nothing");
        assertEquals("", draw(g -> g.fill(new Rectangle2D.Double(300, 10, 5, 5))), "outside the drawing: not seen");
    }

    @Test
    void strokesWriteWhatDiffersFromSvgDefaults() {
        String plain = draw(g -> {
            g.setStroke(BUTT);
            g.draw(new Line2D.Double(0, 5, 50, 5));
        });
        assertEquals("<path fill='none' stroke='#000000' d='M0,5H50'/>", plain,
                "width 1, butt caps, miter joins and miter limit 4 are SVG's defaults: not written");
        String styled = draw(g -> {
            g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 10f));
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.5f));
            g.draw(new Line2D.Double(0, 5, 50, 5));
        });
        assertEquals("<path fill='none' stroke='#000000' stroke-opacity='0.5' stroke-width='2.5' stroke-linecap='square'"
                + " stroke-miterlimit='10' d='M0,5H50'/>", styled, "a miter limit of 10 is written, even on one segment");
        String bevel = draw(g -> {
            g.setStroke(new BasicStroke(0.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_BEVEL, 0f, new float[] {2, 2}, 1f));
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
            g.draw(new Line2D.Double(0, 5, 50, 5));
        });
        assertEquals("<path fill='none' stroke='#000000' stroke-width='0.5' stroke-linejoin='bevel'"
                + " stroke-dasharray='2 2' stroke-dashoffset='1' shape-rendering='crispEdges' d='M0,5H50'/>", bevel,
                "bevel joins are written (the miter limit is not: it applies to miter joins only)");
        String rect = draw(g -> {
            g.setStroke(new BasicStroke(1f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.draw(new Rectangle2D.Double(10, 10, 20, 20));
        });
        assertEquals("<rect fill='none' stroke='#000000' stroke-linejoin='round' shape-rendering='geometricPrecision'"
                + " x='10' y='10' width='20' height='20'/>", rect, "a closed shape has no caps to write");
        String zero = draw(g -> {
            g.setStroke(new BasicStroke(0f));
            g.draw(new Line2D.Double(0, 5, 50, 5));
        });
        assertTrue(zero.contains(" stroke-width='0.1'"), "the thinnest line Java2D draws: " + zero);
    }

    @Test
    void onlyTheInnerPointsOfStraightRunsGo() {
        Path2D.Double line = new Path2D.Double();
        line.moveTo(0, 50);
        line.lineTo(10, 50);
        line.lineTo(20, 50); // on the horizontal run
        line.lineTo(20, 50); // a repeat
        line.lineTo(30, 40);
        line.lineTo(40, 30); // on a sloped run
        line.lineTo(40, 20);
        line.lineTo(40, 10); // on a vertical run
        line.lineTo(40, 15); // a turn back: kept
        assertEquals("<path fill='none' stroke='#000000' d='M0,50H20L30,40L40,30V10V15'/>", draw(g -> {
                    g.setStroke(BUTT);
                    g.draw(line);
                }),
                "anti-aliased: only axis-aligned runs lose their inner points");
        assertEquals("<path fill='none' stroke='#000000' shape-rendering='crispEdges' d='M0,50H20L40,30V10V15'/>",
                draw(g -> {
                    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
                    g.setStroke(BUTT);
                    g.draw(line);
                }), "aliased: every collinear inner point goes");
        assertEquals("<path fill='none' stroke='#000000' stroke-linecap='square' stroke-miterlimit='10' d='M5,5L5,5'/>",
                draw(g -> g.draw(new Line2D.Double(5, 5, 5, 5))),
                "a line of no length stays (square or round caps draw it)");
        Path2D.Double rounded = new Path2D.Double();
        rounded.moveTo(1.04, 0);
        rounded.lineTo(1.06, 10);
        rounded.lineTo(1.1, 20);
        assertEquals("<path fill='none' stroke='#000000' d='M1,0L1.1,10V20'/>", draw(g -> {
                    g.setStroke(BUTT);
                    g.draw(rounded);
                }),
                "points compare as written, to a tenth");
    }

    @Test
    void elementsOfTheSameAttributesShareAGroupWhenNothingBetweenCoversThem() {
        String apart = draw(g -> {
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(0, 0, 10, 10));
            g.setPaint(BLUE);
            g.fill(new Rectangle2D.Double(20, 0, 10, 10));
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(40, 0, 10, 10));
        });
        assertEquals("<g fill='#cc0000'><rect x='0' y='0' width='10' height='10'/><rect x='40' y='0' width='10'"
                + " height='10'/></g><rect fill='#0000cc' x='20' y='0' width='10' height='10'/>", apart,
                "the second red square shares no pixel with the blue one, so it may be painted before it");
        String covering = draw(g -> {
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(0, 0, 10, 10));
            g.setPaint(BLUE);
            g.fill(new Rectangle2D.Double(5, 0, 10, 10));
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(12, 0, 10, 10));
        });
        assertEquals("<rect fill='#cc0000' x='0' y='0' width='10' height='10'/><rect fill='#0000cc' x='5' y='0'"
                + " width='10' height='10'/><rect fill='#cc0000' x='12' y='0' width='10' height='10'/>", covering,
                "the second red square covers part of the blue one: it stays after it");
        String touching = draw(g -> {
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(0, 0, 10.5, 10));
            g.setPaint(BLUE);
            g.fill(new Rectangle2D.Double(10.5, 0, 10, 10));
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(20.7, 0, 10, 10));
        });
        assertFalse(touching.startsWith("<g"), "sharing pixel 20 (anti-aliased edges) counts as covering: " + touching);
    }

    @Test
    void strokesMergeIntoOnePathWhereThatPaintsTheSamePixels() {
        Consumer<SvgGraphics> grid = g -> {
            g.setStroke(new BasicStroke(0.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f));
            g.draw(new Line2D.Double(0, 10, 100, 10));
            g.draw(new Line2D.Double(50, 0, 50, 50)); // crosses the first
            g.draw(new Line2D.Double(0, 80, 100, 80));
        };
        assertEquals("<path fill='none' stroke='#000000' stroke-width='0.5' shape-rendering='crispEdges'"
                + " d='M0,10H100M50,0V50M0,80H100'/>", draw(g -> {
                    g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
                    grid.accept(g);
                }), "aliased opaque strokes: one path, crossing or not");
        assertEquals("<g fill='none' stroke='#000000' stroke-width='0.5'><path d='M0,10H100'/>"
                + "<path d='M50,0V50M0,80H100'/></g>", draw(grid),
                "anti-aliased: a stroke that shares a pixel with one in the path starts another path");
        String dashed = draw(g -> {
            g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {2, 2}, 0f));
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
            g.draw(new Line2D.Double(0, 10, 100, 10));
            g.draw(new Line2D.Double(0, 30, 100, 30));
        });
        assertEquals("<g fill='none' stroke='#000000' stroke-dasharray='2 2' shape-rendering='crispEdges'>"
                + "<path d='M0,10H100'/><path d='M0,30H100'/></g>", dashed, "a dashed line stays a path of its own");
    }

    @Test
    void aClipIsWrittenOnlyWhereItCuts() {
        String inside = draw(g -> {
            g.clip(new Rectangle2D.Double(0, 0, 200, 100));
            g.clip(new Rectangle2D.Double(10, 10, 100, 50));
            g.fill(new Rectangle2D.Double(10, 10, 30, 30));
        });
        assertEquals("<rect fill='#000000' x='10' y='10' width='30' height='30'/>", inside,
                "the clip contains every pixel the square can touch");
        String cut = draw(g -> {
            g.clip(new Rectangle2D.Double(10, 10, 100, 50));
            g.fill(new Rectangle2D.Double(5, 10, 30, 30));
            g.setStroke(new BasicStroke(2f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 4f));
            g.draw(new Line2D.Double(10, 30, 60, 30)); // its square cap reaches past the clip's left edge
        });
        assertEquals("<defs><clipPath id='t-clip-0'><path d='M10,10H110V60H10Z'/></clipPath></defs>"
                + "<rect fill='#000000' clip-path='url(#t-clip-0)' x='5' y='10' width='30' height='30'/>"
                + "<path fill='none' stroke='#000000' stroke-width='2' stroke-linecap='square' clip-path='url(#t-clip-0)' d='M10,30H60'/>", cut);
        String fractional = draw(g -> {
            g.clip(new Rectangle2D.Double(10.5, 10, 100, 50));
            g.fill(new Rectangle2D.Double(10.6, 20, 10, 10));
        });
        assertTrue(fractional.contains("clip-path"), "pixel 10 is only partly inside the clip: it cuts there");
        String round = draw(g -> {
            g.clip(new Ellipse2D.Double(0, 0, 100, 100));
            g.fill(new Rectangle2D.Double(45, 45, 10, 10));
        });
        assertTrue(round.contains("<clipPath id='t-clip-0'><path d='M100,50C"), "another shape is always kept: " + round);
        assertEquals("", draw(g -> {
            g.clip(new Rectangle2D.Double(0, 0, 10, 10));
            g.clip(new Rectangle2D.Double(50, 50, 10, 10));
            g.fill(new Rectangle2D.Double(0, 0, 100, 100));
        }), "clipped away: nothing written");
        SvgGraphics g = new SvgGraphics(200, 100);
        assertNull(g.getClip());
        g.setClip(new Rectangle2D.Double(1, 2, 3, 4));
        assertEquals(new Rectangle2D.Double(1, 2, 3, 4), g.getClip());
        g.setClip(null);
        assertNull(g.getClip());
    }

    @Test
    void transformsGoOnTheElementAndClipsFollowThem() {
        String turned = draw(g -> {
            g.translate(100, 50);
            g.rotate(Math.PI / 2);
            g.fill(new Rectangle2D.Double(0, 0, 10, 20));
        });
        assertEquals("<rect fill='#000000' transform='matrix(0,1,-1,0,100,50)' x='0' y='0' width='10' height='20'/>",
                turned);
        SvgGraphics g = new SvgGraphics(200, 100);
        g.translate(10, 20);
        g.setClip(new Rectangle2D.Double(0, 0, 5, 5));
        Shape user = g.getClip();
        assertEquals(new Rectangle2D.Double(0, 0, 5, 5), user.getBounds2D(), "the clip reads back in user space");
        g.setTransform(new AffineTransform());
        assertEquals(new Rectangle2D.Double(10, 20, 5, 5), g.getClip().getBounds2D(), "and is kept in device space");
        String moved = draw(h -> {
            h.translate(10, 0);
            h.setClip(new Rectangle2D.Double(0, 0, 20, 20));
            h.fill(new Rectangle2D.Double(-5, 0, 10, 10));
        });
        assertEquals("<defs><clipPath id='t-clip-0'><path d='M0,0H20V20H0V0Z'/></clipPath></defs>"
                + "<rect fill='#000000' transform='matrix(1,0,0,1,10,0)' clip-path='url(#t-clip-0)' x='-5' y='0'"
                + " width='10' height='10'/>", moved, "under a transform the clip is written in the element's space");
    }

    @Test
    void textStaysTextEscaped() {
        String svg = draw(g -> {
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD | Font.ITALIC, 11));
            g.setPaint(RED);
            g.drawString("<b> & 'quoted' \"x\"\u0007 \u00b7 \ud83d\ude00", 10.25f, 20f);
            g.drawString("", 10, 20);
        });
        // a character XML does not allow is U+FFFD; one outside ASCII its reference (a pair of surrogates, one)
        assertEquals("<text fill='#cc0000' font-family='sans-serif' font-size='11' font-weight='bold'"
                + " font-style='italic' x='10.2' y='20'>&lt;b&gt; &amp; 'quoted' \"x\"&#65533; &#183; &#128512;</text>", svg);
        String two = draw(g -> {
            g.setFont(new Font(Font.SERIF, Font.PLAIN, 12));
            g.drawString("one", 10, 20);
            g.drawString("two", 10, 60);
        });
        assertEquals("<g fill='#000000' font-family='serif' font-size='12'><text x='10' y='20'>one</text>"
                + "<text x='10' y='60'>two</text></g>", two);
        assertEquals("\"DejaVu Sans\"", SvgText.fontFamily("DejaVu Sans"));
        assertEquals("\"AB\"", SvgText.fontFamily("A\"B\\"), "no quote or backslash of its own");
        assertEquals("monospace", SvgText.fontFamily(Font.MONOSPACED));
        assertEquals("&lt;&amp;&apos;&quot;&gt;", SvgText.escape("<&'\">"));
    }

    @Test
    void metricsAreThoseOfVectorOutput() {
        SvgGraphics g = new SvgGraphics(10, 10);
        assertTrue(g.getFontRenderContext().usesFractionalMetrics());
        assertFalse(g.getFontRenderContext().isAntiAliased());
        Font f = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        assertEquals(f.getStringBounds("chart", g.getFontRenderContext()).getWidth(),
                g.getFontMetrics(f).getStringBounds("chart", g).getWidth(), 1e-9);
    }

    @Test
    void theSameCallsGiveTheSameBytesAndCopiesDrawIntoTheSameDrawing() {
        Consumer<SvgGraphics> scene = g -> {
            g.setPaint(RED);
            g.fill(new Rectangle2D.Double(0, 0, 50, 50));
            java.awt.Graphics2D child = (java.awt.Graphics2D) g.create();
            child.translate(60, 0);
            child.setPaint(BLUE);
            child.fill(new Ellipse2D.Double(0, 0, 30, 30));
            child.dispose();
            g.drawString("after", 10, 90);
        };
        String a = draw(scene);
        assertEquals(a, draw(scene));
        assertTrue(a.contains("<ellipse fill='#0000cc' transform='matrix(1,0,0,1,60,0)'"), a);
        assertTrue(a.indexOf("<ellipse") < a.indexOf("after"), a);
    }

    @Test
    void whatNoChartUsesFailsLoudly() {
        SvgGraphics g = new SvgGraphics(10, 10);
        g.setPaint(new GradientPaint(0, 0, RED, 10, 10, BLUE));
        assertThrows(UnsupportedOperationException.class, () -> g.fill(new Rectangle2D.Double(0, 0, 5, 5)));
        assertThrows(UnsupportedOperationException.class, () -> g.drawImage(new BufferedImage(1, 1,
                BufferedImage.TYPE_INT_RGB), 0, 0, null));
        assertThrows(IllegalArgumentException.class, () -> new SvgGraphics(0, 10));
    }

    @Test
    void numbersRoundAsWritten() {
        SvgNumber tenth = new SvgNumber(1);
        for (double v : new double[] {0, 0.04, -0.04, 0.05, 0.15, 0.25, 12.25, 12.35, 719.95, -3.45, 1e9, 123.456}) {
            StringBuilder b = new StringBuilder();
            tenth.append(b, tenth.units(v));
            String expected = tenth.apply(v).equals("-0") ? "0" : tenth.apply(v);
            assertEquals(expected, b.toString(), "units of " + v);
        }
        StringBuilder b = new StringBuilder();
        new SvgNumber(4).append(b, new SvgNumber(4).units(0.0005));
        assertEquals("0.0005", b.toString());
        assertThrows(IllegalArgumentException.class, () -> tenth.units(Double.NaN));
    }
}
