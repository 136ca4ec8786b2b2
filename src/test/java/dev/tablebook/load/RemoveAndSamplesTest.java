package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.model.Design;
import dev.tablebook.model.WriteLeg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `remove` on update legs and entity `samples`: read, checked with positions, and costed. */
class RemoveAndSamplesTest {
    private static final String DESIGN = """
            service: shop
            access_patterns:
              - id: W1
                operation: UpdateItem
                table: Shop
                writes:
                  - { entity: Order, action: update, attributes: [status], remove: [open_wh] }
                rps: 1
            entities:
              Order:
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_id:    { type: S, bytes: 26 }
                  wh:          { type: S, bytes: 12 }
                  status:      { type: S, bytes: 10, mutable: true }
                  total:       { type: N, bytes: 8 }
                samples:
                  - { customer_id: C1, order_id: O1, wh: W1, status: placed, total: 1999 }
            tables:
              Shop:
                key: { partition: pk, sort: sk }
                items:
                  Order: { pk: "C#{customer_id}", sk: "O#{order_id}", open_wh: "{wh}" }
                indexes:
                  Open: { type: gsi, partition: open_wh, projection: KEYS_ONLY }
            """;

    private static LoadResult load(Path dir, String yaml) throws IOException {
        Path f = dir.resolve("shop.yaml");
        Files.writeString(f, yaml);
        return new DesignLoader().load(List.of(f));
    }

    @Test
    void removeAndSamplesAreReadAndRemovingAnIndexKeyIsOneIndexDelete(@TempDir Path dir) throws IOException {
        LoadResult r = load(dir, DESIGN);
        assertEquals(List.of(), r.errors());
        Design d = r.designs().get(0);
        WriteLeg leg = d.pattern("W1").legs().get(0);
        assertEquals(List.of("open_wh"), leg.remove());
        assertEquals(Map.of("customer_id", "C1", "order_id", "O1", "wh", "W1", "status", "placed", "total", 1999L),
                d.entities().get("Order").samples().get(0));
        var units = new PatternUnits(d).of(d.pattern("W1"));
        assertEquals(1.0, units.indexWru(), "the item leaves the sparse index: a delete, no insert");
        assertTrue(units.lines().stream().anyMatch(l -> l.basis().contains("removes the index key")), units.toString());
    }

    @Test
    void misspelledOrMisplacedNamesAreInputErrorsAtTheirPosition(@TempDir Path dir) throws IOException {
        String bad = DESIGN.replace("remove: [open_wh]", "remove: [sk]")
                .replace("status: placed", "statsu: placed").replace("total: 1999", "total: lots");
        List<String> errors = load(dir, bad).errors().stream().map(InputError::message).toList();
        assertTrue(errors.contains("access pattern W1 removes `sk`, the primary key of table Shop; an update cannot"
                + " remove a primary key attribute"), errors.toString());
        assertTrue(errors.contains("sample of entity Order names `statsu`, which is not one of its attributes; did you"
                + " mean `status`?"), errors.toString());
        assertTrue(errors.contains("sample value of Order.total is text, but the attribute's type is N"), errors.toString());
        String put = DESIGN.replace("action: update, attributes: [status], remove", "action: put, remove");
        assertTrue(load(dir, put).errors().stream().anyMatch(e -> e.message().startsWith("`remove` on a put leg")
                && e.pos().line() == 7), "a put writes the whole item");
    }
}
