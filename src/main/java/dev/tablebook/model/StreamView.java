package dev.tablebook.model;

/** What a DynamoDB stream carries; {@code OFF} when the table has no stream. */
public enum StreamView {
    OFF, KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES;

    public boolean enabled() {
        return this != OFF;
    }
}
