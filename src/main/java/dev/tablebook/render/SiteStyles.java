package dev.tablebook.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The site's style sheet as text, for pages that carry their styles inline (diff report, review packet). */
public final class SiteStyles {
    public static final String RESOURCE = "/templates/assets/site.css";

    private SiteStyles() {
    }

    public static String css() {
        try (InputStream in = SiteStyles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
