package dev.tablebook.diff;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Rules;
import dev.tablebook.load.LoadResult;

import java.util.List;

/**
 * The rule catalog as the diff uses it. Input errors are left out: the diff reports them per
 * side on their own, and a file that does not load is not compared.
 */
public final class CatalogChecking implements Checking {
    private final Checker checker;

    public CatalogChecking(Checker checker) {
        this.checker = checker;
    }

    public static CatalogChecking standard() {
        return new CatalogChecking(Checker.standard());
    }

    @Override
    public List<Finding> check(LoadResult loaded) {
        return CheckRun.findings(loaded, checker).stream()
                .filter(f -> !f.rule().equals(Rules.INPUT.id()))
                .map(f -> new Finding(f.service(), f.rule(), f.severity().label(), f.target(), f.message(),
                        f.accepted(), f.pos() == null ? null : f.pos().file(), f.pos() == null ? 0 : f.pos().line()))
                .toList();
    }
}
