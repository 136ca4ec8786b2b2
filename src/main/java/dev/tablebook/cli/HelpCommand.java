package dev.tablebook.cli;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

import java.io.PrintWriter;

/**
 * {@code tablebook help [COMMAND]}: the usage help of tablebook or of one command. picocli's
 * {@link CommandLine.HelpCommand}, with the same texts and behaviour, declared with picocli's programmatic
 * API ({@link Declare}): picocli's own is declared by annotations on private fields, which only the
 * annotation model can set.
 */
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
    String command;

    private CommandLine self;
    private Help.ColorScheme colors;
    private PrintWriter out;

    CommandSpec declare() {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(this).name("help").helpCommand(true);
        spec.usageMessage()
                .header("Display help information about the specified command.")
                .synopsisHeading("%nUsage: ")
                .description("%nWhen no COMMAND is given, the usage help for the main command is displayed.",
                        "If a COMMAND is specified, the help for that command is shown.%n");
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show usage help for the help command and exit.").build());
        spec.addPositional(Declare.parameter(String.class, v -> command = v).arity("0..1").paramLabel("COMMAND")
                .description("The COMMAND to display the usage help message for.").build());
        return spec;
    }

    @Override
    public void init(CommandLine helpCommandLine, Help.ColorScheme colorScheme, PrintWriter outWriter, PrintWriter errWriter) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = outWriter;
    }

    @Override
    public void run() {
        CommandLine parent = self == null ? null : self.getParent();
        if (parent == null) {
            return;
        }
        if (command == null) {
            parent.usage(out, colors);
            return;
        }
        CommandLine subcommand = parent.getSubcommands().get(command);
        if (subcommand == null) {
            throw new ParameterException(parent, "Unknown subcommand '" + command + "'.", null, command);
        }
        subcommand.usage(out, colors);
    }
}
