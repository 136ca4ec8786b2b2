package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Main registers only the subcommand a command line names; what a user sees is the same as with all registered. */
class MainTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    /** The command line of every subcommand, all registered. */
    private static CommandLine all() {
        CommandLine cli = new CommandLine(new Main().declare());
        Main.COMMANDS.forEach(name -> cli.addSubcommand(name, new CommandLine(Main.declare(name))));
        return cli;
    }

    @Test
    void eachNameIsTheNameItsCommandDeclares() {
        Main.COMMANDS.forEach(name -> assertEquals(name, new CommandLine(Main.declare(name)).getCommandName(), name));
        assertEquals(15, Main.COMMANDS.size());
        assertEquals(null, Main.declare("chek"));
    }

    @Test
    void registersTheNamedCommandOnlyAndNoneForTheVersion() {
        CommandLine one = new CommandLine(new Main().declare());
        Main.register(one, "check", "designs");
        assertEquals(java.util.Set.of("check"), one.getSubcommands().keySet());
        CommandLine version = new CommandLine(new Main().declare());
        Main.register(version, "--version");
        assertTrue(version.getSubcommands().isEmpty());
        for (String[] args : new String[][] {{}, {"--help"}, {"help", "check"}, {"chek"}, {"--version", "check"}}) {
            CommandLine cli = new CommandLine(new Main().declare());
            Main.register(cli, args);
            assertEquals(new java.util.LinkedHashSet<>(Main.COMMANDS), cli.getSubcommands().keySet(), String.join(" ", args));
        }
    }

    @Test
    void eachCommandsHelpIsTheSameAsWithEveryCommandRegistered() {
        CommandLine all = all();
        for (String name : Main.COMMANDS) {
            if (name.equals("help")) {
                continue;
            }
            out.getBuffer().setLength(0);
            assertEquals(ExitCode.OK, run(name, "--help"), name);
            assertEquals(all.getSubcommands().get(name).getUsageMessage(), out.toString(), name);
        }
    }

    @Test
    void theTopHelpListsEveryCommandAndTheVersionIsTheSame() {
        assertEquals(ExitCode.OK, run("--help"));
        assertEquals(all().getUsageMessage(), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("--version"));
        StringWriter expected = new StringWriter();
        all().printVersionHelp(new PrintWriter(expected, true));
        assertEquals(expected.toString(), out.toString());
        // main's own --version, without picocli, prints the same
        for (String v : new String[] {"--version", "-V"}) {
            StringWriter direct = new StringWriter();
            assertTrue(Main.version(new PrintWriter(direct), v), v);
            assertEquals(expected.toString(), direct.toString(), v);
        }
        for (String[] other : new String[][] {{}, {"--version", "check"}, {"check"}, {"--help"}}) {
            StringWriter none = new StringWriter();
            assertFalse(Main.version(new PrintWriter(none), other), String.join(" ", other));
            assertEquals("", none.toString());
        }
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("help", "cost"));
        assertEquals(all().getSubcommands().get("cost").getUsageMessage(), out.toString());
    }

    @Test
    void aMisspeltCommandStillGetsTheClosestName() {
        assertEquals(ExitCode.CANNOT_RUN, run("chek", "designs"));
        assertTrue(err.toString().contains("check"), err.toString());
    }

    /**
     * Every option and parameter of every command, subcommands of subcommands included, is of a type
     * whose converter picocli still registers: none matches the types {@link Main#CONVERTERS_UNUSED}
     * leaves out. A value of each such type given on the command line converts.
     */
    @Test
    void noOptionIsOfATypeWhoseConverterIsLeftOut() {
        java.util.List<CommandLine> lines = new java.util.ArrayList<>(java.util.List.of(all()));
        java.util.Set<Class<?>> types = new java.util.HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            CommandLine.Model.CommandSpec spec = lines.get(i).getCommandSpec();
            lines.addAll(spec.subcommands().values());
            for (CommandLine.Model.ArgSpec arg : spec.args()) {
                types.add(arg.type());
                types.addAll(java.util.List.of(arg.auxiliaryTypes()));
            }
        }
        for (Class<?> type : types) {
            assertFalse(type.getName().matches(Main.CONVERTERS_UNUSED), type.getName());
        }
        assertTrue(types.contains(java.time.LocalDate.class), "a date option: " + types);
        assertTrue(types.contains(java.nio.file.Path.class), "a path option: " + types);
        assertTrue("java.sql.Timestamp".matches(Main.CONVERTERS_UNUSED));
        assertTrue("java.time.LocalDateTime".matches(Main.CONVERTERS_UNUSED));
        assertTrue("java.time.Duration".matches(Main.CONVERTERS_UNUSED));
        assertFalse("java.time.LocalDate".matches(Main.CONVERTERS_UNUSED));
        String before = System.setProperty(Main.CONVERTERS_EXCLUDED, Main.CONVERTERS_UNUSED);
        try {
            CommandLine export = all();
            CommandLine.ParseResult parsed = export.parseArgs("export", "designs/orders.yaml", "--date", "2026-01-02");
            assertTrue(parsed.subcommand().matchedArgs().stream().anyMatch(a -> a.getValue() instanceof java.time.LocalDate),
                    "the date converts");
        } finally {
            if (before == null) {
                System.clearProperty(Main.CONVERTERS_EXCLUDED);
            } else {
                System.setProperty(Main.CONVERTERS_EXCLUDED, before);
            }
        }
    }
}
