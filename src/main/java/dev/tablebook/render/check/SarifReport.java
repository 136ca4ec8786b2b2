package dev.tablebook.render.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.check.RuleMeta;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code check --format sarif}: a SARIF 2.1.0 log, so that code scanning shows findings as
 * annotations on the design files. The driver lists every rule of the catalog; file URIs are
 * relative to the repository root ({@code %SRCROOT%}), columns in UTF-16 code units; each result
 * has a fingerprint that survives lines moving; an accepted finding carries an accepted in-source
 * suppression whose justification is the deviation's reason.
 */
public final class SarifReport {
    private SarifReport() {
    }

    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    /** A log for a run in the current folder (see {@link SarifPlace#here()}), accepted findings included. */
    public static String render(List<Finding> findings, List<RuleMeta> catalog, String version, String helpBase) {
        return render(findings, catalog, version, helpBase, SarifPlace.here(), true);
    }

    /**
     * @param catalog       the rules to describe (every rule a result names must be among them)
     * @param version       the tool's version
     * @param helpBase      absolute URL of the design site, ending in '/', that each rule's {@code helpUri}
     *                      starts with (see {@link HelpBase}); null to give each rule's help page as text only
     * @param place         the repository root the URIs are relative to, and the folder file names are relative to
     * @param withAccepted  false to leave out the findings a deviation accepts (code scanning shows a
     *                      suppressed result as an open alert)
     */
    public static String render(List<Finding> findings, List<RuleMeta> catalog, String version, String helpBase,
                                SarifPlace place, boolean withAccepted) {
        ObjectNode root = JsonText.object();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "tablebook");
        driver.put("version", version);
        driver.put("semanticVersion", version);
        if (helpBase != null) {
            driver.put("informationUri", helpBase + "rules/index.html");
        }
        ArrayNode rules = driver.putArray("rules");
        List<String> ids = new ArrayList<>();
        for (RuleMeta m : catalog) {
            ids.add(m.id());
            ObjectNode r = rules.addObject();
            r.put("id", m.id());
            r.put("name", SarifRules.name(m.id()));
            r.putObject("shortDescription").put("text", m.summary());
            r.putObject("fullDescription").put("text", m.description());
            if (helpBase != null) {
                r.put("helpUri", helpBase + m.helpUri());
            }
            r.putObject("help").put("text", m.summary() + ". See " + m.helpUri() + " on the design site.");
            r.putObject("defaultConfiguration").put("level", m.severity().sarifLevel());
            ObjectNode props = r.putObject("properties");
            ArrayNode tags = props.putArray("tags");
            if (SarifRules.security(m)) {
                tags.add("security");
            }
            tags.add(m.category().label());
            if (SarifRules.securitySeverity(m) != null) {
                props.put("security-severity", SarifRules.securitySeverity(m));
            }
        }
        run.putObject("originalUriBaseIds").putObject(SarifPlace.SRCROOT).put("uri", place.rootUri());
        run.put("columnKind", "utf16CodeUnits");
        ArrayNode results = run.putArray("results");
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(FindingOrder.REPORT);
        SarifFingerprints fingerprints = new SarifFingerprints();
        for (Finding f : sorted) {
            if (f.accepted() && !withAccepted) {
                continue;
            }
            ObjectNode r = results.addObject();
            r.put("ruleId", f.rule());
            int index = ids.indexOf(f.rule());
            if (index >= 0) {
                r.put("ruleIndex", index);
            }
            r.put("level", f.severity().sarifLevel());
            r.putObject("message").put("text", f.message());
            SarifPlace.Location where = place.locate(f.pos().file());
            ObjectNode physical = r.putArray("locations").addObject().putObject("physicalLocation");
            ObjectNode artifact = physical.putObject("artifactLocation");
            artifact.put("uri", where.uri());
            if (where.uriBaseId() != null) {
                artifact.put("uriBaseId", where.uriBaseId());
            }
            ObjectNode region = physical.putObject("region");
            int line = Math.max(1, f.pos().line());
            region.put("startLine", line);
            region.put("startColumn", place.utf16Column(f.pos().file(), line, Math.max(1, f.pos().column())));
            r.putObject("partialFingerprints").put(SarifFingerprints.KEY, fingerprints.of(f, where.uri()));
            if (f.accepted()) {
                ObjectNode s = r.putArray("suppressions").addObject();
                s.put("kind", "inSource");
                s.put("status", "accepted");
                s.put("justification", f.reason());
            }
            ObjectNode props = r.putObject("properties");
            if (f.service() != null) {
                props.put("service", f.service());
            }
            if (f.target() != null) {
                props.put("target", f.target());
            }
        }
        return JsonText.write(root, JsonText.Layout.REPORT) + "\n";
    }

    /** The file as a URI relative to the root of the repository around the current folder, or a file URI. */
    static String uri(String file) {
        return SarifPlace.here().locate(file).uri();
    }
}
