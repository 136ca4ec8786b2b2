package dev.tablebook.cli;

import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a user sees of the command line itself: every command's help (as {@code X --help}, {@code help X},
 * {@code X -h}), the versions, and the errors of a misspelt command, an unknown option, a bad value, a
 * missing one. The golden file was first written by the jar whose commands picocli read from annotations,
 * run through the launcher; the commands declared with picocli's programmatic API print it byte for byte.
 */
class UsageTextTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/cli/usage.txt");

    /** Command lines, one a line, split on spaces ("" is none at all). */
    static final List<String> CASES = cases();

    private static List<String> cases() {
        List<String> c = new ArrayList<>(List.of("--help", "-h", "help", "-V", "--version", ""));
        for (String x : List.of("build", "check", "cost", "rules", "diff", "packet", "init", "import", "verify",
                "export", "schema", "pricing", "serve", "drift", "help")) {
            c.addAll(List.of("help " + x, x + " --help", x + " -h", x + " -V", x + " --version"));
        }
        c.addAll(List.of("pricing import --help", "help pricing", "pricing help", "pricing import -V", "pricing",
                "help help", "help nosuch", "help check extra",
                "chek", "chek designs", "check --formt json", "check --format xml designs/orders.yaml", "verify designs",
                "verify --endpoint http://x --timeout abc", "verify --retries x --endpoint http://x",
                "cost --region", "cost designs/orders.yaml --region", "--nope", "check --format", "diff", "diff a b c",
                "init", "export", "packet", "drift designs", "drift --against", "pricing import", "pricing import x.json",
                "import", "schema --id", "serve --port abc", "check --quiet=maybe", "build --no-cache=x",
                "cost --format html designs/orders.yaml", "rules --format yaml", "check -hV", "check -Vh", "-V check",
                "diff a b --fail-over x", "export orders designs --date 2026-13-01",
                "check --pricing nosuch.yaml designs/orders.yaml"));
        return List.copyOf(c);
    }

    /** Each case as the golden file keeps it: the command line, the exit code, standard output and error. */
    static String render(String line, int exit, String out, String err) {
        return "==== tablebook " + line + "\n---- exit " + exit + "\n---- stdout\n" + out + "\n---- stderr\n" + err + "\n";
    }

    @Test
    void everyHelpVersionAndCommandLineErrorIsAsBefore() throws Exception {
        StringBuilder all = new StringBuilder();
        for (String line : CASES) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            String[] args = line.isEmpty() ? new String[0] : line.split(" ");
            int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args);
            all.append(render(line, exit, out.toString(), err.toString()));
        }
        Golden.check(GOLDEN, all.toString());
    }

    /** No command, mixin or subcommand carries a picocli annotation: each declares itself ({@link Declare}). */
    @Test
    void noCommandIsDeclaredByAnnotations() {
        CommandLine cli = new CommandLine(new Main().declare());
        Main.COMMANDS.forEach(name -> cli.addSubcommand(name, new CommandLine(Main.declare(name))));
        List<CommandLine.Model.CommandSpec> specs = new ArrayList<>(List.of(cli.getCommandSpec()));
        int objects = 0;
        for (int i = 0; i < specs.size(); i++) {
            CommandLine.Model.CommandSpec spec = specs.get(i);
            spec.subcommands().values().forEach(sub -> specs.add(sub.getCommandSpec()));
            specs.addAll(spec.mixins().values());
            Object user = spec.userObject();
            if (user == null) {
                continue;
            }
            objects++;
            Class<?> type = user.getClass();
            assertNoPicocliAnnotation(type);
            for (var field : type.getDeclaredFields()) {
                assertNoPicocliAnnotation(field);
            }
            for (var method : type.getDeclaredMethods()) {
                assertNoPicocliAnnotation(method);
            }
        }
        assertEquals(17, objects, "tablebook, its 15 commands and pricing import");
        assertTrue(specs.stream().anyMatch(s -> s.options().stream().anyMatch(o -> o.longestName().equals("--pricing"))));
    }

    private static void assertNoPicocliAnnotation(AnnotatedElement element) {
        for (Annotation a : element.getDeclaredAnnotations()) {
            assertTrue(!a.annotationType().getName().startsWith("picocli."), element + " has " + a);
        }
    }
}
