package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyCondition.Op;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Where;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TemplateMatchTest {

    @ParameterizedTest(name = "{0} {1} vs {2} -> {3}")
    @CsvSource(delimiter = '|', value = {
        // equality: same literal structure
        "=           | CUSTOMER#{customer_id}      | CUSTOMER#{customer_id}           | true",
        "=           | CUSTOMER#{id}               | CUSTOMER#{customer_id}           | true",
        "=           | CUSTOMER#{customer_id}      | ORDER#{order_id}                 | false",
        "=           | CUSTOMER#{customer_id}      | CUSTOMER#{customer_id}#META      | false",
        "=           | PROFILE                     | PROFILE                          | true",
        "=           | PROFILE                     | ORDER#{order_id}                 | false",
        "=           | STATUS#OPEN                 | STATUS#{status}                  | true",
        "=           | {gsi1pk}                    | CUSTOMER#{customer_id}           | true",
        "=           | ORDER#{created_at}#{id}     | ORDER#{order_id}#LINE#{line_no}  | false",
        "=           | {warehouse_id}              | {warehouse_id}                   | true",
        // begins_with: a prefix of what the template can render
        "begins_with | ORDER#                      | ORDER#{created_at}#{order_id}    | true",
        "begins_with | ORDER#                      | ORDER#{order_id}#LINE#{line_no}  | true",
        "begins_with | ORDER#                      | LINE#{order_id}#{line_no}        | false",
        "begins_with | ORDER#                      | ORDERLINE#{id}                   | false",
        "begins_with | ORDER#                      | ORD                              | false",
        "begins_with | ORDER#2026-06               | ORDER#{created_at}#{order_id}    | true",
        "begins_with | LINE#{order_id}#            | LINE#{order_id}#{line_no}        | true",
        "begins_with | LINE#{order_id}#            | LINE#{order_id}                  | false",
        "begins_with | ORDER#                      | {sk}                             | true",
        "begins_with | PRO                         | PROFILE                          | true",
        // ranges compare the smallest and largest values a template can take
        ">           | ORDER#{since}               | ORDER#{order_id}                 | true",
        ">           | ORDER#{since}               | PROFILE                          | true",
        ">           | ORDER#{since}               | LINE#{id}                        | false",
        "<           | ORDER#{until}               | LINE#{id}                        | true",
        "<           | ORDER#{until}               | PROFILE                          | false",
        ">=          | 2026                        | 2026                             | true",
        ">           | 2026                        | 2026                             | false",
        "<=          | A                           | A                                | true",
        "between     | ORDER#2026-01,ORDER#2026-12 | ORDER#{created_at}               | true",
        "between     | ORDER#2026-01,ORDER#2026-12 | PROFILE                          | false",
        "between     | ORDER#2026-01,ORDER#2026-12 | LINE#{id}                        | false",
        "between     | ORDER#{lo},ORDER#{hi}       | ORDER#{order_id}                 | true",
        // a strong delimiter (#) leaves weak ones (: - .) to the values: timestamps keep their colons
        "=           | EVENT#2026-06-01T10:15      | EVENT#{ts}                       | true",
        "begins_with | EVENT#2026-06-01T10:        | EVENT#{ts}#{id}                  | true",
        // where weak delimiters are all a template has, they structure it
        "=           | user:{id}                   | user:{id}:profile                | false",
        "=           | TENANT#{t}                  | TENANT#{tenant_id}#USER#{u}      | false",
        "=           | TENANT#{t}#USER#{u}         | TENANT#{tenant_id}               | false",
        // a placeholder named on both sides takes the delimiters of both: natural key against composite
        "=           | {tenant_id}                 | {tenant_id}#{user_id}            | false",
        "=           | {tenant_id}#{user_id}       | {tenant_id}                      | false",
        "begins_with | {tenant_id}#                | {tenant_id}                      | false",
        "begins_with | {tenant_id}                 | {tenant_id}#{user_id}            | true",
        "=           | {gsi1pk}                    | {tenant_id}#{user_id}            | true",
    })
    void matches(String op, String operands, String stored, boolean expected) {
        Op o = Arrays.stream(Op.values()).filter(x -> x.symbol().equals(op)).findFirst().orElseThrow();
        List<KeyTemplate> ts = Arrays.stream(operands.split(",")).map(String::strip).map(KeyTemplate::of).toList();
        KeyCondition c = new KeyCondition("sk", o, ts, Where.at(Pos.of("t.yaml")));
        assertEquals(expected, TemplateMatch.matches(c, KeyTemplate.of(stored)));
    }

    @ParameterizedTest(name = "leniently {0} {1} vs {2} -> {3}")
    @CsvSource(delimiter = '|', value = {
        "begins_with | t1:2026-06-01T10:15         | {tenant}:{date}                  | true",
        "=           | TENANT#{t}                  | TENANT#{tenant_id}#USER#{u}      | true",
        "begins_with | ORDERS#                     | ORDER#{order_id}                 | false",
        "=           | PROFILE                     | ORDER#{order_id}                 | false",
    })
    void lenientMatchingFindsOnlyImpossibleMatches(String op, String operand, String stored, boolean expected) {
        Op o = Arrays.stream(Op.values()).filter(x -> x.symbol().equals(op)).findFirst().orElseThrow();
        KeyCondition c = new KeyCondition("sk", o, List.of(KeyTemplate.of(operand)), Where.at(Pos.of("t.yaml")));
        assertEquals(expected, TemplateMatch.matches(c, KeyTemplate.of(stored), false));
        if (expected) {
            assertEquals(false, TemplateMatch.matches(c, KeyTemplate.of(stored), true), "strictly they differ");
        }
    }
}
