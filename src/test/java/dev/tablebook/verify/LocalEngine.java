package dev.tablebook.verify;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An open-source DynamoDB-compatible engine the tests start on a free loopback port and stop
 * afterwards. Each engine says how it is launched; a missing engine fails the test class (it is
 * never skipped): {@code tablebook-test} installs it. Adding an engine is one more constant.
 */
enum LocalEngine {
    /** dynalite (npm), installed by tablebook-test under .engines/; it lacks TransactWriteItems, TransactGetItems and multi-attribute GSI keys. */
    DYNALITE("dynalite") {
        @Override
        List<String> command(int port) {
            Path bin = Path.of(System.getProperty("tablebook.dynalite", ".engines/node_modules/.bin/dynalite"));
            if (!Files.isExecutable(bin)) {
                throw new AssertionError("dynalite is not installed at " + bin.toAbsolutePath()
                        + ": run `./tablebook-test` (npm install --prefix .engines dynalite@4.0.0) before mvn verify");
            }
            return List.of(bin.toString(), "--host", "127.0.0.1", "--port", Integer.toString(port),
                    "--createTableMs", "0", "--deleteTableMs", "0", "--updateTableMs", "0");
        }
    },
    /**
     * moto in server mode (PyPI {@code moto[server]}), which tablebook-test makes sure of; it has
     * transactions and multi-attribute GSI keys, but reports fixed ConsumedCapacity figures, not metered ones.
     */
    MOTO("moto") {
        @Override
        List<String> command(int port) {
            String python = System.getProperty("tablebook.python", "python3");
            try {
                Process probe = new ProcessBuilder(python, "-c", "import moto.server").redirectErrorStream(true).start();
                String said = new String(probe.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                if (probe.waitFor() != 0) {
                    throw new AssertionError("moto is not installed for " + python + ": run `./tablebook-test`"
                            + " (pip install 'moto[server]') before mvn verify\n" + said);
                }
            } catch (IOException | InterruptedException e) {
                throw new AssertionError("cannot run " + python + " to start moto: " + e.getMessage(), e);
            }
            return List.of(python, "-m", "moto.server", "-H", "127.0.0.1", "-p", Integer.toString(port));
        }
    };

    private final String label;

    LocalEngine(String label) {
        this.label = label;
    }

    abstract List<String> command(int port);

    String label() {
        return label;
    }

    /** What a verify run printed: its exit code and its JSON report. */
    record Verified(int exit, com.fasterxml.jackson.databind.JsonNode report) {
    }

    /** A pattern of a verify report by service and id; an AssertionError when there is none. */
    static com.fasterxml.jackson.databind.JsonNode pattern(com.fasterxml.jackson.databind.JsonNode report, String service,
                                                          String id) {
        for (var s : report.get("services")) {
            if (s.get("service").asText().equals(service)) {
                for (var p : s.get("patterns")) {
                    if (p.get("id").asText().equals(id)) {
                        return p;
                    }
                }
            }
        }
        throw new AssertionError("no pattern " + service + "/" + id);
    }

    /** The verified patterns whose consumed units differ from the predicted ones with no note saying why. */
    static List<String> unexplainedUnits(com.fasterxml.jackson.databind.JsonNode report) {
        List<String> out = new ArrayList<>();
        for (var s : report.get("services")) {
            for (var p : s.get("patterns")) {
                var c = p.get("consumed");
                if (!p.get("status").asText().equals("verified") || c.isNull()) {
                    continue;
                }
                var m = p.get("predicted");
                boolean equal = c.get("read_units").asDouble() == m.get("read_units").asDouble()
                        && c.get("write_units").asDouble() == m.get("write_units").asDouble();
                if (!equal && p.get("units_note").isNull()) {
                    out.add(s.get("service").asText() + "/" + p.get("id").asText());
                }
            }
        }
        return out;
    }

    /** A running engine process on a loopback port. */
    @SuppressWarnings("try") // close() may be interrupted while it waits for the process
    static final class Running implements AutoCloseable {
        private final LocalEngine engine;
        private final Process process;
        private final int port;

        private Running(LocalEngine engine, Process process, int port) {
            this.engine = engine;
            this.process = process;
            this.port = port;
        }

        String endpoint() {
            return "http://127.0.0.1:" + port;
        }

        /** {@code tablebook verify DESIGNS --format json} against this engine: the exit code and the report. */
        Verified verify(String designs) throws IOException {
            java.io.StringWriter out = new java.io.StringWriter();
            int exit = dev.tablebook.cli.Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()),
                    "verify", designs, "--endpoint", endpoint(), "--engine", engine.label, "--format", "json");
            return new Verified(exit, new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString()));
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    Running start() throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        List<String> cmd = new ArrayList<>(command(port));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        // a test JVM that is stopped before @AfterAll (Ctrl-C, a killed build) still stops its engine
        Runtime.getRuntime().addShutdownHook(new Thread(p::destroy));
        long deadline = System.currentTimeMillis() + 15_000;
        while (System.currentTimeMillis() < deadline) {
            if (!p.isAlive()) {
                throw new AssertionError(label + " exited with code " + p.exitValue() + " on start: " + cmd);
            }
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return new Running(this, p, port);
            } catch (IOException e) {
                Thread.sleep(50);
            }
        }
        p.destroyForcibly();
        throw new AssertionError(label + " did not listen on port " + port + " within 15 s");
    }
}
