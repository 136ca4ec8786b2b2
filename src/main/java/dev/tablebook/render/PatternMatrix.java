package dev.tablebook.render;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.Write;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Which structure serves each pattern: one row per pattern, one column per table and index;
 * a cell says whether the pattern reads it, writes it, or changes it through an index write.
 */
public record PatternMatrix(List<Column> columns, List<Row> rows) {

    public record Column(String table, String index, String anchor) {
        public String label() {
            return index == null ? table : index;
        }
    }

    public record Row(String id, String anchor, String name, List<String> cells) {
    }

    static PatternMatrix of(Design d, IndexWrites writes, Map<String, String> patternAnchors,
                            Map<String, String> structureAnchors) {
        List<Column> columns = new ArrayList<>();
        for (Table t : d.tables().values()) {
            columns.add(new Column(t.name(), null, structureAnchors.get(t.name())));
            for (String i : t.indexes().keySet()) {
                columns.add(new Column(t.name(), i, structureAnchors.get(t.name() + "/" + i)));
            }
            for (String v : t.vectorIndexes().keySet()) {
                columns.add(new Column(t.name(), v, structureAnchors.get(t.name() + "/" + v)));
            }
        }
        List<Row> rows = new ArrayList<>();
        for (AccessPattern p : d.patterns()) {
            List<String> cells = new ArrayList<>();
            for (Column c : columns) {
                cells.add(cell(d, writes, p, c));
            }
            rows.add(new Row(p.id(), patternAnchors.get(p.id()), p.title(), cells));
        }
        return new PatternMatrix(columns, rows);
    }

    private static String cell(Design d, IndexWrites writes, AccessPattern p, Column c) {
        if (p instanceof Write) {
            if (c.index() == null) {
                return writes.writesTable(p, c.table()) ? "write" : "";
            }
            return writes.writesIndex(p, c.table(), c.index()) ? "index write" : "";
        }
        boolean targeted = c.table().equals(p.table())
                && (c.index() == null ? p.index() == null : c.index().equals(p.index()));
        if (!targeted) {
            return "";
        }
        Table t = d.tables().get(c.table());
        VectorIndex v = c.index() == null ? null : t.vectorIndexes().get(c.index());
        return v != null ? "search" : p.operation() == Operation.Scan ? "scan" : "read";
    }
}
