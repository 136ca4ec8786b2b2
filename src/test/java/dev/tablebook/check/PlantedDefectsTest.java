package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 3's acceptance criterion, second half: a copy of an example design with one planted
 * defect is caught by the rule for that defect, on the thing at fault, and by nothing else. Each
 * row edits the text of one file in {@code designs/}; an edit fails when the text it expects is
 * not there exactly once, so a row cannot pass silently after the example changes.
 */
class PlantedDefectsTest {

    /** One planted defect: the example it goes into, the rule and target that must catch it, the edits. */
    record Plant(String design, String rule, String target, String defect, List<Edit> edits, Set<String> sideEffects) {
        Plant also(String ruleAtTarget) {
            Set<String> more = new TreeSet<>(sideEffects);
            more.add(ruleAtTarget);
            return new Plant(design, rule, target, defect, edits, more);
        }

        @Override
        public String toString() {
            return design + " " + rule + " @" + target + ": " + defect;
        }
    }

    /** A change to a design's text. */
    interface Edit {
        String apply(String text);
    }

    static List<Plant> plants() {
        List<Plant> all = new ArrayList<>();
        all.addAll(orders());
        all.addAll(taskboard());
        all.addAll(catalog());
        all.addAll(leaderboard());
        all.addAll(telemetry());
        return all;
    }

    // ----- orders: single table, sparse GSI, transactions, a stream pipe, accepted Scan -------------------------

    static List<Plant> orders() {
        String d = "orders";
        return List.of(
                // (a GetItem authorized on the order id is no IDOR: its whole key names the order; a Query is)
                plant(d, "authz-partition-key", "AP1", "order history authorized on the order id, but the partition is"
                        + " the customer's", edit("returns: Order\n    rps: { peak: 400, average: 60 }\n    authorization:"
                        + " customer_id", "customer_id", "order_id")),
                plant(d, "authz-partition-key", "AP4", "the key names the customer partition by a request parameter",
                        edit("      pk: \"CUSTOMER#{customer_id}\"\n      sk: { begins_with: \"LINE#",
                                "{customer_id}", "{owner_id}")),
                plant(d, "authz-partition-key", "W5", "the shipping warehouse captures the payment in the customer's partition",
                        edit("    rps: { peak: 40, average: 5 }\n    authorization: customer_id", "customer_id",
                                "warehouse_id")),
                plant(d, "filter-expression", "AP1", "order history drops cancelled orders with a filter",
                        after("    order: descending\n    limit: 25\n",
                                "    filter: \"#status <> :cancelled\"\n    filter_selectivity: 0.3\n")),
                plant(d, "table-class-cost", "Commerce", "the busy commerce table moved to Standard-IA",
                        edit("    capacity: on-demand\n    class: standard\n", "standard\n", "standard-ia\n")),
                plant(d, "gsi-strong-read", "AP6", "strong read of the sparse warehouse GSI",
                        after("picks a quarter of all orders\n", "    consistency: strong\n")),
                plant(d, "key-condition-unservable", "AP2", "GetItem of the profile without its sort key",
                        delete("      sk: { \"=\": \"PROFILE\" }\n")),
                plant(d, "key-condition-unservable", "AP1", "a sort-key prefix no item has",
                        edit("      sk: { begins_with: \"ORDER#\" }", "ORDER#", "ORDERS#")),
                plant(d, "key-condition-mixed-entities", "AP1", "order history reads the whole customer collection",
                        delete("      sk: { begins_with: \"ORDER#\" }\n")),
                plant(d, "unbounded-query", "AP9", "the export scans without a page size",
                        edit("    limit: 1000\n    returns: Order", "    limit: 1000\n", "")),
                plant(d, "unbounded-query", "AP6", "the warehouse GSI read without a limit (max_per_partition is per customer)",
                        edit("    order: ascending\n    limit: 100\n", "    limit: 100\n", "")),
                plant(d, "transaction-bounds", "W1", "an order of 120 lines in one transaction",
                        edit("{ entity: OrderLine, action: create, count: 3,", "count: 3", "count: 120"),
                        delete("    item_sizes: [780, 300, 300, 300, 250, 260]\n"))
                        .also("hot-key-unstated@W1"),
                plant(d, "transaction-bounds", "AP7", "a TransactGetItems of 101 items",
                        edit("    limit: 2\n    returns: [Order, Payment]", "limit: 2", "limit: 101")),
                plant(d, "transact-single-item", "W2", "the cancel becomes a one-item transaction",
                        edit("    operation: UpdateItem\n    table: Commerce\n    writes:\n      - entity: Order",
                                "UpdateItem", "TransactWriteItems")),
                plant(d, "projection-missing-attribute", "AP6", "pickers read the total from a KEYS_ONLY index",
                        edit("    projection: [order_id, created_at]\n", "created_at]", "created_at, total_cents]")),
                plant(d, "mutable-gsi-key", "OpenOrdersByWarehouse", "orders can be re-routed to another warehouse",
                        edit("warehouse_id:     { type: S, bytes: 12, distinct: 40, source: user }", "source: user",
                                "source: user, mutable: true")),
                plant(d, "missing-idempotency", "W1", "checkout without a client token",
                        edit("    idempotency: client-token\n", "client-token", "none")),
                plant(d, "number-sorted-as-text", "AP4", "lines listed last-added first: LINE#…#10 sorts before #9",
                        edit("    limit: 100\n    returns: OrderLine", "    limit: 100", "    order: descending\n    limit: 100")),
                plant(d, "low-cardinality-gsi-key", "OpenOrdersByWarehouse", "open orders consolidated on 4 warehouses",
                        edit("warehouse_id:     { type: S, bytes: 12, distinct: 40, source: user }", "distinct: 40",
                                "distinct: 4")),
                plant(d, "unguarded-create", "W5", "payment capture may create a phantom payment",
                        edit("attributes: [status, captured_at], condition: \"attribute_exists(sk)\" }",
                                ", condition: \"attribute_exists(sk)\"", "")),
                plant(d, "stream-unbounded-retry", "order-events", "infinite retries on the event pipe",
                        edit("    max_retries: 10\n", "10", "-1")),
                plant(d, "stream-without-consumer", "Commerce", "the event pipe is gone, the stream stays",
                        cut("consumers:\n", "deviations:\n")),
                plant(d, "pitr-disabled", "Commerce", "no point-in-time recovery",
                        delete("    pitr: { retention_days: 35 }\n")),
                plant(d, "deletion-protection-off", "Commerce", "deletion protection switched off",
                        edit("    deletion_protection: true\n", "true", "false")),
                // Without its reason the deviation accepts nothing, so the Scan it covered is open again.
                plant(d, "deviation-unjustified", "AP9", "a deviation without its reason",
                        delete("    reason: Off-peak nightly export of the sparse open-orders index, a few thousand "
                                + "keys-only items.\n"))
                        .also("scan-on-read-path@AP9"));
    }

