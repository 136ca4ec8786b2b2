package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.model.Pos;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the AWS Price List offer file for Amazon DynamoDB (the bulk JSON a user downloads from
 * {@code https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonDynamoDB/current/index.json})
 * into a price sheet for one region: {@code products} (SKU → attributes, among them
 * {@code regionCode} and {@code usagetype}) and {@code terms.OnDemand} (SKU → term → price
 * dimensions with {@code unit}, {@code beginRange} and {@code pricePerUnit.USD}). The sheet's date
 * is the offer's {@code publicationDate}, its source the offer file. Each usage type below maps to
 * one price; a usage type the offer lacks leaves its price <em>not priced</em>, never 0. Usage
 * types outside us-east-1 carry a region prefix ({@code EU-}, {@code USE2-}, …), which is removed
 * before matching. Where a dimension starts with a free tier ($0 up to a range), the first paid
 * tier is the price. Data transfer to another Region is a product without {@code regionCode}: its
 * {@code transferType} is {@code InterRegion Outbound} and its {@code fromRegionCode} the region;
 * where the offer prices several destinations differently, the highest is the sheet's (one price
 * per source region, an upper bound).
 */
public final class OfferFile {
    /** Usage type (without its region prefix) → the price it gives and the units its price is stated per. */
    static final Map<String, PriceKey> USAGE_TYPES = new LinkedHashMap<>();
    private static final Map<PriceKey, Double> PER = new EnumMap<>(PriceKey.class);
    /** The {@code transferType} of data transferred out of a region to another AWS Region. */
    static final String INTER_REGION_OUT = "InterRegion Outbound";

    static {
        USAGE_TYPES.put("WriteRequestUnits", PriceKey.ON_DEMAND_WRITE);
        USAGE_TYPES.put("ReadRequestUnits", PriceKey.ON_DEMAND_READ);
        USAGE_TYPES.put("IA-WriteRequestUnits", PriceKey.ON_DEMAND_WRITE_IA);
        USAGE_TYPES.put("IA-ReadRequestUnits", PriceKey.ON_DEMAND_READ_IA);
        USAGE_TYPES.put("WriteCapacityUnit-Hrs", PriceKey.PROVISIONED_WCU_HOUR);
        USAGE_TYPES.put("ReadCapacityUnit-Hrs", PriceKey.PROVISIONED_RCU_HOUR);
        USAGE_TYPES.put("IA-WriteCapacityUnit-Hrs", PriceKey.PROVISIONED_WCU_HOUR_IA);
        USAGE_TYPES.put("IA-ReadCapacityUnit-Hrs", PriceKey.PROVISIONED_RCU_HOUR_IA);
        USAGE_TYPES.put("TimedStorage-ByteHrs", PriceKey.STORAGE);
        USAGE_TYPES.put("IA-TimedStorage-ByteHrs", PriceKey.STORAGE_IA);
        USAGE_TYPES.put("ReplWriteRequestUnits", PriceKey.REPLICATED_WRITE);
        USAGE_TYPES.put("ReplWriteCapacityUnit-Hrs", PriceKey.REPLICATED_WCU_HOUR);
        USAGE_TYPES.put("TimedPITRStorage-ByteHrs", PriceKey.PITR);
        USAGE_TYPES.put("TimedBackupStorage-ByteHrs", PriceKey.BACKUP);
        USAGE_TYPES.put("RestoreDataSize-Bytes", PriceKey.RESTORE);
        for (PriceKey k : List.of(PriceKey.ON_DEMAND_WRITE, PriceKey.ON_DEMAND_READ, PriceKey.ON_DEMAND_WRITE_IA,
                PriceKey.ON_DEMAND_READ_IA, PriceKey.REPLICATED_WRITE)) {
            PER.put(k, 1_000_000.0);
        }
    }

    /** The sheet, and the prices of the sheet's keys the offer does not give (not priced). */
    public record Imported(PriceSheet sheet, List<PriceKey> notPriced) {
    }

    private OfferFile() {
    }

