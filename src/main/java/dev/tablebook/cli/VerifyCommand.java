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
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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

/**
 * {@code tablebook verify [DESIGNS|FILE...] --endpoint URL}: proves each design on a
 * DynamoDB-compatible engine (docs/verify.md).
 */
@Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Creates each design's tables on a DynamoDB-compatible engine, writes example items, runs every "
                + "access pattern with the request the site shows and reports verified, mismatch or not-verifiable.")
final class VerifyCommand implements Callable<Integer> {
    enum Format { text, json, md }

    @Parameters(arity = "0..*", paramLabel = "DESIGNS", description = "Design folders or files (default: designs).")
    List<Path> designs;

    @Option(names = "--endpoint", required = true, paramLabel = "URL",
            description = "The engine: http://127.0.0.1:8000 for a local one, https://dynamodb.REGION.amazonaws.com for DynamoDB.")
    String endpoint;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default), json or md.")
    Format format = Format.text;

    @Option(names = "--keep", description = "Keep the tables afterwards (they are deleted by default).")
    boolean keep;

    @Option(names = "--prefix", paramLabel = "PREFIX",
            description = "Table name prefix (default: tablebook-verify- and 8 random hex digits); a table that exists is refused.")
    String prefix;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "The engine's name on the report (default: DynamoDB for an AWS endpoint, else host:port).")
    String engineName;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Connect and read timeout per call (default: 10).")
    int timeoutSeconds = 10;

    @Option(names = "--retries", paramLabel = "N",
            description = "Attempts per call that the engine throttles, fails with a 5xx or drops, with backoff (default: 6; 1: none).")
    int attempts = 6;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

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
