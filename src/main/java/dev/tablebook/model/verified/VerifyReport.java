package dev.tablebook.model.verified;

import java.util.List;

/**
 * One {@code verify} run: which engine at which endpoint, when (UTC, ISO-8601), with which
 * credentials, and each design's results. {@code inputErrors} are the designs that did not load.
 */
public record VerifyReport(String engine, String endpoint, String verifiedAt, boolean dummyCredentials,
                           List<ServiceResult> services, List<String> inputErrors) {
    public VerifyReport {
        services = List.copyOf(services);
        inputErrors = List.copyOf(inputErrors);
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
