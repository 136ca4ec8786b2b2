package dev.tablebook.verify;

/** The public AWS sample designs on dynalite (no transactions there: those patterns are not verifiable). */
class DynaliteSamplesTest extends SampleDesigns {
    @Override
    LocalEngine engine() {
        return LocalEngine.DYNALITE;
    }
}
