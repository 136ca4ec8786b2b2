package dev.tablebook.render;

import dev.tablebook.load.Revision;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Finding;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Source;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a service page shows, section by section in the order the modelling discipline reads:
 * summary, access patterns (and their details), entities, key map, index map, fan-out,
 * deviations, IaC. Everything is computed here; the templates only lay it out.
 */
public record ServiceView(String service, String title, String owner, String status, String region, String file,
                          Revision revision, String summaryHtml, String summaryMarkdown, int patternCount,
                          int tableCount, int indexCount, int entityCount, int consumerCount, String counts,
                          boolean imported,
                          List<PatternRow> patterns, List<PatternDetail> details, List<EntityView> entities,
                          List<KeyMapView> tables, List<IndexView> indexes, PatternMatrix matrix,
                          List<FanOutView> fanOuts, CostView cost, List<FindingView> findings, FindingView.Counts findingCounts,
                          Map<String, List<FindingView.Badge>> badges, List<DeviationRow> deviations,
                          List<IacView> iac, List<Section> sections, String importedFrom, SdkSetup sdkSetup,
                          List<TableSettings.Setting> sharedSettings, SettingsByTable settingsByTable) {

    /** A section of the page, for the page's table of contents. */
    public record Section(String id, String title, String mdAnchor) {
        Section(String id, String title) {
            this(id, title, Anchors.github(title));
        }
    }

    /** A deviation as the design states it; {@code reasonCell} is its reason as one Markdown table cell. */
    public record DeviationRow(String rule, String target, String reasonHtml, String reasonCell, boolean justified) {
    }

    static ServiceView of(Design d, Revision revision, List<Finding> findings, SiteCosts costs,
                          MarkdownText markdown) {
        Anchors anchors = new Anchors();
        Map<String, String> patternAnchors = new LinkedHashMap<>();
        Map<String, String> rowAnchors = new LinkedHashMap<>();
        for (AccessPattern p : d.patterns()) {
            rowAnchors.put(p.id(), anchors.of("row", p.id()));
            patternAnchors.put(p.id(), anchors.of("pattern", p.id()));
        }
        List<EntityView> entities = new ArrayList<>();
        Map<String, String> entityAnchors = new LinkedHashMap<>();
        for (Entity e : d.entities().values()) {
            EntityView v = EntityView.of(d, e, anchors, markdown);
            entities.add(v);
            entityAnchors.put(e.name(), v.anchor());
        }
        List<KeyMapView> tables = new ArrayList<>();
        Map<String, String> structures = new LinkedHashMap<>();
        for (Table t : d.tables().values()) {
            KeyMapView k = KeyMapView.of(d, t, anchors, entityAnchors);
            tables.add(k);
            structures.put(t.name(), k.anchor());
        }
        IndexWrites writes = new IndexWrites(d);
        List<IndexView> indexes = new ArrayList<>();
        for (Table t : d.tables().values()) {
            for (Index i : t.indexes().values()) {
                IndexView v = IndexView.of(d, t, i, writes, anchors, entityAnchors, patternAnchors,
                        structures.get(t.name()));
                indexes.add(v);
                structures.put(t.name() + "/" + i.name(), v.anchor());
            }
            for (VectorIndex vi : t.vectorIndexes().values()) {
                IndexView v = IndexView.ofVector(d, t, vi, writes, anchors, entityAnchors, patternAnchors,
                        structures.get(t.name()));
                indexes.add(v);
                structures.put(t.name() + "/" + vi.name(), v.anchor());
            }
        }
        // the units the index map counted for the write patterns, counted once
        List<PatternRow> rows = d.patterns().stream()
                .map(p -> PatternRow.of(p, writes.units(p), rowAnchors.get(p.id()), patternAnchors.get(p.id()))).toList();
        List<PatternDetail> details = d.patterns().stream().map(p -> PatternDetail.of(d, p, patternAnchors.get(p.id()),
                rowAnchors.get(p.id()), entityAnchors, markdown)).toList();
        List<FanOutView> fanOuts = FanOutView.of(d, anchors, markdown);
        Map<String, String> targets = new LinkedHashMap<>(patternAnchors);
        tables.forEach(t -> targets.putIfAbsent(t.name(), t.anchor()));
        indexes.forEach(i -> targets.putIfAbsent(i.name(), i.anchor()));
        entityAnchors.forEach(targets::putIfAbsent);
        fanOuts.forEach(f -> f.consumers().forEach(c -> targets.putIfAbsent(c.name(), c.anchor())));
        List<FindingView> findingViews = FindingView.of(findings, targets, markdown);
        CostView cost = costs.view(d, anchors, patternAnchors, structures);
        List<DeviationRow> deviations = d.deviations().stream().map(x -> new DeviationRow(x.rule(), x.target(),
                markdown.toHtml(x.reason()), markdown.toSafeCell(x.reason()), x.justified())).toList();
        List<IacView> iac = IacView.of(d, anchors);
        List<TableSettings.Setting> shared = sharedSettings(tables);
        return new ServiceView(d.service(), d.title(), nz(d.owner()), nz(d.status()), d.region(), d.file(), revision,
                markdown.toHtml(d.summary()), markdown.toSafeMarkdown(d.summary()), d.patterns().size(),
                d.tables().size(), d.indexCount(), d.entities().size(), d.consumers().size(), counts(d),
                d.isImported(), rows,
                details, entities, tables, indexes, PatternMatrix.of(d, writes, patternAnchors, structures), fanOuts, cost,
                findingViews, FindingView.Counts.of(findings), FindingView.badges(findingViews), deviations, iac,
                sections(d, indexes, fanOuts), importedFrom(d.source()),
                SdkSetup.of(details.stream().map(PatternDetail::javascript).toList(),
                        details.stream().map(PatternDetail::java).toList()),
                shared, settingsByTable(tables, shared));
    }

    /**
     * The operational settings every table of the service has alike (label and value), shown once
     * above the tables; none when the service has fewer than two tables.
     */
    private static List<TableSettings.Setting> sharedSettings(List<KeyMapView> tables) {
        if (tables.size() < 2) {
            return List.of();
        }
        List<TableSettings.Setting> shared = new ArrayList<>(tables.get(0).settings());
        for (KeyMapView t : tables.subList(1, tables.size())) {
            shared.retainAll(t.settings());
        }
        return List.copyOf(shared);
    }

    /**
     * The settings that not every table shares, as one table: a row per table, a column per
     * setting (a table without it: "not set"). Empty for a lone table, whose settings are its own
     * list, and where every table has the same settings.
     */
    private static SettingsByTable settingsByTable(List<KeyMapView> tables, List<TableSettings.Setting> shared) {
        if (tables.size() < 2) {
            return new SettingsByTable(List.of(), List.of(), null);
        }
        java.util.Set<String> labels = new java.util.LinkedHashSet<>();
        for (KeyMapView t : tables) {
            ownSettings(t, shared).forEach(x -> labels.add(x.label()));
        }
        if (labels.isEmpty()) {
            return new SettingsByTable(List.of(), List.of(), null);
        }
        List<SettingsRow> rows = new ArrayList<>();
        List<List<DataTable.Cell>> cells = new ArrayList<>();
        List<String> headers = new ArrayList<>(List.of("Table"));
        headers.addAll(labels);
        for (KeyMapView t : tables) {
            Map<String, TableSettings.Setting> own = new LinkedHashMap<>();
            t.settings().forEach(x -> own.put(x.label(), x));
            List<TableSettings.Setting> row = labels.stream()
                    .map(l -> own.getOrDefault(l, new TableSettings.Setting(l, "not set", false))).toList();
            rows.add(new SettingsRow(t.name(), t.anchor(), row));
            List<DataTable.Cell> line = new ArrayList<>(List.of(new DataTable.Cell(t.name(), "#" + t.anchor(),
                    "#" + t.mdAnchor())));
            row.forEach(x -> line.add(DataTable.Cell.of(x.value())));
            cells.add(line);
        }
        return new SettingsByTable(List.copyOf(labels), rows,
                new DataTable(headers, headers.stream().map(h -> false).toList(), cells));
    }

    /** The settings tables do not share: the setting names, a row per table, and the same as a data table (Markdown). */
    public record SettingsByTable(List<String> labels, List<SettingsRow> rows, DataTable table) {
    }

    /** One table's settings of {@link SettingsByTable}, in the order of its labels. */
    public record SettingsRow(String table, String anchor, List<TableSettings.Setting> settings) {
    }

    /** The settings of a table that not every table shares (all of them for a lone table). */
    public List<TableSettings.Setting> ownSettings(KeyMapView table) {
        return ownSettings(table, sharedSettings);
    }

    private static List<TableSettings.Setting> ownSettings(KeyMapView table, List<TableSettings.Setting> shared) {
        return table.settings().stream().filter(s -> !shared.contains(s)).toList();
    }

    /**
     * The anchor of the deviation row that accepts a finding (the first justified deviation of its
     * rule and target, as check/Deviations accepts it), or "" when none does: the findings table
     * links to the reason there rather than printing it again.
     */
    public String deviationAnchor(FindingView f) {
        if (!f.accepted()) {
            return "";
        }
        for (int i = 0; i < deviations.size(); i++) {
            DeviationRow d = deviations.get(i);
            if (d.justified() && d.rule().equals(f.rule()) && d.target().equals(f.target())) {
                return "deviation-" + (i + 1);
            }
        }
        return "";
    }

    /** Where an imported design came from, in words ("NoSQL Workbench model ... , imported 2026-01-15"); null if not imported. */
    static String importedFrom(Source s) {
        if (s == null) {
            return null;
        }
        String format = "nosql-workbench".equals(s.format()) ? "NoSQL Workbench model"
                : "reference-model".equals(s.format()) ? "reference-format model" : s.format() + " model";
        StringBuilder sb = new StringBuilder(format);
        if (s.model() != null) {
            sb.append(" \u201c").append(s.model()).append("\u201d");
        }
        List<String> details = new ArrayList<>();
        if (s.version() != null) {
            details.add("format " + s.version());
        }
        if (s.file() != null) {
            details.add(s.file());
        }
        if (s.author() != null) {
            details.add("by " + s.author());
        }
        if (s.modified() != null) {
            details.add("last modified " + s.modified());
        }
        if (!details.isEmpty()) {
            sb.append(" (").append(String.join(", ", details)).append(')');
        }
        if (s.imported() != null) {
            sb.append(", imported ").append(s.imported());
        }
        return sb.toString();
    }

    private static List<Section> sections(Design d, List<IndexView> indexes, List<FanOutView> fanOuts) {
        List<Section> s = new ArrayList<>();
        s.add(new Section("summary", "Summary"));
        s.add(new Section("access-patterns", "Access patterns"));
        s.add(new Section("findings", "Findings and deviations"));
        s.add(new Section("key-map", "Key map"));
        if (!indexes.isEmpty()) {
            s.add(new Section("index-map", "Index map"));
        }
        s.add(new Section("pattern-matrix", "Pattern × table/index"));
        if (!fanOuts.isEmpty()) {
            s.add(new Section("fan-out", "Stream fan-out"));
        }
        s.add(new Section("entities", "Entities"));
        s.add(new Section("cost", "Cost and capacity"));
        s.add(new Section("pattern-details", "Pattern details"));
        if (!d.tables().isEmpty()) {
            s.add(new Section("iac", "CloudFormation"));
        }
        return s;
    }

    private static String counts(Design d) {
        return String.join(" · ", Figures.count(d.patterns().size(), "access pattern", "access patterns"),
                Figures.count(d.entities().size(), "entity", "entities"), Figures.count(d.tables().size(), "table", "tables"),
                Figures.count(d.indexCount(), "index", "indexes"),
                Figures.count(d.consumers().size(), "stream consumer", "stream consumers"));
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
