package dev.tablebook.load;

import dev.tablebook.model.Design;

import java.util.List;

/**
 * What loading a design repository gave: the designs that loaded cleanly (sorted by service),
 * every input error, and the files that could not be loaded because of them.
 */
public record LoadResult(List<Design> designs, List<InputError> errors, List<String> failedFiles) {
    public LoadResult {
        designs = List.copyOf(designs);
        errors = List.copyOf(errors);
        failedFiles = List.copyOf(failedFiles);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
