package dev.tablebook.cli;

import dev.tablebook.load.PriceSheetException;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.cost.Pricing;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;

/** {@code --pricing FILE} and {@code --region R}, shared by every command that prices designs. */
final class PricingOptions {
    @Option(names = "--pricing", paramLabel = "FILE",
            description = "A price sheet (YAML) that replaces the built-in one for every design.")
    Path pricingFile;

    @Option(names = "--region", paramLabel = "R",
            description = "Price every design in this region instead of the design's own `region`.")
    String region;

    /** The pricing the options ask for; a price sheet file that cannot be used means the command cannot run. */
    Pricing pricing() {
        if (pricingFile != null) {
            if (!Files.isRegularFile(pricingFile)) {
                throw new CannotRun("no such price sheet: " + pricingFile);
            }
            try {
                PriceSheets.fromFile(pricingFile);
            } catch (PriceSheetException e) {
                throw new CannotRun(e.getMessage());
            }
        }
        if (region != null && pricingFile == null && !PriceSheets.builtInRegions().contains(region)) {
            throw new CannotRun("no built-in price sheet for region " + region + "; available: "
                    + String.join(", ", PriceSheets.builtInRegions()) + " (or give one with --pricing FILE)");
        }
        return new Pricing(pricingFile, region);
    }
}
