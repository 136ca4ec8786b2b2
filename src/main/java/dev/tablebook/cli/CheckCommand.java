package dev.tablebook.cli;

import dev.tablebook.run.Pipeline;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.Rules;
import dev.tablebook.render.check.HelpBase;
import dev.tablebook.render.check.JsonReport;
import dev.tablebook.render.check.SarifPlace;
import dev.tablebook.render.check.SarifReport;
import dev.tablebook.render.check.TextReport;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook check [DESIGNS|FILE...] [--format text|json|sarif]}: runs the rule catalog. */
final class CheckCommand implements Callable<Integer> {
    enum Format { text, json, sarif }

    List<Path> designs;
    Format format = Format.text;
    String siteUrl;
    boolean omitAccepted;
    boolean quiet;
    final PricingOptions pricing = new PricingOptions();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "check", "Checks the designs against the rule catalog and prints the findings.")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("text (default), json or sarif."))
                .add(Declare.option("--site-url", String.class, siteUrl, v -> siteUrl = v).paramLabel("URL")
                        .description("Where the design site is published: the base of SARIF help links (default: the"
                                + " repository's GitHub Pages address when run in GitHub Actions, else none)."))
                .add(Declare.flag("--omit-accepted", v -> omitAccepted = v)
                        .description("SARIF: leave out the findings a deviation accepts (code scanning would show them"
                                + " as open alerts)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Text format: print only findings that fail the run."))
                .addAll(pricing.options())
                .spec();
    }

    @Override
    public Integer call() {
        Inputs inputs = Inputs.designs(designs, spec.commandLine().getErr());
        List<Finding> findings;
        try (ProgressLine progress = ProgressLine.of(spec.commandLine().getErr(), quiet)) {
            findings = Pipeline.standard(pricing.pricing()).progress(progress).findings(inputs.paths());
        }
        String text = switch (format) {
            case json -> JsonReport.render(findings);
            case sarif -> SarifReport.render(findings, Rules.catalog(), Version.number(),
                    HelpBase.resolve(siteUrl, System.getenv()), SarifPlace.here(), !omitAccepted);
            case text -> quiet ? quietText(findings) : TextReport.render(findings);
        };
        spec.commandLine().getOut().print(text);
        spec.commandLine().getOut().flush();
        return inputs.exit(CheckRun.fails(findings) ? ExitCode.FINDINGS : ExitCode.OK);
    }

    /** Only what fails the run, and nothing at all when nothing does. */
    private static String quietText(List<Finding> findings) {
        List<Finding> failing = findings.stream().filter(Finding::failsRun).toList();
        return failing.isEmpty() ? "" : TextReport.render(failing, FindingCounts.of(findings));
    }
}
