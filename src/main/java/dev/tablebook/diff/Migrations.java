package dev.tablebook.diff;

import dev.tablebook.model.Design;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * The steps that ship an expensive change without downtime: the online patterns of DynamoDB
 * designers (dual write and backfill for a new key, build-beside and cut over for an index),
 * filled in with the tables, indexes, patterns and consumers of the design at hand.
 */
final class Migrations {
    private Migrations() {
    }

    /**
     * A new table replaces an old one: a key schema, key type, LSI or replication-mode change.
     * Without LSIs the new table is created by an S3 import of the old one's export, rewritten to
     * the new keys, and caught up from the old table's stream; an import takes no LSIs
     * ({@code ImportTable} creates GSIs only), so a new table with LSIs is created empty and filled
     * by a Scan backfill.
     */
    static List<String> newTable(String table, Table base, Table head, List<String> reasons, Set<String> writers,
                                 Set<String> readers, Set<String> consumers) {
        boolean lsis = head != null && head.indexes().values().stream().anyMatch(x -> !x.isGsi());
        boolean mrsc = head != null && head.isGlobal() && head.replication() == Table.Replication.MRSC;
        String definition = head == null ? "" : ": key " + keyOf(head) + indexesOf(head);
        String why = " This change " + String.join("; ", reasons) + ".";
        List<String> steps = new ArrayList<>();
        if (lsis || mrsc) {
            steps.add("Create the new table beside " + table + " (for example " + table + "-v2) with the new definition"
                    + definition + (mrsc ? ", and add its replicas " + String.join(", ", head.replicas())
                    + " with multi-Region strong consistency while it is still empty" : "") + "." + why
                    + " (An S3 import cannot be used: " + (lsis ? "it creates no local secondary indexes"
                    : "MRSC replicas are added to an empty table only") + ", and it cannot fill an existing table.)");
            steps.add(dualWrites(writers));
            steps.add("Backfill: copy every existing item into the new table with a parallel Scan, rewriting each key "
                    + "as the new key map says; write with attribute_not_exists so the backfill never overwrites a newer "
                    + "dual write.");
        } else {
            StreamView view = base == null ? StreamView.OFF : base.streams();
            if (view != StreamView.NEW_IMAGE && view != StreamView.NEW_AND_OLD_IMAGES) {
                steps.add("Enable a NEW_AND_OLD_IMAGES stream on " + table + " (it has " + (view.enabled() ? "a "
                        + view + " stream, which carries no new images: replacing it gives it a new ARN, and its "
                        + "consumers move to it" : "none") + "): its records are the catch-up of the writes made "
                        + "during the copy.");
            }
            steps.add("Export " + table + " to S3 (a full export at a point in time: point-in-time recovery must be on; "
                    + "the export consumes no read capacity), and note the export time.");
            steps.add("Rewrite the exported items to the new key map and import them from S3 as the new table (for "
                    + "example " + table + "-v2) with the new definition" + definition + "." + why + " An S3 import "
                    + "always creates a new table (it cannot fill an existing one), builds its GSIs as it loads and "
                    + "consumes no write capacity.");
            steps.add("Catch up: replay " + table + "'s stream from the export time into the new table, rewriting each "
                    + "key, with a condition that never lets an older record overwrite a newer one. The stream keeps "
                    + "records for 24 hours: export, rewrite and import must finish within that, else export again.");
            steps.add(dualWrites(writers) + " Stop the replay once every write reaches both tables.");
            if (head != null && head.isGlobal()) {
                steps.add("Add the replicas " + String.join(", ", head.replicas()) + " to the new table (Global "
                        + "Tables); DynamoDB copies its items to them. An import creates a single-region table.");
            }
        }
        steps.add("Verify: compare item counts per entity and sample items between the two tables.");
        steps.add("Cut over: switch " + names(readers, "the reads") + " to the new table, then make it the source "
                + "of truth.");
        if (!consumers.isEmpty()) {
            steps.add("Re-point the stream consumers " + names(consumers, "") + " to the new table's stream.");
        }
        steps.add("Stop writing the old table; keep it, with deletion protection, until a rollback is no longer "
                + "needed, then delete it.");
        return steps;
    }

    private static String dualWrites(Set<String> writers) {
        return "Deploy dual writes: " + names(writers, "every write") + " write" + (writers.size() == 1 ? "s" : "")
                + " both tables; the old table stays the source of truth.";
    }

