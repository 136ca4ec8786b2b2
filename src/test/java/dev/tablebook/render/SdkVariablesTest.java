package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The identifiers the SDK examples give attribute values: camel case, never a reserved word. */
class SdkVariablesTest {
    @Test
    void namesAreCamelCaseIdentifiersThatNoReservedWordTakes() {
        assertEquals("customerId", SdkVariables.of("customer_id"));
        assertEquals("orderDate", SdkVariables.of("order-date"));
        assertEquals("v1st", SdkVariables.of("1st"));
        assertEquals("v", SdkVariables.of("__"));
        // reserved in JavaScript or Java, or a variable of the examples' own: a suffix
        for (String word : new String[] {"class", "await", "record", "client", "dynamoDb", "response", "requestToken",
            "yield", "typeof"}) {
            assertEquals(word + "Value", SdkVariables.of(word), word);
        }
        assertEquals("classes", SdkVariables.of("classes"));
        assertEquals("dynamoDbValue", SdkVariables.of("dynamo_db"));
    }
}
