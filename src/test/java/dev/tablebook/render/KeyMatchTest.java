package dev.tablebook.render;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Where;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class KeyMatchTest {

    @ParameterizedTest(name = "{0} {1} vs {2} -> {3}")
    @CsvSource(delimiter = ';', value = {
            // equality
            "=; CUSTOMER#{customer_id}; CUSTOMER#{customer_id}; true",
            "=; CUSTOMER#{id}; CUSTOMER#{customer_id}; true",
            "=; PROFILE; PROFILE; true",
            "=; PROFILE; ORDER#{order_id}; false",
            "=; ORDER#{order_id}; ORDER#{created_at}#{order_id}; false",
            "=; ORDER#2024#{order_id}; ORDER#{created_at}#{order_id}; true",
            "=; {warehouse_id}; {warehouse_id}; true",
            "=; {x}; CUSTOMER#{customer_id}; true",
            "=; STORE#{s}#PRODUCT#{p}; STORE#{store_id}#PRODUCT#{product_id}; true",
            "=; STORE#{s}; STORE#{store_id}#PRODUCT#{product_id}; false",
            // begins_with, on literal and partial templates
            "begins_with; ORDER#; ORDER#{order_id}; true",
            "begins_with; ORDER#; ORDER#{created_at}#{order_id}; true",
            "begins_with; ORDER#; LINE#{order_id}#{line_no}; false",
            "begins_with; LINE#{order_id}#; LINE#{order_id}#{line_no}; true",
            "begins_with; LINE#{order_id}#; ORDER#{order_id}; false",
            "begins_with; ORDER#2024; ORDER#{created_at}; true",
            "begins_with; ORD; ORDER#{order_id}; true",
            "begins_with; ORDER#; ORDER#{order_id}#LINE#{line_no}; true",
            "begins_with; PROFILE; PROFILE; true",
            "begins_with; PROFILEX; PROFILE; false",
            // ranges compare literal prefixes
            ">; ORDER#; ORDER#{order_id}; true",
            "<; ORDER#; PAYMENT#{order_id}; false",
            "<; ORDER#; LINE#{order_id}; true",
            ">=; PROFILE; PROFILE; true",
            "between; ORDER#{lo},ORDER#{hi}; ORDER#{order_id}; true",
            "between; ORDER#{lo},ORDER#{hi}; PAYMENT#{order_id}; false",
            "between; ORDER#{lo},ORDER#{hi}; LINE#{order_id}; false",
    })
    void matchesConditionsAgainstStoredTemplates(String op, String operands, String stored, boolean expected) {
        KeyCondition.Op o = Arrays.stream(KeyCondition.Op.values()).filter(x -> x.symbol().equals(op)).findFirst()
                .orElseThrow();
        List<KeyTemplate> ops = Arrays.stream(operands.split(",")).map(KeyTemplate::of).toList();
        KeyCondition c = new KeyCondition("sk", o, ops, new Where(null, Map.of()));
        assertEquals(expected, KeyMatch.matches(c, KeyTemplate.of(stored)));
    }
}
