package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** Collects the input errors of one file; reading goes on after an error so all are reported at once. */
final class Problems {
    /** The errors shown per file: past this many, the rest are counted, not listed. */
    static final int MAX_REPORTED = 100;
    /** A message longer than this is shortened in its middle (a name can be as long as a file). */
    static final int MAX_MESSAGE_CHARS = 1_000;

    private final List<InputError> errors = new ArrayList<>();

    void add(Pos pos, String message) {
        errors.add(new InputError(pos, shorten(Visible.text(message))));
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

    /** The first {@link #MAX_REPORTED} errors in file order and, when there are more, one line that counts them. */
    List<InputError> reported() {
        List<InputError> all = sorted();
        if (all.size() <= MAX_REPORTED) {
            return all;
        }
        List<InputError> shown = new ArrayList<>(all.subList(0, MAX_REPORTED));
        shown.add(new InputError(all.get(MAX_REPORTED).pos(), String.format(Locale.ROOT,
                "%,d more input errors in this file from here on; fix the ones above first", all.size() - MAX_REPORTED)));
        return shown;
    }

    static String shorten(String message) {
        if (message.length() <= MAX_MESSAGE_CHARS) {
            return message;
        }
        int keep = MAX_MESSAGE_CHARS / 2 - 10;
        return message.substring(0, keep) + " … (" + String.format(Locale.ROOT, "%,d", message.length() - 2 * keep)
                + " characters left out) … " + message.substring(message.length() - keep);
    }
}