    // ----- taskboard: many small tables, natural keys, an inverse GSI, an LSI, pipes, an ephemeral table ---------

    static List<Plant> taskboard() {
        String d = "taskboard";
        return List.of(
                plant(d, "authz-partition-key", "T3", "my boards authorized on the board, through the user-keyed GSI",
                        edit("    rps: { peak: 300, average: 60 }\n    authorization: user_id", "user_id", "board_id")),
                plant(d, "authz-partition-key", "W1", "board creation authorized on the creator, written under the board",
                        edit("    idempotency: client-token\n    rps: { peak: 10, average: 1 }\n    authorization: board_id",
                                "board_id", "user_id")),
                plant(d, "gsi-strong-read", "T3", "strong read of the inverse GSI",
                        before("    rps: { peak: 300, average: 60 }\n", "    consistency: strong\n")),
                // A Scan is both findings by definition: it reads every partition, so no key holds the identifier.
                plant(d, "scan-on-read-path", "T8", "the share dialog scans the memberships table",
                        edit("    operation: Query\n    table: BoardMemberships\n    key: { board_id: \"{board_id}\" }\n",
                                "Query\n    table: BoardMemberships\n    key: { board_id: \"{board_id}\" }\n",
                                "Scan\n    table: BoardMemberships\n"))
                        .also("authz-partition-key@T8"),
                plant(d, "key-condition-unservable", "T10", "LSI query without the board",
                        edit("      board_id: \"{board_id}\"\n      actor_sk:", "      board_id: \"{board_id}\"\n", "")),
                plant(d, "key-condition-mixed-entities", "T2", "the board query returns lists it does not declare",
                        edit("    returns: [List, Card]\n", "[List, Card]", "Card")),
                plant(d, "unbounded-query", "T9", "the activity feed without a page size",
                        edit("    limit: 50\n    returns: ActivityEvent\n    rps: { peak: 60", "    limit: 50\n", "")),
                plant(d, "hot-partition", "BoardMemberships", "every membership check on one board",
                        edit("    hot_key_share: 0.01                  # one company-wide board\n    rps: { peak: 3000",
                                "hot_key_share: 0.01", "hot_key_share: 1")),
                plant(d, "lsi-collection-size", "Activity", "the activity feed of few, huge tenants under an LSI",
                        edit("    count: 200000000\n    attributes:\n      board_id:   { type: S, bytes: 36, distinct: 200000 }",
                                "distinct: 200000", "distinct: 8")),
                plant(d, "batch-bounds", "W8", "a batch of 50 deletes",
                        edit("{ entity: Comment, action: delete, count: 25 }", "count: 25", "count: 50")),
                plant(d, "unguarded-create", "W8", "a condition on a BatchWriteItem leg",
                        edit("{ entity: Comment, action: delete, count: 25 }", " }",
                                ", condition: \"attribute_exists(sk)\" }")),
                plant(d, "unguarded-create", "W2", "adding a card without attribute_not_exists",
                        edit("{ entity: Card, action: create, condition: \"attribute_not_exists(sk)\" }",
                                ", condition: \"attribute_not_exists(sk)\"", "")),
                plant(d, "unused-index", "ByUser", "the only pattern of the inverse GSI is gone",
                        cut("  - id: T3\n", "  - id: T4\n")),
                plant(d, "unused-index", "ByActor", "the only pattern of the LSI is gone",
                        cut("  - id: T10\n", "  - id: T11\n")),
                plant(d, "mutable-gsi-key", "ByActor", "the actor in the LSI key can change",
                        edit("      actor_id:   { type: S, bytes: 36 }", " }", ", mutable: true }")),
                plant(d, "item-size-limit", "T13", "stored responses of 450 KB",
                        edit("    item_bytes: 2048 ", "2048", "450000")),
                plant(d, "ttl-attribute", "Activity", "activity expiry stored as an ISO date",
                        edit("      expires_at: { type: N, bytes: 8 }\n  IdempotencyRecord:", "{ type: N, bytes: 8 }",
                                "{ type: S, bytes: 25 }")),
                plant(d, "pitr-disabled", "IdempotencyKeys", "the dedupe table is no longer declared ephemeral",
                        delete("    ephemeral: true                        # a dedupe cache: losing it only weakens "
                                + "retries for a day\n")),
                plant(d, "stream-consumer-limit", "BoardItems", "a third Lambda on the board stream",
                        before("\ndeviations:\n", lines(
                                "  - name: board-webhooks",
                                "    table: BoardItems",
                                "    via: lambda",
                                "    batch_size: 50",
                                "    max_retries: 3",
                                "    max_record_age_s: 3600",
                                "    on_failure: taskboard-webhooks-dlq",
                                "    dedupe: event-id",
                                "    targets: [customer webhooks]"))),
                plant(d, "stream-not-idempotent", "board-search", "the search pipe states no dedupe",
                        delete("    dedupe: idempotent-handler\n")),
                plant(d, "stream-without-consumer", "Activity", "a stream on the activity table nobody reads",
                        after("        sort: actor_sk\n        projection: KEYS_ONLY\n", "    streams: KEYS_ONLY\n")),
                plant(d, "missing-rps", "W11", "no rate for the email pointer",
                        edit("    condition: \"attribute_not_exists(email)\"\n    idempotency: conditional-write\n"
                                + "    rps: { peak: 10, average: 1 }\n", "    rps: { peak: 10, average: 1 }\n", "")),
                plant(d, "index-count-limit", "Activity", "six LSIs on the activity table",
                        after("        sort: actor_sk\n        projection: KEYS_ONLY\n", extraLsis()),
                        before("\nentities:\n", extraLsiPatterns())),
                plant(d, "deviation-unjustified", "T2", "the filter is gone, its deviation stays",
                        delete("    filter: \"attribute_not_exists(archived_at)\"\n    filter_selectivity: 0.05\n")));
    }

