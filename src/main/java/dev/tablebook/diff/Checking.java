package dev.tablebook.diff;

import dev.tablebook.check.Rules;

import java.util.List;

/**
 * The findings of one side of a diff, read from the pipeline's findings; the diff compares the
 * findings of both sides. Input errors are left out: the diff reports them per side on their
 * own, and a file that does not load is not compared.
 */
public final class Checking {
    private Checking() {
    }

    /** The findings of the rule catalog (input errors left out), in the pipeline's report order. */
    public static List<Finding> of(List<dev.tablebook.check.Finding> findings) {
        return findings.stream()
                .filter(f -> !f.rule().equals(Rules.INPUT.id()))
                .map(f -> new Finding(f.service(), f.rule(), f.severity().label(), f.target(), f.message(),
                        f.accepted(), f.pos() == null ? null : f.pos().file(), f.pos() == null ? 0 : f.pos().line()))
                .toList();
    }

    /** A finding as the diff needs it: where, which rule, how severe, and whether a deviation accepts it. */
    public record Finding(String service, String rule, String severity, String target, String message, boolean accepted,
                   String file, int line) {
        public boolean isUnacceptedError() {
            return "error".equals(severity) && !accepted;
        }
    }
}
