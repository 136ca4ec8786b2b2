package dev.tablebook.render.workbench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.load.workbench.WorkbenchModel;

import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link WorkbenchModel} as a NoSQL Workbench model file: the fields in the order
 * Workbench writes them, two-space indents, sample items in DynamoDB JSON typed by the table's
 * attribute definitions (a value of an undeclared attribute by its own kind).
 */
public final class WorkbenchJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final ObjectWriter JSON = new ObjectMapper().writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private WorkbenchJson() {
    }

    public static String write(WorkbenchModel model) {
        ObjectNode root = F.objectNode();
        root.put("ModelName", model.name());
        WorkbenchModel.Metadata m = model.metadata();
        ObjectNode meta = root.putObject("ModelMetadata");
        meta.put("Author", m.author());
        meta.put("DateCreated", m.created());
        meta.put("DateLastModified", m.modified());
        meta.put("Description", m.description());
        meta.put("AWSService", m.awsService());
        meta.put("Version", model.version());
        ArrayNode data = root.putArray("DataModel");
        for (WorkbenchModel.Table t : model.tables()) {
            data.add(table(t));
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode table(WorkbenchModel.Table t) {
        ObjectNode o = F.objectNode();
        o.put("TableName", t.name());
        o.set("KeyAttributes", keys(t.partitionKey(), t.sortKey()));
        ArrayNode nonKey = o.putArray("NonKeyAttributes");
        t.nonKeyAttributes().forEach(a -> nonKey.add(attr(a)));
        ArrayNode facets = o.putArray("TableFacets");
        for (WorkbenchModel.Facet f : t.facets()) {
            ObjectNode fo = facets.addObject();
            fo.put("FacetName", f.name());
            ObjectNode alias = fo.putObject("KeyAttributeAlias");
            alias.put("PartitionKeyAlias", f.partitionKeyAlias());
            if (f.sortKeyAlias() != null) {
                alias.put("SortKeyAlias", f.sortKeyAlias());
            }
            ArrayNode items = fo.putArray("TableData");
            f.items().forEach(i -> items.add(item(t, i)));
            ArrayNode names = fo.putArray("NonKeyAttributes");
            f.nonKeyAttributes().forEach(names::add);
            fo.putObject("DataAccess").putObject("MySql");
        }
        ArrayNode gsis = o.putArray("GlobalSecondaryIndexes");
        for (WorkbenchModel.Gsi g : t.gsis()) {
            ObjectNode go = gsis.addObject();
            go.put("IndexName", g.name());
            go.set("KeyAttributes", keys(g.partitionKey(), g.sortKey()));
            ObjectNode p = go.putObject("Projection");
            p.put("ProjectionType", g.projectionType());
            if (g.projectionType().equals("INCLUDE")) {
                ArrayNode names = p.putArray("NonKeyAttributes");
                g.projected().forEach(names::add);
            }
        }
        ArrayNode items = o.putArray("TableData");
        t.items().forEach(i -> items.add(item(t, i)));
        o.putObject("DataAccess").putObject("MySql");
        o.put("BillingMode", t.billingMode());
        WorkbenchModel.Provisioned p = t.provisioned();
        if (p != null) {
            ObjectNode settings = o.putObject("ProvisionedCapacitySettings");
            ObjectNode throughput = settings.putObject("ProvisionedThroughput");
            throughput.put("ReadCapacityUnits", p.read());
            throughput.put("WriteCapacityUnits", p.write());
            if (p.autoScalingRead() != null) {
                settings.set("AutoScalingRead", scaling(p.autoScalingRead()));
            }
            if (p.autoScalingWrite() != null) {
                settings.set("AutoScalingWrite", scaling(p.autoScalingWrite()));
            }
        }
        return o;
    }

    private static ObjectNode keys(WorkbenchModel.Attr pk, WorkbenchModel.Attr sk) {
        ObjectNode k = F.objectNode();
        k.set("PartitionKey", attr(pk));
        if (sk != null) {
            k.set("SortKey", attr(sk));
        }
        return k;
    }

    private static ObjectNode attr(WorkbenchModel.Attr a) {
        ObjectNode o = F.objectNode();
        o.put("AttributeName", a.name());
        o.put("AttributeType", a.type());
        return o;
    }

    private static ObjectNode scaling(WorkbenchModel.AutoScaling s) {
        ObjectNode o = F.objectNode();
        ObjectNode target = o.putObject("ScalableTargetRequest");
        target.put("MinCapacity", s.min());
        target.put("MaxCapacity", s.max());
        target.put("ServiceRole", s.serviceRole());
        ObjectNode policy = o.putObject("ScalingPolicyConfiguration");
        double percent = s.targetPercent() == null ? 70 : s.targetPercent();
        if (percent == Math.rint(percent)) {
            policy.put("TargetValue", (long) percent);
        } else {
            policy.put("TargetValue", percent);
        }
        return o;
    }

    private static ObjectNode item(WorkbenchModel.Table t, Map<String, Object> item) {
        ObjectNode o = F.objectNode();
        item.forEach((k, v) -> o.set(k, value(v, t.typeOf(k))));
        return o;
    }

    /** A plain value in DynamoDB JSON, as the declared type says (or, undeclared, as its kind suggests). */
    static ObjectNode value(Object v, String declared) {
        ObjectNode o = F.objectNode();
        String type = declared != null && fits(declared, v) ? declared : kind(v);
        switch (type) {
            case "NULL" -> o.put("NULL", true);
            case "BOOL" -> o.put("BOOL", (Boolean) v);
            case "N" -> o.put("N", number(v));
            case "SS", "BS" -> {
                ArrayNode a = o.putArray(type);
                ((List<?>) v).forEach(x -> a.add(String.valueOf(x)));
            }
            case "NS" -> {
                ArrayNode a = o.putArray(type);
                ((List<?>) v).forEach(x -> a.add(number(x)));
            }
            case "L" -> {
                ArrayNode a = o.putArray("L");
                ((List<?>) v).forEach(x -> a.add(value(x, null)));
            }
            case "M" -> {
                ObjectNode m = o.putObject("M");
                ((Map<?, ?>) v).forEach((k, x) -> m.set(String.valueOf(k), value(x, null)));
            }
            default -> o.put(type.equals("B") ? "B" : "S", v instanceof Number ? number(v) : String.valueOf(v));
        }
        return o;
    }

    private static boolean fits(String type, Object v) {
        return switch (type) {
            case "S", "B" -> v instanceof String || v instanceof Number;
            case "N" -> v instanceof Number || v instanceof String s && isNumber(s);
            case "BOOL" -> v instanceof Boolean;
            case "NULL" -> v == null;
            case "L" -> v instanceof List;
            case "SS", "BS" -> v instanceof List<?> l && l.stream().allMatch(x -> x instanceof String);
            case "NS" -> v instanceof List<?> l && l.stream().allMatch(x -> x instanceof Number);
            case "M" -> v instanceof Map;
            default -> false;
        };
    }

    private static String kind(Object v) {
        if (v == null) {
            return "NULL";
        }
        if (v instanceof Boolean) {
            return "BOOL";
        }
        if (v instanceof Number) {
            return "N";
        }
        if (v instanceof List) {
            return "L";
        }
        if (v instanceof Map) {
            return "M";
        }
        return "S";
    }

    private static boolean isNumber(String s) {
        try {
            new BigDecimal(s.trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** A number as DynamoDB writes it: digits, no exponent, no trailing zeros. */
    static String number(Object v) {
        if (v instanceof Long || v instanceof Integer) {
            return String.valueOf(v);
        }
        if (v instanceof Double x && !Double.isFinite(x)) {
            return String.valueOf(x);
        }
        BigDecimal d = v instanceof BigDecimal b ? b : v instanceof Double x ? BigDecimal.valueOf(x)
                : new BigDecimal(String.valueOf(v).trim());
        String s = d.stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }
}
