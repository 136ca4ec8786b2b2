package dev.tablebook.imports;

/** A design written from an imported model: its service, the YAML text, and the file it was read from. */
public record ImportedDesign(String service, String yaml, String from) {
}
