package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * {@code verify} pointed at an engine that misbehaves, as a real account can: a recording,
 * fault-injecting proxy ({@link FaultProxy}) in front of moto throttles calls, answers 500 and
 * 502, hangs, or dies mid-run. Throttling and 5xx are retried with backoff up to a bound and
 * then reported per pattern as an engine error; an engine that dies, refuses the connection or
 * hangs ends the run with every pattern's status in the chosen format and exit 2; the tables the
 * run created are always deleted, or listed with the command that deletes them; and no call ever
 * names a table the run did not create (the proxy records every call and its tables).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MotoFaultsTest {
    private static final String DESIGN = "designs/orders.yaml";
    private static final String FOREIGN = "someone-elses-orders";

    private LocalEngine.Running moto;
    private DynamoDbClient direct;
    private int runs;

    @BeforeAll
    void start() throws Exception {
        moto = LocalEngine.MOTO.start();
        direct = DynamoDbClient.builder().endpointOverride(URI.create(moto.endpoint())).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test"))).build();
        // a table that is not verify's: it must never be written, deleted or described
        direct.createTable(c -> c.tableName(FOREIGN).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)));
        direct.putItem(p -> p.tableName(FOREIGN).item(Map.of("pk", AttributeValue.builder().s("keep-me").build())));
    }

    @AfterAll
    void stop() throws Exception {
        if (direct != null) {
            direct.close();
        }
        if (moto != null) {
            moto.close();
        }
    }

    /** What one verify run printed. */
    private record Ran(int exit, String out, String err, String prefix) {
        JsonNode json() {
            try {
                return new ObjectMapper().readTree(out);
            } catch (java.io.IOException e) {
                throw new AssertionError("not JSON: " + out, e);
            }
        }

        List<JsonNode> patterns() {
            List<JsonNode> out = new ArrayList<>();
            json().get("services").forEach(s -> s.get("patterns").forEach(out::add));
            return out;
        }

        JsonNode pattern(String id) {
            return patterns().stream().filter(p -> p.get("id").asText().equals(id)).findFirst()
                    .orElseThrow(() -> new AssertionError("no pattern " + id));
        }
    }

    private Ran verify(String endpoint, String format, String... more) {
        String prefix = "fault-" + (++runs) + "-";
        List<String> args = new ArrayList<>(List.of("verify", DESIGN, "--endpoint", endpoint, "--engine", "moto",
                "--format", format, "--prefix", prefix));
        args.addAll(List.of(more));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        return new Ran(exit, out.toString(), err.toString(), prefix);
    }

    private List<String> tablesOnMoto(String prefix) {
        return direct.listTablesPaginator().tableNames().stream().filter(n -> n.startsWith(prefix)).toList();
    }

    /** Never an internal error, never a stack trace: what failed is said in the report and in one line. */
    private static void noStackTrace(Ran r) {
        assertFalse(r.err().contains("internal error"), r.err());
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception in"), r.err());
        assertTrue(r.err().strip().lines().count() <= 1, r.err());
    }

    private void onlyItsOwnTables(FaultProxy proxy, String prefix) {
        for (FaultProxy.Call c : proxy.calls()) {
            if (c.operation().equals("ListTables")) {
                assertTrue(c.tables().isEmpty(), c.toString());
                continue;
            }
            assertFalse(c.tables().isEmpty(), "a call that names no table: " + c);
            for (String t : c.tables()) {
                assertTrue(t.startsWith(prefix), "a call on a table verify did not create: " + c);
            }
        }
        var kept = direct.getItem(g -> g.tableName(FOREIGN).key(Map.of("pk", AttributeValue.builder().s("keep-me").build())));
        assertTrue(kept.hasItem() && !kept.item().isEmpty(), "the foreign table was changed");
    }

    @Test
    void everyCallNamesOnlyATableTheRunCreatedAndEveryTableIsDeleted() throws Exception {
        try (FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> FaultProxy.Fault.NONE)) {
            Ran r = verify(proxy.endpoint(), "json");
            assertEquals(0, r.exit(), r.out() + r.err());
            onlyItsOwnTables(proxy, r.prefix());
            assertTrue(proxy.calls().stream().anyMatch(c -> c.operation().equals("DeleteTable")));
            assertEquals(List.of(), tablesOnMoto(r.prefix()));
            assertTrue(proxy.calls().size() > 50, "calls recorded: " + proxy.calls().size());
        }
    }

    @Test
    void throttlingAnd5xxAreRetriedWithBackoff() throws Exception {
        // every fourth call fails once, in turn throttled, 500 and 502; the retries succeed
        try (FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> n % 4 != 0 ? FaultProxy.Fault.NONE
                : n % 12 == 0 ? FaultProxy.Fault.ERROR_502 : n % 8 == 0 ? FaultProxy.Fault.ERROR_500
                : FaultProxy.Fault.THROTTLE)) {
            Ran r = verify(proxy.endpoint(), "json");
            noStackTrace(r);
            assertEquals(0, r.exit(), r.out() + r.err());
            assertTrue(proxy.faulted().size() > 10, "faults injected: " + proxy.faulted().size());
            for (JsonNode p : r.patterns()) {
                assertEquals("verified", p.get("status").asText(), p.toString());
            }
            onlyItsOwnTables(proxy, r.prefix());
            assertEquals(List.of(), tablesOnMoto(r.prefix()));
        }
    }

    @Test
    void aCallThrottledPastTheBoundIsAnEngineErrorOfItsPatternOnly() throws Exception {
        // every Scan is throttled: AP9 (the nightly export) cannot run; the other patterns can
        try (FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> op.equals("Scan")
                && tables.stream().anyMatch(t -> t.endsWith("Commerce")) && n > 0 ? FaultProxy.Fault.THROTTLE
                : FaultProxy.Fault.NONE)) {
            Ran r = verify(proxy.endpoint(), "json", "--retries", "3");
            noStackTrace(r);
            assertEquals(2, r.exit(), r.out() + r.err());
            JsonNode ap9 = r.pattern("AP9");
            assertEquals("not-verifiable", ap9.get("status").asText(), ap9.toString());
            assertTrue(ap9.get("reason").asText().startsWith("engine error: ThrottlingException"), ap9.toString());
            assertTrue(ap9.get("reason").asText().contains("after 3 attempts"), ap9.toString());
            assertEquals("verified", r.pattern("AP1").get("status").asText());
            assertEquals(List.of(), tablesOnMoto(r.prefix()));
        }
    }

    @Test
    void aThrottleWhileATableIsCreatedLeavesNoTableBehind() throws Exception {
        // DescribeTable (waiting for ACTIVE) is throttled past the bound: the table exists, and must be deleted
        java.util.concurrent.atomic.AtomicBoolean deleting = new java.util.concurrent.atomic.AtomicBoolean();
        try (FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> {
            deleting.compareAndSet(false, op.equals("DeleteTable"));
            return op.equals("DescribeTable") && !deleting.get() ? FaultProxy.Fault.THROTTLE : FaultProxy.Fault.NONE;
        })) {
            Ran r = verify(proxy.endpoint(), "json", "--retries", "2");
            noStackTrace(r);
            assertEquals(2, r.exit(), r.out() + r.err());
            for (JsonNode p : r.patterns()) {
                assertTrue(p.get("reason").asText().startsWith("engine error: "), p.toString());
            }
            assertTrue(proxy.calls().stream().anyMatch(c -> c.operation().equals("DeleteTable")
                    && c.tables().equals(List.of(r.prefix() + "orders-Commerce"))), proxy.calls().toString());
            assertEquals(List.of(), tablesOnMoto(r.prefix()));
            onlyItsOwnTables(proxy, r.prefix());
        }
    }

    @Test
    void anEngineKilledMidRunEndsTheRunWithEveryPatternsStatusAndTheCommandsThatDeleteItsTables() throws Exception {
        for (String format : List.of("json", "text", "md")) {
            FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> n == 60 ? FaultProxy.Fault.KILL
                    : FaultProxy.Fault.NONE);
            Ran r;
            try {
                r = verify(proxy.endpoint(), format, "--retries", "2", "--timeout", "2");
            } finally {
                proxy.close();
            }
            noStackTrace(r);
            assertEquals(2, r.exit(), r.out() + r.err());
            List<String> left = tablesOnMoto(r.prefix());
            assertEquals(List.of(r.prefix() + "orders-Commerce"), left, "the table the run made is still there");
            assertTrue(r.err().contains("stopped answering"), r.err());
            String command = "aws dynamodb delete-table --table-name " + left.get(0) + " --region us-east-1"
                    + " --endpoint-url " + proxy.endpoint();
            assertTrue(r.out().contains(command), r.out());
            if (format.equals("json")) {
                List<JsonNode> patterns = r.patterns();
                assertEquals(13, patterns.size());
                long verified = patterns.stream().filter(p -> p.get("status").asText().equals("verified")).count();
                long notRun = patterns.stream().filter(p -> p.get("reason").asText().startsWith("not run: the engine"
                        + " stopped answering")).count();
                assertTrue(verified > 0 && notRun > 0, r.out());
                assertEquals(List.of(command), List.of(r.json().get("left_behind").get(0).asText()));
            } else {
                for (String id : List.of("AP1", "AP9", "W1", "W4")) {
                    assertTrue(r.out().contains(id), format + " names " + id + ": " + r.out());
                }
            }
            direct.deleteTable(d -> d.tableName(left.get(0)));
        }
    }

    @Test
    void aHungCallEndsTheRunWithEveryPatternsStatus() throws Exception {
        FaultProxy proxy = FaultProxy.in(moto.endpoint(), (n, op, tables) -> n >= 70 ? FaultProxy.Fault.HANG
                : FaultProxy.Fault.NONE);
        Ran r;
        try {
            r = verify(proxy.endpoint(), "json", "--retries", "2", "--timeout", "1");
        } finally {
            proxy.close();
        }
        noStackTrace(r);
        assertEquals(2, r.exit(), r.out() + r.err());
        List<JsonNode> patterns = r.patterns();
        assertEquals(13, patterns.size());
        assertTrue(patterns.stream().anyMatch(p -> p.get("status").asText().equals("verified")), r.out());
        assertTrue(patterns.stream().anyMatch(p -> p.get("reason").asText().startsWith("not run: ")), r.out());
        for (String t : tablesOnMoto(r.prefix())) {
            assertTrue(r.json().get("left_behind").toString().contains(t), r.out());
            direct.deleteTable(d -> d.tableName(t));
        }
    }

    @Test
    void aRefusedConnectionReportsEveryPatternAsNotRun() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Ran r = verify("http://127.0.0.1:" + port, "json", "--retries", "2", "--timeout", "1");
        noStackTrace(r);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("cannot reach"), r.err());
        List<JsonNode> patterns = r.patterns();
        assertEquals(13, patterns.size());
        for (JsonNode p : patterns) {
            assertTrue(p.get("reason").asText().startsWith("not run: cannot reach"), p.toString());
        }
    }
}
