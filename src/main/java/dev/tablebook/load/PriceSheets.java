package dev.tablebook.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds price sheets: the built-in sheet of a region ({@code src/main/resources/pricing/<region>.yaml},
 * listed in {@code pricing/regions.txt}), or a sheet file named with {@code --pricing}.
 */
public final class PriceSheets {
    private static final String ROOT = "/pricing/";

    private PriceSheets() {
    }

    /** The built-in regions, read from the jar once (every design's pricing asks). */
    private static volatile List<String> regions;

    /** The regions that have a complete built-in sheet, sorted (an unmodifiable list). */
    public static List<String> builtInRegions() {
        List<String> known = regions;
        if (known == null) {
            known = List.copyOf(readRegions());
            regions = known;
        }
        return known;
    }

    private static List<String> readRegions() {
        String listing = resource("regions.txt");
        List<String> regions = new ArrayList<>();
        for (String line : listing.split("\n")) {
            String r = line.strip();
            if (!r.isEmpty() && !r.startsWith("#")) {
                regions.add(r);
            }
        }
        regions.sort(null);
        return regions;
    }

    /** The built-in sheet of a region; an unknown region is an error naming the regions there are. */
    public static PriceSheet builtIn(String region) throws PriceSheetException {
        List<String> regions = builtInRegions();
        if (region == null || !regions.contains(region)) {
            throw new PriceSheetException("no price sheet for region " + region + "; available: "
                    + String.join(", ", regions) + " (or give one with --pricing FILE)");
        }
        return PriceSheetParser.parse(resource(region + ".yaml"), "pricing/" + region + ".yaml");
    }

    /** A sheet read from a file; it replaces the built-in sheet whatever region a design names. */
    public static PriceSheet fromFile(Path file) throws PriceSheetException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PriceSheetException(dev.tablebook.model.Pos.of(file.toString()), "cannot read price sheet: "
                    + e.getMessage(), e);
        }
        return PriceSheetParser.parse(text, file.toString());
    }

    /**
     * A built-in file: the build compiles src/main/resources/pricing into {@link BuiltInPricing}'s
     * constants (src/build/EmbedTexts.java), so reading one does not open the jar: a one-design check
     * opened it (its central directory of ~11,700 entries) for these files alone.
     */
    private static String resource(String name) {
        String text = BuiltInPricing.text(name);
        if (text == null) {
            throw new IllegalStateException("built-in file " + ROOT + name + " is missing from the build");
        }
        return text;
    }
}
