package dev.tablebook.render.check;

import dev.tablebook.check.Finding;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * The {@code partialFingerprints} of each result, so that code scanning keeps one alert for one
 * problem across runs even when lines move: a hash of the rule, the file, the service, the target
 * (the pattern, table, index, entity or consumer named) and the message with its figures left
 * out (a changed rate or price is still the same problem). Findings that would still collide are
 * told apart by their order in the report.
 */
public final class SarifFingerprints {
    public static final String KEY = "tablebookFinding/v1";
    private final Map<String, Integer> seen = new HashMap<>();

    String of(Finding f, String uri) {
        return of(f.rule(), uri, f.service(), f.target(), f.message());
    }

    /** The fingerprint of a result of any tablebook report (a drift finding too). */
    public String of(String rule, String uri, String service, String target, String message) {
        String identity = String.join("\u0000", rule, uri, String.valueOf(service), String.valueOf(target),
                message.replaceAll("[0-9][0-9.,]*", "#"));
        int n = seen.merge(identity, 1, Integer::sum);
        return sha256(identity).substring(0, 32) + ":" + n;
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
