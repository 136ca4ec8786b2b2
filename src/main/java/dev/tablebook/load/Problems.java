package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects the input errors of one file; reading goes on after an error so all are reported at once. */
final class Problems {
    private final List<InputError> errors = new ArrayList<>();

    void add(Pos pos, String message) {
        errors.add(new InputError(pos, message));
    }

    boolean any() {
        return !errors.isEmpty();
    }

    List<InputError> sorted() {
        return errors.stream()
                .sorted(Comparator.comparingInt((InputError e) -> e.pos().line())
                        .thenComparingInt(e -> e.pos().column())
                        .thenComparing(InputError::message))
                .distinct()
                .toList();
    }
}
