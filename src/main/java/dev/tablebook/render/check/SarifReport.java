package dev.tablebook.render.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.check.RuleMeta;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code check --format sarif}: a SARIF 2.1.0 log, so that code scanning shows findings as
 * annotations on the design files. The driver lists every rule of the catalog; an accepted
 * finding carries an accepted in-source suppression whose justification is the deviation's reason.
 */
public final class SarifReport {
    private SarifReport() {
    }

    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    /**
     * @param catalog  the rules to describe (every rule a result names must be among them)
     * @param version  the tool's version
     * @param siteUrl  absolute URL of the published site, ending in '/', to make help links absolute;
     *                 null to give each rule's help page as text only
     */
    public static String render(List<Finding> findings, List<RuleMeta> catalog, String version, String siteUrl) {
        ObjectNode root = JsonText.object();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "tablebook");
        driver.put("version", version);
        driver.put("semanticVersion", version);
        ArrayNode rules = driver.putArray("rules");
        List<String> ids = new ArrayList<>();
        for (RuleMeta m : catalog) {
            ids.add(m.id());
            ObjectNode r = rules.addObject();
            r.put("id", m.id());
            r.put("name", m.id());
            r.putObject("shortDescription").put("text", m.summary());
            r.putObject("fullDescription").put("text", m.description());
            if (siteUrl != null) {
                r.put("helpUri", siteUrl + m.helpUri());
            }
            r.putObject("help").put("text", m.summary() + ". See " + m.helpUri() + " on the design site.");
            r.putObject("defaultConfiguration").put("level", m.severity().sarifLevel());
            r.putObject("properties").putArray("tags").add(m.category().label());
        }
        ArrayNode results = run.putArray("results");
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(FindingOrder.REPORT);
        for (Finding f : sorted) {
            ObjectNode r = results.addObject();
            r.put("ruleId", f.rule());
            int index = ids.indexOf(f.rule());
            if (index >= 0) {
                r.put("ruleIndex", index);
            }
            r.put("level", f.severity().sarifLevel());
            r.putObject("message").put("text", f.message());
            ObjectNode physical = r.putArray("locations").addObject().putObject("physicalLocation");
            physical.putObject("artifactLocation").put("uri", uri(f.pos().file()));
            ObjectNode region = physical.putObject("region");
            region.put("startLine", Math.max(1, f.pos().line()));
            region.put("startColumn", Math.max(1, f.pos().column()));
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

    /**
     * The file as a URI reference: a relative path stays relative (to the repository root, where
     * code scanning resolves it); an absolute one becomes a file URI. Unsafe characters are
     * percent-encoded.
     */
    static String uri(String file) {
        String path = file.replace('\\', '/');
        boolean absolute = path.startsWith("/") || path.matches("^[A-Za-z]:/.*");
        StringBuilder out = new StringBuilder(absolute ? (path.startsWith("/") ? "file://" : "file:///") : "");
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~/".indexOf(c) >= 0
                    || (absolute && c == ':')) {
                out.append(c);
            } else {
                out.append('%').append(String.format(java.util.Locale.ROOT, "%02X", b & 0xff));
            }
        }
        String s = out.toString();
        return s.startsWith("./") ? s.substring(2) : s;
    }
}