    // ----- catalog: multi-attribute GSI, vector index, three stream consumers, KMS ---------------------------------

    static List<Plant> catalog() {
        String d = "catalog";
        return List.of(
                plant(d, "projection-all-large-items", "ByCategory", "descriptions grow to 150 KB under an ALL category index",
                        edit("        projection: [title, price_cents, product_id]", "[title, price_cents, product_id]",
                                "ALL"),
                        edit("      description: { type: S, bytes: 1500, mutable: true, source: user }", "1500",
                                "150000"))
                        // 147 KB products also overload the busiest product's partition, which C5 reads
                        .also("hot-partition@Products").also("hot-key-unstated@C5"),
                plant(d, "authz-partition-key", "C4", "the vector index loses its store partition",
                        delete("        partition: store_id\n"), delete("    key: { store_id: \"{store_id}\" }\n")),
                plant(d, "authz-partition-key", "C3", "a cross-store category index read on behalf of a store",
                        edit("        partition: [store_id, category]\n        sort: [brand, launched_at]\n",
                                "[store_id, category]\n        sort: [brand, launched_at]",
                                "[category, brand]\n        sort: launched_at"),
                        delete("      store_id: \"{store_id}\"\n")),
                plant(d, "gsi-strong-read", "C3", "strong read of the multi-attribute GSI",
                        before("    rps: { peak: 400, average: 80 }\n", "    consistency: strong\n")),
                plant(d, "key-condition-unservable", "C3", "one of two partition attributes left out",
                        delete("      category: \"{category}\"\n")),
                plant(d, "key-condition-unservable", "C3", "a range on the first sort attribute, then another condition",
                        edit("      brand: \"{brand}\"\n", "\"{brand}\"", "{ begins_with: \"{brand_prefix}\" }")),
                plant(d, "key-condition-mixed-entities", "C2", "variants read without their prefix",
                        delete("      sk: { begins_with: \"VARIANT#\" }\n")),
                plant(d, "hot-partition", "Products", "a flash sale sends most product traffic to one product",
                        edit("    hot_key_share: 0.05                  # a flash-sale product", "0.05", "0.8"),
                        edit("    hot_key_share: 0.05\n    rps: { peak: 2000", "0.05", "0.8")),
                plant(d, "projection-missing-attribute", "C3", "new arrivals show the description",
                        edit("    projection: [product_id, title, price_cents, brand, launched_at]\n", "launched_at]",
                                "launched_at, description]")),
                plant(d, "batch-bounds", "C5", "hydrating 150 results in one BatchGetItem",
                        edit("    limit: 20\n    returns: Product", "20", "150")),
                plant(d, "transact-single-item", "C6", "listing a product without variants in a transaction",
                        delete("      - { entity: Variant, action: create, count: 4, condition: "
                                + "\"attribute_not_exists(pk)\" }\n")),
                plant(d, "mutable-gsi-key", "ByCategory", "products can be re-categorised",
                        edit("      category:    { type: S, bytes: 40, distinct: 500 }", " }", ", mutable: true }")),
                plant(d, "item-size-limit", "ProductEmbedding", "the embedding stored as 420 KB of text",
                        edit("      embedding:   { type: L, bytes: 5632 }", "5632", "420000"))
                        .also("hot-key-unstated@C11"),
                plant(d, "index-count-limit", "Products", "six vector indexes",
                        after("        indexed_items: 9000000\n", extraVectorIndexes()),
                        before("\nentities:\n", extraVectorPatterns())),
                plant(d, "vector-index-provisioned", "Products", "the vector table on provisioned capacity",
                        edit("    capacity: { mode: on-demand }", "{ mode: on-demand }", "provisioned")),
                plant(d, "vector-index-provisioned", "Products", "provisioned read and write units for the vector table",
                        edit("    capacity: { mode: on-demand }", "on-demand }", "provisioned, read: 500, write: 100 }")),
                plant(d, "reserved-on-demand", "Products", "a reservation on the on-demand vector table",
                        edit("    capacity: { mode: on-demand }", "{ mode: on-demand }",
                                "{ mode: on-demand, reserved: { term: 3y, read: 100, write: 100 } }")),
                plant(d, "stream-consumer-limit", "Products", "a second pipe makes three direct consumers",
                        before("  - name: catalog-cdc\n", lines(
                                "  - name: price-alerts",
                                "    table: Products",
                                "    via: pipe",
                                "    batch_size: 10",
                                "    max_retries: 5",
                                "    max_record_age_s: 3600",
                                "    on_failure: catalog-price-alerts-dlq",
                                "    dedupe: event-id",
                                "    targets: [price alert topic]"))),
                plant(d, "stream-unbounded-retry", "product-embedder", "poison records vanish",
                        delete("    on_failure: catalog-embedder-dlq\n")),
                plant(d, "missing-idempotency", "C6", "listing transaction without a client token",
                        delete("    idempotency: client-token\n")),
                plant(d, "unguarded-create", "C7", "price change guarded by a value, not by existence",
                        edit("        condition: \"attribute_exists(pk)\"\n        previous_bytes: 1900",
                                "attribute_exists(pk)", "price_cents <> :new_price")),
                plant(d, "unused-index", "ProductEmbeddings", "the similar-products search is gone",
                        cut("  - id: C4\n", "  - id: C5\n")),
                plant(d, "unused-entity", "Review", "a review entity no pattern reads or writes",
                        before("\ntables:\n", lines(
                                "  Review:",
                                "    count: 30000000",
                                "    attributes:",
                                "      store_id:  { type: S, bytes: 12 }",
                                "      product_id: { type: S, bytes: 26 }",
                                "      review_id: { type: S, bytes: 26 }",
                                "      rating:    { type: N, bytes: 2 }",
                                "      body:      { type: S, bytes: 800 }")),
                        after("        sk: \"EMBEDDING\"\n", lines(
                                "      Review:",
                                "        pk: \"STORE#{store_id}#PRODUCT#{product_id}\"",
                                "        sk: \"REVIEW#{review_id}\""))));
    }

