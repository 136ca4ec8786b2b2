package dev.tablebook.model.drift;

import dev.tablebook.model.deployed.DeployedSource;

import java.util.List;

/**
 * What {@code tablebook drift} found: the sources read, each design's tables against what is
 * deployed, the deployed tables no design mentions, and the problems met reading the sources.
 * {@code drift --format json} writes it and {@code build --drift} reads it back.
 */
public record DriftReport(List<DeployedSource> sources, List<ServiceDrift> services, List<Undesigned> undesigned,
                          List<SourceProblem> problems) {
    public DriftReport {
        sources = List.copyOf(sources);
        services = List.copyOf(services);
        undesigned = List.copyOf(undesigned);
        problems = List.copyOf(problems);
    }

    /** Whether the run fails (exit 1), as {@code check} fails on an error: a difference, an unreadable table, a problem. */
    public boolean fails() {
        return !problems.isEmpty() || services.stream().flatMap(s -> s.tables().stream())
                .anyMatch(t -> t.status() == TableDrift.Status.DIFFERS || t.status() == TableDrift.Status.UNREADABLE);
    }

    /** The differences of every table, counted. */
    public int differences() {
        return services.stream().flatMap(s -> s.tables().stream()).mapToInt(t -> t.differences().size()).sum();
    }
}
