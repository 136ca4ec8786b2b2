package dev.tablebook.cache;

import dev.tablebook.load.DesignSource;

/**
 * The key of one design file's pages: the digest of the path it is known by (pages and findings
 * name it), its bytes, and the fingerprint of its git revision (the commit its pages name and
 * whether the working copy differs from it; see {@code GitDesigns.History#fingerprint}).
 */
final class FileKey {
    private FileKey() {
    }

    static String of(DesignSource source, String revision) {
        return new Digest().text(source.path()).bytes(source.content()).text(revision).hex();
    }
}
