package dev.tablebook.render;

import dev.tablebook.format.JsonText;

import java.util.List;

/**
 * The sidebar's list of services, shipped once per site as {@code services.js} instead of being
 * written into every page: a page lists every service, so a site of N services would otherwise
 * carry N lists of N links. {@code assets/site.js} fills the sidebar from it; without scripts the
 * sidebar links to the index, which lists every service. A script, not a JSON file, because a
 * page opened from disk ({@code file://}) may load a script but not fetch a file.
 */
final class Navigation {
    static final String SCRIPT = "services.js";

    /** One service in the sidebar: its slug (the page is {@code services/SLUG.html}) and title. */
    record Link(String service, String title) {
    }

    private Navigation() {
    }

    /** {@code window.tablebookServices = [...]}, with {@code <} escaped so no title can end the script. */
    static String script(SiteView site) {
        List<Link> links = site.services().stream().map(s -> new Link(s.service(), s.title())).toList();
        return "window.tablebookServices = " + JsonText.write(links, JsonText.Layout.COMPACT).strip()
                .replace("<", "\\u003c") + ";\n";
    }
}
