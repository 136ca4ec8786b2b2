package dev.tablebook.verify;

import java.util.EnumSet;
import java.util.Set;

/**
 * drift against dynalite. dynalite keeps no deletion protection, no KMS key and no stream in what
 * DescribeTable answers, has no DescribeContinuousBackups (PITR is unresolved, not compared) and
 * answers TTL as always disabled, and lists no index created by UpdateTable: it proves keys,
 * indexes (made with the table) and billing; TTL, PITR, stream and index removal are proved on moto.
 */
class DynaliteDriftTest extends LiveDrift {
    @Override
    LocalEngine engine() {
        return LocalEngine.DYNALITE;
    }

    @Override
    Set<String> baseline() {
        return Set.of("Commerce deletion_protection", "Commerce encryption", "Commerce streams");
    }

    @Override
    Set<Plant> plants() {
        return EnumSet.of(Plant.NONE, Plant.KEYTYPE, Plant.PROJECTION, Plant.BILLING, Plant.GSIADDED);
    }
}
