package dev.tablebook.model;

/**
 * Where a design came from, when it was imported from another tool's model: the format
 * ({@code nosql-workbench}, {@code reference-model}), its version, the file, the model's name,
 * author and dates as that tool wrote them, and the day of the import. Free text, shown on the
 * service page; null fields were not stated.
 */
public record Source(String format, String version, String file, String model, String author, String created,
                     String modified, String imported, Where where) {
}
