package dev.tablebook.render.cost;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.CostTerm;
import dev.tablebook.cost.Guess;
import dev.tablebook.cost.Headline;
import dev.tablebook.cost.LineItem;
import dev.tablebook.cost.NotPriced;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.Recommendation;
import dev.tablebook.cost.Sensitivity;
import dev.tablebook.cost.ServiceCapacity;
import dev.tablebook.cost.StorageLine;

import dev.tablebook.analysis.PartitionLoad;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.List;

/**
 * Renders reports as the {@code cost --format json} contract of cli.md: {@code services[]} with
 * {@code service}, {@code cost} (on_demand peak/expected, provisioned, reserved_1y, reserved_3y,
 * recommendation), {@code patterns[]} and {@code storage[]} first, then the further fields
 * documented in docs/cost-model.md. Fields in a fixed order; money unrounded; a figure that is
 * not priced is null, never 0.
 */
public final class CostJson {
    private CostJson() {
    }

    public static String render(List<CostReport> reports) {
        return JsonOut.render(out -> services(out, reports));
    }

    /**
     * The same text as {@link #render(List)}, written to {@code out} as each service is generated:
     * a thousand services' report (hundreds of megabytes with their day shapes) is never held
     * whole.
     */
    public static void write(Iterable<CostReport> reports, Writer out) {
        try {
            JsonOut.write(o -> services(o, reports), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The same text as {@link #render(List)} as UTF-8 bytes, written to {@code out} as each service
     * is generated: the generator encodes as it writes (for the JSON of a thousand models, 120 MB,
     * encoding the characters through a writer took about a sixth of the command).
     */
    public static void write(Iterable<CostReport> reports, OutputStream out) {
        try {
            JsonOut.write(o -> services(o, reports), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void services(JsonOut out, Iterable<CostReport> reports) throws IOException {
        out.start().array("services");
        for (CostReport r : reports) {
            service(out, r);
        }
        out.endArray().end();
    }

    public static String render(CostReport report) {
        return render(List.of(report));
    }

    private static void service(JsonOut out, CostReport r) throws IOException {
        out.start().str("service", r.service());
        out.object("cost").object("on_demand");
        headline(out, "peak", r.onDemandPeak());
        headline(out, "expected", r.onDemandExpected());
        out.end();
        mode(out, "provisioned", r.capacity().provisioned());
        mode(out, "reserved_1y", r.capacity().reserved1y());
        mode(out, "reserved_3y", r.capacity().reserved3y());
        recommendation(out, r.capacity().recommendation());
        out.end();
        out.array("patterns");
        for (PatternCost p : r.patterns()) {
            pattern(out, p);
        }
        out.endArray();
        out.array("storage");
        for (StorageLine s : r.storage()) {
            out.start().str("resource", s.resource()).str("type", s.type().id()).num("gb", s.gbPeak())
                    .num("monthly", s.priced() ? s.monthlyPeak() : Double.NaN).str("table", s.table())
                    .num("gb_expected", s.gbExpected()).num("monthly_expected", s.priced() ? s.monthlyExpected() : Double.NaN)
                    .bool("priced", s.priced()).str("basis", s.basis()).end();
        }
        out.endArray();
        out.str("title", r.title()).str("file", r.file()).str("region", r.region()).bool("imported", r.imported());
        out.object("pricing").str("region", r.pricing().region()).str("source", r.pricing().source())
                .str("date", r.pricing().date()).str("origin", r.pricing().origin()).end();
        out.array("line_items");
        for (LineItem l : r.lineItems()) {
            out.start().str("kind", l.kind().id()).str("resource", l.resource()).str("description", l.description())
                    .num("monthly_peak", l.priced() ? l.monthlyPeak() : Double.NaN)
                    .num("monthly_expected", l.priced() ? l.monthlyExpected() : Double.NaN).bool("in_total", l.inTotal())
                    .bool("priced", l.priced()).str("price", l.priceKey().sheetName()).str("basis", l.basis());
            if (l.region() != null) {
                // a replica region's line: its region and the sheet it was priced at
                out.str("region", l.region()).object("sheet").str("region", l.pricedAt().region())
                        .str("source", l.pricedAt().source()).str("date", l.pricedAt().date())
                        .str("origin", l.pricedAt().origin()).end();
            }
            out.end();
        }
        out.endArray();
        CostJsonCapacity.tables(out, r.capacity().tables(), r.tables());
        hotPartitions(out, r.hotPartitions());
        sensitivity(out, r.sensitivity());
        out.array("guesses");
        for (Guess g : r.guesses()) {
            out.start().str("subject", g.subject()).str("detail", g.detail()).str("at", g.where() == null ? null : g.where().toString())
                    .end();
        }
        out.endArray();
        out.strings("assumptions", r.assumptions());
        out.array("not_priced");
        for (NotPriced n : r.notPriced()) {
            out.start().str("what", n.what()).str("reason", n.reason())
                    .str("price", n.priceKey() == null ? null : n.priceKey().sheetName()).end();
        }
        out.endArray();
        out.end();
    }

    static void headline(JsonOut out, String name, Headline h) throws IOException {
        out.object(name).num("total", h.total()).num("requests", h.requests()).num("storage", h.storage())
                .num("other", h.other()).end();
    }

    private static void mode(JsonOut out, String name, ServiceCapacity.ModeTotal m) throws IOException {
        out.object(name).num("total", m.priced() ? m.total() : Double.NaN).num("capacity", m.priced() ? m.capacity() : Double.NaN)
                .num("requests", m.requests()).num("storage", m.storage()).num("other", m.other()).bool("priced", m.priced())
                .str("note", m.note()).end();
    }

    static void recommendation(JsonOut out, Recommendation rec) throws IOException {
        out.object("recommendation").str("mode", rec.mode()).str("why", rec.why()).end();
    }

    private static void pattern(JsonOut out, PatternCost p) throws IOException {
        boolean none = p.unpriced();
        out.start().str("id", p.id()).str("operation", p.operation()).num("rru", p.rru()).num("wru", p.wru())
                .num("monthly_peak", none ? Double.NaN : p.monthlyPeak())
                .num("monthly_expected", none ? Double.NaN : p.monthlyExpected())
                .str("name", p.name()).str("table", p.table()).str("index", p.index())
                .num("rps_peak", p.ratePeak()).num("rps_average", p.rateAverage()).num("index_wru", p.indexWru())
                .num("vector_write_bytes", p.vectorWriteBytes()).num("vector_search_bytes", p.vectorSearchBytes())
                .num("items_read", p.itemsRead()).num("conditional_fail_rate", p.conditionalFailRate())
                .bool("priced", p.priced());
        out.array("terms");
        for (CostTerm t : p.terms()) {
            out.start().str("label", t.label()).str("kind", t.kind().name().toLowerCase(java.util.Locale.ROOT))
                    .str("table", t.table()).str("index", t.index()).num("per_call", t.perCall()).str("unit", t.unit())
                    .num("rps_peak", t.ratePeak()).num("rps_average", t.rateAverage()).str("price", t.priceKey().sheetName())
                    .num("unit_price", t.unitPrice()).num("monthly_peak", t.priced() ? t.monthlyPeak() : Double.NaN)
                    .num("monthly_expected", t.priced() ? t.monthlyExpected() : Double.NaN).bool("priced", t.priced())
                    .str("basis", t.basis()).str("formula", t.formula()).end();
        }
        out.endArray();
        out.strings("notes", p.notes());
        out.str("at", p.where() == null ? null : p.where().toString());
        out.end();
    }

    private static void hotPartitions(JsonOut out, List<PartitionLoad> loads) throws IOException {
        out.array("hot_partitions");
        for (PartitionLoad l : loads) {
            out.start().str("table", l.table()).str("index", l.index()).strings("partition", l.partitionAttributes())
                    .str("template", l.template());
            if (l.distinct() == null) {
                out.nul("distinct");
            } else {
                out.integer("distinct", l.distinct());
            }
            out.num("read_units_per_second", l.readUnitsPerSecond()).num("write_units_per_second", l.writeUnitsPerSecond())
                    .num("read_utilization", l.readUtilization()).num("write_utilization", l.writeUtilization())
                    .num("read_headroom", l.readHeadroom()).num("write_headroom", l.writeHeadroom())
                    .bool("few_distinct_values", l.fewDistinctValues()).strings("unknown_share", l.unknownShare());
            out.array("contributions");
            for (PartitionLoad.Contribution c : l.contributions()) {
                out.start().str("pattern", c.pattern()).str("entity", c.entity()).str("via", c.via())
                        .bool("write", c.write()).num("units_per_call", c.unitsPerCall())
                        .num("rps_peak", c.peakRps()).num("share", c.share()).str("share_basis", c.shareBasis())
                        .num("units_per_second", c.unitsPerSecond()).end();
            }
            out.endArray().end();
        }
        out.endArray();
    }

    private static void sensitivity(JsonOut out, Sensitivity s) throws IOException {
        out.object("sensitivity").num("peak_total", s.peakTotal()).array("drivers");
        for (Sensitivity.Driver d : s.drivers()) {
            out.start().str("pattern", d.pattern()).num("share", d.share()).num("rate_plus_50", d.ratePlus50())
                    .num("rate_minus_50", d.rateMinus50()).num("size_plus_50", d.sizePlus50())
                    .num("size_minus_50", d.sizeMinus50()).end();
        }
        out.endArray();
        out.array("guesses");
        for (Guess g : s.guesses()) {
            out.start().str("subject", g.subject()).str("detail", g.detail()).end();
        }
        out.endArray().end();
    }
}
