package dev.tablebook.render.diff;

import dev.tablebook.diff.Change;
import dev.tablebook.diff.Checking;
import dev.tablebook.diff.CostChange;
import dev.tablebook.cost.OneTimeCost;
import dev.tablebook.diff.DiffReport;
import dev.tablebook.diff.FailOver;
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
                g.writeObjectFieldStart("one_time");
                g.writeNumberField("usd", r.oneTimeUsd());
                g.writeBooleanField("priced", r.oneTimePriced());
                g.writeEndObject();
            }
            failOver(g, r.failOver());
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
            g.writeObjectFieldStart("one_time");
            g.writeNumberField("usd", s.oneTimeUsd());
            g.writeBooleanField("priced", s.oneTimeCosts().stream().allMatch(OneTimeCost::priced));
            g.writeEndObject();
            if (s.prices() != null) {
                g.writeObjectFieldStart("prices");
                g.writeStringField("region", s.prices().region());
                g.writeStringField("source", s.prices().source());
                g.writeStringField("date", s.prices().date());
                g.writeEndObject();
            }
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
        oneTime(g, c.oneTime());
        g.writeEndObject();
    }

    /** A change's one-time cost: null when it costs nothing once or was not priced. */
    private static void oneTime(JsonGenerator g, OneTimeCost o) throws IOException {
        if (o == null) {
            g.writeNullField("one_time");
            return;
        }
        g.writeObjectFieldStart("one_time");
        g.writeStringField("what", o.what());
        g.writeNumberField("usd", o.usd());
        g.writeBooleanField("priced", o.priced());
        g.writeArrayFieldStart("parts");
        for (OneTimeCost.Part p : o.parts()) {
            g.writeStartObject();
            g.writeStringField("what", p.what());
            g.writeStringField("quantity", p.quantity());
            g.writeStringField("price", p.price());
            g.writeNumberField("usd", p.usd());
            g.writeBooleanField("priced", p.priced());
            g.writeEndObject();
        }
        g.writeEndArray();
        strings(g, "defaults", o.defaults());
        g.writeStringField("risk", o.risk());
        g.writeEndObject();
    }

    /** The --fail-over gate: null when no threshold was given. */
    private static void failOver(JsonGenerator g, FailOver.Verdict v) throws IOException {
        if (v == null) {
            g.writeNullField("fail_over");
            return;
        }
        g.writeObjectFieldStart("fail_over");
        g.writeNumberField("threshold_pct", v.threshold());
        g.writeBooleanField("passed", v.passed());
        g.writeArrayFieldStart("measured");
        for (FailOver.Measured m : v.measured()) {
            g.writeStartObject();
            g.writeStringField("scope", m.scope());
            g.writeStringField("name", m.name());
            g.writeNumberField("expected_before", m.before());
            g.writeNumberField("expected_after", m.after());
            number(g, "rise_pct", m.risePercent());
            g.writeBooleanField("exceeded", m.exceeded());
            g.writeEndObject();
        }
        g.writeEndArray();
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
