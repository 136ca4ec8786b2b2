package dev.tablebook.render.drift;

import dev.tablebook.format.Figures;
import dev.tablebook.model.Pos;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.SourceProblem;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Undesigned;
import dev.tablebook.model.drift.Unresolved;

import java.util.ArrayList;
import java.util.List;

/**
 * A drift report as findings, the way {@code check} reports: each with a level ({@code error} fails
 * the run, {@code warning}, {@code note}), a rule, the place in the design it concerns (or in the
 * source, for what no design holds) and the place in the source as a related place. Text and SARIF
 * are written from these.
 */
public final class DriftLines {
    private DriftLines() {
    }

    /** The rules a drift finding is reported under. */
    public enum Rule {
        DRIFT("drift", "error", "The deployed table differs from the design"),
        NOT_DEPLOYED("drift-not-deployed", "warning", "A designed table is not deployed in the sources read"),
        UNDESIGNED("drift-undesigned", "warning", "A deployed table is in no design"),
        UNRESOLVED("drift-unresolved", "note", "A deployed value cannot be known from the source; it is not compared"),
        UNREADABLE("drift-unreadable", "error", "A deployed table could not be described"),
        SOURCE("drift-source", "error", "A source or a design could not be read as it should");

        private final String id;
        private final String level;
        private final String summary;

        Rule(String id, String level, String summary) {
            this.id = id;
            this.level = level;
            this.summary = summary;
        }

        public String id() {
            return id;
        }

        public String level() {
            return level;
        }

        public String summary() {
            return summary;
        }
    }

    /** One finding: {@code related} is its place in the source (null where none). */
    public record Line(Rule rule, String service, Pos pos, Pos related, String target, String message) {
    }

    public static List<Line> of(DriftReport r) {
        List<Line> out = new ArrayList<>();
        for (ServiceDrift s : r.services()) {
            for (TableDrift t : s.tables()) {
                for (Difference d : t.differences()) {
                    out.add(new Line(Rule.DRIFT, s.service(), d.pos(), d.deployedPos(), d.name(), message(t, d)));
                }
                switch (t.status()) {
                    case NOT_DEPLOYED -> out.add(new Line(Rule.NOT_DEPLOYED, s.service(), t.pos(), null, t.table(),
                            "table " + t.table() + " is designed but no source deploys it"
                                    + (t.notes().isEmpty() ? "" : " (" + String.join("; ", t.notes()) + ")")));
                    case UNREADABLE -> out.add(new Line(Rule.UNREADABLE, s.service(), t.pos(), null, t.table(),
                            "table " + t.table() + " (" + t.deployedName() + " on " + t.source() + "): " + t.error()));
                    default -> {
                    }
                }
                for (Unresolved u : t.unresolved()) {
                    out.add(new Line(Rule.UNRESOLVED, s.service(), t.pos(), u.deployedPos(), t.table(),
                            "table " + t.table() + " " + u.field() + " is not compared: " + u.why()));
                }
            }
        }
        for (Undesigned u : r.undesigned()) {
            out.add(new Line(Rule.UNDESIGNED, null, u.pos(), null, u.name(), "table " + label(u) + " is deployed ("
                    + u.source() + ") but no design mentions it"));
        }
        for (SourceProblem p : r.problems()) {
            out.add(new Line(Rule.SOURCE, null, p.pos(), null, p.table(), p.message()));
        }
        return out;
    }

    static String label(Undesigned u) {
        String name = u.name() != null ? u.name() : u.constructPath() != null ? u.constructPath() : u.logicalId();
        List<String> also = new ArrayList<>();
        if (u.logicalId() != null && !u.logicalId().equals(name)) {
            also.add("logical id " + u.logicalId());
        }
        if (u.constructPath() != null && !u.constructPath().equals(name)) {
            also.add(u.constructPath());
        }
        return name + (also.isEmpty() ? "" : " (" + String.join(", ", also) + ")");
    }

    /** What differs, what shipping the design costs, and what the deployed table costs a month more. */
    static String message(TableDrift t, Difference d) {
        return describe(t, d) + " — " + t.source() + ", matched by " + t.matchedBy();
    }

    /** What differs, its class and its cost, without the source. */
    public static String describe(TableDrift t, Difference d) {
        StringBuilder sb = new StringBuilder("table ").append(t.table());
        if (d.element().equals("index")) {
            sb.append(": index ").append(d.name().substring(d.name().indexOf('/') + 1)).append(' ');
        } else {
            sb.append(' ');
        }
        sb.append(switch (d.kind()) {
            case "designed-only" -> "is designed but not deployed";
            case "deployed-only" -> "is deployed but not designed";
            default -> d.field() + ": designed " + shown(d.designed()) + ", deployed " + shown(d.deployed());
        });
        sb.append(" (").append(d.shipping()).append(")");
        sb.append(money(d));
        return sb.toString();
    }

    static String shown(String v) {
        return v == null ? "(none)" : v;
    }

    static String money(Difference d) {
        if (d.monthlyDelta() == null) {
            return "";
        }
        double v = d.monthlyDelta();
        if (Math.abs(v) < 0.005) {
            return "; no monthly cost difference";
        }
        return "; as deployed it costs " + Figures.usd(Math.abs(v)) + " a month " + (v > 0 ? "more" : "less");
    }

    /** How a source is named in a headline: "infra/template.yaml at 1a2b3c4", an endpoint with its time. */
    public static String source(DeployedSource s) {
        return switch (s.kind()) {
            case ENDPOINT -> s.location() + " at " + s.readAt();
            default -> s.location() + (s.commit() != null ? " at " + s.commit() : "");
        };
    }

    /** A place as text: file:line:column, or the endpoint alone for a live one. */
    static String place(Pos p) {
        return p == null ? "" : p.line() > 0 ? p.toString() : p.file();
    }
}
