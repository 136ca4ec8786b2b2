package dev.tablebook.render.check;

import java.util.Locale;
import java.util.Map;

/**
 * The base of the SARIF {@code helpUri} of each rule (its page on the design site, {@code
 * rules/ID.html}): {@code --site-url} when given; else, in a GitHub Actions run on github.com,
 * the repository's GitHub Pages address ({@code https://OWNER.github.io/REPO/}, where the
 * tablebook Action publishes the site); else none, and the help text names the page instead.
 */
public final class HelpBase {
    private HelpBase() {
    }

    /** The base ending in '/', or null. */
    public static String resolve(String siteUrl, Map<String, String> env) {
        if (siteUrl != null && !siteUrl.isBlank()) {
            return siteUrl.endsWith("/") ? siteUrl : siteUrl + "/";
        }
        String repository = env.get("GITHUB_REPOSITORY");
        String server = env.getOrDefault("GITHUB_SERVER_URL", "https://github.com");
        if (repository == null || !repository.matches("[A-Za-z0-9-]+/[A-Za-z0-9._-]+")
                || !server.equals("https://github.com")) {
            return null;
        }
        String owner = repository.substring(0, repository.indexOf('/')).toLowerCase(Locale.ROOT);
        String name = repository.substring(repository.indexOf('/') + 1);
        String host = "https://" + owner + ".github.io/";
        return name.equalsIgnoreCase(owner + ".github.io") ? host : host + name + "/";
    }
}
