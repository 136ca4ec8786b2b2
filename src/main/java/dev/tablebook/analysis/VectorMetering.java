package dev.tablebook.analysis;

/**
 * How vector index writes and storage are metered, in bytes (measured facts the reference
 * calculator documents): a vector is stored as 4-byte floats plus a small key overhead; an ALL
 * projection carries the rest of the item, other vectors in their base-table form (about 5.5
 * bytes a number); a KEYS_ONLY search result returns about 89 bytes.
 */
public final class VectorMetering {
    public static final int BYTES_PER_DIMENSION = 4;
    public static final int KEY_OVERHEAD_BYTES = 35;
    public static final double BASE_TABLE_BYTES_PER_NUMBER = 5.5;
    public static final int KEYS_ONLY_RESULT_BYTES = 89;
    public static final int DEFAULT_TOP_K = 10;

    private VectorMetering() {
    }

    /** The vector's own footprint in the index plus the key overhead. */
    public static int vectorBytes(int dimensions) {
        return dimensions * BYTES_PER_DIMENSION + KEY_OVERHEAD_BYTES;
    }
}
