package dev.tablebook.load;

/** The bytes of one design file and the path it is known by in messages (e.g. {@code designs/orders.yaml}). */
public record DesignSource(String path, byte[] content) {
    public boolean isJson() {
        return path.endsWith(".json");
    }
}
