package dev.tablebook.render.drift;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.model.Pos;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.render.check.SarifFingerprints;
import dev.tablebook.render.check.SarifPlace;
import dev.tablebook.render.check.SarifReport;
import dev.tablebook.render.check.SarifRules;

import java.util.List;

/**
 * {@code drift --format sarif}: a SARIF 2.1.0 log, as {@code check} writes one, so that code
 * scanning shows each difference on the design line, with the template line it differs from as a
 * related location. A finding without a file place (a live endpoint's problem, a table an endpoint
 * lists and no design holds) is a tool execution notification: code scanning needs a location for
 * a result.
 */
public final class DriftSarif {
    private DriftSarif() {
    }

    public static String render(DriftReport r, String version, String helpBase, SarifPlace place) {
        ObjectNode root = JsonText.object();
        root.put("$schema", SarifReport.SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "tablebook");
        driver.put("version", version);
        driver.put("semanticVersion", version);
        if (helpBase != null) {
            driver.put("informationUri", helpBase);
        }
        ArrayNode rules = driver.putArray("rules");
        List<DriftLines.Rule> all = List.of(DriftLines.Rule.values());
        for (DriftLines.Rule rule : all) {
            ObjectNode n = rules.addObject();
            n.put("id", rule.id());
            n.put("name", SarifRules.name(rule.id()));
            n.putObject("shortDescription").put("text", rule.summary());
            n.putObject("fullDescription").put("text", rule.summary() + ": see docs/drift.md.");
            n.putObject("help").put("text", rule.summary() + ". `tablebook drift` compares each designed table with"
                    + " what a template, a CDK cloud assembly or a live endpoint deploys (docs/drift.md).");
            n.putObject("defaultConfiguration").put("level", rule.level());
            n.putObject("properties").putArray("tags").add("drift");
        }
        run.putObject("originalUriBaseIds").putObject(SarifPlace.SRCROOT).put("uri", place.rootUri());
        run.put("columnKind", "utf16CodeUnits");
        ArrayNode notifications = null;
        ArrayNode results = run.putArray("results");
        SarifFingerprints fingerprints = new SarifFingerprints();
        for (DriftLines.Line l : DriftLines.of(r)) {
            if (l.pos() == null || l.pos().line() < 1) {
                if (notifications == null) {
                    ObjectNode inv = run.putArray("invocations").addObject();
                    inv.put("executionSuccessful", true);
                    notifications = inv.putArray("toolExecutionNotifications");
                }
                ObjectNode n = notifications.addObject();
                n.putObject("message").put("text", (l.pos() == null ? "" : l.pos().file() + ": ") + l.message());
                n.put("level", l.rule().level());
                n.putObject("descriptor").put("id", l.rule().id());
                continue;
            }
            ObjectNode res = results.addObject();
            res.put("ruleId", l.rule().id());
            res.put("ruleIndex", all.indexOf(l.rule()));
            res.put("level", l.rule().level());
            res.putObject("message").put("text", l.message());
            SarifPlace.Location where = place.locate(l.pos().file());
            location(res.putArray("locations").addObject(), where, l.pos(), place);
            if (l.related() != null && l.related().line() > 0) {
                ObjectNode rel = res.putArray("relatedLocations").addObject();
                rel.put("id", 1);
                location(rel, place.locate(l.related().file()), l.related(), place);
                rel.putObject("message").put("text", "as deployed");
            }
            res.putObject("partialFingerprints").put(SarifFingerprints.KEY,
                    fingerprints.of(l.rule().id(), where.uri(), l.service(), l.target(), l.message()));
            ObjectNode props = res.putObject("properties");
            if (l.service() != null) {
                props.put("service", l.service());
            }
            if (l.target() != null) {
                props.put("target", l.target());
            }
        }
        return JsonText.write(root, JsonText.Layout.REPORT) + "\n";
    }

    private static void location(ObjectNode loc, SarifPlace.Location where, Pos p, SarifPlace place) {
        ObjectNode physical = loc.putObject("physicalLocation");
        ObjectNode artifact = physical.putObject("artifactLocation");
        artifact.put("uri", where.uri());
        if (where.uriBaseId() != null) {
            artifact.put("uriBaseId", where.uriBaseId());
        }
        ObjectNode region = physical.putObject("region");
        region.put("startLine", p.line());
        region.put("startColumn", place.utf16Column(p.file(), p.line(), Math.max(1, p.column())));
    }
}
