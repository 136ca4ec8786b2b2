package dev.tablebook.render;

import dev.tablebook.check.RuleMeta;
import dev.tablebook.check.Rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The rule catalog on the site: one page per rule, generated from the rule's metadata (its
 * class) and its prose file in {@code docs/rules/}, plus an index and the catalog's shard of the
 * search index. Pages say they are generated.
 */
public final class RulePages {

    /** One rule as its page shows it. */
    public record RuleView(String id, String severity, String category, String summary, String description,
                           boolean importedModels, String proseHtml, String proseMarkdown) {
    }

    private final Templates templates;
    private final MarkdownText markdown;

    public RulePages(Templates templates, MarkdownText markdown) {
        this.templates = templates;
        this.markdown = markdown;
    }

    public static List<RuleView> views(MarkdownText markdown) {
        return Rules.catalog().stream().map(m -> view(m, markdown)).toList();
    }

    private static RuleView view(RuleMeta m, MarkdownText markdown) {
        String prose = prose(m.id());
        return new RuleView(m.id(), m.severity().name().toLowerCase(java.util.Locale.ROOT),
                m.category().name().toLowerCase(java.util.Locale.ROOT), m.summary(), m.description(),
                m.importedModels(), markdown.toHtml(prose), prose);
    }

    /** The rule's prose without its first heading (the page has its own). */
    static String prose(String id) {
        try (InputStream in = RulePages.class.getResourceAsStream("/rule-docs/" + id + ".md")) {
            if (in == null) {
                throw new IllegalStateException("rule " + id + " has no page in docs/rules/");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.startsWith("# ") ? text.substring(text.indexOf('\n') + 1).strip() : text.strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes rules/index and rules/&lt;id&gt; pages, HTML and Markdown. */
    public void render(Object site, SiteWriter writer) {
        render(site, writer, false);
    }

    /**
     * The same; with {@code keep}, the pages of the current site are kept instead of rendered
     * again (a rule page shows the rule catalog and the site's navigation, and the caller knows
     * that neither changed), each page the current site lacks is rendered.
     */
    void render(Object site, SiteWriter writer, boolean keep) {
        if (keep && keepAll(Rules.catalog(), writer)) {
            return;
        }
        List<RuleView> rules = views(markdown);
        Map<String, Object> index = Map.of("site", site, "rules", rules, "root", "../");
        writer.add("rules/index.html", templates.render("pages/rules.ftlh", index));
        writer.add("rules/index.md", templates.renderUtf8("md/rules.ftl", index));
        writer.add(SearchIndex.RULES, SearchIndex.rules(Rules.catalog()));
        for (RuleView r : rules) {
            Map<String, Object> model = Map.of("site", site, "rule", r, "root", "../");
            writer.add("rules/" + r.id() + ".html", templates.render("pages/rule.ftlh", model));
            writer.add("rules/" + r.id() + ".md", templates.renderUtf8("md/rule.ftl", model));
        }
    }

    private static boolean keepAll(List<RuleMeta> rules, SiteWriter writer) {
        List<String> pages = new java.util.ArrayList<>(List.of("rules/index.html", "rules/index.md", SearchIndex.RULES));
        rules.forEach(r -> pages.addAll(List.of("rules/" + r.id() + ".html", "rules/" + r.id() + ".md")));
        if (!pages.stream().allMatch(p -> java.nio.file.Files.isRegularFile(writer.out().resolve(p),
                java.nio.file.LinkOption.NOFOLLOW_LINKS))) {
            return false;
        }
        pages.forEach(writer::keep);
        return true;
    }
}
