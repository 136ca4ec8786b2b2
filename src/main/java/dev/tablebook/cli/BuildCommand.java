package dev.tablebook.cli;

import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import dev.tablebook.check.Finding;
import dev.tablebook.load.InputError;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.render.check.TextReport;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.VerifiedReader;
import dev.tablebook.render.Site;
import dev.tablebook.render.verify.VerifiedView;
import dev.tablebook.render.SiteCosts;
import dev.tablebook.render.SiteSwap;
import dev.tablebook.render.SiteWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code tablebook build [DESIGNS] [--out DIR]}: validates and renders the whole site. */
@Command(name = "build", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Loads the designs, checks them and renders the documentation site (HTML + Markdown).")
final class BuildCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "DESIGNS", description = "Design folders or files (default: designs).")
    List<Path> designs;

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: site).")
    Path out = Path.of("site");

    @Option(names = "--quiet", description = "Print only problems.")
    boolean quiet;

    @Mixin
    PricingOptions pricing;

    @Option(names = "--verified", paramLabel = "FILE",
            description = "A `verify --format json` report: each pattern shows its status and units, the index the engine.")
    Path verifiedFile;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        List<Path> inputs = Inputs.designs(designs);
        SiteWriter writer = new SiteWriter(out);
        try {
            writer.checkApartFrom(inputs);
            writer.checkOutput();
        } catch (SiteWriter.OutputRefused e) {
            throw new CannotRun(e.getMessage());
        }
        VerifiedView verified = null;
        if (verifiedFile != null) {
            try {
                verified = VerifiedView.of(VerifiedReader.read(verifiedFile));
            } catch (VerifiedReader.NotAReport e) {
                throw new CannotRun(e.getMessage());
            }
        }
        writer.recovered().forEach(note -> stderr.println("tablebook: " + note));
        RunResult run;
        List<InputError> unrendered;
        try (ProgressLine progress = ProgressLine.of(stderr, quiet); writer) {
            run = Pipeline.standard(pricing.pricing()).progress(progress).run(inputs);
            SiteSwap.pause("checked");
            LoadResult loaded = run.loaded();
            unrendered = new Site().progress(progress).render(loaded, run.findings(),
                    SiteCosts.of(loaded.designs(), run.costs(), run.findings()), verified, writer);
            SiteSwap.pause("rendered");
            progress.close();
            List<Finding> failing = run.findings().stream().filter(Finding::failsRun).toList();
            if (!failing.isEmpty()) {
                stderr.print(TextReport.render(failing, FindingCounts.of(run.findings())));
            }
            unrendered.forEach(e -> stderr.println(e.line()));
            writer.commit();
        } catch (SiteWriter.OutputRefused e) {
            throw new CannotRun(e.getMessage());
        }
        LoadResult loaded = run.loaded();
        if (!quiet) {
            Path where = out.toAbsolutePath().normalize();
            int written = loaded.designs().size() - unrendered.size();
            stdout.println("Wrote the site of " + written + " service"
                    + (written == 1 ? "" : "s") + " to " + where + (loaded.failedFiles().isEmpty() ? ""
                    : " (" + loaded.failedFiles().size() + " design file(s) with input errors not rendered)")
                    + "; open " + where.resolve("index.html") + "; " + FindingCounts.of(run.findings()).tally());
        }
        return run.fails() || !unrendered.isEmpty() ? ExitCode.FINDINGS : ExitCode.OK;
    }
}
