package dev.tablebook.imports;

import dev.tablebook.load.DesignSource;
import dev.tablebook.load.InputError;
import dev.tablebook.load.JsonDocument;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;
import dev.tablebook.render.yaml.YamlWriter;
import dev.tablebook.load.workbench.WorkbenchModel;
import dev.tablebook.load.workbench.WorkbenchReader;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads one model file — a NoSQL Workbench model (1.0, 2.0 or 3.0) or a model in the reference
 * calculator's JSON shape — and writes the design it describes as YAML text. Problems with the
 * file are positioned input errors; nothing is written by this class.
 */
public final class Importer {
    private final String importedOn;

    /** @param importedOn the day of the import as YYYY-MM-DD (kept in {@code source.imported}) */
    public Importer(String importedOn) {
        this.importedOn = importedOn;
    }

    /**
     * The designs a file holds (at most one today), its input errors, positioned warnings (what
     * was dropped, such as a malformed sample item) and notes worth printing.
     */
    public record Outcome(List<ImportedDesign> designs, List<InputError> errors, List<InputError> warnings,
                          List<String> notes) {
        public Outcome {
            designs = List.copyOf(designs);
            errors = List.copyOf(errors);
            warnings = List.copyOf(warnings);
            notes = List.copyOf(notes);
        }

        Outcome(List<ImportedDesign> designs, List<InputError> errors, List<String> notes) {
            this(designs, errors, List.of(), notes);
        }
    }

    /**
     * @param source the file, by the path it is shown with
     * @param schemaRef what the written design's {@code $schema} comment points at, or null for none
     */
    public Outcome read(DesignSource source, String schemaRef) {
        List<InputError> errors = new ArrayList<>();
        Node root = JsonDocument.parse(source, errors);
        if (root == null) {
            return new Outcome(List.of(), errors, List.of());
        }
        if (WorkbenchReader.looksLikeWorkbench(root)) {
            List<InputError> warnings = new ArrayList<>();
            WorkbenchModel model = new WorkbenchReader(errors, warnings).read(root);
            if (model == null || !errors.isEmpty()) {
                return new Outcome(List.of(), errors, warnings, List.of());
            }
            WorkbenchImport.Result r = WorkbenchImport.convert(model, source.path(), importedOn, schemaRef);
            return new Outcome(List.of(new ImportedDesign(r.service(), YamlWriter.write(r.doc()), source.path())), errors,
                    warnings, r.notes());
        }
        if (ReferenceImport.looksLikeReference(root)) {
            ReferenceImport.Result r = ReferenceImport.convert(source, root, importedOn, schemaRef, errors);
            if (r == null) {
                return new Outcome(List.of(), errors, List.of());
            }
            return new Outcome(List.of(new ImportedDesign(r.service(), YamlWriter.write(r.doc()), source.path())),
                    errors, r.notes());
        }
        errors.add(new InputError(root instanceof Node.MapNode ? root.pos() : Pos.of(source.path()),
                "not a model tablebook can import: a NoSQL Workbench model has `ModelName`, `ModelMetadata` and"
                        + " `DataModel`; a reference-format model has `tables` and `access_patterns`"));
        return new Outcome(List.of(), errors, List.of());
    }
}
