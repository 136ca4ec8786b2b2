package dev.tablebook.cli;

import dev.tablebook.run.Pipeline;
import dev.tablebook.run.Progress;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.concurrent.Parallel;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rules;
import dev.tablebook.check.Checker;
import dev.tablebook.render.check.TextReport;
import dev.tablebook.render.cost.CostJson;
import dev.tablebook.render.cost.CostMarkdown;
import dev.tablebook.render.cost.CostText;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook cost [DESIGNS|FILE...] [--format text|json|md]}: the cost model of each service. */
final class CostCommand implements Callable<Integer> {
    enum Format { text, json, md }

    List<Path> designs;
    Format format = Format.text;
    boolean quiet;
    final PricingOptions pricing = new PricingOptions();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "cost", "Prices each design: request units, storage, further line items,"
                        + " capacity modes and the recommendation, hot partitions and the assumptions behind every figure.")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("text (default), json or md."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print the report only, no input errors."))
                .addAll(pricing.options())
                .spec();
    }

    @Override
    public Integer call() {
        // the report shows costs and input errors only, so the rule catalog is not run
        Pipeline pipeline = new Pipeline(new Checker(List.of()), pricing.pricing());
        List<Finding> findings = new ArrayList<>();
        Inputs inputs = Inputs.designs(designs, spec.commandLine().getErr());
        try (ProgressLine progress = ProgressLine.of(spec.commandLine().getErr(), quiet)) {
            // the progress line shows until the report starts, which then shows how far it is itself
            UntilOutput shown = new UntilOutput(progress);
            LoadResult loaded = pipeline.progress(shown).load(inputs.paths());
            findings.addAll(CheckRun.findings(loaded, List.of()));
            // each design is priced a few ahead of the one written, and its report let go once written:
            // the report of thousands of designs is never held whole
            try (Parallel.Ordered<Design, Pipeline.Checked> each = pipeline.checked(loaded)) {
                Iterable<CostReport> reports = () -> new Iterator<>() {
                    private CostReport next;

                    @Override
                    public boolean hasNext() {
                        while (next == null && each.hasNext()) {
                            Pipeline.Checked c = each.next();
                            findings.addAll(c.findings());
                            next = c.cost();
                        }
                        return next != null;
                    }

                    @Override
                    public CostReport next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        CostReport r = next;
                        next = null;
                        shown.stop();
                        return r;
                    }
                };
                PrintWriter out = spec.commandLine().getOut();
                switch (format) {
                    case json -> {
                        if (out instanceof StreamOut bytes) {
                            bytes.utf8(stream -> CostJson.write(reports, stream));
                        } else {
                            CostJson.write(reports, out);
                        }
                    }
                    case md -> CostMarkdown.write(reports, out);
                    case text -> CostText.write(reports, out);
                }
            }
        }
        List<Finding> inputErrors = findings.stream().filter(f -> f.rule().equals(Rules.INPUT.id()))
                .sorted(FindingOrder.REPORT).toList();
        if (!quiet && !inputErrors.isEmpty()) {
            spec.commandLine().getErr().print(TextReport.render(inputErrors));
            spec.commandLine().getErr().flush();
        }
        return inputs.exit(inputErrors.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS);
    }

    /** A progress line that stops, cleared, when the report starts (the workers may still report). */
    private static final class UntilOutput implements Progress {
        private final ProgressLine line;
        private boolean stopped;

        UntilOutput(ProgressLine line) {
            this.line = line;
        }

        @Override
        public synchronized void at(String stage, int done, int total) {
            if (!stopped) {
                line.at(stage, done, total);
            }
        }

        synchronized void stop() {
            if (!stopped) {
                stopped = true;
                line.close();
            }
        }
    }
}
