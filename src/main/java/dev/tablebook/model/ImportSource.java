package dev.tablebook.model;

/**
 * The model a design was imported from, when another tool's model is the source of truth for its
 * figures (today: the reference cost calculator's JSON). The domain model does not know its shape:
 * the loader builds it and only the stage that prices it by that tool's own rules
 * ({@code cost/imported}) opens it. See docs/model.md, "The import seam".
 */
public interface ImportSource {
}
