package dev.tablebook.cli;

import dev.tablebook.cache.CachedBuild;
import dev.tablebook.cost.Pricing;
import dev.tablebook.render.SiteWriter;
import dev.tablebook.render.Templates;
import dev.tablebook.serve.LiveSite;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tablebook serve [DESIGNS] [--port N]}: builds the site into a temporary folder, serves
 * it on 127.0.0.1, rebuilds it on every change of a design, the templates or the price sheet,
 * and reloads the open pages, which show the input errors of the latest build.
 */
final class ServeCommand implements Callable<Integer> {
    List<Path> designs;
    int port = 8000;
    Path templates;
    final PricingOptions pricing = new PricingOptions();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "serve", "Builds the site, serves it on 127.0.0.1 only, rebuilds it on"
                        + " every change of a design (or of --templates, --pricing) and reloads the open pages; input"
                        + " errors show in the page.")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--port", int.class, port, v -> port = v).paramLabel("N")
                        .description("The port on 127.0.0.1 (default: 8000; 0: any free port)."))
                .add(Declare.option("--templates", Path.class, templates, v -> templates = v).paramLabel("DIR")
                        .description("Render with the templates in DIR (laid out as tablebook's templates/ folder;"
                                + " files it lacks come from the built-in ones), watched for changes. Default: the"
                                + " built-in templates."))
                .addAll(pricing.options())
                .spec();
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter stdout = spec.commandLine().getOut();
        List<Path> inputs = Inputs.designs(designs, spec.commandLine().getErr()).paths();
        if (port < 0 || port > 65535) {
            throw new CannotRun("--port must be between 0 and 65535, not " + port);
        }
        if (templates != null && !Files.isDirectory(templates)) {
            throw new CannotRun("no such templates folder: " + templates);
        }
        pricing.pricing(); // a price sheet that cannot be read stops the command before it serves
        Templates pages = templates == null ? new Templates() : new Templates(templates);
        Path work = Files.createTempDirectory("tablebook-serve-");
        Path out = work.resolve("site");
        List<Path> watched = new ArrayList<>(inputs);
        if (templates != null) {
            watched.add(templates);
        }
        watched.addAll(pricing.files());
        LiveSite site;
        try {
            site = new LiveSite(builder(inputs, pricing::pricing, pages), out, watched, port, line -> {
                stdout.println(line);
                stdout.flush();
            });
        } catch (BindException e) {
            deleteQuietly(work);
            throw new CannotRun("cannot listen on 127.0.0.1:" + port + " (" + e.getMessage()
                    + "); choose another port with --port, or --port 0 for any free one");
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            site.close();
            deleteQuietly(work);
            stopped.countDown();
        }));
        stdout.println("Serving the site at " + site.url() + " (written to " + out + ")");
        stdout.println("Watching " + String.join(", ", watched.stream().map(Path::toString).toList())
                + "; every change rebuilds the site and reloads the open pages. Ctrl-C stops.");
        stdout.flush();
        stopped.await();
        return ExitCode.OK;
    }

    /**
     * One build, as {@code build} does it (with the build cache: a change renders again only the
     * services it touches), with the price sheet read again each time; returns the input errors
     * to show.
     */
    static LiveSite.Builder builder(List<Path> inputs, Supplier<Pricing> pricing, Templates pages) {
        return out -> {
            try (SiteWriter writer = new SiteWriter(out)) {
                writer.checkApartFrom(inputs);
                writer.checkOutput();
                CachedBuild.Outcome built = new CachedBuild().build(new CachedBuild.Request(inputs, pricing.get(),
                        pages, null, List.of(), true), writer);
                writer.commit();
                return built.inputErrors();
            }
        };
    }

    private static void deleteQuietly(Path dir) {
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a temporary folder the system cleans up anyway
        }
    }
}
