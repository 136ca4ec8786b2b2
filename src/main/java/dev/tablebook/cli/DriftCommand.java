package dev.tablebook.cli;

import dev.tablebook.drift.Drift;
import dev.tablebook.drift.LiveReader;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.GitDesigns;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.Revision;
import dev.tablebook.load.deployed.CdkAssemblyReader;
import dev.tablebook.load.deployed.CloudFormationReader;
import dev.tablebook.model.Design;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.render.check.HelpBase;
import dev.tablebook.render.check.SarifPlace;
import dev.tablebook.render.drift.DriftJson;
import dev.tablebook.render.drift.DriftMarkdown;
import dev.tablebook.render.drift.DriftSarif;
import dev.tablebook.render.drift.DriftText;
import dev.tablebook.verify.Engine;
import dev.tablebook.verify.ReadOnlyDynamo;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tablebook drift DESIGNS --against SOURCE…}: the designs against what CloudFormation or
 * SAM templates, a CDK cloud assembly or a live endpoint deploy (docs/drift.md). Exit codes as
 * {@code check}: 1 for a difference, an unreadable table or a problem reading a source or a
 * design; 2 when it cannot run (a missing file, bad usage).
 */
final class DriftCommand implements Callable<Integer> {
    enum Format { text, json, sarif, md }

    List<Path> designs;
    List<String> against;
    String prefix;
    Map<String, String> parameters = new LinkedHashMap<>();
    Format format = Format.text;
    String siteUrl;
    int timeoutSeconds = 10;
    final PricingOptions pricing = new PricingOptions();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "drift",
                        "Compares each designed table with what is deployed: CloudFormation or SAM templates (YAML or"
                                + " JSON), a CDK cloud assembly (cdk.out), or a live DynamoDB endpoint, which is only"
                                + " described, never changed. Every difference is classed as `diff` classes a change,"
                                + " with its monthly cost.",
                        "Tables are matched by name (after --prefix), by logical id or CDK construct path, or by a"
                                + " table's `deployed` field.")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.list("--against", String.class, against, v -> against = v).required(true).arity("1..*")
                        .paramLabel("SOURCE")
                        .description("A template (.yaml, .yml, .json, .template), a CDK cloud assembly folder (or its"
                                + " manifest.json), or an endpoint URL (http://127.0.0.1:8000,"
                                + " https://dynamodb.REGION.amazonaws.com). Repeat it, or list several."))
                .add(Declare.option("--prefix", String.class, prefix, v -> prefix = v).paramLabel("PREFIX")
                        .description("What the deployed table names put before the designed ones (an environment's"
                                + " prefix)."))
                .add(Declare.map("--parameter", parameters, v -> parameters = v).paramLabel("KEY=VALUE")
                        .description("A template parameter's value (default: its Default); repeat it. Also pins a"
                                + " pseudo parameter, such as AWS::Region=eu-west-1."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("text (default), json, sarif or md."))
                .add(Declare.option("--site-url", String.class, siteUrl, v -> siteUrl = v).paramLabel("URL")
                        .description("SARIF: where the design site is published (as `check --site-url`)."))
                .add(Declare.option("--timeout", int.class, timeoutSeconds, v -> timeoutSeconds = v).paramLabel("SECONDS")
                        .description("Endpoint: connect and read timeout per call (default: 10)."))
                .addAll(pricing.options())
                .spec();
    }

    @Override
    public Integer call() {
        Inputs inputs = Inputs.designs(designs, spec.commandLine().getErr());
        List<String> left = new ArrayList<>();
        List<Object> sources = sources(left);
        for (String why : left) {
            spec.commandLine().getErr().println("tablebook: " + why);
        }
        spec.commandLine().getErr().flush();
        LoadResult loaded = new DesignLoader().load(inputs.paths());
        List<Design> ok = loaded.designs().stream().filter(d -> !loaded.failedFiles().contains(d.file())).toList();
        Drift drift = new Drift(pricing.pricing(), prefix);
        List<DeployedRead> reads = new ArrayList<>();
        try (GitDesigns.History history = GitDesigns.history()) {
            for (Object s : sources) {
                if (s instanceof URI uri) {
                    reads.add(live(uri, drift, ok));
                } else {
                    reads.add(file((Path) s, history));
                }
            }
        }
        DriftReport report = drift.run(ok, loaded.errors(), reads);
        String text = switch (format) {
            case json -> DriftJson.render(report);
            case md -> DriftMarkdown.render(report);
            case sarif -> DriftSarif.render(report, Version.number(), HelpBase.resolve(siteUrl, System.getenv()),
                    SarifPlace.here());
            case text -> DriftText.render(report);
        };
        spec.commandLine().getOut().print(text);
        spec.commandLine().getOut().flush();
        int code = inputs.exit(report.fails() ? ExitCode.FINDINGS : ExitCode.OK);
        return left.isEmpty() ? code : ExitCode.CANNOT_RUN;
    }

    /**
     * Each --against as a URI (an endpoint) or a path that exists. A path that is missing, unreadable
     * or a folder that is no cloud assembly is named on stderr and left out, the other sources still
     * compared (the exit code is then 2, as for a missing design); a malformed URL, or no source
     * left, and the command cannot run.
     */
    private List<Object> sources(List<String> left) {
        List<Object> out = new ArrayList<>();
        for (String a : against) {
            if (a.matches("(?i)https?://.*")) {
                try {
                    URI uri = new URI(a);
                    if (uri.getHost() == null) {
                        throw new CannotRun("--against " + a + " is not an endpoint URL such as http://127.0.0.1:8000");
                    }
                    out.add(uri);
                } catch (URISyntaxException e) {
                    throw new CannotRun("--against " + a + " is not a URL: " + e.getMessage());
                }
                continue;
            }
            Path p = Path.of(a);
            if (!Files.exists(p)) {
                left.add("no such template or cloud assembly: " + a);
            } else if (!Files.isReadable(p)) {
                left.add("cannot read " + a);
            } else if (Files.isDirectory(p) && !CdkAssemblyReader.isAssembly(p)) {
                left.add(a + " is a folder without a manifest.json: not a CDK cloud assembly (give a template"
                        + " file, or the cdk.out folder `cdk synth` writes)");
            } else {
                out.add(p);
            }
        }
        if (out.isEmpty()) {
            throw new CannotRun(String.join("\ntablebook: ", left));
        }
        return out;
    }

    private DeployedRead file(Path p, GitDesigns.History history) {
        String shown = p.toString().replace('\\', '/');
        Path revisioned = Files.isDirectory(p) ? p.resolve("manifest.json") : p;
        Revision rev = history.of(revisioned.toString());
        String commit = rev == null ? null : rev.shortId() + (rev.modified() ? " (modified since)" : "");
        if (CdkAssemblyReader.isAssembly(p)) {
            return new CdkAssemblyReader(parameters).read(p, shown, commit);
        }
        try {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            return new CloudFormationReader(parameters).read(shown, text, commit);
        } catch (IOException e) {
            throw new CannotRun("cannot read " + shown + ": " + e.getMessage());
        }
    }

    private DeployedRead live(URI uri, Drift drift, List<Design> designs) {
        String readAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        try (Engine engine = Engine.connect(uri, null, Duration.ofSeconds(Math.max(1, timeoutSeconds)))) {
            return new LiveReader(new ReadOnlyDynamo(engine), uri.toString(), readAt).read(drift.wantedNames(designs));
        }
    }
}
