package dev.tablebook.testing;

import static dev.tablebook.model.AttrType.L;
import static dev.tablebook.model.AttrType.N;
import static dev.tablebook.model.AttrType.S;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.WriteAction;
import java.util.List;

/** The complete small example of design-format.md, built as model records. */
public final class OrdersExample {
    private OrdersExample() {
    }

    public static DesignBuilder builder(String service) {
        DesignBuilder d = DesignBuilder.service(service);
        d.entity("Customer").count(2_000_000).attr("customer_id", S, 26).guess("email", S, 40).attr("order_count", N, 8);
        d.entity("Order").count(50_000_000).maxPerPartition(5000).attr("customer_id", S, 26).attr("order_id", S, 26)
                .distinct("warehouse_id", S, 12, 40).attr("created_at", S, 25).distinct("status", S, 8, 5)
                .attr("total_cents", N, 8).guess("lines", L, 600);
        d.entity("OrderLine").count(150_000_000).size(300);
        d.table("Commerce").key("pk", "sk")
                .item("Customer", "pk", "CUSTOMER#{customer_id}", "sk", "PROFILE")
                .item("Order", "pk", "CUSTOMER#{customer_id}", "sk", "ORDER#{created_at}#{order_id}",
                        "open_warehouse", "{warehouse_id}")
                .item("OrderLine", "pk", "CUSTOMER#{customer_id}", "sk", "LINE#{order_id}#{line_no}")
                .gsi("OpenOrdersByWarehouse", List.of("open_warehouse"), List.of("created_at"), Projection.KEYS_ONLY)
                .streams(StreamView.NEW_AND_OLD_IMAGES).pitr().replicas("us-east-1", "eu-west-1");
        d.pattern("AP1", Operation.Query, "Commerce").eq("pk", "CUSTOMER#{customer_id}").beginsWith("sk", "ORDER#")
                .limit(25).returns("Order").rps(400, 40);
        d.pattern("AP2", Operation.Query, "Commerce").index("OpenOrdersByWarehouse").eq("open_warehouse", "{warehouse_id}")
                .limit(100).returns("Order").projection("order_id", "created_at").rps(5);
        d.pattern("AP9", Operation.Scan, "Commerce").index("OpenOrdersByWarehouse").limit(1000).returns("Order")
                .rps(0.05, 0.001);
        d.pattern("W1", Operation.TransactWriteItems, "Commerce")
                .leg("Order", WriteAction.CREATE, 1, null)
                .leg("OrderLine", WriteAction.CREATE, 3, null)
                .leg("Customer", WriteAction.UPDATE, 1, List.of("order_count"))
                .failRate(0.01).rps(50, 2);
        d.consumer("order-search-indexer", "Commerce", Consumer.Via.LAMBDA, 100);
        return d;
    }

    public static Design design() {
        return builder("orders").build();
    }
}
