package dev.tablebook.cli;

import dev.tablebook.check.FindingCounts;
import dev.tablebook.run.Pipeline;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Finding;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.load.GitDesigns;
import dev.tablebook.render.Packet;
import dev.tablebook.render.SiteCosts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook packet SERVICE [DESIGNS] [--out FILE]}: one self-contained review packet. */
final class PacketCommand implements Callable<Integer> {
    String service;
    List<Path> designs;
    Path out;
    boolean quiet;
    final PricingOptions pricing = new PricingOptions();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "packet", "Writes the review packet of one service: a single HTML file,"
                        + " styles and drawings inline, that prints on A4 and Letter.")
                .add(Declare.parameter(String.class, v -> service = v).index("0").paramLabel("SERVICE")
                        .description("The service (its slug)."))
                .add(Declare.parameters(Path.class, v -> designs = v).index("1..*").arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("FILE")
                        .description("The packet file (default: packets/SERVICE.html)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .addAll(pricing.options())
                .spec();
    }

    @Override
    public Integer call() {
        Pipeline pipeline = Pipeline.standard(pricing.pricing());
        Inputs inputs = Inputs.designs(designs, spec.commandLine().getErr());
        LoadResult loaded = pipeline.load(inputs.paths());
        Design design = loaded.designs().stream().filter(d -> d.service().equals(service)).findFirst()
                .orElseThrow(() -> new CannotRun("no service `" + service + "` among the designs that load"
                        + (loaded.designs().isEmpty() ? "" : "; there are: " + String.join(", ",
                        loaded.designs().stream().map(Design::service).toList()))
                        + (loaded.hasErrors() ? " (some design files have input errors: run tablebook check)"
                        : "")));
        // only this service is priced and checked: the packet shows its findings and the input errors of the load
        Pipeline.Checked checked = pipeline.check(design);
        List<Finding> findings = CheckRun.findings(loaded, List.of(checked.findings()));
        String html;
        try (GitDesigns.History revisions = GitDesigns.history()) {
            html = new Packet().render(design, findings, SiteCosts.of(design, checked.cost(), findings),
                    revisions.apply(design));
        }
        Path target = out != null ? out : Path.of("packets", service + ".html");
        if (out == null) {
            GeneratedFolder.create(target.getParent());
        }
        write(target, html, service);
        if (!quiet) {
            spec.commandLine().getOut().println("Wrote " + target + "; "
                    + FindingCounts.of(findings, service).tally());
        }
        boolean fails = findings.stream().anyMatch(f -> service.equals(f.service()) && f.failsRun());
        return inputs.exit(fails ? ExitCode.FINDINGS : ExitCode.OK);
    }

    /**
     * Writes beside the target and moves into place, so a failed run never leaves half a packet.
     * The packet is an HTML file: never a folder, and never a file named like a design (that would
     * overwrite one, or be read as a broken design by the next run).
     */
    private static void write(Path target, String html, String service) {
        Path absolute = target.toAbsolutePath().normalize();
        Path dir = absolute.getParent();
        if (dir == null || Files.isDirectory(absolute)) {
            throw new CannotRun(target + " is a folder; --out names the packet file, e.g. "
                    + (dir == null ? "" : target + "/") + service + ".html");
        }
        if (absolute.getFileName().toString().matches("(?i).*\\.(ya?ml|json)")) {
            throw new CannotRun("refusing to write the packet to " + target + ", a design file's name; a packet is"
                    + " HTML, e.g. --out " + absolute.getFileName().toString().replaceFirst("\\.[^.]*$", "") + ".html");
        }
        OutputFile.replace(target, html);
    }
}
