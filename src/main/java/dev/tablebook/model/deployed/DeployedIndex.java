package dev.tablebook.model.deployed;

import dev.tablebook.model.Index;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;

import java.util.List;

/**
 * A secondary index as deployed: kind, key attributes (a multi-attribute GSI key lists each in
 * order), projection, its own provisioned units (null: none stated) and where it stands in the source.
 */
public record DeployedIndex(String name, Index.Kind kind, List<String> partition, List<String> sort,
                            Projection projection, Integer read, Integer write, Pos pos) {
    public DeployedIndex {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
    }

    public boolean isGsi() {
        return kind == Index.Kind.GSI;
    }
}
