package dev.tablebook.load;

import dev.tablebook.model.ImportSource;
import dev.tablebook.model.Where;

import java.util.List;

/**
 * A model in the reference cost calculator's {@code dynamodb_data_model.json} shape, kept field
 * for field so it can be priced with that calculator's semantics. Optional fields are null when
 * absent: the calculator distinguishes "absent" from "given" (e.g. {@code attributes_written}),
 * so the defaults are applied by the cost engine, not here.
 */
public record ImportedModel(List<Table> tables, List<Pattern> accessPatterns) implements ImportSource {
    public ImportedModel {
        tables = List.copyOf(tables);
        accessPatterns = List.copyOf(accessPatterns);
    }

    public Table table(String name) {
        for (Table t : tables) {
            if (t.tableName().equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** {@code attribute_definitions} entry (either spelling). */
    public record AttributeDefinition(String name, String type) {
    }

    /** {@code {name, type}} of an entity attribute. */
    public record EntityAttribute(String name, String type) {
    }

    public record Entity(String entityName, Integer estimatedItemSizeBytes, Long estimatedItemCount,
                         List<EntityAttribute> attributes, Where where) {
        public Entity {
            attributes = List.copyOf(attributes);
        }
    }

    /** A GSI; {@code projectionType} is upper-cased, null when not given (the calculator's ALL). */
    public record Gsi(String indexName, String partitionKey, String sortKey, String projectionType,
                      List<String> projectionAttributes, Where where) {
        public Gsi {
            projectionAttributes = List.copyOf(projectionAttributes);
        }
    }

    public record VectorIndex(String indexName, String vectorAttribute, Integer dimensions, String distanceFunction,
                              String projectionType, List<String> projectionAttributes, String searchPartitionKey,
                              List<String> inlineFilters, Long estimatedIndexedItems, Where where) {
        public VectorIndex {
            projectionAttributes = List.copyOf(projectionAttributes);
            inlineFilters = List.copyOf(inlineFilters);
        }
    }

    /** {@code provisionedCapacity} is the raw JSON text of {@code provisioned_capacity}, or null. */
    public record Table(String tableName, String tableClass, boolean globalTables, String partitionKey,
                        String sortKey, List<AttributeDefinition> attributeDefinitions, List<Entity> entities,
                        List<Gsi> gsis, List<VectorIndex> vectorIndexes, String provisionedCapacity, Where where) {
        public Table {
            attributeDefinitions = List.copyOf(attributeDefinitions);
            entities = List.copyOf(entities);
            gsis = List.copyOf(gsis);
            vectorIndexes = List.copyOf(vectorIndexes);
        }
    }

    /** One entry of {@code entities_written}: a name and how many items of it one call writes. */
    public record EntityWritten(String entity, int count) {
    }

    public record Pattern(String patternId, String description, String operation, String table, String index,
                          double peakRps, Double avgRps, Integer estimatedItemSizeBytes, Integer itemsPerRequest,
                          String consistency, Integer topK, String filter, List<String> projection,
                          List<Integer> itemSizes, Integer previousItemSizeBytes, List<String> attributesWritten,
                          List<EntityWritten> entitiesWritten, Double conditionalFailRate, Double nonExistentRate,
                          String writeAction, Integer retentionDays, String sourceRequirement, Where where) {
        public Pattern {
            projection = projection == null ? null : List.copyOf(projection);
            itemSizes = itemSizes == null ? null : List.copyOf(itemSizes);
            attributesWritten = attributesWritten == null ? null : List.copyOf(attributesWritten);
            entitiesWritten = entitiesWritten == null ? null : List.copyOf(entitiesWritten);
        }
    }
}
