package dev.tablebook.load;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Inputs the fuzz suite found: each gets positioned input errors, never an internal error. */
class FuzzFoundTest {
    private static final String DESIGN = """
            service: found
            access_patterns:
              - id: W1
                operation: PutItem
                table: Things
                entity: ENTITY
                condition: attribute_not_exists(pk)
                idempotency: conditional-write
                rps: 1
                authorization: pk
            entities:
              Thing: { attributes: { pk: { type: S, bytes: 26, source: user } } }
            tables:
              Things: { key: { partition: pk }, items: { Thing: {} }, pitr: true, deletion_protection: true }
            """;

    @ParameterizedTest
    @ValueSource(strings = {"~", "null", "!!str", "!!str ~", "!custom", "[]", "{}", "[Thing]", "1", "true", "\"\""})
    void anEntityOfTheWrongTypeOrNoneIsAnInputErrorNotAnInternalOne(String entity) {
        LoadResult r = new DesignLoader().loadText("found.yaml", DESIGN.replace("ENTITY", entity));
        assertTrue(r.errors().stream().noneMatch(e -> e.message().contains("please report it")), r.errors().toString());
        assertTrue(!r.errors().isEmpty() && r.errors().stream().allMatch(e -> e.pos().line() >= 1), r.errors().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"~", "[]", "{}", "1", "[Things]"})
    void aTableOfTheWrongTypeOrNoneIsAnInputErrorNotAnInternalOne(String table) {
        LoadResult r = new DesignLoader().loadText("found.yaml", DESIGN.replace("ENTITY", "Thing")
                .replace("table: Things", "table: " + table));
        assertTrue(r.errors().stream().noneMatch(e -> e.message().contains("please report it")), r.errors().toString());
        assertTrue(!r.errors().isEmpty(), "the wrong table is reported");
    }
}
