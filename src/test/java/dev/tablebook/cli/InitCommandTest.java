package dev.tablebook.cli;

import dev.tablebook.check.Checker;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InitCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @ParameterizedTest
    @CsvSource({"payments-api, PaymentsApi", "a, ATable", "x9, X9Table", "ledger, Ledger"})
    void writesAStarterThatLoadsCleanly(String service, String table) throws IOException {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.OK, run("init", service, "--designs", designs.toString()), err.toString());
        Path file = designs.resolve(service + ".yaml");
        assertTrue(Files.isRegularFile(file));
        LoadResult loaded = new DesignLoader().load(List.of(file));
        assertEquals(List.of(), loaded.errors());
        Design d = loaded.designs().get(0);
        assertEquals(service, d.service());
        assertEquals(List.of(table), List.copyOf(d.tables().keySet()));
    }

    @Test
    void theStarterShowsEverySectionOfTheFormat() {
        Design d = new DesignLoader().loadText("designs/x.yaml", InitCommand.starter("orders")).designs().get(0);
        assertEquals(6, d.patterns().size());
        assertEquals(List.of("Orders", "OrdersEntry"), List.copyOf(d.entities().keySet()));
        assertEquals(1, d.tables().get("Orders").indexes().size());
        assertEquals(1, d.consumers().size());
        assertEquals(1, d.deviations().size());
        assertTrue(d.summary() != null && d.owner() != null && d.status() != null);
        assertEquals(List.of(), d.patterns().stream().filter(p -> p.rps() == null).map(p -> p.id()).toList());
        String text = InitCommand.starter("orders");
        for (String commented : List.of("# vector_indexes:", "# ttl:", "# replicas:")) {
            assertTrue(text.contains(commented), "the starter mentions " + commented);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"orders", "payments-api", "x9", "2fa", "a"})
    void theStarterChecksCleanAsItIs(String service) throws IOException {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.OK, run("init", service, "--designs", designs.toString()), err.toString());
        // the whole catalog, priced rules included, as `check` runs it: only the deviation's demonstration
        assertEquals(ExitCode.OK, run("check", designs.resolve(service + ".yaml").toString()), out + "\n" + err);
        assertTrue(out.toString().endsWith("0 errors, 0 warnings, 0 info (1 accepted)\n"), out.toString());
    }

    @ParameterizedTest
    @CsvSource({"payments-api, PaymentsApi, payments_api_id, PAYMENTS_API", "2fa, Record2fa, 2fa_id, 2FA"})
    void theStarterIsNamedAfterTheServiceAndNoOtherDomain(String service, String entity, String id, String prefix) {
        String text = InitCommand.starter(service);
        Design d = new DesignLoader().loadText("designs/" + service + ".yaml", text).designs().get(0);
        assertEquals(List.of(entity, entity + "Entry"), List.copyOf(d.entities().keySet()));
        assertTrue(d.entities().get(entity).attributes().containsKey(id), text);
        assertTrue(text.contains("\"" + prefix + "#{" + id + "}\""), text);
        for (String foreign : List.of("Account", "account", "Note", "note_", "Customer", "ORDER", "Order ")) {
            assertFalse(text.contains(foreign), "the starter speaks of `" + foreign + "`, another domain's word");
        }
    }

    @Test
    void refusesToOverwrite() throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.writeString(designs.resolve("orders.yaml"), "service: orders\n");
        assertEquals(ExitCode.CANNOT_RUN, run("init", "orders", "--designs", designs.toString()));
        assertEquals("service: orders\n", Files.readString(designs.resolve("orders.yaml")));
        assertTrue(err.toString().contains("already exists; not overwriting it"), err.toString());
    }

    @Test
    void refusesWhenAYmlFileHoldsTheService() throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.writeString(designs.resolve("orders.yml"), "service: orders\n");
        assertEquals(ExitCode.CANNOT_RUN, run("init", "orders", "--designs", designs.toString()));
        assertFalse(Files.exists(designs.resolve("orders.yaml")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Orders", "ördërs", "orders_v2", "a b", "../escape", "x\ny: 1"})
    void refusesAnInvalidSlug(String service) {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.CANNOT_RUN, run("init", service, "--designs", designs.toString()));
        assertTrue(err.toString().startsWith("tablebook: cannot start a design for"), err.toString());
        assertFalse(Files.exists(designs), "nothing is written");
    }
}
