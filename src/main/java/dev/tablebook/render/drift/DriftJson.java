package dev.tablebook.render.drift;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.model.Pos;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.SourceProblem;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Undesigned;
import dev.tablebook.model.drift.Unresolved;

/**
 * {@code drift --format json}: the whole report, the contract {@code build --drift} reads back
 * (load/DriftReader). Money is US dollars a month, unrounded; a place is {@code file}, {@code line},
 * {@code column} (absent for a live table, which stands in no file).
 */
public final class DriftJson {
    private DriftJson() {
    }

    public static String render(DriftReport r) {
        ObjectNode root = JsonText.object();
        ArrayNode sources = root.putArray("sources");
        for (DeployedSource s : r.sources()) {
            ObjectNode n = sources.addObject();
            n.put("kind", s.kind().label());
            n.put("location", s.location());
            n.put("commit", s.commit());
            n.put("read_at", s.readAt());
            ArrayNode a = n.putArray("assumptions");
            s.assumptions().forEach(a::add);
        }
        ArrayNode services = root.putArray("services");
        for (ServiceDrift s : r.services()) {
            ObjectNode sn = services.addObject();
            sn.put("service", s.service());
            sn.put("file", s.file());
            ArrayNode tables = sn.putArray("tables");
            for (TableDrift t : s.tables()) {
                ObjectNode tn = tables.addObject();
                tn.put("table", t.table());
                place(tn, t.pos());
                tn.put("status", t.status().label());
                tn.put("source", t.source());
                tn.put("matched_by", t.matchedBy());
                ObjectNode dn = tn.putObject("deployed");
                dn.put("name", t.deployedName());
                dn.put("logical_id", t.logicalId());
                dn.put("construct_path", t.constructPath());
                place(dn, t.deployedPos());
                ArrayNode diffs = tn.putArray("differences");
                for (Difference d : t.differences()) {
                    ObjectNode n = diffs.addObject();
                    n.put("element", d.element());
                    n.put("name", d.name());
                    n.put("kind", d.kind());
                    n.put("field", d.field());
                    n.put("designed", d.designed());
                    n.put("deployed", d.deployed());
                    n.put("shipping", d.shipping());
                    if (d.monthlyDelta() == null) {
                        n.putNull("monthly_delta");
                    } else {
                        n.put("monthly_delta", d.monthlyDelta());
                    }
                    n.put("not_priced", d.notPriced());
                    place(n, d.pos());
                    place(n.putObject("deployed_at"), d.deployedPos());
                    ArrayNode notes = n.putArray("notes");
                    d.notes().forEach(notes::add);
                    ArrayNode steps = n.putArray("migration");
                    d.migration().forEach(steps::add);
                }
                ArrayNode un = tn.putArray("unresolved");
                for (Unresolved u : t.unresolved()) {
                    ObjectNode n = un.addObject();
                    n.put("field", u.field());
                    n.put("why", u.why());
                    place(n.putObject("at"), u.deployedPos());
                }
                ArrayNode notes = tn.putArray("notes");
                t.notes().forEach(notes::add);
                tn.put("error", t.error());
            }
        }
        ArrayNode undesigned = root.putArray("undesigned");
        for (Undesigned u : r.undesigned()) {
            ObjectNode n = undesigned.addObject();
            n.put("source", u.source());
            n.put("name", u.name());
            n.put("logical_id", u.logicalId());
            n.put("construct_path", u.constructPath());
            place(n.putObject("at"), u.pos());
        }
        ArrayNode problems = root.putArray("problems");
        for (SourceProblem p : r.problems()) {
            ObjectNode n = problems.addObject();
            n.put("source", p.source());
            n.put("table", p.table());
            place(n, p.pos());
            n.put("message", p.message());
        }
        DriftCounts c = DriftCounts.of(r);
        ObjectNode sum = root.putObject("summary");
        sum.put("tables", c.tables());
        sum.put("matching", c.matching());
        sum.put("differing", c.differing());
        sum.put("not_deployed", c.notDeployed());
        sum.put("unreadable", c.unreadable());
        sum.put("differences", c.differences());
        sum.put("undesigned", c.undesigned());
        sum.put("unresolved", c.unresolved());
        sum.put("problems", c.problems());
        return JsonText.write(root, JsonText.Layout.REPORT) + "\n";
    }

    /** A place: file, line, column; a live endpoint's (line 0) as its endpoint alone. */
    private static void place(ObjectNode n, Pos p) {
        if (p == null) {
            return;
        }
        n.put("file", p.file());
        if (p.line() > 0) {
            n.put("line", p.line());
            n.put("column", p.column());
        }
    }
}
