package dev.tablebook.cli;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook init SERVICE}: writes a commented starter design; never overwrites a file. */
final class InitCommand implements Callable<Integer> {
    static final String STARTER = "/templates/init/starter.yaml";
    static final String SCHEMA_COMMENT = "# yaml-language-server: $schema=";

    String service;
    Path designs = Path.of("designs");
    String schema;
    boolean quiet;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "init",
                        "Writes designs/SERVICE.yaml: a commented starter design that shows every section of the format.")
                .add(Declare.parameter(String.class, v -> service = v).index("0").paramLabel("SERVICE")
                        .description("The service's slug: [a-z0-9][a-z0-9-]{0,62}."))
                .add(Declare.option("--designs", Path.class, designs, v -> designs = v).paramLabel("DIR")
                        .description("The designs folder (default: designs)."))
                .add(Declare.option("--schema", String.class, schema, v -> schema = v).paramLabel("PATH|URL")
                        .description("What the `$schema` comment points at: a URL (your published site's"
                                + " schema/design.schema.json), or a path for the schema file (written there if"
                                + " missing). Default: tablebook's own schema inside its checkout, else "
                                + SchemaLocation.IN_DESIGNS + " in the designs folder (written there if missing)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .spec();
    }

    @Override
    public Integer call() {
        Path target = designs.resolve(service + ".yaml");
        SchemaLocation.Target schemaTarget = SchemaLocation.of(designs, schema);
        String text = withSchema(starter(service), schemaTarget.reference());
        // the starter must load cleanly as this service: that also proves the slug is valid
        LoadResult loaded = new DesignLoader().loadText(target.toString().replace('\\', '/'), text);
        if (loaded.hasErrors() || loaded.designs().size() != 1 || !loaded.designs().get(0).service().equals(service)) {
            String why = loaded.errors().isEmpty() ? "it is not a valid slug" : loaded.errors().get(0).message();
            throw new CannotRun("cannot start a design for `" + service + "`: " + why);
        }
        Path other = designs.resolve(service + ".yml");
        if (Files.exists(other)) {
            throw new CannotRun(other + " already exists; not overwriting it");
        }
        if (Files.exists(target)) {
            throw new CannotRun(target + " already exists; not overwriting it");
        }
        try {
            Files.createDirectories(designs);
            schemaTarget.ensure(quiet ? null : spec.commandLine().getOut());
            Files.writeString(target, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw new CannotRun(target + " already exists; not overwriting it");
        } catch (IOException e) {
            throw new CannotRun("cannot write " + target + ": " + e.getMessage());
        }
        if (!quiet) {
            spec.commandLine().getOut().println("Wrote " + target + ". Edit it, then run ./tablebook check " + target);
        }
        return ExitCode.OK;
    }

    /**
     * The starter design text for a service; the table is named after it. The
     * starter is plain YAML with {@code {{service}}}, {@code {{title}}}, {@code {{table}}},
     * {@code {{Entity}}}, {@code {{PREFIX}}} and {@code {{id}}} slots (a template language would fight with the format's own {@code {placeholders}}).
     */
    static String starter(String service) {
        String text;
        try (InputStream in = InitCommand.class.getResourceAsStream(STARTER)) {
            if (in == null) {
                throw new IllegalStateException(STARTER + " is missing from the class path");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String id = service.replace('-', '_') + "_id";
        return text.replace("{{service}}", service).replace("{{title}}", words(service, " "))
                .replace("{{table}}", table(service)).replace("{{Entity}}", entity(service))
                .replace("{{PREFIX}}", service.replace('-', '_').toUpperCase(Locale.ROOT))
                .replace("{{pad}}", " ".repeat(Math.max(1, 23 - id.length())))
                .replace("{{idpad}}", " ".repeat(Math.max(1, 12 - id.length())))
                .replace("{{id}}", id);
    }

    /** The starter's entity: the slug in CamelCase, after {@code Record} when it starts with a digit. */
    static String entity(String service) {
        String name = words(service, "");
        return Character.isLetter(name.charAt(0)) ? name : "Record" + name;
    }

    /** The starter with its first line, the editor's schema comment, pointing at {@code reference}. */
    static String withSchema(String starter, String reference) {
        String first = starter.substring(0, starter.indexOf('\n'));
        if (!first.startsWith(SCHEMA_COMMENT)) {
            throw new IllegalStateException(STARTER + " does not start with the schema comment");
        }
        return SCHEMA_COMMENT + reference + starter.substring(first.length());
    }

    /** The table's name: the slug in CamelCase, lengthened to DynamoDB's 3-character minimum. */
    static String table(String service) {
        String name = words(service, "");
        return name.length() < 3 ? name + "Table" : name;
    }

    /** {@code order-history} → {@code Order History} (separator " ") or {@code OrderHistory} (""). */
    private static String words(String slug, String separator) {
        StringBuilder sb = new StringBuilder();
        for (String part : slug.split("-")) {
            if (part.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(separator);
            }
            sb.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        }
        return sb.length() == 0 ? slug : sb.toString();
    }
}
