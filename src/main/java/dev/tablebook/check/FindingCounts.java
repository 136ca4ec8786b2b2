package dev.tablebook.check;

import java.util.List;

/**
 * The one count of findings every command prints: findings no deviation accepts, by severity,
 * and how many deviations accept. {@code check}, {@code build}, {@code packet}, the site and the
 * packet page all show this count, so the same findings give the same numbers everywhere.
 */
public record FindingCounts(int errors, int warnings, int infos, int accepted) {

    public static FindingCounts of(List<Finding> findings) {
        int e = 0;
        int w = 0;
        int i = 0;
        int a = 0;
        for (Finding f : findings) {
            if (f.accepted()) {
                a++;
            } else if (f.severity() == Severity.ERROR) {
                e++;
            } else if (f.severity() == Severity.WARNING) {
                w++;
            } else {
                i++;
            }
        }
        return new FindingCounts(e, w, i, a);
    }

    /** Of one service's findings only. */
    public static FindingCounts of(List<Finding> findings, String service) {
        return of(findings.stream().filter(f -> service.equals(f.service())).toList());
    }

    /** Unaccepted findings of every severity. */
    public int open() {
        return errors + warnings + infos;
    }

    public boolean isEmpty() {
        return open() + accepted == 0;
    }

    /** "2 errors, 1 warning, 0 info (1 accepted)", or "no findings". */
    public String tally() {
        if (isEmpty()) {
            return "no findings";
        }
        return plural(errors, "error") + ", " + plural(warnings, "warning") + ", " + infos + " info"
                + (accepted > 0 ? " (" + accepted + " accepted)" : "");
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
