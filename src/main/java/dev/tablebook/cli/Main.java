package dev.tablebook.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/** The {@code tablebook} command: subcommands are listed here, exceptions become exit codes here. */
public final class Main implements Runnable {
    /** The subcommands' names, in the order the help lists them. */
    static final List<String> COMMANDS = List.of("build", "check", "cost", "rules", "diff", "packet", "init", "import",
            "verify", "export", "schema", "pricing", "serve", "drift", "help");

    /**
     * A new command of that name, declared (each command's {@code declare()} lists its options), or null
     * when no command has the name. A run that names one declares only that one; {@code --help},
     * {@code help}, a misspelt command or none declare them all. A switch rather than a map of lambdas:
     * linking fifteen lambdas was 1.7% of a one-design {@code check}'s CPU.
     */
    static CommandSpec declare(String name) {
        return switch (name) {
            case "build" -> new BuildCommand().declare();
            case "check" -> new CheckCommand().declare();
            case "cost" -> new CostCommand().declare();
            case "rules" -> new RulesCommand().declare();
            case "diff" -> new DiffCommand().declare();
            case "packet" -> new PacketCommand().declare();
            case "init" -> new InitCommand().declare();
            case "import" -> new ImportCommand().declare();
            case "verify" -> new VerifyCommand().declare();
            case "export" -> new ExportCommand().declare();
            case "schema" -> new SchemaCommand().declare();
            case "pricing" -> new PricingCommand().declare();
            case "serve" -> new ServeCommand().declare();
            case "drift" -> new DriftCommand().declare();
            case "help" -> new HelpCommand().declare();
            default -> null;
        };
    }

    /**
     * picocli's system property (since 4.7.0, its manual's "Closures in annotations"): true, and its factory
     * does not look for Groovy's closure class, which no jar of ours holds. The failed look-up was 4% of a
     * one-design {@code check}'s profiled samples; paired runs put the gain nearer 1% (docs/performance.md).
     */
    static final String CLOSURES_DISABLED = "picocli.disable.closures";

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
        if (System.getProperty(CLOSURES_DISABLED) == null) {
            System.setProperty(CLOSURES_DISABLED, "true");
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
        CommandSpec named = "help".equals(first) ? null : declare(first);
        if (named != null) {
            cli.addSubcommand(first, new CommandLine(named));
        } else if (!(args.length == 1 && ("--version".equals(first) || "-V".equals(first)))) {
            for (String name : COMMANDS) {
                cli.addSubcommand(name, new CommandLine(declare(name)));
            }
        }
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name a command: build, check, cost, rules, diff, drift, packet, init, import, export, schema, serve");
    }
}
