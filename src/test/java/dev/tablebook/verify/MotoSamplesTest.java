package dev.tablebook.verify;

/** The public AWS sample designs on moto, transactions included. */
class MotoSamplesTest extends SampleDesigns {
    @Override
    LocalEngine engine() {
        return LocalEngine.MOTO;
    }
}
