package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.tablebook.model.Pos;
import java.io.IOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a price sheet (YAML) strictly: unknown fields and prices are errors with their
 * position and the closest valid name; a price given as {@code ~} is explicitly not priced.
 */
final class PriceSheetParser {
    private static final List<String> TOP_FIELDS = List.of("region", "currency", "source", "date", "prices");
    private static final YAMLFactory YAML = new YAMLFactory();

    private final String origin;
    private final JsonParser p;

    private PriceSheetParser(String origin, JsonParser p) {
        this.origin = origin;
        this.p = p;
    }

    static PriceSheet parse(String text, String origin) throws PriceSheetException {
        try (JsonParser p = YAML.createParser(text)) {
            return new PriceSheetParser(origin, p).sheet();
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            Pos where = l == null ? Pos.of(origin) : at(origin, l.getLineNr(), l.getColumnNr());
            throw new PriceSheetException(where, "not a valid price sheet: " + TreeBuilder.plain(YamlMessages.firstLine(e.getOriginalMessage())), e);
        } catch (IOException e) {
            throw new PriceSheetException(Pos.of(origin), "cannot read price sheet: " + e.getMessage(), e);
        }
    }

    private PriceSheet sheet() throws IOException, PriceSheetException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw error("a price sheet is a map with region, source, date and prices");
        }
        String region = null;
        String currency = "USD";
        String source = null;
        String date = null;
        Map<PriceKey, Price> prices = new EnumMap<>(PriceKey.class);
        boolean sawPrices = false;
        Set<String> seen = new HashSet<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            if (!seen.add(field)) {
                throw error("`" + field + "` is given twice");
            }
            switch (field) {
                case "region" -> region = scalar(field);
                case "currency" -> currency = scalar(field);
                case "source" -> source = scalar(field);
                case "date" -> date = scalar(field);
                case "prices" -> {
                    prices(prices);
                    sawPrices = true;
                }
                default -> throw error("unknown field `" + field + "`" + Suggest.hint(field, TOP_FIELDS));
            }
        }
        JsonLocation end = p.currentLocation();
        for (String required : List.of("region", "source", "date")) {
            if (!seen.contains(required)) {
                throw new PriceSheetException(Pos.of(origin), "the price sheet has no `" + required + "`", null);
            }
        }
        if (!sawPrices) {
            throw new PriceSheetException(at(origin, end.getLineNr(), 1), "the price sheet has no `prices`", null);
        }
        if (!"USD".equals(currency)) {
            throw new PriceSheetException(Pos.of(origin), "currency `" + currency + "` is not supported; prices are in USD",
                    null);
        }
        return new PriceSheet(region, currency, source, date, prices, origin);
    }

    private String scalar(String field) throws IOException, PriceSheetException {
        JsonToken t = p.nextToken();
        if (t == null || !t.isScalarValue() || t == JsonToken.VALUE_NULL) {
            throw error("`" + field + "` must be a single value");
        }
        return p.getText();
    }

    private void prices(Map<PriceKey, Price> out) throws IOException, PriceSheetException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw error("`prices` must be a map of price name to { usd, per }");
        }
        Set<PriceKey> stated = new HashSet<>();
        List<String> names = Arrays.stream(PriceKey.values()).map(PriceKey::sheetName).toList();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            PriceKey key = PriceKey.bySheetName(name)
                    .orElseThrow(() -> error("unknown price `" + name + "`" + Suggest.hint(name, names)));
            if (!stated.add(key)) {
                throw error("price `" + name + "` is given twice");
            }
            JsonToken t = p.nextToken();
            if (t == JsonToken.VALUE_NULL) {
                continue; // stated as not priced
            }
            if (t != JsonToken.START_OBJECT) {
                throw error("price `" + name + "` must be a map such as " + example(key) + ", or ~ for not priced");
            }
            out.put(key, price(key));
        }
    }

    private Price price(PriceKey key) throws IOException, PriceSheetException {
        String amountField = switch (key.measure()) {
            case DOLLARS -> "usd";
            case FACTOR -> "factor";
            case BYTES -> "bytes";
        };
        Double amount = null;
        double per = 1;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String f = p.currentName();
            JsonToken t = p.nextToken();
            if (!t.isNumeric()) {
                throw error("`" + f + "` of price `" + key.sheetName() + "` must be a number");
            }
            double v = p.getDoubleValue();
            if (f.equals(amountField)) {
                if (v < 0) {
                    throw error("`" + f + "` of price `" + key.sheetName() + "` must not be negative");
                }
                amount = v;
            } else if (f.equals("per") && key.measure() == PriceKey.Measure.DOLLARS) {
                if (v <= 0) {
                    throw error("`per` of price `" + key.sheetName() + "` must be greater than 0");
                }
                per = v;
            } else {
                throw error("unknown field `" + f + "` in price `" + key.sheetName() + "`; expected " + example(key));
            }
        }
        if (amount == null) {
            throw error("price `" + key.sheetName() + "` has no `" + amountField + "`; expected " + example(key));
        }
        return new Price(amount, per);
    }

    private static String example(PriceKey key) {
        return switch (key.measure()) {
            case DOLLARS -> "{ usd: 0.25, per: 1 }";
            case FACTOR -> "{ factor: 1.25 }";
            case BYTES -> "{ bytes: 1024 }";
        };
    }

    private PriceSheetException error(String message) {
        JsonLocation l = p.currentTokenLocation();
        return new PriceSheetException(at(origin, l.getLineNr(), l.getColumnNr()), message, null);
    }

    private static Pos at(String origin, int line, int column) {
        return new Pos(origin, Math.max(1, line), Math.max(1, column));
    }
}
