package dev.tablebook.model.verified;

import java.util.List;

/**
 * One {@code verify} run: which engine at which endpoint, when (UTC, ISO-8601), with which
 * credentials, and each design's results. {@code inputErrors} are the designs that did not load.
 * {@code stopped} says why the run ended early (the engine could not be reached or stopped
 * answering; every pattern it did not run says so), null for a run to the end; {@code leftBehind}
 * holds, for each table the run created and could not delete, the command that deletes it.
 */
public record VerifyReport(String engine, String endpoint, String verifiedAt, boolean dummyCredentials,
                           List<ServiceResult> services, List<String> inputErrors, String stopped,
                           List<String> leftBehind) {
    public VerifyReport {
        services = List.copyOf(services);
        inputErrors = List.copyOf(inputErrors);
        leftBehind = List.copyOf(leftBehind);
    }

    /** A run to the end that left no table behind. */
    public VerifyReport(String engine, String endpoint, String verifiedAt, boolean dummyCredentials,
                        List<ServiceResult> services, List<String> inputErrors) {
        this(engine, endpoint, verifiedAt, dummyCredentials, services, inputErrors, null, List.of());
    }

    /** Whether the engine failed the run: it stopped it, failed a pattern on its side, or kept a table the run made. */
    public boolean engineFailed() {
        return stopped != null || !leftBehind.isEmpty() || services.stream().flatMap(s -> s.patterns().stream())
                .anyMatch(p -> p.reason() != null && (p.reason().startsWith("engine error: ")
                        || p.reason().startsWith("not run: ")));
    }

    /** The patterns verified on a non-empty answer, over every service. */
    public long provedByItems() {
        return services.stream().flatMap(s -> s.patterns().stream()).filter(PatternResult::provedByItems).count();
    }

    /** The patterns verified, over every service. */
    public long verified() {
        return services.stream().mapToLong(s -> s.count(PatternResult.Status.VERIFIED)).sum();
    }

    public boolean hasMismatch() {
        return services.stream().anyMatch(s -> s.count(PatternResult.Status.MISMATCH) > 0);
    }
}
