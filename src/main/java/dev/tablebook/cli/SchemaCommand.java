package dev.tablebook.cli;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook schema [--out FILE] [--id URL]}: the JSON Schema of the design format, for editors. */
final class SchemaCommand implements Callable<Integer> {
    Path out;
    String id;
    boolean quiet;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "schema",
                        "Writes the JSON Schema of the design format (the one this tablebook reads), for editors:"
                                + " point a design's `# yaml-language-server: $schema=...` comment, or the editor's"
                                + " settings, at it.",
                        "`init` and `import` write it beside the designs when it is missing; run this to refresh it"
                                + " after an upgrade.")
                .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("FILE")
                        .description("The schema file (default: standard output)."))
                .add(Declare.option("--id", String.class, id, v -> id = v).paramLabel("URL")
                        .description("The schema's `$id`: the URL where you serve it, e.g. your published site's"
                                + " schema/design.schema.json (default: the jar's, urn:tablebook:design-schema)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .spec();
    }

    @Override
    public Integer call() {
        String text = text(id);
        if (out == null) {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
            return ExitCode.OK;
        }
        Path absolute = out.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) {
            throw new CannotRun(out + " is a folder; --out names the schema file, e.g. " + out + "/design.schema.json");
        }
        OutputFile.replace(out, text);
        if (!quiet) {
            spec.commandLine().getOut().println("Wrote " + out.toString().replace('\\', '/'));
        }
        return ExitCode.OK;
    }

    /** The schema as shipped, or with {@code $id} set to the given URL (every other byte as shipped). */
    static String text(String id) {
        String shipped = new String(SchemaLocation.schema(), StandardCharsets.UTF_8);
        if (id == null) {
            return shipped;
        }
        if (!id.matches("[A-Za-z][A-Za-z0-9+.-]*:\\S+")) {
            throw new CannotRun("--id takes an absolute URI such as https://example.github.io/designs/schema/"
                    + "design.schema.json, not \"" + id + "\"");
        }
        String quoted = "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(id)) + "\"";
        String replaced = shipped.replaceFirst("\n  \"\\$id\": \"[^\"]*\",",
                Matcher.quoteReplacement("\n  \"$id\": " + quoted + ","));
        if (replaced.equals(shipped) && !shipped.contains("\"$id\": " + quoted + ",")) {
            throw new IllegalStateException("the shipped schema has no top-level $id line");
        }
        return replaced;
    }
}
