package dev.tablebook.model;

/**
 * A table's capacity mode. For provisioned tables {@code read}/{@code write} are the provisioned
 * units (null: not stated). {@code reserved} is read in either mode.
 */
public record Capacity(Mode mode, Integer read, Integer write, Autoscaling autoscaling, Reserved reserved,
                       Where where) {
    public enum Mode { ON_DEMAND, PROVISIONED }

    public record Autoscaling(Integer min, Integer max, Double target) {
    }

    public record Reserved(Term term, Integer read, Integer write) {
    }

    public enum Term { ONE_YEAR, THREE_YEARS }

    public static Capacity onDemand(Where where) {
        return new Capacity(Mode.ON_DEMAND, null, null, null, null, where);
    }
}
