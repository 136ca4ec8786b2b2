package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A filter expression evaluated on an item as DynamoDB evaluates it: what verify expects a filtered read to keep. */
class EvaluateTest {
    private static final Map<String, AttributeValue> ITEM = new LinkedHashMap<>();
    private static final Map<String, AttributeValue> VALUES = new LinkedHashMap<>();

    static {
        ITEM.put("status", s("OPEN"));
        ITEM.put("qty", n("12"));
        ITEM.put("tags", AttributeValue.builder().ss("red", "blue").build());
        ITEM.put("title", s("Quarterly report"));
        ITEM.put("addr", AttributeValue.builder().m(Map.of("city", s("Oslo"))).build());
        ITEM.put("lines", AttributeValue.builder().l(List.of(n("1"), n("2"))).build());
        VALUES.put(":open", s("OPEN"));
        VALUES.put(":closed", s("CLOSED"));
        VALUES.put(":ten", n("10"));
        VALUES.put(":nine", s("9"));
        VALUES.put(":red", s("red"));
        VALUES.put(":q", s("Quarter"));
        VALUES.put(":oslo", s("Oslo"));
        VALUES.put(":ss", s("SS"));
        VALUES.put(":two", n("2"));
    }

    private static AttributeValue s(String v) {
        return AttributeValue.builder().s(v).build();
    }

    private static AttributeValue n(String v) {
        return AttributeValue.builder().n(v).build();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "#st = :open                                 | true",
        "#st = :closed                               | false",
        "#st <> :closed                              | true",
        "qty > :ten                                  | true",
        "qty BETWEEN :two AND :ten                   | false",
        "qty > :nine                                 | false",   // a number is never greater than a string
        "#st IN (:closed, :open)                     | true",
        "contains(tags, :red)                        | true",
        "contains(title, :q)                         | true",
        "begins_with(title, :q)                      | true",
        "attribute_exists(missing)                   | false",
        "attribute_not_exists(missing)               | true",
        "missing <> :open                            | true",
        "missing = :open                             | false",
        "attribute_type(tags, :ss)                   | true",
        "size(lines) = :two                          | true",
        "addr.city = :oslo                           | true",
        "lines[1] = :two                             | true",
        "NOT (#st = :open) OR qty >= :ten            | true",
        "#st = :open AND NOT contains(tags, :red)    | false",
    })
    void keepsWhatDynamoDbKeeps(String expression, boolean kept) {
        assertEquals(kept, Evaluate.holds(Evaluate.parse(expression), ITEM, Map.of("#st", "status"), VALUES));
    }

    @ParameterizedTest
    @CsvSource({"#st = :nobody"})
    void aValueNotBoundIsNeverItsOwnName(String expression) {
        assertThrows(Executor.Unbound.class, () -> Evaluate.holds(Evaluate.parse(expression), ITEM,
                Map.of("#st", "status"), VALUES));
    }
}
