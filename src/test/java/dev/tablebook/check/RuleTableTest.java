package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every rule's table of design snippets: {@code check/<rule>/fire-*.yaml} must produce findings of
 * the rule, {@code pass-*.yaml} none. In a fire snippet, each line ending in a {@code #<} marker is
 * where a finding must point: {@code #< text} pins the column to where {@code text} starts on that
 * line, {@code #<(warning)} the severity; findings on unmarked lines fail the test. A
 * {@code # message: text} line asks that some finding's message contains the text.
 */
class RuleTableTest {

    private static final Pattern MARKER = Pattern.compile("#<(?:\\((error|warning|info)\\))?\\s*(.*)$");
    private static final Pattern MESSAGE = Pattern.compile("^# message: (.*)$");

    @TestFactory
    Stream<DynamicNode> everyRule() {
        return Rules.all().stream().map(rule -> {
            String id = rule.meta().id();
            List<DynamicNode> cases = new ArrayList<>();
            for (Path f : Fixtures.files(id, "fire")) {
                cases.add(DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(), () -> fires(id, f)));
            }
            for (Path f : Fixtures.files(id, "pass")) {
                cases.add(DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(), () -> passes(id, f)));
            }
            return DynamicContainer.dynamicContainer(id, cases);
        });
    }

    private static void fires(String rule, Path file) {
        String text = Fixtures.read(file);
        List<Finding> found = Fixtures.of(Fixtures.check(Fixtures.load(file)), rule).stream()
                .filter(f -> !f.accepted()).toList();
        assertFalse(found.isEmpty(), file + " should fire " + rule);
        String[] lines = text.split("\n", -1);
        TreeSet<Integer> marked = new TreeSet<>();
        for (int i = 0; i < lines.length; i++) {
            Matcher m = MARKER.matcher(lines[i]);
            if (!m.find()) {
                continue;
            }
            int line = i + 1;
            marked.add(line);
            List<Finding> here = found.stream().filter(f -> f.pos().line() == line).toList();
            assertFalse(here.isEmpty(), file + ":" + line + " should carry a " + rule + " finding; found at "
                    + describe(found));
            String anchor = m.group(2).strip();
            if (!anchor.isEmpty()) {
                int column = lines[i].indexOf(anchor) + 1;
                assertTrue(column > 0, file + ":" + line + ": anchor `" + anchor + "` is not on the line");
                assertTrue(here.stream().anyMatch(f -> f.pos().column() == column), file + ":" + line
                        + " should point at column " + column + " (`" + anchor + "`); found " + describe(here));
            }
            if (m.group(1) != null) {
                assertTrue(here.stream().anyMatch(f -> f.severity().label().equals(m.group(1))), file + ":" + line
                        + " should be a " + m.group(1) + "; found " + describe(here));
            }
        }
        if (!marked.isEmpty()) {
            for (Finding f : found) {
                assertTrue(marked.contains(f.pos().line()), file + ": unexpected " + rule + " finding at "
                        + describe(List.of(f)));
            }
        }
        for (String line : lines) {
            Matcher m = MESSAGE.matcher(line);
            if (m.find()) {
                String want = m.group(1).strip();
                assertTrue(found.stream().anyMatch(f -> f.message().contains(want)), file + ": no " + rule
                        + " message contains `" + want + "`; found " + describe(found));
            }
        }
        for (Finding f : found) {
            assertEquals(rule, f.rule());
            assertFalse(f.message().isBlank());
            assertTrue(f.target() != null && !f.target().isBlank(), "every finding names its target");
        }
    }

    private static void passes(String rule, Path file) {
        List<Finding> found = Fixtures.of(Fixtures.check(Fixtures.load(file)), rule);
        if (!found.isEmpty()) {
            fail(file + " should not fire " + rule + "; found " + describe(found));
        }
    }

    private static String describe(List<Finding> fs) {
        return fs.stream().map(f -> f.pos().line() + ":" + f.pos().column() + " " + f.severity().label() + " "
                + f.message()).collect(Collectors.joining("\n  ", "\n  ", ""));
    }
}
