package dev.tablebook.cost.imported;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.ImportedModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link ImportedSizes#determinable} and the entity form of {@link ImportedSizes#carries}, which look a key
 * up attribute by attribute, against the same questions asked of the name sets ({@link ImportedSizes#names},
 * {@link ImportedSizes#tableKeys}) over many tables: names missing, empty, repeated, shared by keys and
 * attributes.
 */
class ImportedSizesLookupTest {
    private static final String[] NAMES = {null, "", "pk", "sk", "a", "b", "c"};

    private static String name(Random r) {
        return NAMES[r.nextInt(NAMES.length)];
    }

    /** The rule as stated on sets: the table's present keys and every entity's present attribute names. */
    private static boolean determinableOnSets(ImportedModel.Table t, ImportedModel.Gsi g) {
        if (!ImportedSizes.present(g.partitionKey())) {
            return false;
        }
        Set<String> declared = new HashSet<>(ImportedSizes.tableKeys(t));
        for (ImportedModel.Entity e : t.entities()) {
            declared.addAll(ImportedSizes.names(e));
        }
        return declared.contains(g.partitionKey())
                && (!ImportedSizes.present(g.sortKey()) || declared.contains(g.sortKey()));
    }

    @Test
    void lookUpsAnswerAsTheNameSetsDo() {
        Random r = new Random(32);
        int determinable = 0;
        int carried = 0;
        int asked = 0;
        for (int k = 0; k < 20_000; k++) {
            List<ImportedModel.Entity> entities = new ArrayList<>();
            for (int e = r.nextInt(4); e > 0; e--) {
                List<ImportedModel.EntityAttribute> attributes = new ArrayList<>();
                for (int a = r.nextInt(4); a > 0; a--) {
                    attributes.add(new ImportedModel.EntityAttribute(name(r), "S"));
                }
                entities.add(new ImportedModel.Entity("E" + e, 100, 10L, attributes, null));
            }
            ImportedModel.Gsi g = new ImportedModel.Gsi("g", name(r), name(r), "ALL", List.of(), null);
            ImportedModel.Table t = new ImportedModel.Table("T", null, false, name(r), name(r), List.of(), entities,
                    List.of(g), List.of(), null, null);
            boolean expected = determinableOnSets(t, g);
            assertEquals(expected, ImportedSizes.determinable(t, g), t.toString());
            determinable += expected ? 1 : 0;
            for (ImportedModel.Entity e : entities) {
                boolean carries = ImportedSizes.carries(ImportedSizes.names(e), g, ImportedSizes.tableKeys(t));
                assertEquals(carries, ImportedSizes.carries(e, g, t), e + " of " + t);
                carried += carries ? 1 : 0;
                asked++;
            }
        }
        // both answers were met often
        assertTrue(determinable > 2_000 && determinable < 18_000, "determinable " + determinable);
        assertTrue(carried > asked / 10 && carried < asked * 9 / 10, "carried " + carried + " of " + asked);
    }
}
