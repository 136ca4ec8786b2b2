package dev.tablebook.verify;

/** The planted defects on moto: each a mismatch at its pattern, the unguarded transaction included. */
class MotoPlantedTest extends PlantedDefects {
    @Override
    LocalEngine engine() {
        return LocalEngine.MOTO;
    }
}
