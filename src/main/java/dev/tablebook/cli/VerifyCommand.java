package dev.tablebook.cli;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.verify.VerifyJson;
import dev.tablebook.render.verify.VerifyMarkdown;
import dev.tablebook.render.verify.VerifyText;
import dev.tablebook.verify.Engine;
import dev.tablebook.verify.Verifier;
import dev.tablebook.model.verified.VerifyReport;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tablebook verify [DESIGNS|FILE...] --endpoint URL}: proves each design on a
 * DynamoDB-compatible engine (docs/verify.md).
 */
final class VerifyCommand implements Callable<Integer> {
    enum Format { text, json, md }

    List<Path> designs;
    String endpoint;
    Format format = Format.text;
    boolean keep;
    String prefix;
    String engineName;
    int timeoutSeconds = 10;
    int attempts = 6;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "verify", "Creates each design's tables on a DynamoDB-compatible engine,"
                        + " writes example items, runs every access pattern with the request the site shows and reports"
                        + " verified, mismatch or not-verifiable.")
                .add(Declare.parameters(Path.class, v -> designs = v).arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--endpoint", String.class, endpoint, v -> endpoint = v).required(true).paramLabel("URL")
                        .description("The engine: http://127.0.0.1:8000 for a local one,"
                                + " https://dynamodb.REGION.amazonaws.com for DynamoDB."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("text (default), json or md."))
                .add(Declare.flag("--keep", v -> keep = v)
                        .description("Keep the tables afterwards (they are deleted by default)."))
                .add(Declare.option("--prefix", String.class, prefix, v -> prefix = v).paramLabel("PREFIX")
                        .description("Table name prefix (default: tablebook-verify- and 8 random hex digits); a table"
                                + " that exists is refused."))
                .add(Declare.option("--engine", String.class, engineName, v -> engineName = v).paramLabel("NAME")
                        .description("The engine's name on the report (default: DynamoDB for an AWS endpoint, else"
                                + " host:port)."))
                .add(Declare.option("--timeout", int.class, timeoutSeconds, v -> timeoutSeconds = v).paramLabel("SECONDS")
                        .description("Connect and read timeout per call (default: 10)."))
                .add(Declare.option("--retries", int.class, attempts, v -> attempts = v).paramLabel("N")
                        .description("Attempts per call that the engine throttles, fails with a 5xx or drops, with"
                                + " backoff (default: 6; 1: none)."))
                .spec();
    }

    @Override
    public Integer call() {
        URI uri = endpoint();
        Inputs inputs = Inputs.designs(designs, spec.commandLine().getErr());
        LoadResult loaded = new DesignLoader().load(inputs.paths());
        List<String> errors = loaded.errors().stream().map(VerifyCommand::line).toList();
        List<Design> ok = loaded.designs().stream().filter(d -> !loaded.failedFiles().contains(d.file())).toList();
        String names = prefix != null ? prefix : "tablebook-verify-" + HexFormat.of().formatHex(randomBytes()) + "-";
        if (!names.matches("[A-Za-z0-9_.-]{0,200}")) {
            throw new CannotRun("--prefix may hold only letters, digits, `_`, `-` and `.`: " + names);
        }
        VerifyReport report;
        if (attempts < 1 || attempts > 20) {
            throw new CannotRun("--retries takes 1 to 20 attempts, not " + attempts);
        }
        try (Engine engine = Engine.connect(uri, engineName, Duration.ofSeconds(Math.max(1, timeoutSeconds)),
                Engine.Retries.standard(attempts))) {
            report = new Verifier(engine, names, keep).verify(ok, errors,
                    Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        } catch (Verifier.CannotVerify e) {
            throw new CannotRun(e.getMessage());
        }
        String text = switch (format) {
            case json -> VerifyJson.render(report);
            case md -> VerifyMarkdown.render(report);
            case text -> VerifyText.render(report);
        };
        spec.commandLine().getOut().print(text);
        spec.commandLine().getOut().flush();
        if (report.engineFailed()) {
            // the report is printed whatever happened; the exit code and one line say the engine failed it
            var err = spec.commandLine().getErr();
            err.println("tablebook: " + (report.stopped() != null ? report.stopped()
                    : "the engine failed some calls (engine error); see the report")
                    + (report.leftBehind().isEmpty() ? "" : "; tables left behind: " + String.join("; ", report.leftBehind())));
            err.flush();
            return ExitCode.CANNOT_RUN;
        }
        return inputs.exit(report.hasMismatch() || !errors.isEmpty() ? ExitCode.FINDINGS : ExitCode.OK);
    }

    private URI endpoint() {
        try {
            URI uri = new URI(endpoint);
            if (uri.getScheme() == null || !uri.getScheme().matches("https?") || uri.getHost() == null) {
                throw new CannotRun("--endpoint must be an http or https URL such as http://127.0.0.1:8000, not " + endpoint);
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new CannotRun("--endpoint is not a URL: " + endpoint);
        }
    }

    private static byte[] randomBytes() {
        byte[] b = new byte[4];
        new SecureRandom().nextBytes(b);
        return b;
    }

    private static String line(InputError e) {
        return e.pos().file() + ":" + e.pos().line() + ":" + e.pos().column() + ": " + e.message();
    }
}