    // ----- leaderboard: Global Tables, multi-attribute GSI sorted by score, sharded counters ----------------------

    static List<Plant> leaderboard() {
        String d = "leaderboard";
        return List.of(
                plant(d, "on-demand-throughput", "Runs", "a launch at 5,000 runs a second, each a run and its board"
                                + " entry: 10,000 write units on a new on-demand table",
                        edit("    idempotency: conditional-write\n    rps: { peak: 1200, average: 200 }\n    authorization:"
                                + " player_id\n\n  - id: L2", "peak: 1200, average: 200", "peak: 5000, average: 800")),
                plant(d, "global-table-stream-view", "Runs", "the replicated runs table narrowed to new images",
                        edit("    streams: NEW_AND_OLD_IMAGES   ", "NEW_AND_OLD_IMAGES", "NEW_IMAGE")),
                plant(d, "lww-counter", "L6", "the score shards replicated last-writer-wins",
                        edit("us-west-2]   # strong consistency needs three Regions of one Region set\n"
                                + "    replication: mrsc", "mrsc", "lww")),
                plant(d, "authz-partition-key", "L6", "the counter write authorized on the player",
                        edit("plus skew\n    rps: { peak: 1200, average: 200 }\n    authorization: game_id", "game_id",
                                "player_id")),
                // A Scan is both findings by definition: it reads every partition, so no key holds the identifier.
                plant(d, "authz-partition-key", "L2", "a player's runs found by scanning the table",
                        edit("    operation: Query\n    table: Runs\n    key:\n      pk: \"PLAYER#{player_id}\"\n"
                                        + "      sk: { begins_with: \"RUN#\" }\n",
                                "    key:\n      pk: \"PLAYER#{player_id}\"\n      sk: { begins_with: \"RUN#\" }\n", ""),
                        edit("    operation: Query\n    table: Runs\n    order: descending", "Query", "Scan"))
                        .also("scan-on-read-path@L2"),
                plant(d, "latest-read-unordered", "L2", "a player's recent runs read oldest first",
                        edit("    order: descending\n    limit: 20\n    returns: Run", "    order: descending\n", "")),
                plant(d, "missing-authorization", "L8", "the profile read states no authorization",
                        edit("    rps: { peak: 800, average: 150 }\n    authorization: player_id\n",
                                "    authorization: player_id\n", "")),
                plant(d, "gsi-strong-read", "L3", "today's top 100 read strongly from the GSI",
                        before("    hot_key_share: 0.25                  # the most played", "    consistency: strong\n")),
                plant(d, "key-condition-unservable", "L3", "the day left out of the two-attribute partition",
                        edit("    key: { game_id: \"{game_id}\", day: \"{day}\" }\n", ", day: \"{day}\"", "")),
                plant(d, "hot-partition", "DailyTop", "one game: every run lands on one GSI partition",
                        edit("      game_id:      { type: S, bytes: 12, distinct: 200, source: user }", "distinct: 200",
                                "distinct: 1")),
                plant(d, "index-count-limit", "Runs", "21 GSIs on the runs table",
                        after("        projection: [display_name, run_id, player_id]   # the boards name the player; pk holds it only as text\n",
                                extraGsis()),
                        before("\nentities:\n", extraGsiPatterns())),
                plant(d, "mutable-gsi-key", "DailyTop", "scores can be corrected after the run",
                        edit("      score:        { type: N, bytes: 8 }", " }", ", mutable: true }")),
                plant(d, "projection-missing-attribute", "L3", "the top 100 shows run durations",
                        edit("    projection: [player_id, display_name, score]\n    hot_key_share: 0.25                  "
                                + "# the most played", "score]", "score, duration_s]")),
                plant(d, "batch-bounds", "L7", "101 shards summed in one BatchGetItem",
                        edit("    limit: 10\n    returns: ScoreShard", "10", "101")),
                plant(d, "unknown-key-type", "DailyTop", "the score moved into a key attribute left as a string",
                        edit("        sort: score\n", "score", "score_key"),
                        after("        sk: \"RUN#{ended_at}#{run_id}\"\n", "        score_key: \"{score}\"\n"),
                        edit("      score: { \"<=\": \"{score}\" }", "score:", "score_key:"),
                        edit("      score: { \">\": \"{score}\" }", "score:", "score_key:"),
                        // the boards still read `score`: once it is no index key, the index must project it
                        edit("        projection: [display_name, run_id, player_id]", "player_id]", "player_id, score]")),
                plant(d, "ttl-attribute", "Runs", "expiry in milliseconds",
                        edit("    ttl: { attribute: expires_at, days: 14 }", "expires_at", "expires_at_ms"),
                        edit("      expires_at:   { type: N, bytes: 8 }", "expires_at:  ", "expires_at_ms:")),
                plant(d, "ttl-attribute", "Runs", "a TTL attribute no run carries",
                        edit("    ttl: { attribute: expires_at, days: 14 }", "expires_at", "expire_at")),
                plant(d, "stream-not-idempotent", "score-aggregator", "the aggregator adds without dedupe",
                        edit("    dedupe: event-id\n", "event-id", "none")),
                plant(d, "stream-unbounded-retry", "score-aggregator", "no maximum record age",
                        delete("    max_record_age_s: 3600\n")),
                plant(d, "missing-idempotency", "L1", "run submission states none",
                        edit("14-day TTL\n    idempotency: conditional-write", "conditional-write", "none")),
                plant(d, "unguarded-create", "L1", "a run submitted without attribute_not_exists",
                        edit("{ entity: Run, action: create, condition: \"attribute_not_exists(sk)\" }",
                                ", condition: \"attribute_not_exists(sk)\"", "")),
                plant(d, "unguarded-create", "L9", "the create guard tests a camel-case name no item has",
                        edit("    condition: \"attribute_not_exists(player_id)\"", "player_id", "playerId")),
                plant(d, "unused-index", "DailyTop", "the daily board patterns are gone",
                        cut("  - id: L3\n", "  - id: L6\n")),
                plant(d, "missing-rps", "L10", "no rate for renames",
                        delete("    rps: { peak: 5, average: 0.5 }\n")),
                plant(d, "deletion-protection-off", "Counters", "the counters table can be dropped",
                        edit("    deletion_protection: true\n    replicas: [us-east-1, us-east-2", "true", "false")),
                plant(d, "deviation-unjustified", "DailyTop", "a deviation naming a rule that does not exist",
                        append(lines(
                                "",
                                "deviations:",
                                "  - rule: hot-partitions",
                                "    target: DailyTop",
                                "    reason: The daily board is served from a CDN cache."))));
    }

