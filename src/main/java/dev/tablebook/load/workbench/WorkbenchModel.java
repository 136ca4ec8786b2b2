package dev.tablebook.load.workbench;

import dev.tablebook.model.Pos;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A NoSQL Workbench data model as its files hold it (versions 1.0, 2.0 and 3.0): model metadata,
 * tables with their key attributes, non-key attributes, GSIs, facets and sample items, and the
 * optional {@code ModelSchema} of some 2.0 files. Sample items are plain values (DynamoDB JSON
 * decoded: String, BigDecimal, Boolean, null, List, Map). Optional fields are null when absent.
 */
public record WorkbenchModel(String version, String name, Metadata metadata, List<Table> tables, Schema schema,
                             Pos pos) {
    public static final List<String> VERSIONS = List.of("1.0", "2.0", "3.0");
    public static final String AWS_SERVICE = "Amazon DynamoDB";

    public WorkbenchModel {
        tables = List.copyOf(tables);
    }

    public record Metadata(String author, String created, String modified, String description, String version,
                           String awsService) {
    }

    /** An attribute and its DynamoDB type letter(s): S, N, B, BOOL, M, L, SS, NS, BS, NULL. */
    public record Attr(String name, String type) {
    }

    public record Table(String name, Attr partitionKey, Attr sortKey, List<Attr> nonKeyAttributes, List<Gsi> gsis,
                        List<Facet> facets, List<Map<String, Object>> items, String billingMode,
                        Provisioned provisioned, Pos pos) {
        public Table {
            nonKeyAttributes = List.copyOf(nonKeyAttributes);
            gsis = List.copyOf(gsis);
            facets = List.copyOf(facets);
            items = items.stream().map(WorkbenchModel::frozen).toList();
        }

        /** The declared type of an attribute of this table (key or not), or null. */
        public String typeOf(String attribute) {
            if (partitionKey.name().equals(attribute)) {
                return partitionKey.type();
            }
            if (sortKey != null && sortKey.name().equals(attribute)) {
                return sortKey.type();
            }
            for (Gsi g : gsis) {
                if (g.partitionKey().name().equals(attribute)) {
                    return g.partitionKey().type();
                }
                if (g.sortKey() != null && g.sortKey().name().equals(attribute)) {
                    return g.sortKey().type();
                }
            }
            return nonKeyAttributes.stream().filter(a -> a.name().equals(attribute)).map(Attr::type).findFirst()
                    .orElse(null);
        }
    }

    /** {@code projectionType} is ALL, KEYS_ONLY or INCLUDE; {@code projected} the INCLUDE attributes. */
    public record Gsi(String name, Attr partitionKey, Attr sortKey, String projectionType, List<String> projected) {
        public Gsi {
            projected = List.copyOf(projected);
        }
    }

    /** A facet: an entity (or a view) of a table, with display aliases of its keys and its own items. */
    public record Facet(String name, String partitionKeyAlias, String sortKeyAlias, List<String> nonKeyAttributes,
                        List<Map<String, Object>> items, Pos pos) {
        public Facet {
            nonKeyAttributes = List.copyOf(nonKeyAttributes);
            items = items.stream().map(WorkbenchModel::frozen).toList();
        }
    }

    /** Provisioned throughput and the auto scaling of reads and writes (null when absent). */
    public record Provisioned(Long read, Long write, AutoScaling autoScalingRead, AutoScaling autoScalingWrite) {
    }

    /** {@code targetPercent} is Workbench's TargetValue, a percentage such as 70. */
    public record AutoScaling(Long min, Long max, Double targetPercent, String serviceRole) {
    }

    /**
     * {@code ModelSchema}: per-entity attribute types and key templates ({@code value}, in
     * {@code ${name}} syntax); {@code indexes} maps "primary" and each GSI to its hash and sort.
     */
    public record Schema(Map<String, SchemaIndex> indexes, Map<String, Map<String, SchemaAttr>> models) {
        public Schema {
            indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
            Map<String, Map<String, SchemaAttr>> copy = new LinkedHashMap<>();
            models.forEach((k, v) -> copy.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
            models = Collections.unmodifiableMap(copy);
        }
    }

    public record SchemaIndex(String hash, String sort, String projection) {
    }

    /** {@code type} as ModelSchema spells it ("String", "Number", ...); {@code value} a template or null. */
    public record SchemaAttr(String type, String value) {
    }

    private static Map<String, Object> frozen(Map<String, Object> item) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(item));
    }
}
