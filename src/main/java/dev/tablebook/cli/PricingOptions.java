package dev.tablebook.cli;

import dev.tablebook.load.PriceSheetException;
import dev.tablebook.cost.Pricing;
import picocli.CommandLine.Model.OptionSpec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --pricing FILE} (repeatable) and {@code --region R}, shared by every command that prices
 * designs. How the sheets are chosen is {@link Pricing}'s: each file is the sheet of the region it
 * states, for the designs and their Global Tables replicas; a single file also prices every design
 * whose region has no sheet.
 */
final class PricingOptions {
    List<Path> pricingFiles = new ArrayList<>();
    String region;

    /** The two options, which a command adds with {@code .addAll(pricing.options())} ({@link Declare}). */
    List<OptionSpec.Builder> options() {
        return List.of(
                Declare.list("--pricing", Path.class, pricingFiles, v -> pricingFiles = v).paramLabel("FILE")
                        .description("A price sheet (YAML, e.g. from `tablebook pricing import`): the sheet of the region"
                                + " it states, in place of the built-in one. Repeat it for several regions. Each design and"
                                + " each Global Tables replica region takes the sheet of its region; a design whose region"
                                + " has none takes the one sheet when one is given."),
                Declare.option("--region", String.class, region, v -> region = v).paramLabel("R")
                        .description("Price every design in this region instead of the design's own `region`."));
    }

    /** The pricing the options ask for; a price sheet file that cannot be used means the command cannot run. */
    Pricing pricing() {
        for (Path file : pricingFiles) {
            if (!Files.isRegularFile(file)) {
                throw new CannotRun("no such price sheet: " + file);
            }
        }
        Pricing pricing = Pricing.of(pricingFiles, region);
        List<String> regions;
        try {
            pricing.givenSheets();
            regions = pricing.regions();
        } catch (PriceSheetException e) {
            throw e.positioned() ? CannotRun.positioned(e.getMessage()) : new CannotRun(e.getMessage());
        }
        if (region != null && pricingFiles.size() != 1 && !regions.contains(region)) {
            throw new CannotRun("no " + (pricingFiles.isEmpty() ? "built-in " : "") + "price sheet for region " + region
                    + "; available: " + String.join(", ", regions) + " (or give one with --pricing FILE)");
        }
        return pricing;
    }

    /** The files the sheets are read from (watched by {@code serve}). */
    List<Path> files() {
        return List.copyOf(pricingFiles);
    }
}
