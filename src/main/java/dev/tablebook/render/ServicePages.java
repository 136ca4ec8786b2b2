package dev.tablebook.render;

import dev.tablebook.check.Finding;
import dev.tablebook.load.Revision;
import dev.tablebook.model.Design;
import dev.tablebook.render.drift.DriftView;
import dev.tablebook.render.verify.VerifiedView;
import freemarker.template.TemplateModel;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The files of one service, rendered from that service's inputs alone: its page, the page's
 * Markdown copy, its shard of the search index and, in a site that holds them, its review packet. Nothing in them depends on the other services, so services
 * render independently (on any thread, in any order) and a service whose inputs did not change
 * renders the same bytes. Returns the service's {@link ServiceSummary} for the pages that list
 * every service.
 */
public final class ServicePages {
    private final Templates templates;
    private final MarkdownText markdown;
    private final Packet packet;
    private final boolean packets;
    private DriftView drift;

    ServicePages(Templates templates, MarkdownText markdown, boolean packets) {
        this.templates = templates;
        this.markdown = markdown;
        this.packet = new Packet(templates, markdown);
        this.packets = packets;
    }

    /** Shows a drift report on each table of the page (null: none). */
    public ServicePages drift(DriftView drift) {
        this.drift = drift;
        return this;
    }

    /** The pages of services rendered with the given templates, each with its review packet. */
    public ServicePages(Templates templates) {
        this(templates, new MarkdownText(), true);
    }

    /**
     * The files a service's pages are written to, relative to the site root: its page and the
     * page's Markdown copy, its search shard, and its review packet when the site holds packets
     * ({@code build --packets}).
     */
    public static List<String> files(String service, boolean packets) {
        List<String> files = new java.util.ArrayList<>(List.of("services/" + service + ".html",
                "services/" + service + ".md", SearchIndex.file(service)));
        if (packets) {
            files.add(packetFile(service));
        }
        return List.copyOf(files);
    }

    /** Where the site holds a service's review packet when it holds packets. */
    static String packetFile(String service) {
        return "packets/" + service + ".html";
    }

    /** What a service's pages show, computed from its inputs: its page view and its packet's write guards. */
    public record Prepared(ServiceView service, List<PacketGuards> guards) {
        public Prepared {
            guards = List.copyOf(guards);
        }
    }

    /**
     * A service's files as the UTF-8 bytes written (each rendered straight to bytes, part by
     * part: see {@link Templates#renderUtf8}): its page, the page's Markdown copy and its review
     * packet (null when the site holds no packets). Two are equal when their bytes are (a record of
     * arrays would compare the arrays' identity).
     */
    public record Pages(byte[] html, byte[] markdown, byte[] packet) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Pages p && Arrays.equals(html, p.html) && Arrays.equals(markdown, p.markdown)
                    && Arrays.equals(packet, p.packet);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(html), Arrays.hashCode(markdown), Arrays.hashCode(packet));
        }

        @Override
        public String toString() {
            return "Pages[html=" + html.length + " B, markdown=" + markdown.length + " B, packet="
                    + (packet == null ? "none" : packet.length + " B") + "]";
        }
    }

    /**
     * Renders one design's files into the writer: {@code findings} are the service's own,
     * {@code costs} holds its cost report (or why it has none), {@code revision} its git revision
     * (null: none), {@code verified} the verify report (null: none).
     */
    public ServiceSummary render(Design design, Revision revision, List<Finding> findings, SiteCosts costs,
                                 VerifiedView verified, SiteWriter writer) {
        Prepared prepared = prepare(design, revision, findings, costs);
        Pages pages = render(prepared, verified);
        List<String> files = files(prepared.service().service(), packets);
        writer.add(files.get(0), pages.html());
        writer.add(files.get(1), pages.markdown());
        writer.add(files.get(2), SearchIndex.shard(prepared.service()));
        if (packets) {
            writer.add(files.get(3), pages.packet());
        }
        return ServiceSummary.of(prepared.service(), costs);
    }

    /** The views a service's pages show, as {@link #render(Design, Revision, List, SiteCosts, VerifiedView, SiteWriter)} takes them. */
    public Prepared prepare(Design design, Revision revision, List<Finding> findings, SiteCosts costs) {
        return new Prepared(ServiceView.of(design, revision, findings, costs, markdown), PacketGuards.of(design));
    }

    /** Renders a service's files from its views (the sections they share once), with the verify report (null: none). */
    public Pages render(Prepared prepared, VerifiedView verified) {
        ServiceView service = prepared.service();
        TemplateModel wrapped = templates.wrap(service); // read by all four renders below, each value wrapped once
        ServiceSections sections = ServiceSections.of(templates, wrapped, verified);
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("service", wrapped);
        model.put("root", "../");
        model.put("packets", packets);
        if (verified != null) {
            model.put("verified", verified);
        }
        if (drift != null) {
            model.put("drift", drift);
        }
        byte[] md = templates.renderUtf8("md/service.ftl", model);
        model.put("sectionHtml", sections.page());
        byte[] html = templates.renderUtf8("pages/service.ftlh", model);
        byte[] review = packets ? packet.renderUtf8(service, wrapped, prepared.guards(), sections) : null;
        return new Pages(html, md, review);
    }
}
