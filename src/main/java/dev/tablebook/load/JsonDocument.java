package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * The positioned tree of a JSON file that is not a design (a NoSQL Workbench model being
 * imported), read with the same bounds and messages as a JSON design: size, UTF-8, nesting.
 */
public final class JsonDocument {
    private JsonDocument() {
    }

    /** The tree, or null with the problems (each positioned) added to {@code errors}. */
    public static Node parse(DesignSource source, List<InputError> errors) {
        if (source.content().length > DesignLoader.MAX_FILE_BYTES) {
            errors.add(new InputError(Pos.of(source.path()), DesignLoader.tooLarge(source.content().length)));
            return null;
        }
        Problems problems = new Problems();
        String text = SourceText.decode(source, problems);
        if (text == null) {
            errors.addAll(problems.reported());
            return null;
        }
        if (text.isBlank()) {
            errors.add(new InputError(Pos.of(source.path()), "the file is empty"));
            return null;
        }
        try {
            return TreeBuilder.parseJson(source.path(), text);
        } catch (TreeBuilder.TreeException e) {
            errors.addAll(e.problems());
            return null;
        }
    }
}
