package dev.tablebook.cli;

import dev.tablebook.export.WorkbenchExport;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.workbench.WorkbenchJson;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook export SERVICE [DESIGNS] --format workbench [--out FILE]}: a NoSQL Workbench 3.0 model. */
final class ExportCommand implements Callable<Integer> {
    String service;
    List<Path> designs;
    Format format = Format.workbench;
    Path out;
    LocalDate date;
    boolean quiet;
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "export",
                        "Writes a NoSQL Workbench 3.0 model of one service: its tables, keys, GSIs, one facet per"
                                + " entity with its key templates as aliases, and sample items (the entity's `samples`,"
                                + " else the example item of the site's key map).",
                        "What the format has no place for (access patterns, LSIs, vector indexes, streams, PITR, TTL,"
                                + " reserved capacity) is listed on stderr.")
                .add(Declare.parameter(String.class, v -> service = v).index("0").paramLabel("SERVICE")
                        .description("The service (its slug)."))
                .add(Declare.parameters(Path.class, v -> designs = v).index("1..*").arity("0..*").paramLabel("DESIGNS")
                        .description("Design folders or files (default: designs)."))
                .add(Declare.option("--format", Format.class, format, v -> format = v).paramLabel("FORMAT")
                        .description("The model format: workbench (NoSQL Workbench 3.0, the default and only one)."))
                .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("FILE")
                        .description("The model file (default: standard output)."))
                .add(Declare.option("--date", LocalDate.class, date, v -> date = v).paramLabel("YYYY-MM-DD")
                        .description("The model's dates when the design keeps none from an import (default: today,"
                                + " UTC)."))
                .add(Declare.flag("--quiet", v -> quiet = v)
                        .description("Print only problems."))
                .spec();
    }

    enum Format { workbench }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Inputs given = Inputs.designs(designs, err);
        List<Path> inputs = given.paths();
        LoadResult loaded = new DesignLoader().load(inputs);
        Design design = loaded.designs().stream().filter(d -> d.service().equals(service)).findFirst().orElse(null);
        if (design == null) {
            for (InputError e : loaded.errors()) {
                err.println(e.line());
            }
            throw new CannotRun("no service `" + service + "` among the designs that load"
                    + (loaded.designs().isEmpty() ? "" : "; there are: " + String.join(", ",
                    loaded.designs().stream().map(Design::service).toList()))
                    + (loaded.hasErrors() ? " (some design files have input errors, above)" : ""));
        }
        if (design.isImported()) {
            throw new CannotRun(design.file() + " is a reference-format model, not a design; import it first"
                    + " (tablebook import " + design.file() + ")");
        }
        if (out != null) {
            refuseTarget(out, inputs);
        }
        String day = (date != null ? date : LocalDate.now(ZoneOffset.UTC)).toString();
        WorkbenchExport.Result result = WorkbenchExport.of(design, day);
        String json = WorkbenchJson.write(result.model());
        for (String note : result.notes()) {
            err.println(design.file() + ": note: " + note);
        }
        if (out == null) {
            spec.commandLine().getOut().print(json);
            spec.commandLine().getOut().flush();
            return given.exit(ExitCode.OK);
        }
        OutputFile.replace(out, json);
        if (!quiet) {
            spec.commandLine().getOut().println("Wrote " + out.toString().replace('\\', '/') + ": a NoSQL Workbench 3.0"
                    + " model of " + service + " (in Workbench: Data modeler, Import data model)");
        }
        return given.exit(ExitCode.OK);
    }

    /** Beside the target, then moved into place; never into a designs folder, where it would be read as a design. */
    private static void refuseTarget(Path target, List<Path> inputs) {
        Path absolute = target.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) {
            throw new CannotRun(target + " is a folder; --out names the model file, e.g. " + target + "/model.json");
        }
        for (Path in : inputs) {
            Path folder = in.toAbsolutePath().normalize();
            if (Files.isDirectory(folder) && absolute.startsWith(folder)) {
                throw new CannotRun("refusing to write " + target + " inside the designs folder " + in
                        + ": the next run would read it as a design");
            }
        }
    }

}
