package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.load.PriceSheets;

import dev.tablebook.model.Design;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Chooses the price sheet of each design the way the command line asks: {@code --pricing FILE}
 * replaces every sheet; otherwise the built-in sheet of {@code --region}, else of the design's
 * {@code region}. A region without a sheet is an error to report against that design (an input
 * error), never a silent fallback to another region. Sheets are read once per instance.
 */
public final class Pricing {
    private final Path pricingFile;
    private final String regionOverride;
    private final Map<String, PriceSheet> sheets = new HashMap<>();
    private PriceSheet fileSheet;

    /** Both may be null: the built-in sheet of each design's region. */
    public Pricing(Path pricingFile, String regionOverride) {
        this.pricingFile = pricingFile;
        this.regionOverride = regionOverride;
    }

    /** The price sheet that replaces the built-in ones (--pricing), or null. */
    public Path pricingFile() {
        return pricingFile;
    }

    /** The region every design is priced in (--region), or null: each design's own. */
    public String regionOverride() {
        return regionOverride;
    }

    /** The region whose prices apply to the design (before any --pricing file). */
    public String regionOf(Design design) {
        if (regionOverride != null) {
            return regionOverride;
        }
        return design.region() == null ? Design.DEFAULT_REGION : design.region();
    }

    /** The sheet of the design's region, read once; designs are priced on several threads at once. */
    public synchronized PriceSheet sheetFor(Design design) throws PriceSheetException {
        if (pricingFile != null) {
            if (fileSheet == null) {
                fileSheet = PriceSheets.fromFile(pricingFile);
            }
            return fileSheet;
        }
        String region = regionOf(design);
        PriceSheet sheet = sheets.get(region);
        if (sheet == null) {
            sheet = PriceSheets.builtIn(region);
            sheets.put(region, sheet);
        }
        return sheet;
    }

    /** Costs the design with its sheet. */
    public CostReport cost(Design design) throws PriceSheetException {
        return new CostEngine(sheetFor(design)).cost(design);
    }
}
