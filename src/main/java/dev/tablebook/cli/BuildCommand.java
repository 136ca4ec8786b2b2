package dev.tablebook.cli;

import dev.tablebook.render.check.TextReport;
import dev.tablebook.load.DriftReader;
import dev.tablebook.load.VerifiedReader;
import dev.tablebook.render.drift.DriftView;
import dev.tablebook.model.verified.VerifyReport;
import dev.tablebook.render.verify.VerifiedView;
import dev.tablebook.cache.CachedBuild;
import dev.tablebook.render.SiteSwap;
import dev.tablebook.render.Templates;
import dev.tablebook.render.SiteWriter;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tablebook build [DESIGNS] [--out DIR]}: validates and renders the whole site; with the
 * build cache in the output folder only the designs that changed are rendered again.
 */
final class BuildCommand implements Callable<Integer> {
    List<Path> designs;
    Path out = Path.of("site");
    boolean quiet;
    final PricingOptions pricing = new PricingOptions();
    boolean noCache;
    List<Path> verifiedFiles = new ArrayList<>();
    Path driftFile;
    boolean packets;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "build",
                        "Loads the designs, checks them and renders the documentation site (HTML + Markdown).")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("DIR")
                        .description("Output folder (default: site)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .addAll(pricing.options())
                .add(Declare.flag("--no-cache", v -> noCache = v)
                        .description("Render every service again, ignoring the build cache in the output folder"
                                + " (which is still written for the next build)."))
                .add(Declare.list("--verified", Path.class, verifiedFiles, v -> verifiedFiles = v).paramLabel("FILE")
                        .description("A `verify --format json` report: each pattern shows its status and units, the"
                                + " index the engine. Repeat it for each engine: every engine's result is shown, and"
                                + " where they differ the page says so."))
                .add(Declare.option("--drift", Path.class, driftFile, v -> driftFile = v).paramLabel("FILE")
                        .description("A `drift --format json` report: each table shows whether it matches what is"
                                + " deployed, or its differences; the index counts them."))
                .add(Declare.flag("--packets", v -> packets = v)
                        .description("Also write each service's review packet into the site (packets/SERVICE.html,"
                                + " as `tablebook packet` writes it); without it a service page prints as its packet."))
                .spec();
    }

    @Override
    @SuppressWarnings("try") // the progress line is closed early, before the summary is printed
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        Inputs given = Inputs.designs(designs, stderr);
        List<Path> inputs = given.paths();
        SiteWriter writer = new SiteWriter(out);
        try {
            writer.checkApartFrom(inputs);
            writer.checkOutput();
        } catch (SiteWriter.OutputRefused e) {
            throw new CannotRun(e.getMessage());
        }
        VerifiedView verified = null;
        if (!verifiedFiles.isEmpty()) {
            List<VerifyReport> reports = new ArrayList<>();
            for (Path f : verifiedFiles) {
                try {
                    reports.add(VerifiedReader.read(f));
                } catch (VerifiedReader.NotAReport e) {
                    throw new CannotRun(e.getMessage());
                }
            }
            verified = VerifiedView.of(reports);
        }
        DriftView drift = null;
        if (driftFile != null) {
            try {
                drift = DriftView.of(DriftReader.read(driftFile));
            } catch (DriftReader.NotAReport e) {
                throw new CannotRun(e.getMessage());
            }
        }
        writer.recovered().forEach(note -> stderr.println("tablebook: " + note));
        CachedBuild.Outcome built;
        try (ProgressLine progress = ProgressLine.of(stderr, quiet); writer) {
            built = new CachedBuild().progress(progress).build(new CachedBuild.Request(inputs, pricing.pricing(),
                    new Templates(), verified, verifiedFiles, drift, driftFile == null ? List.of() : List.of(driftFile),
                    !noCache, packets), writer);
            SiteSwap.pause("checked");
            progress.close();
            if (!quiet && built.fullBuildBecause() != null
                    && !built.fullBuildBecause().startsWith(CachedBuild.NO_CACHE) && !noCache) {
                stderr.println("tablebook: every service rendered again: " + built.fullBuildBecause());
            }
            if (!built.failing().isEmpty()) {
                stderr.print(TextReport.render(built.failing(), built.counts()));
            }
            built.unrendered().forEach(e -> stderr.println(e.line()));
            SiteSwap.pause("rendered");
            writer.commit();
        } catch (SiteWriter.OutputRefused e) {
            throw new CannotRun(e.getMessage());
        }
        if (!quiet) {
            Path where = out.toAbsolutePath().normalize();
            stdout.println("Wrote the site of " + built.services() + " service"
                    + (built.services() == 1 ? "" : "s") + " to " + where + (built.failedFiles().isEmpty() ? ""
                    : " (" + built.failedFiles().size() + " design file(s) with input errors not rendered)")
                    + "; open " + where.resolve("index.html") + "; " + built.counts().tally()
                    + (built.kept().isEmpty() ? "" : "; " + built.rendered().size() + " rendered, "
                    + built.kept().size() + " unchanged (build cache)"));
        }
        return given.exit(built.fails() || !built.unrendered().isEmpty() ? ExitCode.FINDINGS : ExitCode.OK);
    }
}
