package dev.tablebook.model.drift;

import dev.tablebook.model.Pos;

/**
 * A problem reading a source: where (a template line, or the endpoint), the source, the table it
 * concerns (null for the whole source), what is wrong. It does not stop the other tables from
 * being compared.
 */
public record SourceProblem(Pos pos, String source, String table, String message) {
}
