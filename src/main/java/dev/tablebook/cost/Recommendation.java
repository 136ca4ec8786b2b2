package dev.tablebook.cost;

/** A capacity mode to use ({@code on-demand}, {@code provisioned}, {@code reserved-1y}, {@code reserved-3y} or {@code mixed}) and why. */
public record Recommendation(String mode, String why) {
    /** The sentence that ends every reason: the choice is not final. */
    public static final String SWITCHING = "The choice can be revisited: since August 2025 a table can move from"
            + " provisioned to on-demand up to 4 times per rolling 24 hours, and from on-demand to provisioned at any time.";

    /** The reason without {@link #SWITCHING}, for a page that states it once for all its tables. */
    public String whyWithoutSwitching() {
        return why.replace(" " + SWITCHING, "").replace(SWITCHING, "").strip();
    }

    /**
     * The reason as a page beside the table's modes gives it: without {@link #SWITCHING}, and where a
     * cheaper mode's throttling is in its row's basis ({@code modes}), pointing to the row instead of saying it again.
     */
    public String whyBesideModes(java.util.List<TableCapacity.ModeCost> modes) {
        String out = whyWithoutSwitching();
        for (TableCapacity.ModeCost m : modes) {
            if (m.throttles() && m.basis().contains(m.throttle())) {
                out = out.replace(butThrottles(m.throttle()), " but throttle, as its row below says.");
            }
        }
        return out;
    }

    /** The clause a reason ends a cheaper mode's cost with when that mode would throttle. */
    static String butThrottles(String throttle) {
        return " but throttle: " + throttle + ".";
    }
}
