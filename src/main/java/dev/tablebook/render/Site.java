package dev.tablebook.render;

import dev.tablebook.load.GitDesigns;
import dev.tablebook.load.Revision;
import dev.tablebook.check.Finding;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Renders the whole documentation site into a {@link SiteWriter}: the index and one page per
 * service, each as HTML with its Markdown copy beside it, the search index, the assets and the
 * JSON Schema. File names come from service slugs, which the loader validated.
 */
public final class Site {
    private final Templates templates;
    private final MarkdownText markdown = new MarkdownText();
    private final Function<Design, Revision> revisions;

    /** A site whose pages name the git revision of each design file (read from its repository, if any). */
    public Site() {
        this(new Templates());
    }

    /** The same with the given templates (a folder of them, for {@code serve --templates}). */
    public Site(Templates templates) {
        this.templates = templates;
        this.revisions = null;
    }

    /** A site with the given source of revisions ({@code d -> null}: none). */
    public Site(Function<Design, Revision> revisions) {
        this.templates = new Templates();
        this.revisions = revisions;
    }

    /**
     * Renders every design that loaded, with the findings of the check (input errors among them)
     * and the cost report of each design.
     */
    public void render(LoadResult loaded, List<Finding> findings, SiteCosts costs, SiteWriter writer) {
        SiteView site;
        if (revisions == null) {
            try (GitDesigns.History git = GitDesigns.history()) {
                site = SiteView.of(loaded, findings, costs, git, markdown);
            }
        } else {
            site = SiteView.of(loaded, findings, costs, revisions, markdown);
        }
        writer.add("index.html", templates.render("pages/index.ftlh", Map.of("site", site, "root", "")));
        writer.add("index.md", templates.render("md/index.ftl", Map.of("site", site, "root", "")));
        Packet packet = new Packet(templates, markdown);
        for (ServiceView service : site.services()) {
            Map<String, Object> model = Map.of("site", site, "service", service, "root", "../");
            writer.add("services/" + service.service() + ".html", templates.render("pages/service.ftlh", model));
            writer.add("services/" + service.service() + ".md", templates.render("md/service.ftl", model));
            Design design = loaded.designs().stream().filter(d -> d.service().equals(service.service())).findFirst()
                    .orElseThrow();
            writer.add("packets/" + service.service() + ".html", packet.render(service, PacketGuards.of(design)));
        }
        writer.add("search-index.json", SearchIndex.json(site, RulePages.views(markdown)));
        writer.add("search-index.js", SearchIndex.script(site, RulePages.views(markdown)));
        new RulePages(templates, markdown).render(site, writer);
        writer.add("assets/site.css", templates.asset("assets/site.css"));
        writer.add("assets/site.js", templates.asset("assets/site.js"));
        writer.add("assets/favicon.svg", templates.asset("assets/favicon.svg"));
        writer.addResource("schema/design.schema.json", "/schema/design.schema.json");
        writer.add(".nojekyll", "");
    }
}
