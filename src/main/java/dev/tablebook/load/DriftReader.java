package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.model.Pos;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.SourceProblem;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Undesigned;
import dev.tablebook.model.drift.Unresolved;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads the JSON a {@code drift --format json} run wrote, for {@code build --drift}. */
public final class DriftReader {
    /** The file is not a drift report; the message says where and why. */
    public static final class NotAReport extends Exception {
        private static final long serialVersionUID = 1L;

        NotAReport(String message) {
            super(message);
        }
    }

    private DriftReader() {
    }

    public static DriftReport read(Path file) throws NotAReport {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(Files.readString(file));
        } catch (JsonProcessingException e) {
            throw new NotAReport(file + ":" + e.getLocation().getLineNr() + ":" + e.getLocation().getColumnNr()
                    + ": not JSON: " + e.getOriginalMessage());
        } catch (java.nio.file.NoSuchFileException e) {
            throw new NotAReport(file + ": no such file (a `drift --format json` report is expected)");
        } catch (IOException e) {
            throw new NotAReport("cannot read " + file + ": " + e.getMessage());
        }
        if (root == null || !root.isObject() || !root.path("sources").isArray() || !root.path("services").isArray()) {
            throw new NotAReport(file + ": not a drift report (expected `sources` and `services`; write one with"
                    + " `tablebook drift --format json`)");
        }
        try {
            List<DeployedSource> sources = new ArrayList<>();
            for (JsonNode s : root.get("sources")) {
                sources.add(new DeployedSource(DeployedSource.Kind.of(text(s, "kind")), text(s, "location"),
                        text(s, "commit"), text(s, "read_at"), strings(s.path("assumptions"))));
            }
            List<ServiceDrift> services = new ArrayList<>();
            for (JsonNode s : root.get("services")) {
                List<TableDrift> tables = new ArrayList<>();
                for (JsonNode t : s.path("tables")) {
                    List<Difference> diffs = new ArrayList<>();
                    for (JsonNode d : t.path("differences")) {
                        diffs.add(new Difference(text(d, "element"), text(d, "name"), text(d, "kind"), text(d, "field"),
                                text(d, "designed"), text(d, "deployed"), text(d, "shipping"),
                                d.path("monthly_delta").isNumber() ? d.get("monthly_delta").asDouble() : null,
                                text(d, "not_priced"), pos(d), pos(d.path("deployed_at")), strings(d.path("notes")),
                                strings(d.path("migration"))));
                    }
                    List<Unresolved> unresolved = new ArrayList<>();
                    for (JsonNode u : t.path("unresolved")) {
                        unresolved.add(new Unresolved(text(u, "field"), text(u, "why"), pos(u.path("at"))));
                    }
                    JsonNode dep = t.path("deployed");
                    tables.add(new TableDrift(text(t, "table"), pos(t), status(file, t), text(t, "source"),
                            text(t, "matched_by"), text(dep, "name"), text(dep, "logical_id"), text(dep, "construct_path"),
                            pos(dep), diffs, unresolved, strings(t.path("notes")), text(t, "error")));
                }
                services.add(new ServiceDrift(text(s, "service"), text(s, "file"), tables));
            }
            List<Undesigned> undesigned = new ArrayList<>();
            for (JsonNode u : root.path("undesigned")) {
                undesigned.add(new Undesigned(text(u, "source"), text(u, "name"), text(u, "logical_id"),
                        text(u, "construct_path"), pos(u.path("at"))));
            }
            List<SourceProblem> problems = new ArrayList<>();
            for (JsonNode p : root.path("problems")) {
                problems.add(new SourceProblem(pos(p), text(p, "source"), text(p, "table"), text(p, "message")));
            }
            return new DriftReport(sources, services, undesigned, problems);
        } catch (IllegalArgumentException e) {
            throw new NotAReport(file + ": not a drift report: " + e.getMessage());
        }
    }

    private static TableDrift.Status status(Path file, JsonNode t) throws NotAReport {
        String s = text(t, "status");
        for (TableDrift.Status st : TableDrift.Status.values()) {
            if (st.label().equals(s)) {
                return st;
            }
        }
        throw new NotAReport(file + ": table " + text(t, "table") + " has status `" + s + "`, not one of "
                + Arrays.stream(TableDrift.Status.values()).map(TableDrift.Status::label).toList());
    }

    /** A place: file with line and column, a file alone (an endpoint: line 0), or none. */
    private static Pos pos(JsonNode n) {
        String file = text(n, "file");
        if (file == null) {
            return null;
        }
        return new Pos(file, n.path("line").asInt(0), n.path("column").asInt(0));
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isNull() || v.isMissingNode() ? null : v.asText();
    }

    private static List<String> strings(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(x -> out.add(x.asText()));
        return out;
    }
}
