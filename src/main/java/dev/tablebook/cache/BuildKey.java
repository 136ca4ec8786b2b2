package dev.tablebook.cache;

import dev.tablebook.render.Site;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * What every page of a build depends on beside the designs, each as a short text: the cache
 * format, the tool (its version and the jar or class folder it runs from, which holds the
 * built-in templates, price sheets, rule pages and schema), the Java runtime and its default
 * locale and charset, a templates folder ({@code serve --templates}: every file's path and
 * bytes), the price sheets ({@code --pricing}: each one's path and bytes), {@code --region}, the
 * verify report ({@code --verified}: its path and bytes), the drift report ({@code --drift}: its
 * path and bytes), and whether the site holds the review packets ({@code --packets}). A build
 * cache made under another key is not used at all.
 */
public record BuildKey(String format, String tool, String runtime, String templates, String pricing, String region,
                       String verified, String drift, String outputs) {

    /** Raised whenever the cache's layout or meaning changes, so that an older cache is never read as this one. */
    static final String FORMAT = "2";

    static BuildKey of(CachedBuild.Request r) {
        return new BuildKey(FORMAT, ofTool(), ofRuntime(), ofFolder(r.templates() == null ? null : r.templates().folder()),
                ofFiles(r.pricing().pricingFiles()), String.valueOf(r.pricing().regionOverride()), ofFiles(r.verifiedFiles()),
                r.driftFiles().isEmpty() ? "" : ofFiles(r.driftFiles()), r.packets() ? "pages and packets" : "pages");
    }

    /** The digest of every part, as the cache stores it. */
    String digest() {
        return new Digest().text(format).text(tool).text(runtime).text(templates).text(pricing).text(region)
                .text(verified).text(drift).text(outputs).hex();
    }

    /**
     * The tool's version and where its code comes from: a jar by path, size and modification
     * time; a class folder (a development build) by the path, size and modification time of
     * every file in it.
     */
    static String ofTool() {
        Package p = Site.class.getPackage();
        String version = p == null ? null : p.getImplementationVersion();
        CodeSource source = Site.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return version + " (unknown code source)";
        }
        try {
            Path code = Path.of(source.getLocation().toURI());
            if (Files.isDirectory(code)) {
                Digest d = new Digest();
                try (Stream<Path> walk = Files.walk(code)) {
                    for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                        d.text(code.relativize(f).toString()).text(Files.size(f) + " " + Files.getLastModifiedTime(f).toMillis());
                    }
                }
                return version + " classes " + code + " " + d.hex();
            }
            return version + " jar " + code + " " + Files.size(code) + " " + Files.getLastModifiedTime(code).toMillis();
        } catch (IOException | URISyntaxException | RuntimeException e) {
            // an unreadable code source gives a key no later build matches: every build is a full one
            return version + " unreadable " + System.nanoTime();
        }
    }

    static String ofRuntime() {
        return Runtime.version() + " " + System.getProperty("java.vendor") + " " + Locale.getDefault().toLanguageTag()
                + " " + Charset.defaultCharset().name();
    }

    /** Files the build reads, each by path and bytes, in order; "none" when there are none. */
    static String ofFiles(List<Path> files) {
        if (files.isEmpty()) {
            return ofFile(null);
        }
        List<String> each = new ArrayList<>();
        for (Path f : files) {
            each.add(ofFile(f));
        }
        return String.join("\n", each);
    }

    /** A file the build reads, by path and bytes; "none" when not given. */
    static String ofFile(Path file) {
        if (file == null) {
            return "none";
        }
        try {
            return file + " " + file.toAbsolutePath().normalize() + " " + new Digest().bytes(Files.readAllBytes(file)).hex();
        } catch (IOException e) {
            return file + " unreadable " + System.nanoTime();
        }
    }

    /** A folder by the relative path and bytes of every file in it; "none" when not given. */
    static String ofFolder(Path folder) {
        if (folder == null) {
            return "none";
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            Digest d = new Digest();
            List<Path> files = new ArrayList<>(walk.filter(Files::isRegularFile).sorted().toList());
            for (Path f : files) {
                d.text(folder.relativize(f).toString()).bytes(Files.readAllBytes(f));
            }
            return folder + " " + folder.toAbsolutePath().normalize() + " " + d.hex();
        } catch (IOException | RuntimeException e) {
            return folder + " unreadable " + System.nanoTime();
        }
    }
}