    /**
     * A stream is enabled, disabled or given another view type. DynamoDB changes a view type only
     * by disabling the stream and enabling a new one: a new stream ARN. Records of the old stream
     * stay readable for 24 hours after it is disabled, so a consumer that drains it first loses
     * none written before the switch; writes between disabling and enabling reach neither.
     */
    static List<String> streamReplace(String table, String before, String after, Set<String> oldConsumers,
                                      Set<String> newConsumers) {
        boolean was = before != null && !before.equals("false");
        boolean will = after != null && !after.equals("false");
        List<String> steps = new ArrayList<>();
        if (was) {
            steps.add("Disable the " + before + " stream of " + table + "; its records stay readable for 24 hours: "
                    + "let " + names(oldConsumers, "its consumers") + " drain it (their iterators keep working until "
                    + "the records expire).");
        }
        if (will) {
            steps.add("Enable a " + after + " stream on " + table + (was ? " right after disabling the old one: it "
                    + "has a new stream ARN, and writes made in between appear on neither stream" : "") + ".");
            steps.add("Move " + names(newConsumers, "the consumers") + " to the new stream ARN (event source "
                    + "mappings, pipes and Kinesis adapters are bound to an ARN, not to the table)"
                    + (was ? " once they have drained the old stream" : "") + ".");
        } else {
            steps.add("Remove the event source mappings of " + names(oldConsumers, "its consumers")
                    + " once they have drained the old stream.");
        }
        return steps;
    }

    /** Every table of the service moves to another region. */
    static List<String> region(Design base, Design head, Collection<String> tables) {
        String to = head.region();
        String from = base.region();
        List<String> steps = new ArrayList<>();
        steps.add("Add a " + to + " replica to " + names(tables, "each table") + " (Global Tables); DynamoDB copies "
                + "the existing items.");
        steps.add("Wait until every replica is ACTIVE, then move the application's traffic to " + to + ".");
        steps.add("Remove the " + from + " replicas once no traffic reaches them (keep them if the design lists "
                + from + " in `replicas`).");
        return steps;
    }

    /** An entity's base-table key template changes: its items are rewritten under new primary keys. */
    static List<String> rekey(String table, String entity, List<String> attrs, Set<String> writers,
                              Set<String> readers) {
        return List.of(
                "Deploy code that writes new " + entity + " items under the new " + String.join(", ", attrs)
                        + " and reads both key forms, new first" + names(writers, readers, " (", ")") + ".",
                "Backfill: for each existing " + entity + " item in " + table + ", put a copy under its new key "
                        + "(condition attribute_not_exists) and delete the old item in the same TransactWriteItems, "
                        + "so no item is lost or doubled.",
                "Verify that no " + entity + " item remains under the old key form.",
                "Remove the reads of the old key form.");
    }

    /** An index key attribute of an entity gets new values: the items are rewritten, the index follows. */
    static List<String> rewriteAttributes(String table, String entity, List<String> attrs, Set<String> readers) {
        String a = String.join(", ", attrs);
        return List.of(
                "Deploy code that writes " + a + " of " + entity + " items in the new form.",
                "Backfill: update every existing " + entity + " item in " + table + " to the new " + a + "; each "
                        + "update moves the item's index entry (an index delete and insert per item).",
                "Until the backfill ends the index holds both forms: " + names(readers, "its readers")
                        + " must read both, or switch only once it is done.");
    }

    /** A GSI's key or projection (or a vector index's definition) changes: build beside, cut over. */
    static List<String> rebuildIndex(String table, String index, boolean vector, List<FieldChange> fields,
                                     Set<String> patterns, Table head) {
        String kind = vector ? "vector index" : "GSI";
        List<String> what = fields.stream().filter(f -> f.shipCost() == ShipCost.INDEX_REBUILD)
                .map(f -> f.field() + " " + Shipping.show(f.after())).toList();
        String limit = vector ? "5 vector indexes" : "20 GSIs";
        return List.of(
                "Create a new " + kind + " on " + table + " beside " + index + " (for example " + index + "-v2) with "
                        + String.join(", ", what) + "; DynamoDB backfills it from the existing items, writing each "
                        + "member item's entry (its index write units: the one-time cost). Only one index is created "
                        + "or deleted at a time per table. An index cannot be renamed: keep the new name in the design, or "
                        + "later delete and recreate under the old name with its readers down during the backfill.",
                "Wait until the new index is ACTIVE (backfill done).",
                "Switch " + names(patterns, "the patterns that read it") + " to the new index.",
                "Delete " + index + "; until then both indexes are written and stored, and both count towards the "
                        + limit + " of " + table + (head == null ? "" : " (it has " + (vector
                        ? head.vectorIndexes().size() : head.indexes().size()) + " in this design)") + ".");
    }

    private static String keyOf(Table t) {
        return t.sortKey() == null ? t.partitionKey() : t.partitionKey() + " + " + t.sortKey();
    }

    private static String indexesOf(Table t) {
        if (t.indexes().isEmpty()) {
            return "";
        }
        return ", with indexes " + String.join(", ", t.indexes().keySet());
    }

    private static String names(Collection<String> names, String otherwise) {
        return names.isEmpty() ? otherwise : String.join(", ", names);
    }

    private static String names(Set<String> a, Set<String> b, String before, String after) {
        Set<String> all = new java.util.TreeSet<>(NaturalOrder.INSTANCE);
        all.addAll(a);
        all.addAll(b);
        return all.isEmpty() ? "" : before + String.join(", ", all) + after;
    }
}
