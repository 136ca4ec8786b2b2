package dev.tablebook.cli;

import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rules;
import dev.tablebook.check.Checker;
import dev.tablebook.render.check.TextReport;
import dev.tablebook.render.cost.CostJson;
import dev.tablebook.render.cost.CostMarkdown;
import dev.tablebook.render.cost.CostText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code tablebook cost [DESIGNS|FILE...] [--format text|json|md]}: the cost model of each service. */
@Command(name = "cost", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Prices each design: request units, storage, further line items, capacity modes and the"
                + " recommendation, hot partitions and the assumptions behind every figure.")
final class CostCommand implements Callable<Integer> {
    enum Format { text, json, md }

    @Parameters(arity = "0..*", paramLabel = "DESIGNS", description = "Design folders or files (default: designs).")
    List<Path> designs;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default), json or md.")
    Format format = Format.text;

    @Option(names = "--quiet", description = "Print the report only, no input errors.")
    boolean quiet;

    @Mixin
    PricingOptions pricing;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        // the report shows costs and input errors only, so the rule catalog is not run
        RunResult run;
        try (ProgressLine progress = ProgressLine.of(spec.commandLine().getErr(), quiet)) {
            run = new Pipeline(new Checker(List.of()), pricing.pricing()).progress(progress).run(Inputs.designs(designs));
        }
        List<Finding> inputErrors = run.findings().stream().filter(f -> f.rule().equals(Rules.INPUT.id())).toList();
        if (!quiet && !inputErrors.isEmpty()) {
            spec.commandLine().getErr().print(TextReport.render(inputErrors));
            spec.commandLine().getErr().flush();
        }
        if (format == Format.json) {
            // streamed: the JSON of a large repository is too big to hold as one string
            CostJson.write(run.costReports(), spec.commandLine().getOut());
        } else {
            spec.commandLine().getOut().print(format == Format.md ? CostMarkdown.render(run.costReports())
                    : CostText.render(run.costReports()));
            spec.commandLine().getOut().flush();
        }
        return inputErrors.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS;
    }
}
