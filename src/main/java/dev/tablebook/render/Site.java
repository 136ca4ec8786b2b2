package dev.tablebook.render;

import dev.tablebook.load.LoadResult;

import java.util.Map;

/** Renders the whole documentation site (HTML pages and their Markdown copies) into a {@link SiteWriter}. */
public final class Site {
    private final Templates templates = new Templates();
    private final MarkdownText markdown = new MarkdownText();

    public void render(LoadResult loaded, SiteWriter writer) {
        SiteView site = SiteView.of(loaded, markdown);
        writer.add("index.html", templates.render("pages/index.ftlh", Map.of("site", site, "root", "")));
        writer.add("index.md", templates.render("md/index.ftl", Map.of("site", site, "root", "")));
        for (ServiceView service : site.services()) {
            Map<String, Object> model = Map.of("site", site, "service", service, "root", "../");
            writer.add("services/" + service.service() + ".html", templates.render("pages/service.ftlh", model));
            writer.add("services/" + service.service() + ".md", templates.render("md/service.ftl", model));
        }
        new RulePages(templates, markdown).render(site, writer);
        writer.addResource("assets/site.css", "/templates/assets/site.css");
        writer.addResource("schema/design.schema.json", "/schema/design.schema.json");
        writer.add(".nojekyll", "");
    }
}
