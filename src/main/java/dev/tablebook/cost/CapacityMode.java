package dev.tablebook.cost;

/** The ways a table's throughput can be bought, as compared per table. */
public enum CapacityMode {
    ON_DEMAND("on-demand", "on-demand at the average rates"),
    PROVISIONED_FLAT("provisioned-flat", "provisioned, autoscaled, flat traffic at the average"),
    PROVISIONED_AUTOSCALED("provisioned-autoscaled", "provisioned, autoscaled, daily peak shape"),
    PROVISIONED_SCHEDULED("provisioned-scheduled", "provisioned, autoscaled, scheduled up for each window"),
    PROVISIONED_FIXED("provisioned-fixed", "provisioned, fixed for the peak"),
    RESERVED_1Y("reserved-1y", "1-year reserved baseline, the rest autoscaled"),
    RESERVED_3Y("reserved-3y", "3-year reserved baseline, the rest autoscaled");

    private final String id;
    private final String description;

    CapacityMode(String id, String description) {
        this.id = id;
        this.description = description;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }
}
