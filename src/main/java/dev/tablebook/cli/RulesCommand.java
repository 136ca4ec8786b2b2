package dev.tablebook.cli;

import dev.tablebook.check.Rules;
import dev.tablebook.render.check.RuleCatalog;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook rules}: lists the rule catalog (id, severity, category, one line). */
final class RulesCommand implements Callable<Integer> {
    enum Format { text, json }

    Format format = Format.text;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "rules",
                        "Lists the rule catalog: id, default severity, category and what each rule finds.")
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("text (default) or json."))
                .spec();
    }

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(format == Format.json ? RuleCatalog.json(Rules.catalog())
                : RuleCatalog.text(Rules.catalog()));
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }
}
