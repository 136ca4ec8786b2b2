package dev.tablebook.cost;

import java.util.List;

/**
 * Cost-model §7: the patterns that dominate the bill and how far a 50% error in their rate or
 * item size would move the peak total (each a re-costing of the whole design with that one input
 * changed), and the inputs that are guesses.
 */
public record Sensitivity(double peakTotal, List<Driver> drivers, List<Guess> guesses) {
    public Sensitivity {
        drivers = List.copyOf(drivers);
        guesses = List.copyOf(guesses);
    }

    /**
     * A dominant pattern: its share of the peak total and the change of the peak total, in dollars,
     * when its rate or its item size is 50% higher or lower.
     */
    public record Driver(String pattern, double share, double ratePlus50, double rateMinus50, double sizePlus50,
                         double sizeMinus50) {
        /** The largest move of the four, in dollars. */
        public double largestMove() {
            return Math.max(Math.max(Math.abs(ratePlus50), Math.abs(rateMinus50)),
                    Math.max(Math.abs(sizePlus50), Math.abs(sizeMinus50)));
        }
    }
}
