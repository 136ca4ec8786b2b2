package dev.tablebook.model.deployed;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * What one source gave: the source, its tables, and its problems (each positioned in the source: a
 * template line, or the endpoint and table), none of which stops the others from being compared.
 */
public record DeployedRead(DeployedSource source, List<DeployedTable> tables, List<Problem> problems) {
    public DeployedRead {
        tables = List.copyOf(tables);
        problems = List.copyOf(problems);
    }

    /** A problem reading the source; {@code table} names the table it concerns, null for the whole source. */
    public record Problem(Pos pos, String table, String message) {
    }
}
