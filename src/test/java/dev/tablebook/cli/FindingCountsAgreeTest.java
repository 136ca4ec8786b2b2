package dev.tablebook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check, check --quiet, build and packet count the same findings the same way. */
class FindingCountsAgreeTest {

    private record Ran(int code, String out, String err) {
        String lastLine() {
            String all = (out + err).strip();
            return all.substring(all.lastIndexOf('\n') + 1);
        }
    }

    private static Ran run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Ran(code, out.toString(), err.toString());
    }

    /** One service with an unaccepted error, a warning, an info and an accepted finding. */
    private static Path designs(Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("shop.yaml"), """
                service: shop
                access_patterns:
                  - id: AP1
                    operation: Scan
                    table: Shop
                    returns: Customer
                    rps: 10
                    authorization: customer_id
                  - id: AP2
                    operation: GetItem
                    table: Shop
                    key: { pk: "CUSTOMER#{customer_id}" }
                    returns: Customer
                    authorization: customer_id
                entities:
                  Customer:
                    attributes:
                      customer_id: { type: S, bytes: 26 }
                tables:
                  Shop:
                    key: { partition: pk }
                    items:
                      Customer: { pk: "CUSTOMER#{customer_id}" }
                deviations:
                  - rule: scan-on-read-path
                    target: AP1
                    reason: Nightly export job, never on a user request.
                """);
        return designs;
    }

    @Test
    void checkBuildAndPacketPrintTheSameCounts(@TempDir Path dir) throws IOException {
        Path designs = designs(dir);
        Ran check = run("check", designs.toString());
        String tally = check.lastLine();
        assertTrue(tally.matches("\\d+ errors?, \\d+ warnings?, \\d+ info \\(1 accepted\\)"), tally);
        assertTrue(!tally.startsWith("0 errors"), "the design has an open error: " + check.out());
        Ran quiet = run("check", "--quiet", designs.toString());
        assertEquals(tally, quiet.lastLine(), "--quiet lists less but counts the same");
        Ran build = run("build", designs.toString(), "--out", dir.resolve("site").toString());
        assertTrue(build.out().strip().endsWith("; " + tally), build.out());
        assertEquals(tally, build.err().strip().substring(build.err().strip().lastIndexOf('\n') + 1),
                "the failing findings build lists end with the whole run's tally");
        Ran packet = run("packet", "shop", designs.toString(), "--out", dir.resolve("shop.html").toString());
        assertEquals("Wrote " + dir.resolve("shop.html") + "; " + tally, packet.out().strip());
        assertEquals(check.code(), build.code());
        assertEquals(check.code(), packet.code());
        String page = Files.readString(dir.resolve("site/services/shop.md"));
        assertTrue(page.contains(summary(tally)), "the service page counts the same: " + summary(tally));
    }

    /** "1 error, 1 warning, 0 info (1 accepted)" as the site writes it: "1 error · 1 warning · 1 accepted". */
    private static String summary(String tally) {
        StringBuilder sb = new StringBuilder();
        for (String part : tally.replace(" (", ", ").replace(")", "").split(", ")) {
            if (!part.startsWith("0 ")) {
                sb.append(sb.length() == 0 ? "" : " · ").append(part);
            }
        }
        return sb.toString();
    }
}
