package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PacketCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void writesOnePacketForOneService() throws IOException {
        Path file = dir.resolve("review/orders.html");
        assertEquals(ExitCode.OK, run("packet", "orders", "designs", "--out", file.toString()), err.toString());
        String html = Files.readString(file);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<h1>Orders <code>orders</code></h1>"), "the packet of orders");
        assertFalse(html.contains("<h1>Catalog"), "and of no other service");
        assertEquals("Wrote " + file + "; 0 errors, 0 warnings, 0 info (1 accepted)", out.toString().strip());
        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count(), "no temporary file is left beside it");
        }
    }

    @Test
    void anUnknownServiceCannotRun() {
        assertEquals(ExitCode.CANNOT_RUN, run("packet", "payments", "designs", "--out", dir.resolve("p.html").toString()));
        assertTrue(err.toString().contains("no service `payments` among the designs that load; there are: catalog, "
                + "leaderboard, orders, taskboard, telemetry"), err.toString());
        assertFalse(Files.exists(dir.resolve("p.html")));
    }

    @Test
    void aServiceWithAnUnacceptedErrorStillGetsItsPacketAndExitsOne() throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("orders.yaml"), Files.readString(Path.of("src/test/resources/diff/orders.yaml"))
                .replace("entities:\n", """
                          - id: S1
                            name: Every order
                            operation: Scan
                            table: Commerce
                            limit: 100
                            returns: Order
                            rps: 1
                        entities:
                        """));
        Path file = dir.resolve("orders.html");
        assertEquals(ExitCode.FINDINGS, run("packet", "orders", designs.toString(), "--out", file.toString()));
        assertTrue(Files.readString(file).contains("scan-on-read-path"));
    }
}
