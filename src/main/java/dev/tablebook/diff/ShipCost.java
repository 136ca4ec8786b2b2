package dev.tablebook.diff;

import java.util.Collection;

/**
 * What a change costs to ship, cheapest first: the order is the order of expense, so the cost of
 * several changes is the largest of theirs.
 */
public enum ShipCost {
    /** Documentation only: names, descriptions, owner, status, deviation reasons. */
    NONE("none"),
    /** Application code or table settings; the existing keys and indexes serve it. */
    CODE_ONLY("code-only"),
    /**
     * A stream is enabled, disabled or given another view type: it gets a new ARN, so its
     * consumers move to the new stream; records of the old one stay readable for 24 hours.
     */
    STREAM_REPLACE("stream-replace"),
    /** A secondary or vector index is added: DynamoDB backfills it online. */
    NEW_INDEX("new-index"),
    /** A GSI's key or projection changes: indexes are immutable, so a new index, backfill and cut-over. */
    INDEX_REBUILD("index-rebuild"),
    /** A base-table key changes: a new table, dual writes, a backfill and a cut-over. */
    TABLE_MIGRATION("table-migration");

    private final String label;

    ShipCost(String label) {
        this.label = label;
    }

    /** The name used in every output format. */
    public String label() {
        return label;
    }

    public ShipCost max(ShipCost other) {
        return other.ordinal() > ordinal() ? other : this;
    }

    public static ShipCost maxOf(Collection<ShipCost> costs) {
        ShipCost max = NONE;
        for (ShipCost c : costs) {
            max = max.max(c);
        }
        return max;
    }

    /** Whether shipping needs a planned migration with steps (a rebuild or a new table). */
    public boolean needsMigration() {
        return this == INDEX_REBUILD || this == TABLE_MIGRATION;
    }

    @Override
    public String toString() {
        return label;
    }
}
