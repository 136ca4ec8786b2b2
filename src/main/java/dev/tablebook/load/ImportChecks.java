package dev.tablebook.load;

import dev.tablebook.model.Operation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The cross-references of a reference-calculator model and the service limits that calculator refuses to price past. */
final class ImportChecks {
    private final Problems problems;

    ImportChecks(Problems problems) {
        this.problems = problems;
    }

    void check(ImportedModel m) {
        Map<String, ImportedModel.Table> tables = new HashMap<>();
        for (ImportedModel.Table t : m.tables()) {
            if (tables.put(t.tableName(), t) != null) {
                problems.add(t.where().of("table_name"), "duplicate table_name `" + t.tableName() + "`");
            }
            if (t.vectorIndexes().size() > 5) {
                problems.add(t.where().of("vector_indexes"), "table " + t.tableName() + " declares "
                        + t.vectorIndexes().size() + " vector indexes; DynamoDB allows at most 5 per table");
            }
            Map<String, Integer> dims = new HashMap<>();
            for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
                Integer prev = dims.putIfAbsent(v.vectorAttribute(), v.dimensions());
                if (prev != null && !prev.equals(v.dimensions())) {
                    problems.add(v.where().of("dimensions"), "vector indexes on `" + v.vectorAttribute() + "` of table "
                            + t.tableName() + " disagree on dimensions (" + prev + " and " + v.dimensions()
                            + "); DynamoDB rejects this");
                }
            }
        }
        Set<String> ids = new HashSet<>();
        for (ImportedModel.Pattern p : m.accessPatterns()) {
            if (!ids.add(p.patternId())) {
                problems.add(p.where().of("pattern_id"), "duplicate pattern_id `" + p.patternId() + "`");
            }
            ImportedModel.Table t = tables.get(p.table());
            if (t == null) {
                problems.add(p.where().of("table"), "access pattern " + p.patternId() + " names table `" + p.table()
                        + "`, which the model does not define" + Suggest.hint(p.table(), tables.keySet()));
                continue;
            }
            boolean vector = p.operation().equals(Operation.SearchVectors.name());
            List<String> names = vector ? t.vectorIndexes().stream().map(ImportedModel.VectorIndex::indexName).toList()
                    : t.gsis().stream().map(ImportedModel.Gsi::indexName).toList();
            if (vector && p.index() == null) {
                problems.add(p.where().self(), "access pattern " + p.patternId()
                        + " is a SearchVectors and must name a vector index of table " + t.tableName() + " in `index`");
            } else if (p.index() != null && !names.contains(p.index())) {
                problems.add(p.where().of("index"), "access pattern " + p.patternId() + " names "
                        + (vector ? "vector index" : "index") + " `" + p.index() + "`, which table " + t.tableName()
                        + " does not define" + Suggest.hint(p.index(), names));
            }
        }
    }
}
