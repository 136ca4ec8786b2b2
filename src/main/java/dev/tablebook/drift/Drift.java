package dev.tablebook.drift;

import dev.tablebook.cost.Pricing;
import dev.tablebook.load.InputError;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.deployed.DeployedTable;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.SourceProblem;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Undesigned;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code tablebook drift}: the designs against what the sources say is deployed. Each designed
 * table is matched ({@link Matcher}) and compared ({@link DriftComparer}); a table no source holds
 * is not deployed, one a source could not describe is unreadable; the deployed tables no design
 * mentions are listed, and every problem reading a source or a design is kept beside them.
 */
public final class Drift {
    private final Pricing pricing;
    private final String prefix;

    /** @param prefix what environments put before the designed table names ({@code --prefix}), or null */
    public Drift(Pricing pricing, String prefix) {
        this.pricing = pricing;
        this.prefix = prefix == null ? "" : prefix;
    }

    /** The physical names a live endpoint is asked to describe: each designed table's, prefixed. */
    public Set<String> wantedNames(List<Design> designs) {
        Set<String> out = new LinkedHashSet<>();
        for (Design d : designs) {
            for (Table t : d.tables().values()) {
                out.add(prefix + (t.deployed() != null && t.deployed().name() != null ? t.deployed().name() : t.name()));
            }
        }
        return out;
    }

    /**
     * @param designs      the designs that loaded without errors
     * @param designErrors the input errors of the others (kept as problems: they fail the run as in {@code check})
     */
    public DriftReport run(List<Design> designs, List<InputError> designErrors, List<DeployedRead> reads) {
        List<DeployedTable> deployed = new ArrayList<>();
        List<SourceProblem> problems = new ArrayList<>();
        List<SourceProblem> tableProblems = new ArrayList<>();
        List<DeployedSource> sources = new ArrayList<>();
        for (InputError e : designErrors) {
            problems.add(new SourceProblem(e.pos(), e.pos().file(), null, e.message()));
        }
        for (DeployedRead r : reads) {
            sources.add(r.source());
            deployed.addAll(r.tables());
            for (DeployedRead.Problem p : r.problems()) {
                (p.table() != null && r.source().kind() == DeployedSource.Kind.ENDPOINT ? tableProblems : problems)
                        .add(new SourceProblem(p.pos(), r.source().location(), p.table(), p.message()));
            }
        }
        Matcher matcher = new Matcher(deployed, prefix);
        DriftComparer comparer = new DriftComparer(pricing);
        List<ServiceDrift> services = new ArrayList<>();
        Set<SourceProblem> claimed = new LinkedHashSet<>();
        for (Design d : designs) {
            List<TableDrift> tables = new ArrayList<>();
            for (Table t : d.tables().values()) {
                Matcher.Match m = matcher.match(t);
                if (m != null) {
                    tables.add(comparer.compare(d, t, m.table(), m.by()));
                    continue;
                }
                String name = prefix + (t.deployed() != null && t.deployed().name() != null ? t.deployed().name() : t.name());
                SourceProblem unreadable = tableProblems.stream().filter(p -> p.table().equals(name)).findFirst().orElse(null);
                if (unreadable != null) {
                    claimed.add(unreadable);
                    tables.add(new TableDrift(t.name(), t.where().self(), TableDrift.Status.UNREADABLE, unreadable.source(),
                            "name", name, null, null, null, List.of(), List.of(), List.of(), unreadable.message()));
                } else {
                    tables.add(new TableDrift(t.name(), t.where().self(), TableDrift.Status.NOT_DEPLOYED, null, null,
                            null, null, null, null, List.of(), List.of(), notFoundNotes(reads), null));
                }
            }
            services.add(new ServiceDrift(d.service(), d.file(), tables));
        }
        tableProblems.stream().filter(p -> !claimed.contains(p)).forEach(problems::add);
        List<Undesigned> undesigned = new ArrayList<>();
        for (DeployedTable t : matcher.unmatched()) {
            undesigned.add(new Undesigned(t.source(), t.name(), t.logicalId(), t.constructPath(), DriftComparer.line(t.pos())));
        }
        for (DeployedRead r : reads) {
            for (String name : r.listed()) {
                if (prefix.isEmpty() || name.startsWith(prefix)) {
                    undesigned.add(new Undesigned(r.source().location(), name, null, null, null));
                }
            }
        }
        return new DriftReport(sources, services, undesigned, problems);
    }

    /** Why a table may be missing: a source that could not be read at all. */
    private static List<String> notFoundNotes(List<DeployedRead> reads) {
        List<String> out = new ArrayList<>();
        for (DeployedRead r : reads) {
            boolean whole = r.tables().isEmpty() && r.problems().stream().anyMatch(p -> p.table() == null);
            if (whole) {
                out.add(r.source().location() + " could not be read: it may hold the table");
            }
        }
        return out;
    }

    /** The place a live endpoint's problems stand at: the endpoint, no line. */
    public static Pos endpointPos(String endpoint) {
        return new Pos(endpoint, 0, 0);
    }
}