    // ----- telemetry: time-bucketed keys, numeric sort key, provisioned + reserved, Standard-IA ------------------

    static List<Plant> telemetry() {
        String d = "telemetry";
        return List.of(
                plant(d, "authz-partition-key", "R6", "fleet operators read a device by its id",
                        edit("    rps: { peak: 100, average: 20 }\n    authorization: device_id", "device_id", "fleet_id")),
                plant(d, "missing-authorization", "R5", "the heartbeat states no authorization",
                        edit("    rps: { peak: 250, average: 167 }\n    authorization: device_id\n",
                                "    authorization: device_id\n", "")),
                // A Scan is both findings by definition: it reads every partition, so no key holds the identifier.
                plant(d, "scan-on-read-path", "R7", "the fleet's devices found by scanning the index",
                        edit("    index: ByFleet\n    key: { fleet_id: \"{fleet_id}\" }\n", "    key: { fleet_id: \"{fleet_id}\" }\n",
                                ""),
                        edit("    operation: Query\n    table: Devices\n    index: ByFleet", "Query", "Scan"))
                        .also("authz-partition-key@R7"),
                plant(d, "filter-expression", "R2", "alarms picked out with a filter of unknown selectivity",
                        before("    hot_key_share: 0.01                  # a showcase device", "    filter: \"alarm = :on\"\n")),
                plant(d, "key-condition-unservable", "R2", "a range on the partition key to read across days",
                        edit("      pk: \"DEVICE#{device_id}#DAY#{day}\"\n      ts: { \">=\"",
                                "\"DEVICE#{device_id}#DAY#{day}\"", "{ begins_with: \"DEVICE#{device_id}#DAY#\" }")),
                plant(d, "key-condition-unservable", "R4", "begins_with on the numeric timestamp",
                        edit("      ts: { \"<\": \"{before_ts}\" }", "{ \"<\": \"{before_ts}\" }",
                                "{ begins_with: \"{hour_prefix}\" }")),
                plant(d, "unbounded-query", "R7", "a fleet's devices without a page size",
                        edit("    limit: 100\n    returns: Device\n", "    limit: 100\n", "")),
                plant(d, "missing-rps", "R10", "no rate for the history",
                        delete("    rps: { peak: 15, average: 2 }\n")),
                plant(d, "item-size-limit", "DailyRollup", "rollups carrying every raw reading (over 300 KB)",
                        edit("      stats:      { type: M, bytes: 300 }", "300", "320000"))
                        .also("hot-key-unstated@R9"),
                plant(d, "hot-key-unstated", "R9", "the rollup job at 12,000 device-days a second, its spread unstated",
                        edit("    rps: { peak: 60, average: 1.2, window: nightly-rollup }", "peak: 60", "peak: 12000")),
                plant(d, "mutable-gsi-key", "ByFleet", "devices move between fleets",
                        edit("      fleet_id:      { type: S, bytes: 12, distinct: 300, source: user }", " }",
                                ", mutable: true }")),
                plant(d, "projection-missing-attribute", "R7", "the fleet list shows firmware",
                        edit("    projection: [device_id, model, registered_at]\n", "registered_at]",
                                "registered_at, firmware]")),
                plant(d, "projection-all-write-heavy", "ByFleet", "the fleet index projects ALL under heartbeats",
                        edit("        projection: [model, registered_at]\n", "[model, registered_at]", "ALL")),
                plant(d, "projection-all-write-heavy", "ByFleet", "the fleet index left at the default projection",
                        delete("        projection: [model, registered_at]\n")),
                plant(d, "unused-index", "ByFleet", "the fleet listing is gone",
                        cut("  - id: R7\n", "  - id: R8\n")),
                plant(d, "unused-entity", "DailyRollup", "the rollup patterns are gone",
                        cut("  - id: R9\n", "\nentities:\n")),
                plant(d, "unknown-key-type", "Readings", "the numeric sort key renamed to a generic sk",
                        edit("    key: { partition: pk, sort: ts }", "sort: ts", "sort: sk"),
                        edit("        pk: \"DEVICE#{device_id}#DAY#{day}\"\n    capacity:", "\n    capacity:",
                                "\n        sk: \"{ts}\"\n    capacity:"),
                        edit("      ts: { \">=\"", "ts:", "sk:"),
                        edit("      ts: { between", "ts:", "sk:"),
                        edit("      ts: { \"<\"", "ts:", "sk:")),
                plant(d, "ttl-attribute", "Rollups", "rollup expiry stored as a string",
                        edit("      readings:   { type: N, bytes: 4 }\n      expires_at: { type: N, bytes: 8 }",
                                "expires_at: { type: N", "expires_at: { type: S")),
                plant(d, "reserved-on-demand", "Rollups", "a reservation on the on-demand history table",
                        edit("    capacity: { mode: on-demand }\n    class: standard-ia", "{ mode: on-demand }",
                                "{ mode: on-demand, reserved: { term: 1y, read: 100, write: 100 } }")),
                plant(d, "reserved-on-demand", "Readings", "switched to on-demand, reservation left behind",
                        edit("      mode: provisioned\n      read: 400\n      write: 2400\n"
                                        + "      autoscaling: { min: 100, max: 4000, target: 0.7 }\n",
                                "provisioned\n      read: 400\n      write: 2400\n"
                                        + "      autoscaling: { min: 100, max: 4000, target: 0.7 }\n", "on-demand\n")),
                plant(d, "stream-without-consumer", "Devices", "a stream on the device table nobody reads",
                        after("        projection: [model, registered_at]\n", "    streams: NEW_IMAGE\n")),
                plant(d, "pitr-disabled", "Rollups", "no point-in-time recovery for two years of history",
                        edit("IA storage pays off\n    ttl: expires_at\n    pitr: true", "pitr: true", "pitr: false")),
                plant(d, "deletion-protection-off", "Devices", "the device registry can be dropped",
                        edit("    pitr: true\n    deletion_protection: true\n    peak_hours_per_day: 12",
                                "    deletion_protection: true\n", "")),
                plant(d, "provisioned-throttle-risk", "Devices", "an autoscaling maximum below the heartbeat peak",
                        edit("      autoscaling: { min: 50, max: 1000 }", "max: 1000", "max: 100")),
                plant(d, "missing-idempotency", "R9", "the rollup write states none",
                        edit("    idempotency: natural\n    rps: { peak: 60, average: 1.2, window: nightly-rollup }",
                                "    idempotency: natural\n", "")),
                plant(d, "unguarded-create", "R8", "device registration overwrites",
                        edit("    entity: Device\n    condition: \"attribute_not_exists(device_id)\"\n",
                                "    condition: \"attribute_not_exists(device_id)\"\n", "")),
                plant(d, "deviation-unjustified", "Readings", "a deviation that accepts nothing",
                        append(lines(
                                "",
                                "deviations:",
                                "  - rule: hot-partition",
                                "    target: Readings",
                                "    reason: Ingest is spread over one partition per device-day."))),
                plant(d, "deviation-unjustified", "R11", "a deviation on a pattern that does not exist",
                        append(lines(
                                "",
                                "deviations:",
                                "  - rule: missing-rps",
                                "    target: R11",
                                "    reason: The backfill job has no steady rate."))));
    }

