package dev.tablebook.request;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.model.KeyTemplate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The shard suffix of a partition key: the placeholder that ends it after the logical key. */
class ShardsTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "SCORE#{game_id}#SHARD#{shard}  | shard",
        "TENANT#{tenant_id}#S#{shard}   | shard",
        "{tenant_id}#{bucket}           | bucket",
        "USER#{user_id}                 | -",      // one placeholder: the logical key, no suffix
        "COUNTER#{counter_id}#TOTAL     | -",      // ends with text
        "{shard}                        | -",
        "GLOBAL                         | -",
        "{game_id},{shard}              | shard",  // a partition key of two attributes: the last one's lone placeholder
        "{game_id},DAY#{day}            | -",
    })
    void theSuffixIsThePlaceholderEndingTheKeyAfterItsLogicalPart(String templates, String suffix) {
        List<KeyTemplate> key = Arrays.stream(templates.split(",")).map(String::strip).map(KeyTemplate::of).toList();
        assertEquals(suffix, Shards.suffix(key));
    }

    @org.junit.jupiter.api.Test
    void shardNumbersRunFromZero() {
        assertEquals(List.of(0, 1, 2, 3), new Shards(4, "shard").numbers());
    }
}
