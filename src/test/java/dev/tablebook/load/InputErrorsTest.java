package dev.tablebook.load;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One fixture per kind of input error, each asserting the exact message and position. */
class InputErrorsTest {
    private static final Path FIXTURES = Path.of("src/test/resources/load/errors");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown-field      | 17:12: unknown field `partiton` in `key` of table Shop; did you mean `partition`?
            unknown-field      | 17:10: `key` of table Shop is missing required field `partition`
            wrong-type         | 9:10: `rps` in access pattern AP1 must be a number, not text "lots"
            missing-required   | 3:5: access pattern AP1 is missing required field `operation`
            duplicate-id       | 11:9: duplicate access pattern id `AP1` (first at line 3)
            dangling-entity    | 8:14: access pattern AP1 names entity `Custmer`, which the design does not define; did you mean `Customer`?
            dangling-table     | 6:12: access pattern AP1 names table `Shops`, which the design does not define; did you mean `Shop`?
            dangling-index     | 7:12: access pattern AP1 names index `ByEmail`, which table Shop does not define
            malformed-template | 19:33: placeholder `{customer id}` in key template "CUSTOMER#{customer id}" is not an attribute name (template of Customer.pk in table Shop)
            invalid-slug       | 1:10: service `Shop_Service` is not a valid slug: use lower-case letters, digits and '-', starting with a letter or digit, at most 63 characters
            yaml-syntax        | 10:18: not valid YAML: while parsing a flow sequence
            empty              | 1:1: the file holds no design (it is empty)
            """)
    void reportsEachErrorKindWithItsPosition(String fixture, String expected) {
        String file = FIXTURES.resolve(fixture + ".yaml").toString().replace('\\', '/');
        LoadResult r = new DesignLoader().load(List.of(FIXTURES.resolve(fixture + ".yaml")));
        List<String> errors = r.errors().stream().map(InputError::toString).toList();
        assertTrue(errors.contains(file + ":" + expected), () -> "expected " + expected + " among " + errors);
        assertTrue(errors.stream().allMatch(e -> e.startsWith(file + ":" + expected.substring(0, expected.indexOf(':')))
                || fixture.equals("unknown-field")), () -> "one defect, one line: " + errors);
        assertTrue(r.designs().isEmpty());
        assertEquals(List.of(file), r.failedFiles());
    }

    @Test
    void refusesFilesOverFiveMegabytes(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.yaml");
        Files.writeString(big, "service: big\n" + "# padding\n".repeat(600_000));
        LoadResult r = new DesignLoader().load(List.of(big));
        assertEquals(1, r.errors().size());
        assertEquals(big + ":1:1: the file is 5 MB; design files are limited to 5 MB", r.errors().get(0).toString());
    }

    @Test
    void refusesAliasesThatExpandBeyondTheBound(@TempDir Path dir) throws IOException {
        StringBuilder yaml = new StringBuilder("service: bomb\nx0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n");
        for (int i = 1; i < 9; i++) {
            yaml.append("x").append(i).append(": &a").append(i).append(" [");
            for (int j = 0; j < 10; j++) {
                yaml.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
            }
            yaml.append("]\n");
        }
        Path bomb = dir.resolve("bomb.yaml");
        Files.writeString(bomb, yaml);
        LoadResult r = new DesignLoader().load(List.of(bomb));
        assertEquals(1, r.errors().size());
        String e = r.errors().get(0).toString();
        assertTrue(e.startsWith(bomb + ":5:"), e);
        assertTrue(e.contains("YAML aliases expand to more than 10000 nodes"), e);
    }

    @Test
    void oneBrokenFileDoesNotStopTheOthers(@TempDir Path dir) throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        Files.writeString(dir.resolve("a.yaml"), good.replace("service: shop", "service: alpha"));
        Files.writeString(dir.resolve("b.yaml"), good.replace("rps: 10", "rps: lots"));
        Files.writeString(dir.resolve("c.yaml"), good.replace("service: shop", "service: gamma"));
        Files.writeString(dir.resolve("_draft.yaml"), "not: a design");
        LoadResult r = new DesignLoader().load(List.of(dir));
        assertEquals(List.of("alpha", "gamma"), r.designs().stream().map(d -> d.service()).toList());
        assertEquals(1, r.errors().size());
        assertEquals(List.of(dir + "/b.yaml"), r.failedFiles());
    }

    @Test
    void serviceNamesAreUniqueAcrossFiles(@TempDir Path dir) throws IOException {
        String good = Files.readString(Path.of("src/test/resources/load/good-shop.yaml"));
        Files.writeString(dir.resolve("a.yaml"), good);
        Files.writeString(dir.resolve("b.yaml"), good);
        LoadResult r = new DesignLoader().load(List.of(dir));
        assertEquals(1, r.designs().size());
        assertEquals(dir + "/b.yaml:1:10: service `shop` is already defined in " + dir + "/a.yaml; service names are"
                + " unique in a design repository", r.errors().get(0).toString());
    }
}
