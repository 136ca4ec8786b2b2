package dev.tablebook.render.chart;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.jfree.svg.ViewBox;

import java.awt.geom.Rectangle2D;

/**
 * The chart as JFreeSVG draws it, as tablebook drew its charts before it had its own SVG
 * backend: the reference the browser test compares {@link ChartSvg} with. Coordinates to a tenth,
 * transforms to four places, clip ids prefixed by the chart; its style attributes are left as
 * JFreeSVG writes them (a page without a Content Security Policy shows them).
 */
final class JFreeSvgOracle {
    private static final SvgNumber GEOMETRY = new SvgNumber(1);
    private static final SvgNumber TRANSFORM = new SvgNumber(4);

    private JFreeSvgOracle() {
    }

    static String render(ChartData data) {
        ChartSvg.Drawing d = ChartSvg.drawing(data);
        SVGGraphics2D g = new SVGGraphics2D(ChartSvg.WIDTH, d.height());
        g.setDefsKeyPrefix("tb-" + data.id() + "-");
        g.setGeomDoubleConverter(GEOMETRY);
        g.setTransformDoubleConverter(TRANSFORM);
        d.chart().draw(g, new Rectangle2D.Double(0, 0, ChartSvg.WIDTH, d.height()));
        String svg = g.getSVGElement(data.id(), true, new ViewBox(0, 0, ChartSvg.WIDTH, d.height()), null, null);
        String id = data.id();
        int open = svg.indexOf('>');
        return "<svg class='chart' role='img' aria-labelledby='" + id + "-title " + id + "-desc'"
                + svg.substring("<svg".length(), open + 1)
                + "<title id='" + id + "-title'>" + SVGUtils.escapeForXML(data.title()) + "</title>"
                + "<desc id='" + id + "-desc'>" + SVGUtils.escapeForXML(data.description()) + "</desc>"
                + svg.substring(open + 1);
    }
}
