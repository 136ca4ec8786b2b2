package dev.tablebook.model.deployed;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * What one source gave: the source, its tables, and its problems (each positioned in the source: a
 * template line, or the endpoint and table), none of which stops the others from being compared.
 * {@code listed} names the tables a live endpoint lists and that were not described (no design
 * names them); a file source lists none.
 */
public record DeployedRead(DeployedSource source, List<DeployedTable> tables, List<Problem> problems,
                           List<String> listed) {
    public DeployedRead {
        tables = List.copyOf(tables);
        problems = List.copyOf(problems);
        listed = List.copyOf(listed);
    }

    public DeployedRead(DeployedSource source, List<DeployedTable> tables, List<Problem> problems) {
        this(source, tables, problems, List.of());
    }

    /** A problem reading the source; {@code table} names the table it concerns, null for the whole source. */
    public record Problem(Pos pos, String table, String message) {
    }
}
