package dev.tablebook.model;

import java.util.List;

/**
 * A call that returns items: a {@link Read} or a {@link VectorSearch}. {@code returns} names the
 * entities it returns (empty when none is named); {@code projection} the attributes it reads (null:
 * whole items); {@code filter} its FilterExpression with {@code filterSelectivity}, the share of
 * the items read that the filter discards.
 */
public sealed interface Retrieval extends AccessPattern permits Read, VectorSearch {
    List<String> returns();

    List<String> projection();

    String filter();

    Double filterSelectivity();

    @Override
    default List<String> returned() {
        return returns();
    }
}
