package dev.tablebook.diff;

import dev.tablebook.load.RepositoryRevision;
import dev.tablebook.run.RunResult;

/** One side of a diff: the revision as the user named it, and the pipeline's result over its designs. */
public record Side(RepositoryRevision revision, RunResult run) {
}