    // ----- generated blocks for the index quotas -----------------------------------------------------------------

    private static final List<String> LSI_SORTS = List.of("type", "created_at", "event_id", "summary", "expires_at");

    static String extraLsis() {
        return LSI_SORTS.stream().map(s -> "      " + lsiName(s) + ": { type: lsi, sort: " + s + ", projection: KEYS_ONLY }\n")
                .collect(Collectors.joining());
    }

    static String extraLsiPatterns() {
        return LSI_SORTS.stream().map(s -> lines(
                "  - id: X_" + s,
                "    operation: Query",
                "    table: Activity",
                "    index: " + lsiName(s),
                "    key: { board_id: \"{board_id}\" }",
                "    limit: 50",
                "    returns: ActivityEvent",
                "    rps: 1",
                "    authorization: board_id")).collect(Collectors.joining());
    }

    private static String lsiName(String sort) {
        return "By" + Arrays.stream(sort.split("_")).map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
                .collect(Collectors.joining());
    }

    static String extraGsis() {
        return IntStream.rangeClosed(1, 20).mapToObj(i -> "      ByGame" + (i < 10 ? "0" : "") + i
                + ": { partition: game_id, sort: ended_at, projection: KEYS_ONLY }\n").collect(Collectors.joining());
    }

    static String extraGsiPatterns() {
        return IntStream.rangeClosed(1, 20).mapToObj(i -> lines(
                "  - id: G" + i,
                "    operation: Query",
                "    table: Runs",
                "    index: ByGame" + (i < 10 ? "0" : "") + i,
                "    key: { game_id: \"{game_id}\" }",
                "    limit: 10",
                "    returns: Run",
                "    rps: 1",
                "    authorization: game_id")).collect(Collectors.joining());
    }

