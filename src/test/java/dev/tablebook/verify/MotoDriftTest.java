package dev.tablebook.verify;

import java.util.EnumSet;
import java.util.Set;

/**
 * drift against moto, which holds every change the test makes: keys, indexes (made with the table,
 * added and removed by UpdateTable), billing, TTL, stream, PITR. It keeps no KMS key (UpdateTable's
 * SSESpecification is accepted and not described), so every table differs in its encryption.
 */
class MotoDriftTest extends LiveDrift {
    @Override
    LocalEngine engine() {
        return LocalEngine.MOTO;
    }

    @Override
    Set<String> baseline() {
        return Set.of("Commerce encryption");
    }

    @Override
    Set<Plant> plants() {
        return EnumSet.allOf(Plant.class);
    }
}