    public static Imported read(Path offer, String region) throws PriceSheetException {
        JsonNode root;
        String text;
        try {
            text = Files.readString(offer);
        } catch (NoSuchFileException e) {
            throw new PriceSheetException("no such file: " + offer, e);
        } catch (MalformedInputException e) {
            throw new PriceSheetException(Pos.of(offer.toString()), "not an AWS Price List offer file: not UTF-8 text", e);
        } catch (IOException e) {
            throw new PriceSheetException("cannot read " + offer + ": " + e.getMessage(), e);
        }
        try {
            root = new ObjectMapper().readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            Pos at = l == null ? Pos.of(offer.toString())
                    : new Pos(offer.toString(), Math.max(1, l.getLineNr()), Math.max(1, l.getColumnNr()));
            throw new PriceSheetException(at, "not an AWS Price List offer file: not JSON ("
                    + TreeBuilder.plain(YamlMessages.firstLine(e.getOriginalMessage())) + ")", e);
        }
        if (root == null || !root.path("products").isObject() || !root.path("terms").path("OnDemand").isObject()) {
            throw new PriceSheetException(Pos.of(offer.toString()), "not an AWS Price List offer file: JSON"
                    + " without its `products` and `terms.OnDemand`", null);
        }
        String offerCode = root.path("offerCode").asText("");
        if (!offerCode.isEmpty() && !offerCode.equals("AmazonDynamoDB")) {
            throw new PriceSheetException(offer + ": the offer is " + offerCode + ", not AmazonDynamoDB");
        }
        Map<PriceKey, Price> prices = new EnumMap<>(PriceKey.class);
        boolean regionSeen = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("products").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> product = it.next();
            JsonNode attrs = product.getValue().path("attributes");
            if (INTER_REGION_OUT.equals(attrs.path("transferType").asText())
                    && region.equals(attrs.path("fromRegionCode").asText())) {
                BigDecimal perGb = price(root.path("terms").path("OnDemand").path(product.getKey()));
                Price known = prices.get(PriceKey.DATA_TRANSFER_INTER_REGION);
                if (perGb != null && (known == null || perGb.doubleValue() > known.amount())) {
                    prices.put(PriceKey.DATA_TRANSFER_INTER_REGION, new Price(perGb.doubleValue(), 1));
                }
                continue;
            }
            if (!region.equals(attrs.path("regionCode").asText())) {
                continue;
            }
            regionSeen = true;
            PriceKey key = USAGE_TYPES.get(withoutRegionPrefix(attrs.path("usagetype").asText()));
            if (key == null || prices.containsKey(key)) {
                continue;
            }
            BigDecimal perUnit = price(root.path("terms").path("OnDemand").path(product.getKey()));
            if (perUnit != null) {
                double per = PER.getOrDefault(key, 1.0);
                prices.put(key, new Price(perUnit.multiply(BigDecimal.valueOf(per)).doubleValue(), per));
            }
        }
        if (!regionSeen) {
            throw new PriceSheetException(offer + ": the offer has no product in region " + region);
        }
        String published = root.path("publicationDate").asText("");
        String date = published.length() >= 10 ? published.substring(0, 10) : published;
        String source = "AWS Price List offer file " + offer.getFileName() + " (AmazonDynamoDB, version "
                + root.path("version").asText("unknown") + ", published " + published + ")";
        List<PriceKey> missing = new ArrayList<>();
        for (PriceKey k : PriceKey.values()) {
            if (!prices.containsKey(k)) {
                missing.add(k);
            }
        }
        return new Imported(new PriceSheet(region, "USD", source, date.isEmpty() ? "unknown" : date, prices,
                offer.toString()), missing);
    }

    /** "EU-WriteCapacityUnit-Hrs" → "WriteCapacityUnit-Hrs"; us-east-1 usage types have no prefix. */
    static String withoutRegionPrefix(String usageType) {
        int dash = usageType.indexOf('-');
        if (dash > 0 && !USAGE_TYPES.containsKey(usageType)) {
            String head = usageType.substring(0, dash);
            if (head.matches("[A-Z]{2,4}[0-9]?")) {
                return usageType.substring(dash + 1);
            }
        }
        return usageType;
    }

    /** The USD price per unit of an on-demand term: the first paid tier (a leading $0 free tier is skipped). */
    private static BigDecimal price(JsonNode terms) {
        BigDecimal best = null;
        double bestBegin = Double.MAX_VALUE;
        for (JsonNode term : terms) {
            for (JsonNode dim : term.path("priceDimensions")) {
                String usd = dim.path("pricePerUnit").path("USD").asText("");
                if (usd.isEmpty()) {
                    continue;
                }
                BigDecimal v = new BigDecimal(usd);
                double begin = parseRange(dim.path("beginRange").asText("0"));
                if (v.signum() > 0 && begin < bestBegin) {
                    best = v;
                    bestBegin = begin;
                }
            }
        }
        return best;
    }

    private static double parseRange(String s) {
        return "Inf".equals(s) ? Double.MAX_VALUE : Double.parseDouble(s);
    }

    /** The sheet as the YAML the {@code --pricing} option reads; the keys it lacks are listed as not priced. */
    public static String yaml(Imported imported) {
        PriceSheet s = imported.sheet();
        StringBuilder out = new StringBuilder();
        out.append("# Amazon DynamoDB prices for ").append(s.region()).append(", imported by `tablebook pricing import`\n");
        out.append("# from the AWS Price List offer file. A price left out is not priced: costs that need it are\n");
        out.append("# shown as not priced, never as $0.\n");
        out.append("region: ").append(s.region()).append('\n');
        out.append("currency: USD\n");
        out.append("source: \"").append(s.source().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"\n");
        out.append("date: \"").append(s.date()).append("\"\n");
        out.append("\nprices:\n");
        for (Map.Entry<PriceKey, Price> e : s.prices().entrySet()) {
            Price p = e.getValue();
            out.append("  ").append(e.getKey().sheetName()).append(": { usd: ")
                    .append(BigDecimal.valueOf(p.amount()).stripTrailingZeros().toPlainString());
            if (p.per() != 1) {
                out.append(", per: ").append(BigDecimal.valueOf(p.per()).stripTrailingZeros().toPlainString());
            }
            out.append(" }\n");
        }
        if (!imported.notPriced().isEmpty()) {
            out.append("\n# Not in the offer, so not priced:\n");
            for (PriceKey k : imported.notPriced()) {
                out.append("#   ").append(k.sheetName()).append('\n');
            }
        }
        return out.toString();
    }
}
