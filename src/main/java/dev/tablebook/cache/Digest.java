package dev.tablebook.cache;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A SHA-256 digest of a sequence of parts. Each part is written with its length first, so that
 * no two different sequences ("ab", "c" and "a", "bc") give the same digest.
 */
final class Digest {
    private final MessageDigest sha;

    Digest() {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    Digest text(String part) {
        return bytes(part == null ? new byte[] {(byte) 0xff} : part.getBytes(StandardCharsets.UTF_8));
    }

    Digest bytes(byte[] part) {
        long n = part.length;
        for (int i = 0; i < 8; i++) {
            sha.update((byte) (n >>> (8 * i)));
        }
        sha.update(part);
        return this;
    }

    String hex() {
        return HexFormat.of().formatHex(sha.digest());
    }

    /** The digest of one text. */
    static String of(String text) {
        return new Digest().text(text).hex();
    }
}
