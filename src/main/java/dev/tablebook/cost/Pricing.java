package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.load.PriceSheets;

import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Chooses the price sheets of each design the way the command line asks ({@code --pricing FILE},
 * repeatable, and {@code --region R}). Every sheet file states its {@code region} and is the sheet
 * of that region, in place of a built-in one; two files of one region are an error.
 * <ul>
 * <li>The design's own sheet: the sheet of {@code --region}, else of the design's {@code region},
 * given or built in. Where that region has none and exactly one file is given, the file (as
 * before several files could be given, one file prices every design that has no sheet of its
 * region). Otherwise a region without a sheet is an error to report against that design (an
 * input error), never a silent fallback to another region.</li>
 * <li>Each Global Tables replica region: the sheet of that region, given or built in; where there is
 * none, the design's own sheet, which the report lists among its guesses ({@link RegionSheets}).</li>
 * </ul>
 * Sheets are read once per instance; designs are priced on several threads at once.
 */
public final class Pricing {
    private final List<Path> pricingFiles;
    private final String regionOverride;
    private final Map<String, PriceSheet> builtIn = new HashMap<>();
    /** The sheets of the files, by the region each states; read on first use. */
    private Map<String, PriceSheet> given;
    private PriceSheet onlyFile;

    /** {@code pricingFile} and {@code regionOverride} may be null: the built-in sheet of each design's region. */
    public Pricing(Path pricingFile, String regionOverride) {
        this(pricingFile == null ? List.of() : List.of(pricingFile), regionOverride);
    }

    private Pricing(List<Path> pricingFiles, String regionOverride) {
        this.pricingFiles = List.copyOf(pricingFiles);
        this.regionOverride = regionOverride;
    }

    /** Pricing with any number of sheet files ({@code --pricing}, in the order given) and a region or null. */
    public static Pricing of(List<Path> pricingFiles, String regionOverride) {
        return new Pricing(pricingFiles, regionOverride);
    }

    /** The price sheet files given (--pricing), in order; empty for the built-in sheets only. */
    public List<Path> pricingFiles() {
        return pricingFiles;
    }

    /** The region every design is priced in (--region), or null: each design's own. */
    public String regionOverride() {
        return regionOverride;
    }

    /** The region whose sheet prices the design. */
    public String regionOf(Design design) {
        if (regionOverride != null) {
            return regionOverride;
        }
        return design.region() == null ? Design.DEFAULT_REGION : design.region();
    }

    /**
     * Reads every sheet file and checks that no two state the same region; the first problem is thrown.
     * The sheets are kept: later calls read nothing again.
     */
    public synchronized Map<String, PriceSheet> givenSheets() throws PriceSheetException {
        if (given == null) {
            Map<String, PriceSheet> byRegion = new TreeMap<>();
            Map<String, Path> from = new HashMap<>();
            for (Path file : pricingFiles) {
                PriceSheet s = PriceSheets.fromFile(file);
                Path other = from.putIfAbsent(s.region(), file);
                if (other != null) {
                    throw new PriceSheetException(file + ": a second price sheet for region " + s.region() + " (the first is "
                            + other + "); give one --pricing FILE per region");
                }
                byRegion.put(s.region(), s);
                if (pricingFiles.size() == 1) {
                    onlyFile = s;
                }
            }
            given = byRegion;
        }
        return given;
    }

    /** The regions that have a sheet: the files' and the built-in ones, sorted. */
    public List<String> regions() throws PriceSheetException {
        TreeSet<String> all = new TreeSet<>(PriceSheets.builtInRegions());
        all.addAll(givenSheets().keySet());
        return new ArrayList<>(all);
    }

    /** The sheet of a region, given or built in, or null when tablebook has none. */
    private synchronized PriceSheet sheetOf(String region) throws PriceSheetException {
        PriceSheet own = givenSheets().get(region);
        if (own != null) {
            return own;
        }
        if (region == null || !PriceSheets.builtInRegions().contains(region)) {
            return null;
        }
        PriceSheet sheet = builtIn.get(region);
        if (sheet == null) {
            sheet = PriceSheets.builtIn(region);
            builtIn.put(region, sheet);
        }
        return sheet;
    }

    /** The design's own sheet, read once. */
    public synchronized PriceSheet sheetFor(Design design) throws PriceSheetException {
        String region = regionOf(design);
        PriceSheet sheet = sheetOf(region);
        if (sheet == null && onlyFile != null) {
            return onlyFile;
        }
        if (sheet == null) {
            throw new PriceSheetException("no price sheet for region " + region + "; available: "
                    + String.join(", ", regions()) + " (or give one with --pricing FILE)");
        }
        return sheet;
    }

    /** The design's own sheet and the sheet of each of its Global Tables replica regions that has one. */
    public synchronized RegionSheets sheetsFor(Design design) throws PriceSheetException {
        PriceSheet home = sheetFor(design);
        Map<String, PriceSheet> replicas = new LinkedHashMap<>();
        for (Table t : design.tables().values()) {
            for (String region : t.replicas()) {
                PriceSheet s = replicas.containsKey(region) ? null : sheetOf(region);
                if (s != null) {
                    replicas.put(region, s);
                }
            }
        }
        return new RegionSheets(home, replicas);
    }

    /** The cost engine of the design: its sheets, read once. */
    public CostEngine engineFor(Design design) throws PriceSheetException {
        return new CostEngine(sheetsFor(design));
    }

    /** Costs the design with its sheets. */
    public CostReport cost(Design design) throws PriceSheetException {
        return engineFor(design).cost(design);
    }
}
