package dev.tablebook.check.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExistenceGuardTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "attribute_exists(pk)                                  | true",
        "attribute_exists(pk) AND #status = :placed           | true",
        "version = :expected                                   | true",
        ":expected = version                                   | true",
        "#status IN (:open, :held)                             | true",
        "qty BETWEEN :lo AND :hi                               | true",
        "qty BETWEEN :lo AND :hi AND attribute_not_exists(x)   | true",
        "begins_with(sk, :prefix)                              | true",
        "contains(tags, :tag)                                  | true",
        "attribute_type(a, :t)                                 | true",
        "NOT attribute_not_exists(pk)                          | true",
        "(attribute_exists(pk) OR version = :v) AND a <> :b    | true",
        "qty >= :n                                             | true",
        "#status <> :archived                                  | false",
        "attribute_not_exists(deleted_at)                      | false",
        "attribute_exists(pk) OR attribute_not_exists(pk)      | false",
        "attribute_not_exists(pk) OR version < :v              | false",
        "NOT (version = :v)                                    | false",
        "size(tags) < :max                                     | false",
        "a.b[2].c = :v                                         | true",
        "''                                                    | false",
    })
    void readsWhetherTheConditionNeedsAnExistingItem(String expression, boolean expected) {
        assertEquals(Optional.of(expected), ExistenceGuard.requiresItem(expression));
    }

    @ParameterizedTest(name = "{0} is not read")
    @CsvSource(delimiter = '|', value = {
        "attribute_exists(pk",
        "a = = :b",
        "a = 5",
        "a ! :b",
        "a BETWEEN :x",
    })
    void leavesWhatItCannotParseToTheCaller(String expression) {
        assertEquals(Optional.empty(), ExistenceGuard.requiresItem(expression));
    }
}
