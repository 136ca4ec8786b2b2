package dev.tablebook.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** The {@code tablebook} command: subcommands are listed here, exceptions become exit codes here. */
@Command(name = "tablebook", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Validates, costs and documents Amazon DynamoDB designs kept as YAML, one file per service.",
        subcommands = {BuildCommand.class, CheckCommand.class, CostCommand.class, RulesCommand.class,
                DiffCommand.class, PacketCommand.class, InitCommand.class, ImportCommand.class, VerifyCommand.class,
                ExportCommand.class, SchemaCommand.class, PricingCommand.class, ServeCommand.class, DriftCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        ProgressLine.stderrIsTerminal = ProgressLine.detectTerminal();
        System.exit(run(out, err, args));
    }

    /** Runs one command line, writing to the given streams, and returns the exit code. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        Locale.setDefault(Locale.ROOT);
        CommandLine cli = new CommandLine(new Main());
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

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name a command: build, check, cost, rules, diff, drift, packet, init, import, export, schema, serve");
    }
}
