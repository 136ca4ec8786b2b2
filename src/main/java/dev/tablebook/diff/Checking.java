package dev.tablebook.diff;

import dev.tablebook.load.LoadResult;

import java.util.List;

/** Runs the rule catalog over one side of a diff; the diff compares the findings of both sides. */
public interface Checking {

    List<Finding> check(LoadResult loaded);

    /** A finding as the diff needs it: where, which rule, how severe, and whether a deviation accepts it. */
    record Finding(String service, String rule, String severity, String target, String message, boolean accepted,
                   String file, int line) {
        public boolean isUnacceptedError() {
            return "error".equals(severity) && !accepted;
        }
    }
}
