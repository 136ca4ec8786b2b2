package dev.tablebook.cli;

import dev.tablebook.format.Figures;
import dev.tablebook.render.diff.DiffJson;
import dev.tablebook.diff.DiffReport;
import dev.tablebook.diff.FailOver;
import dev.tablebook.render.diff.DiffView;
import dev.tablebook.diff.RepositoryDiff;
import dev.tablebook.diff.Side;
import dev.tablebook.load.RepositoryRevision;
import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.Visible;
import dev.tablebook.render.SiteStyles;
import dev.tablebook.render.Templates;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook diff BASE HEAD}: what a change does to the designs, what it costs to ship and to run. */
final class DiffCommand implements Callable<Integer> {
    enum Format { md, json, html }

    String base;
    String head;
    Format format = Format.md;
    Double failOver;
    Path repo = Path.of(".");
    String designs = "designs";
    final PricingOptions pricing = new PricingOptions();
    boolean quiet;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "diff",
                        "Compares two revisions of the designs: folders, files, or git:REV of the repository"
                                + " (git:REV:FOLDER for designs outside designs/).",
                        "Exit 1 when the head has input errors or new error findings, or the cost rises more than"
                                + " --fail-over.")
                .add(Declare.parameter(String.class, v -> base = v).index("0").paramLabel("BASE")
                        .description("The revision before: a folder, a file or git:REV."))
                .add(Declare.parameter(String.class, v -> head = v).index("1").paramLabel("HEAD")
                        .description("The revision after: a folder, a file or git:REV."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("md (default), json or html."))
                .add(Declare.option("--fail-over", Double.class, failOver, v -> failOver = v).paramLabel("PCT")
                        .description("Exit 1 when the expected monthly total of any one service, or of the repository,"
                                + " rises by more than PCT percent; names which."))
                .add(Declare.option("--repo", Path.class, repo, v -> repo = v).paramLabel("DIR")
                        .description("A folder inside the git repository that git:REV reads (default: the current"
                                + " folder)."))
                .add(Declare.option("--designs", String.class, designs, v -> designs = v).paramLabel("FOLDER")
                        .description("The designs folder inside the repository, for git:REV (default: designs)."))
                .addAll(pricing.options())
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print nothing on standard error but problems."))
                .spec();
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (failOver != null && (failOver.isNaN() || failOver < 0)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--fail-over takes a percentage of 0 or more, not " + failOver);
        }
        DesignLoader loader = new DesignLoader();
        RepositoryRevision before = load(base, loader, stderr);
        RepositoryRevision after = load(head, loader, stderr);
        dev.tablebook.cost.Pricing prices = pricing.pricing();
        Pipeline pipeline = Pipeline.standard(prices);
        // the head takes the base's result of every design the change left alone (the same file, the same content)
        RunResult baseRun = pipeline.run(before.loaded());
        DiffReport compared = new RepositoryDiff(prices).compare(new Side(before, baseRun),
                new Side(after, pipeline.run(after.loaded(), baseRun)));
        DiffReport report = failOver == null ? compared : compared.gated(new FailOver(failOver));
        stdout.print(switch (format) {
            case json -> DiffJson.write(report);
            case md -> new Templates().render("md/diff.ftl", Map.of("diff", DiffView.of(report)));
            case html -> new Templates().render("pages/diff.ftlh", Map.of("diff", DiffView.of(report),
                    "css", SiteStyles.css()));
        });
        stdout.flush();
        for (String e : report.headErrors()) {
            stderr.println(Visible.text(e));
        }
        boolean fail = !report.headErrors().isEmpty() || !report.newErrors().isEmpty();
        if (report.failOver() != null) {
            for (FailOver.Measured over : report.failOver().exceeded()) {
                stderr.println("tablebook: the expected monthly cost rises by more than " + Figures.plain(failOver)
                        + "% (--fail-over) in " + over.label() + ": " + over.describe());
                fail = true;
            }
        }
        return fail ? ExitCode.FINDINGS : ExitCode.OK;
    }

    private RepositoryRevision load(String spec, DesignLoader loader, PrintWriter stderr) {
        try {
            return RepositoryRevision.load(spec, repo, designs, loader, note -> stderr.println("tablebook: " + note));
        } catch (RepositoryRevision.Unreadable e) {
            throw new CannotRun(e.getMessage());
        }
    }
}
