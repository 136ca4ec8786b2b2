package dev.tablebook.cli;

import dev.tablebook.imports.ImportedDesign;
import dev.tablebook.imports.Importer;
import dev.tablebook.imports.TemplateImport;
import dev.tablebook.load.CloudFormationTree;
import dev.tablebook.load.deployed.CdkAssemblyReader;
import dev.tablebook.load.deployed.CloudFormationReader;
import dev.tablebook.model.Design;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Pos;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tablebook import FILE... [--out DIR]}: NoSQL Workbench and reference-format models,
 * CloudFormation/SAM templates and CDK cloud assemblies → design YAML.
 */
final class ImportCommand implements Callable<Integer> {
    List<Path> files;
    Path out = Path.of("designs");
    String schema;
    LocalDate date;
    boolean quiet;
    java.util.Map<String, String> parameters = new java.util.LinkedHashMap<>();
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "import",
                        "Turns NoSQL Workbench models (versions 1.0, 2.0 and 3.0), reference-format JSON models,"
                                + " CloudFormation or SAM templates (YAML or JSON) and CDK cloud assemblies (a cdk.out"
                                + " folder) into design YAML files, one per service (per template, per stack), named"
                                + " after it. Never overwrites a file.",
                        "What a model or template does not hold (access patterns, rates, item counts and sizes) is"
                                + " left as commented stubs that `check` reports as gaps.")
                .add(Declare.parameters(Path.class, v -> files = v).arity("1..*").paramLabel("FILE")
                        .description("Model files (.json), templates (.yaml, .yml, .json) or cloud assembly folders."))
                .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("DIR")
                        .description("Where the designs are written (default: designs)."))
                .add(Declare.option("--schema", String.class, schema, v -> schema = v).paramLabel("PATH|URL")
                        .description("What the `$schema` comment of each written design points at (default: as"
                                + " `init` does)."))
                .add(Declare.option("--date", LocalDate.class, date, v -> date = v).paramLabel("YYYY-MM-DD")
                        .description("The day kept as `source.imported` (default: today, UTC), for imports that must"
                                + " be reproducible byte for byte."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .add(Declare.map("--parameter", parameters, v -> parameters = v).paramLabel("KEY=VALUE")
                        .description("A template parameter's value (default: its Default), as `drift --parameter`."))
                .spec();
    }

    private final Clock clock;

    ImportCommand() {
        this(Clock.systemUTC());
    }

    ImportCommand(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SchemaLocation.Target ref = SchemaLocation.of(out, schema);
        Importer importer = new Importer((date != null ? date : LocalDate.now(clock)).toString());
        boolean inputErrors = false;
        boolean cannotRun = false;
        Set<String> written = new HashSet<>();
        for (Path file : files) {
            String shown = file.toString().replace('\\', '/');
            if (Files.isDirectory(file) || file.getFileName() != null && file.getFileName().toString().equals("manifest.json")) {
                if (!CdkAssemblyReader.isAssembly(file)) {
                    err.println(new InputError(Pos.of(shown), "a folder without a manifest.json: not a CDK cloud assembly").line());
                    inputErrors = true;
                    continue;
                }
                Importer.Outcome outcome = TemplateImport.convert(new CdkAssemblyReader(parameters).read(file, shown, null),
                        importDay(), ref.reference(), Design.DEFAULT_REGION);
                int[] result = report(outcome, shown, written, ref, stdout, err);
                inputErrors |= result[0] == 1;
                cannotRun |= result[1] == 1;
                continue;
            }
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (NoSuchFileException e) {
                err.println("tablebook: no such file: " + shown);
                cannotRun = true; // a missing input is "could not run" (exit 2); the other files are still imported
                continue;
            } catch (IOException e) {
                err.println(new InputError(Pos.of(shown), "cannot be read: " + e.getMessage()).line());
                inputErrors = true;
                continue;
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            Importer.Outcome outcome;
            if (TemplateImport.looksLikeTemplate(CloudFormationTree.parse(shown, text, new java.util.ArrayList<>()))) {
                outcome = TemplateImport.convert(new CloudFormationReader(parameters).read(shown, text, null), importDay(),
                        ref.reference(), Design.DEFAULT_REGION);
            } else {
                outcome = importer.read(new DesignSource(shown, bytes), ref.reference());
            }
            int[] result = report(outcome, shown, written, ref, stdout, err);
            inputErrors |= result[0] == 1;
            cannotRun |= result[1] == 1;
        }
        stdout.flush();
        return cannotRun ? ExitCode.CANNOT_RUN : inputErrors ? ExitCode.FINDINGS : ExitCode.OK;
    }

    private String importDay() {
        return (date != null ? date : LocalDate.now(clock)).toString();
    }

    /** Prints an outcome's problems and notes and writes its designs: {input errors, cannot write} as 0 or 1. */
    private int[] report(Importer.Outcome outcome, String shown, Set<String> written, SchemaLocation.Target ref,
                         PrintWriter stdout, PrintWriter err) {
        boolean inputErrors = false;
        boolean cannotRun = false;
        for (InputError e : outcome.errors()) {
            err.println(e.line());
        }
        inputErrors |= !outcome.errors().isEmpty();
        for (InputError w : outcome.warnings()) {
            err.println(w.pos().report("warning", "import", w.message()));
        }
        for (String note : outcome.notes()) {
            err.println(shown + ": note: " + note);
        }
        for (ImportedDesign d : outcome.designs()) {
            Path target = out.resolve(d.service() + ".yaml");
            if (!written.add(d.service())) {
                err.println(shown + ": another file given here is also service `" + d.service() + "`; not writing "
                        + target + " twice");
                cannotRun = true;
                continue;
            }
            String problem = write(target, d, ref, quiet ? null : stdout);
            if (problem != null && problem.startsWith(d.from() + ": ")) {
                err.println(problem);
                inputErrors = true;
            } else if (problem != null) {
                err.println("tablebook: " + problem);
                cannotRun = true;
            } else if (!quiet) {
                stdout.println("Wrote " + target.toString().replace('\\', '/') + " from " + d.from()
                        + ". Next: ./tablebook check " + target.toString().replace('\\', '/'));
            }
        }
        return new int[]{inputErrors ? 1 : 0, cannotRun ? 1 : 0};
    }

    /** Writes one design unless a file of that service exists; null when written, else why not. */
    private static String write(Path target, ImportedDesign d, SchemaLocation.Target schema, PrintWriter notes) {
        String shown = target.toString().replace('\\', '/');
        LoadResult check = new DesignLoader().loadText(shown, d.yaml());
        if (check.hasErrors()) {
            // a name or value the model allows and a design does not (an attribute named `Status#Time`)
            StringBuilder why = new StringBuilder(d.from() + ": cannot be written as a design, not writing " + shown + ":");
            check.errors().forEach(e -> why.append("\n  ").append(e.message()));
            return why.toString();
        }
        Path other = target.resolveSibling(d.service() + ".yml");
        if (Files.exists(other)) {
            return other + " already exists; not overwriting it";
        }
        if (Files.exists(target)) {
            return shown + " already exists; not overwriting it (import into another --out folder, or remove it)";
        }
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            schema.ensure(notes);
            Files.writeString(target, d.yaml(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            return null;
        } catch (FileAlreadyExistsException e) {
            return shown + " already exists; not overwriting it (import into another --out folder, or remove it)";
        } catch (IOException e) {
            return "cannot write " + shown + ": " + e.getMessage();
        }
    }
}