    static String extraVectorIndexes() {
        return IntStream.rangeClosed(2, 6).mapToObj(i -> lines(
                "      ProductEmbeddings" + i + ":",
                "        attribute: embedding",
                "        dimensions: 1024",
                "        distance: EUCLIDEAN",
                "        projection: KEYS_ONLY",
                "        partition: store_id")).collect(Collectors.joining());
    }

    static String extraVectorPatterns() {
        return IntStream.rangeClosed(2, 6).mapToObj(i -> lines(
                "  - id: V" + i,
                "    operation: SearchVectors",
                "    table: Products",
                "    index: ProductEmbeddings" + i,
                "    key: { store_id: \"{store_id}\" }",
                "    top_k: 20",
                "    returns: ProductEmbedding",
                "    rps: 1",
                "    authorization: store_id")).collect(Collectors.joining());
    }

    // ----- the test ------------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("plants")
    void plantedDefectIsCaughtByItsRuleAlone(Plant plant) {
        String path = "designs/" + plant.design() + ".yaml";
        String original = Fixtures.read(Path.of(path));
        String mutated = original;
        for (Edit e : plant.edits()) {
            mutated = e.apply(mutated);
        }
        assertFalse(mutated.equals(original), plant + ": the edits changed nothing");
        List<Finding> before = Fixtures.check(Fixtures.load(path, original));
        List<Finding> after = Fixtures.check(Fixtures.load(path, mutated));

        List<Finding> caught = after.stream()
                .filter(f -> f.rule().equals(plant.rule()) && plant.target().equals(f.target()) && !f.accepted())
                .toList();
        assertFalse(caught.isEmpty(), plant + ": no unaccepted " + plant.rule() + " finding on " + plant.target()
                + "; found " + describe(after));

        Set<String> open = openKeys(before);
        Set<String> appeared = new TreeSet<>(openKeys(after));
        appeared.removeAll(open);
        appeared.remove(plant.rule() + "@" + plant.target());
        assertEquals(plant.sideEffects(), appeared, plant + ": other new unaccepted errors or warnings; found "
                + describe(after));
    }

