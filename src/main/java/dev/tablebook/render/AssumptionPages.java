package dev.tablebook.render;

import dev.tablebook.cost.CostAssumptions;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.List;
import java.util.Map;

/**
 * The site's assumptions page, HTML and Markdown: the cost assumptions every design shares
 * ({@link CostAssumptions#STANDING}), said once for the site instead of on every service page.
 * Its text depends on no design, so a rebuild keeps the pages it finds.
 */
final class AssumptionPages {
    static final String HTML = "assumptions.html";
    static final String MARKDOWN = "assumptions.md";
    /** Where a page's cost section points; the packet, one file, points to its own copy instead. */
    static final String PAGE_LINK = "href=\"../" + HTML + "\"";
    static final String PACKET_LINK = "href=\"#standing-assumptions\"";

    private final Templates templates;

    AssumptionPages(Templates templates) {
        this.templates = templates;
    }

    /** Writes both pages; with {@code keep}, the current site's pages are kept where both are there. */
    void render(SiteWriter writer, boolean keep) {
        if (keep && List.of(HTML, MARKDOWN).stream().allMatch(p -> Files.isRegularFile(writer.out().resolve(p),
                LinkOption.NOFOLLOW_LINKS))) {
            writer.keep(HTML);
            writer.keep(MARKDOWN);
            return;
        }
        Map<String, Object> model = Map.of("standing", CostAssumptions.STANDING, "root", "");
        writer.add(HTML, templates.render("pages/assumptions.ftlh", model));
        writer.add(MARKDOWN, templates.renderUtf8("md/assumptions.ftl", model));
    }
}
