package dev.tablebook.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** The {@code tablebook} command: subcommands are listed here, exceptions become exit codes here. */
public final class Main implements Runnable {
    /**
     * The subcommands by name, in the order the help lists them, each as the declaration of a new
     * command ({@link Declare}; each command's {@code declare()} lists its options). A run that names one
     * declares only that one; {@code --help}, {@code help}, a misspelt command or none declare them all.
     * They are listed on first use, not when {@code Main} is loaded: {@code --version} alone loads none.
     */
    static Map<String, Supplier<CommandSpec>> commands() {
        return Commands.ALL;
    }

    private static final class Commands {
        static final Map<String, Supplier<CommandSpec>> ALL = list();
    }

    private static Map<String, Supplier<CommandSpec>> list() {
        Map<String, Supplier<CommandSpec>> m = new LinkedHashMap<>();
        m.put("build", () -> new BuildCommand().declare());
        m.put("check", () -> new CheckCommand().declare());
        m.put("cost", () -> new CostCommand().declare());
        m.put("rules", () -> new RulesCommand().declare());
        m.put("diff", () -> new DiffCommand().declare());
        m.put("packet", () -> new PacketCommand().declare());
        m.put("init", () -> new InitCommand().declare());
        m.put("import", () -> new ImportCommand().declare());
        m.put("verify", () -> new VerifyCommand().declare());
        m.put("export", () -> new ExportCommand().declare());
        m.put("schema", () -> new SchemaCommand().declare());
        m.put("pricing", () -> new PricingCommand().declare());
        m.put("serve", () -> new ServeCommand().declare());
        m.put("drift", () -> new DriftCommand().declare());
        m.put("help", () -> new HelpCommand().declare());
        return m;
    }

    /** picocli's system property: the types whose built-in converters it leaves out (regular expressions). */
    static final String CONVERTERS_EXCLUDED = "picocli.converters.excludes";

    /**
     * The types of no option, as one expression: picocli compiles each expression of the list afresh for
     * each of its 19 reflectively registered types, in each command line built. Every option's type
     * keeps its converter ({@code MainTest} checks each option of every command).
     */
    static final String CONVERTERS_UNUSED = "java\\.sql\\..*|java\\.time\\.(?!LocalDate$).*";

    CommandSpec spec;

    /** The {@code tablebook} command itself, without its subcommands ({@link #register} adds them). */
    CommandSpec declare() {
        return spec = Declare.command(this, "tablebook",
                "Validates, costs and documents Amazon DynamoDB designs kept as YAML, one file per service.").spec();
    }

    public static void main(String[] args) {
        PrintWriter out = new StreamOut(System.out);
        if (version(out, args)) {
            System.exit(ExitCode.OK);
        }
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        ProgressLine.stderrIsTerminal = ProgressLine.detectTerminal();
        System.exit(run(out, err, args));
    }

    /**
     * {@code --version} (or {@code -V}) alone: prints the version as picocli's version help does (the
     * provider's one line) without building picocli's model of the command, which was most of the
     * command's CPU beyond the JVM's start; false for any other command line, which {@link #run} handles.
     */
    static boolean version(PrintWriter out, String... args) {
        if (args.length != 1 || !("--version".equals(args[0]) || "-V".equals(args[0]))) {
            return false;
        }
        for (String line : new Version().getVersion()) {
            out.println(line);
        }
        out.flush();
        return true;
    }

    /** Runs one command line, writing to the given streams, and returns the exit code. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        Locale.setDefault(Locale.ROOT);
        // picocli need not load (and initialise) the types of no option to offer their converters: of
        // java.sql none, of java.time all but LocalDate (its documented switch; a caller's own setting is kept)
        if (System.getProperty(CONVERTERS_EXCLUDED) == null) {
            System.setProperty(CONVERTERS_EXCLUDED, CONVERTERS_UNUSED);
        }
        CommandLine cli = new CommandLine(new Main().declare());
        register(cli, args);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExitCodeExceptionMapper(e -> ExitCode.CANNOT_RUN);
        cli.getCommandSpec().exitCodeOnInvalidInput(ExitCode.CANNOT_RUN);
        cli.getCommandSpec().exitCodeOnExecutionException(ExitCode.CANNOT_RUN);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof CannotRun cannot) {
                line.getErr().println(cannot.line());
            } else {
                line.getErr().println("tablebook: internal error: " + e);
                e.printStackTrace(line.getErr());
            }
            line.getErr().flush();
            return ExitCode.CANNOT_RUN;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /**
     * Registers the subcommands a command line needs: the one it names first (but {@code help}, which
     * lists them all), none for {@code --version} alone, else all of them.
     */
    static void register(CommandLine cli, String... args) {
        String first = args.length > 0 ? args[0] : "";
        Supplier<CommandSpec> named = "help".equals(first) ? null : commands().get(first);
        if (named != null) {
            cli.addSubcommand(first, new CommandLine(named.get()));
        } else if (!(args.length == 1 && ("--version".equals(first) || "-V".equals(first)))) {
            commands().forEach((name, command) -> cli.addSubcommand(name, new CommandLine(command.get())));
        }
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name a command: build, check, cost, rules, diff, drift, packet, init, import, export, schema, serve");
    }
}
