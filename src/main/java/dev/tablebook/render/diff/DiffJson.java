package dev.tablebook.render.diff;

import dev.tablebook.diff.Change;
import dev.tablebook.diff.Checking;
import dev.tablebook.diff.CostChange;
import dev.tablebook.diff.DiffReport;
import dev.tablebook.diff.FieldChange;
import dev.tablebook.diff.ServiceDiff;
import dev.tablebook.diff.ServicePricing;
import dev.tablebook.format.JsonText;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.util.List;

/**
 * {@code diff --format json}: a stable contract (documented in docs/ci.md). Keys are written in a
 * fixed order; money is unrounded US dollars per month; absent values are null.
 */
public final class DiffJson {
    private DiffJson() {
    }

    public static String write(DiffReport r) {
        return JsonText.generate(JsonText.Layout.REPORT, g -> {
            g.writeStartObject();
            side(g, "base", r.base(), r.baseCommit());
            side(g, "head", r.head(), r.headCommit());
            g.writeStringField("ship_cost", r.shipCost().label());
            g.writeBooleanField("priced", r.priced());
            g.writeBooleanField("findings_compared", r.findingsCompared());
            if (r.priced()) {
                g.writeFieldName("total");
                cost(g, r.total());
            }
            g.writeArrayFieldStart("services");
            for (ServiceDiff s : r.services()) {
                service(g, s);
            }
            g.writeEndArray();
            g.writeObjectFieldStart("input_errors");
            strings(g, "base", r.baseErrors());
            strings(g, "head", r.headErrors());
            g.writeEndObject();
            g.writeEndObject();
        }) + "\n";
    }

    private static void side(JsonGenerator g, String name, String spec, String commit) throws IOException {
        g.writeObjectFieldStart(name);
        g.writeStringField("spec", spec);
        g.writeStringField("commit", commit);
        g.writeEndObject();
    }

    private static void service(JsonGenerator g, ServiceDiff s) throws IOException {
        g.writeStartObject();
        g.writeStringField("service", s.service());
        g.writeStringField("status", s.status().label());
        g.writeStringField("file", s.file());
        g.writeStringField("ship_cost", s.shipCost().label());
        g.writeArrayFieldStart("changes");
        for (Change c : s.changes()) {
            change(g, c);
        }
        g.writeEndArray();
        if (s.cost() != null) {
            g.writeFieldName("cost");
            cost(g, s.cost());
            lines(g, "tables", s.tables());
            lines(g, "patterns", s.patterns());
            g.writeArrayFieldStart("recommendations");
            for (ServiceDiff.RecommendationChange rc : s.recommendations()) {
                g.writeStartObject();
                g.writeStringField("table", rc.table());
                g.writeStringField("before", rc.before());
                g.writeStringField("after", rc.after());
                g.writeStringField("why", rc.why());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (s.findings() != null) {
            g.writeObjectFieldStart("findings");
            findings(g, "appeared", s.findings().appeared());
            findings(g, "resolved", s.findings().resolved());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void change(JsonGenerator g, Change c) throws IOException {
        g.writeStartObject();
        g.writeStringField("element", c.element().label());
        g.writeStringField("name", c.name());
        g.writeStringField("change", c.kind().label());
        g.writeStringField("ship_cost", c.shipCost().label());
        g.writeArrayFieldStart("fields");
        for (FieldChange f : c.fields()) {
            g.writeStartObject();
            g.writeStringField("field", f.field());
            g.writeStringField("before", f.before());
            g.writeStringField("after", f.after());
            g.writeStringField("ship_cost", f.shipCost().label());
            g.writeEndObject();
        }
        g.writeEndArray();
        strings(g, "notes", c.notes());
        strings(g, "migration", c.migration());
        g.writeEndObject();
    }

    private static void cost(JsonGenerator g, CostChange c) throws IOException {
        g.writeStartObject();
        amount(g, "before", c.before());
        amount(g, "after", c.after());
        amount(g, "delta", c.delta());
        g.writeObjectFieldStart("delta_pct");
        number(g, "peak", c.peakPercent());
        number(g, "expected", c.expectedPercent());
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void lines(JsonGenerator g, String name, List<ServiceDiff.CostLine> lines) throws IOException {
        g.writeArrayFieldStart(name);
        for (ServiceDiff.CostLine l : lines) {
            g.writeStartObject();
            g.writeStringField("name", l.name());
            amount(g, "before", l.cost().before());
            amount(g, "after", l.cost().after());
            amount(g, "delta", l.cost().delta());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void amount(JsonGenerator g, String name, ServicePricing.Amount a) throws IOException {
        if (a == null) {
            g.writeNullField(name);
            return;
        }
        g.writeObjectFieldStart(name);
        g.writeNumberField("peak", a.peak());
        g.writeNumberField("expected", a.expected());
        g.writeEndObject();
    }

    private static void number(JsonGenerator g, String name, Double d) throws IOException {
        if (d == null) {
            g.writeNullField(name);
        } else {
            g.writeNumberField(name, d);
        }
    }

    private static void findings(JsonGenerator g, String name, List<Checking.Finding> list) throws IOException {
        g.writeArrayFieldStart(name);
        for (Checking.Finding f : list) {
            g.writeStartObject();
            g.writeStringField("rule", f.rule());
            g.writeStringField("severity", f.severity());
            g.writeStringField("target", f.target());
            g.writeStringField("message", f.message());
            g.writeBooleanField("accepted", f.accepted());
            g.writeStringField("file", f.file());
            g.writeNumberField("line", f.line());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void strings(JsonGenerator g, String name, List<String> values) throws IOException {
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }
}
