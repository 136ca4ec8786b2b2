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

    public boolean hasMismatch() {
        return services.stream().anyMatch(s -> s.count(PatternResult.Status.MISMATCH) > 0);
    }
}
