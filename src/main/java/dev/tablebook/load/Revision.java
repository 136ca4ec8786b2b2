package dev.tablebook.load;

/**
 * The git commit that last changed a design file: abbreviated and full id, the commit date
 * (UTC, from the commit, so it is the same on every build), and whether the working copy of
 * the file differs from it.
 */
public record Revision(String shortId, String id, String date, boolean modified) {
}
