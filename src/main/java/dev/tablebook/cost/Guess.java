package dev.tablebook.cost;

import dev.tablebook.model.Pos;

/** An input the figures rest on that is a guess or a default, so a reviewer knows what to confirm. */
public record Guess(String subject, String detail, Pos where) {
}
