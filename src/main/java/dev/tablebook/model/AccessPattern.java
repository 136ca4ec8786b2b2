package dev.tablebook.model;

import java.util.List;

/**
 * One read or write the application performs: the contract the keys must satisfy.
 *
 * <p>Optional scalars are null when the design does not state them. {@code writes} holds the
 * legs of a write; a single-item write given as pattern-level {@code entity}/{@code condition}
 * is normalized into one leg and {@code legsFromPatternFields} is true. {@code returns} is empty
 * when the pattern names no entity.
 */
public record AccessPattern(
        String id,
        String name,
        String description,
        Operation operation,
        String table,
        String index,
        List<KeyCondition> key,
        boolean descending,
        Integer limit,
        List<String> returns,
        List<String> projection,
        Rate rps,
        Consistency consistency,
        String authorization,
        String filter,
        Double filterSelectivity,
        List<WriteLeg> writes,
        boolean legsFromPatternFields,
        Idempotency idempotency,
        Double conditionalFailRate,
        Integer itemBytes,
        List<Integer> itemSizes,
        Double hotKeyShare,
        Integer topK,
        Double nonExistentRate,
        Where where) {

    public AccessPattern {
        key = List.copyOf(key);
        returns = List.copyOf(returns);
        projection = projection == null ? null : List.copyOf(projection);
        writes = List.copyOf(writes);
        itemSizes = itemSizes == null ? null : List.copyOf(itemSizes);
    }

    /** Display name: the pattern's name, else its id. */
    public String title() {
        return name == null || name.isBlank() ? id : name;
    }

    public KeyCondition condition(String attribute) {
        return key.stream().filter(k -> k.attribute().equals(attribute)).findFirst().orElse(null);
    }
}
