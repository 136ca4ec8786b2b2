package dev.tablebook.request;

import dev.tablebook.model.Index;
import dev.tablebook.model.Table;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a table's CreateTable says about keys, shared by the CloudFormation snippet and the
 * tables {@code verify} creates: the attributes to define (every key of the table and of its
 * secondary indexes) and each index's partition attributes (an LSI's is the table's).
 */
public final class TableSchema {
    private TableSchema() {
    }

    /** Every attribute that is a key of the table or of a secondary index, table keys first. */
    /**
     * The logical id of the table's resource in the CloudFormation the site prints (and the one
     * {@code drift} matches a deployed resource by): its name reduced to letters and digits, a
     * leading {@code T} where it would not start with a letter, then {@code Table}.
     */
    public static String logicalId(Table t) {
        String id = t.name().replaceAll("[^A-Za-z0-9]", "");
        return (id.isEmpty() || !Character.isLetter(id.charAt(0)) ? "T" + id : id) + "Table";
    }

    public static Set<String> definedAttributes(Table t) {
        Set<String> names = new LinkedHashSet<>();
        names.add(t.partitionKey());
        if (t.sortKey() != null) {
            names.add(t.sortKey());
        }
        for (Index i : t.indexes().values()) {
            if (i.isGsi()) {
                names.addAll(i.partition());
            }
            names.addAll(i.sort());
        }
        return names;
    }

    /** The HASH attributes of an index's key schema. */
    public static List<String> partition(Table t, Index i) {
        return i.isGsi() ? i.partition() : List.of(t.partitionKey());
    }
}