    @Test
    void everyRuleHasAPlantedDefectAndEveryExampleIsUsed() {
        Map<String, Long> perRule = new TreeMap<>(plants().stream()
                .collect(Collectors.groupingBy(Plant::rule, Collectors.counting())));
        Set<String> missing = new TreeSet<>();
        for (Rule r : Rules.all()) {
            if (!perRule.containsKey(r.meta().id())) {
                missing.add(r.meta().id());
            }
        }
        assertEquals(Set.of(), missing, "rules without a planted defect");
        Set<String> unknown = new TreeSet<>(perRule.keySet());
        Rules.all().forEach(r -> unknown.remove(r.meta().id()));
        assertEquals(Set.of(), unknown, "planted defects for rules not in the catalog");

        LoadResult examples = new DesignLoader().load(List.of(Path.of("designs")));
        Set<String> services = new TreeSet<>();
        examples.designs().forEach(x -> services.add(x.service()));
        Set<String> planted = plants().stream().map(Plant::design).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(services, planted, "every example design carries planted defects");
    }

    @Test
    void anEditFailsLoudlyWhenItsTextIsMissingOrAmbiguous() {
        assertThrows(AssertionError.class, () -> edit("absent", "absent", "x").apply("some text"));
        assertThrows(AssertionError.class, () -> edit("a", "a", "b").apply("a a"));
        assertThrows(AssertionError.class, () -> cut("x", "y").apply("y x"));
        assertEquals("a c", delete("b ").apply("a b c"));
        assertEquals("a b\nc", after("a b", "\nc").apply("a b"));
    }

    /** Open (unaccepted) errors and warnings as rule@target. */
    private static Set<String> openKeys(List<Finding> findings) {
        return findings.stream().filter(f -> !f.accepted() && f.severity() != Severity.INFO)
                .map(f -> f.rule() + "@" + f.target()).collect(Collectors.toCollection(TreeSet::new));
    }

    private static String describe(List<Finding> fs) {
        return fs.stream().map(f -> f.pos() + " " + f.severity().label() + " " + f.rule() + " @" + f.target()
                + (f.accepted() ? " (accepted)" : "") + ": " + f.message())
                .collect(Collectors.joining("\n  ", "\n  ", ""));
    }

    // ----- the table's vocabulary ----------------------------------------------------------------------------------

    static Plant plant(String design, String rule, String target, String defect, Edit... edits) {
        return new Plant(design, rule, target, defect, List.of(edits), Set.of());
    }

    /** Within {@code context} (which must occur once), replaces {@code from} (once in it) by {@code to}. */
    static Edit edit(String context, String from, String to) {
        return text -> {
            int at = unique(text, context);
            int inner = unique(context, from);
            String changed = context.substring(0, inner) + to + context.substring(inner + from.length());
            return text.substring(0, at) + changed + text.substring(at + context.length());
        };
    }

    static Edit delete(String what) {
        return edit(what, what, "");
    }

    static Edit after(String anchor, String insert) {
        return edit(anchor, anchor, anchor + insert);
    }

    static Edit before(String anchor, String insert) {
        return edit(anchor, anchor, insert + anchor);
    }

    static Edit append(String block) {
        return text -> text + block;
    }

    /** Deletes from {@code from} up to (not including) the first {@code to} after it; both must occur once. */
    static Edit cut(String from, String to) {
        return text -> {
            int start = unique(text, from);
            int end = unique(text, to);
            if (end < start) {
                throw new AssertionError("`" + to + "` comes before `" + from + "`");
            }
            return text.substring(0, start) + text.substring(end);
        };
    }

    static String lines(String... lines) {
        return Stream.of(lines).map(l -> l + "\n").collect(Collectors.joining());
    }

    private static int unique(String text, String find) {
        int first = text.indexOf(find);
        if (first < 0) {
            throw new AssertionError("the edit expects `" + find + "`, which is not there");
        }
        if (text.indexOf(find, first + 1) >= 0) {
            throw new AssertionError("the edit expects `" + find + "` once, but it occurs more than once");
        }
        return first;
    }
}
