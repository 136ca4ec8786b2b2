package dev.tablebook.load;

import dev.tablebook.model.Design;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The YAML reader fills its buffer 1,024 characters at a time; a character outside the Basic
 * Multilingual Plane is two UTF-16 chars and can be split across two fills. SnakeYAML 2.3 threw
 * {@code IndexOutOfBoundsException} there (fixed in 2.4, which the build pins). Every offset around
 * the first five boundaries, in every kind of scalar and in a comment, must load unchanged.
 */
class BufferBoundaryTest {
    private static final String EMOJI = "\uD83D\uDE00"; // U+1F600, one code point, two chars

    /** The design with its summary padded so that the emoji's high surrogate sits at char {@code offset}. */
    private static String design(String style, int offset) {
        String head = "service: emoji\nsummary: " + switch (style) {
            case "double" -> "\"";
            case "single" -> "'";
            case "block" -> "|\n  ";
            default -> "";
        };
        StringBuilder y = new StringBuilder(head);
        if (style.equals("comment")) {
            y.setLength(0);
            y.append("# ");
        }
        while (y.length() < offset) {
            y.append('x');
        }
        y.append(EMOJI).append("y");
        y.append(switch (style) {
            case "double" -> "\"\n";
            case "single" -> "'\n";
            case "comment" -> "\nservice: emoji\nsummary: plain\n";
            default -> "\n";
        });
        return y.append("""
                access_patterns:
                  - { id: G1, operation: GetItem, table: Things, key: { pk: "{id}" }, returns: E, rps: 1, authorization: id }
                entities:
                  E: { attributes: { id: { type: S, bytes: 10, source: user } } }
                tables:
                  Things: { key: { partition: pk }, items: { E: { pk: "{id}" } }, pitr: true, deletion_protection: true }
                """).toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "double", "single", "block", "comment"})
    void aCharacterOutsideTheBmpOnTheReadersBufferBoundaryLoads(String style) {
        List<String> failures = new ArrayList<>();
        for (int boundary = 1024; boundary <= 5 * 1024; boundary += 1024) {
            for (int offset = boundary - 4; offset <= boundary + 2; offset++) {
                String text = design(style, offset);
                assertEquals(offset, text.indexOf(EMOJI), "the padding puts the emoji where the test means");
                LoadResult r = new DesignLoader().loadText("emoji.yaml", text);
                if (!r.errors().isEmpty() || r.designs().size() != 1) {
                    failures.add(offset + ": " + r.errors());
                    continue;
                }
                Design d = r.designs().get(0);
                if (!style.equals("comment") && !d.summary().strip().endsWith(EMOJI + "y")) {
                    failures.add(offset + ": summary read as ..." + d.summary().substring(d.summary().length() - 8));
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }
}
