package dev.tablebook.verify;

/** The planted defects on dynalite: each a mismatch at its pattern; a transaction not verifiable there. */
class DynalitePlantedTest extends PlantedDefects {
    @Override
    LocalEngine engine() {
        return LocalEngine.DYNALITE;
    }
}
