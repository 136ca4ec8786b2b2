package dev.tablebook.render;

import dev.tablebook.load.Revision;
import dev.tablebook.check.Finding;
import dev.tablebook.model.Design;
import freemarker.template.TemplateModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The review packet of one service: a single HTML file an architecture review can read, print
 * and archive without the tool. It shows the service page's own views (patterns, entities, key
 * map, index map, fan-out, cost and capacity, findings) in review order, adds the idempotency
 * and conditional-write guards, and carries its styles and drawings inline: it makes no request.
 */
public final class Packet {
    static final String PACKET_CSS = "/templates/packet/packet.css";

    private final Templates templates;
    private final MarkdownText markdown;
    /** The site's styles and the packet's, read once: every packet carries them inline. */
    private final String css;

    public Packet() {
        this(new Templates(), new MarkdownText());
    }

    Packet(Templates templates, MarkdownText markdown) {
        this.templates = templates;
        this.markdown = markdown;
        this.css = SiteStyles.css() + "\n" + packetCss();
    }

    /** A section of the packet, for its table of contents. */
    public record Section(String id, String title) {
    }

    /**
     * The packet of a design, with the findings of its service, the site's costs (a design not in
     * them is "not priced", with the reason) and its git revision (null: none).
     */
    public String render(Design design, List<Finding> findings, SiteCosts costs, Revision revision) {
        List<Finding> own = findings.stream().filter(f -> design.service().equals(f.service())).toList();
        return render(ServiceView.of(design, revision, own, costs, markdown), PacketGuards.of(design));
    }

    /** The packet of a service whose page view is already computed. */
    String render(ServiceView service, List<PacketGuards> guards) {
        TemplateModel model = templates.wrap(service);
        return render(service, model, guards, ServiceSections.of(templates, model, null));
    }

    /** The packet of a service whose page view and shared sections are already rendered. */
    String render(ServiceView service, List<PacketGuards> guards, ServiceSections rendered) {
        return render(service, templates.wrap(service), guards, rendered);
    }

    /**
     * The same with the view as the sections read it ({@link Templates#wrap}), on the thread that
     * wrapped it (the site build: sections, page, Markdown copy and packet read one model).
     */
    String render(ServiceView service, TemplateModel model, List<PacketGuards> guards, ServiceSections rendered) {
        return templates.render("packet/packet.ftlh", packetModel(service, model, guards, rendered));
    }

    /** The same as the UTF-8 bytes of the file (the site build: {@link Templates#renderUtf8}). */
    byte[] renderUtf8(ServiceView service, TemplateModel model, List<PacketGuards> guards, ServiceSections rendered) {
        return templates.renderUtf8("packet/packet.ftlh", packetModel(service, model, guards, rendered));
    }

    private Map<String, Object> packetModel(ServiceView service, TemplateModel model, List<PacketGuards> guards,
                                            ServiceSections rendered) {
        // one file: the cost section points to the packet's own copy of the standing assumptions
        Map<String, String> html = new java.util.HashMap<>(rendered.packet());
        html.computeIfPresent("cost", (k, v) -> v.replace(AssumptionPages.PAGE_LINK, AssumptionPages.PACKET_LINK));
        return Map.of("service", model, "guards", guards, "sections", sections(service, guards),
                "sectionHtml", html, "standing", dev.tablebook.cost.CostAssumptions.STANDING, "css", css);
    }

    static List<Section> sections(ServiceView s, List<PacketGuards> guards) {
        List<Section> out = new ArrayList<>();
        out.add(new Section("access-patterns", "Access patterns"));
        out.add(new Section("pattern-details", "Pattern details"));
        out.add(new Section("entities", "Entities"));
        out.add(new Section("key-map", "Key map"));
        if (!s.indexes().isEmpty()) {
            out.add(new Section("index-map", "Index map"));
        }
        if (!s.fanOuts().isEmpty()) {
            out.add(new Section("fan-out", "Stream fan-out"));
        }
        out.add(new Section("deviations", "Deviations"));
        if (!guards.isEmpty()) {
            out.add(new Section("guards", "Idempotency and conditional writes"));
        }
        out.add(new Section("cost", "Cost and capacity"));
        out.add(new Section("findings", "Findings"));
        return out;
    }

    private static String packetCss() {
        try (InputStream in = Packet.class.getResourceAsStream(PACKET_CSS)) {
            if (in == null) {
                throw new IllegalStateException(PACKET_CSS + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
