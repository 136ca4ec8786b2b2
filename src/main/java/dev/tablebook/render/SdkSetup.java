package dev.tablebook.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The set-up every SDK example of a page shares (its imports and the client), shown once at the
 * head of the pattern details, and each example without it. An example as {@link JsSdkCall} or
 * {@link JavaSdkCall} writes it is a whole program: its imports, a blank line, the client, a blank
 * line, a comment naming the pattern, then the call; {@link #call} is that program from the call on. The page's set-up imports
 * what every example of the page needs (JavaScript: one {@code import} per module naming every
 * command used; Java: every import, in order), so the set-up followed by any example's call is a
 * program that runs as the whole example does.
 */
public record SdkSetup(String javascript, String java) {
    private static final Pattern JS_IMPORT = Pattern.compile("import \\{ (.*) \\} from (\"[^\"]*\");");
    private static final String JS_CLIENT = "const client = ";
    private static final String JAVA_CLIENT = "DynamoDbClient dynamoDb = ";
    private static final String JS_CLIENT_LINE = "\n" + JS_CLIENT;
    private static final String JAVA_CLIENT_LINE = "\n" + JAVA_CLIENT;

    /** The set-up of the examples (whole programs) of a page; empty where there are none. */
    static SdkSetup of(List<String> javascript, List<String> java) {
        return new SdkSetup(javascript(javascript), java(java));
    }

    /**
     * The example without its set-up (from the line after the client's and the blank line that
     * follows it) and without the comment that names the pattern, which the page's heading of the
     * pattern says. {@code java}: a Java example (else JavaScript), whose client line is looked for.
     */
    static String call(String program, boolean java) {
        if (program.isEmpty()) {
            return "";
        }
        int client = clientLine(program, java);
        int end = program.indexOf('\n', client);
        if (end < 0) {
            throw new IllegalArgumentException("an example with no call after its client:\n" + program);
        }
        int start = end + 1;
        String call = program.startsWith("\n", start) ? program.substring(start + 1) : program.substring(start);
        return call.startsWith("// ") && call.indexOf('\n') > 0 ? call.substring(call.indexOf('\n') + 1) : call;
    }

    /** The lines of the example before its call: its imports and the client. */
    private static List<String> setupLines(String program, boolean java) {
        int client = clientLine(program, java);
        int end = program.indexOf('\n', client);
        return program.substring(0, end < 0 ? program.length() : end).lines().filter(l -> !l.isBlank()).toList();
    }

    /** The start of the example's client line: its language's only (an example is one language's program). */
    private static int clientLine(String program, boolean java) {
        int at = program.startsWith(java ? JAVA_CLIENT : JS_CLIENT) ? 0 : -1;
        if (at < 0) {
            int line = program.indexOf(java ? JAVA_CLIENT_LINE : JS_CLIENT_LINE);
            at = line >= 0 ? line + 1 : -1;
        }
        if (at < 0) {
            throw new IllegalArgumentException("an example that creates no client:\n" + program);
        }
        return at;
    }

    private static String javascript(List<String> programs) {
        Map<String, Set<String>> imports = new LinkedHashMap<>();
        Set<String> rest = new LinkedHashSet<>();
        // a line read before adds nothing again (its names and the line are in sets): most examples share their imports
        Set<String> read = new java.util.HashSet<>();
        for (String p : programs) {
            if (p.isEmpty()) {
                continue;
            }
            for (String line : setupLines(p, false)) {
                if (!read.add(line)) {
                    continue;
                }
                Matcher m = JS_IMPORT.matcher(line);
                if (m.matches()) {
                    Set<String> names = imports.computeIfAbsent(m.group(2), k -> new LinkedHashSet<>());
                    for (String n : m.group(1).split(",")) {
                        names.add(n.strip());
                    }
                } else {
                    rest.add(line);
                }
            }
        }
        if (imports.isEmpty() && rest.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        imports.forEach((module, names) -> sb.append("import { ").append(String.join(", ", names)).append(" } from ")
                .append(module).append(";\n"));
        sb.append('\n');
        rest.forEach(l -> sb.append(l).append('\n'));
        return sb.toString();
    }

    private static String java(List<String> programs) {
        Set<String> imports = new TreeSet<>();
        Set<String> rest = new LinkedHashSet<>();
        for (String p : programs) {
            if (p.isEmpty()) {
                continue;
            }
            for (String line : setupLines(p, true)) {
                (line.startsWith("import ") ? imports : rest).add(line);
            }
        }
        if (imports.isEmpty() && rest.isEmpty()) {
            return "";
        }
        List<String> lines = new ArrayList<>(imports);
        lines.add("");
        lines.addAll(rest);
        return String.join("\n", lines) + "\n";
    }
}
