package dev.tablebook.cost;

/** A capacity mode to use ({@code on-demand}, {@code provisioned}, {@code reserved-1y}, {@code reserved-3y} or {@code mixed}) and why. */
public record Recommendation(String mode, String why) {
}
