package dev.tablebook.cost;

/**
 * Bytes stored by one resource at the peak and the expected (average-rate) population, before
 * pricing. {@code table} is the table the resource belongs to.
 */
public record StorageBytes(String resource, StorageLine.Type type, String table, double bytesPeak, double bytesExpected,
                    String basis) {
}
