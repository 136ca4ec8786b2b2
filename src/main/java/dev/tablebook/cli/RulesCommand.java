package dev.tablebook.cli;

import dev.tablebook.check.Rules;
import dev.tablebook.render.check.RuleCatalog;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tablebook rules}: lists the rule catalog (id, severity, category, one line). */
@Command(name = "rules", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Lists the rule catalog: id, default severity, category and what each rule finds.")
final class RulesCommand implements Callable<Integer> {
    enum Format { text, json }

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json.")
    Format format = Format.text;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(format == Format.json ? RuleCatalog.json(Rules.catalog())
                : RuleCatalog.text(Rules.catalog()));
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
