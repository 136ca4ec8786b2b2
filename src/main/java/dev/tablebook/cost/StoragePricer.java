package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Prices storage bytes per GB-month at the table class's storage price. */
final class StoragePricer {
    private StoragePricer() {
    }

    static List<StorageLine> price(List<StorageBytes> storage, Map<String, TableFacts> tables, PriceSheet sheet) {
        List<StorageLine> out = new ArrayList<>();
        for (StorageBytes sb : storage) {
            TableFacts f = tables.get(sb.table());
            PriceKey key = PriceKey.storage(f != null && f.standardIa());
            double gbPeak = Billing.gigabytes(sb.bytesPeak());
            double gbExpected = Billing.gigabytes(sb.bytesExpected());
            boolean priced = sheet.has(key);
            double price = priced ? sheet.unitPrice(key) : 0;
            out.add(new StorageLine(sb.resource(), sb.type(), sb.table(), gbPeak, gbExpected, gbPeak * price,
                    gbExpected * price, key, priced, sb.basis()));
        }
        return out;
    }
}
