package dev.tablebook.imports;

import static dev.tablebook.imports.WorkbenchImportTest.importFile;
import static dev.tablebook.imports.WorkbenchImportTest.load;
import static dev.tablebook.imports.WorkbenchImportTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Public AWS sample Workbench models (src/test/resources/workbench/aws, with SOURCES.md naming
 * repository, path and commit of each) import as their authors meant them.
 */
class AwsSampleModelsTest {
    private static final Path AWS = Path.of("src/test/resources/workbench/aws");

    @Test
    void malformedSampleItemsAreDroppedWithAWarningEachAndTheModelIsKept() throws IOException {
        Path file = AWS.resolve("ConnectedVehiclesSchema.json");
        Importer.Outcome o = importFile(file);
        assertEquals(List.of(), o.errors());
        assertEquals(1, o.designs().size());
        Design d = load(o.designs().get(0));
        Table t = d.tables().get("Connected_Vehicle");
        assertEquals("PK", t.partitionKey());
        assertEquals("SK", t.sortKey());
        assertTrue(d.entities().containsKey("Vehicle") && d.entities().containsKey("User"), d.entities().keySet().toString());
        // four items of each facet hold plain JSON inside "M": dropped, each at its first bad value
        List<String> warnings = o.warnings().stream().map(w -> w.pos().line() + ":" + w.pos().column() + " " + w.message())
                .toList();
        assertEquals(8, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("126:33 sample item 2 of facet Vehicle dropped: an item attribute must be"
                + " a DynamoDB JSON value"), warnings.get(0));
        assertTrue(warnings.get(0).endsWith("not a boolean (true)"), warnings.get(0));
        assertEquals(2, d.entities().get("Vehicle").samples().size());
        assertEquals(2, d.entities().get("User").samples().size());
    }

    @Test
    void theNamesInTheAliasWinOverACoincidentallyEqualValue() throws IOException {
        // Subscription: SK alias "SubId#SKU" over SUB#123#SKU#999, and its PK ACC#123 holds the same 123
        Design d = load(only(AWS.resolve("RecurringPaymentsSchema.json")));
        Table t = d.tables().get("ReoccuringPayments");
        assertEquals("ACC#{AccountId}", t.template("Subscription", "PK").text());
        assertEquals("SUB#{SubId}#SKU#{SKU}", t.template("Subscription", "SK").text());
        assertEquals("REC#{ProcessedDate}#SKU#{SKU}", t.template("Receipts", "SK").text());
    }

    @Test
    void aLowercaseWordEverySampleRepeatsIsLiteralText() throws IOException {
        Design d = load(only(AWS.resolve("SessionManagementSchema.json")));
        String pk = d.tables().get("session_store").template("session_store", "PK").text();
        assertTrue(pk.startsWith("suuid#{"), pk);
    }
}
