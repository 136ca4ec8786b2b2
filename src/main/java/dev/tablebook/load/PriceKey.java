package dev.tablebook.load;

import java.util.Arrays;
import java.util.Optional;

/**
 * Names one price of a price sheet. {@link #sheetName()} is the key in the YAML sheet;
 * {@link #measure()} says what the sheet's figure is: dollars for {@code per} units, a
 * multiplier, or a byte count.
 */
public enum PriceKey {
    ON_DEMAND_WRITE("on_demand.write_request_units", Measure.DOLLARS, "write request unit"),
    ON_DEMAND_READ("on_demand.read_request_units", Measure.DOLLARS, "read request unit"),
    ON_DEMAND_WRITE_IA("on_demand.write_request_units.standard_ia", Measure.DOLLARS, "write request unit (Standard-IA)"),
    ON_DEMAND_READ_IA("on_demand.read_request_units.standard_ia", Measure.DOLLARS, "read request unit (Standard-IA)"),
    PROVISIONED_WCU_HOUR("provisioned.wcu_hour", Measure.DOLLARS, "WCU-hour"),
    PROVISIONED_RCU_HOUR("provisioned.rcu_hour", Measure.DOLLARS, "RCU-hour"),
    PROVISIONED_WCU_HOUR_IA("provisioned.wcu_hour.standard_ia", Measure.DOLLARS, "WCU-hour (Standard-IA)"),
    PROVISIONED_RCU_HOUR_IA("provisioned.rcu_hour.standard_ia", Measure.DOLLARS, "RCU-hour (Standard-IA)"),
    RESERVED_1Y_WCU_UPFRONT("reserved.1y.wcu_upfront", Measure.DOLLARS, "WCU reserved for 1 year, upfront"),
    RESERVED_1Y_WCU_HOURLY("reserved.1y.wcu_hourly", Measure.DOLLARS, "WCU-hour reserved for 1 year"),
    RESERVED_1Y_RCU_UPFRONT("reserved.1y.rcu_upfront", Measure.DOLLARS, "RCU reserved for 1 year, upfront"),
    RESERVED_1Y_RCU_HOURLY("reserved.1y.rcu_hourly", Measure.DOLLARS, "RCU-hour reserved for 1 year"),
    RESERVED_3Y_WCU_UPFRONT("reserved.3y.wcu_upfront", Measure.DOLLARS, "WCU reserved for 3 years, upfront"),
    RESERVED_3Y_WCU_HOURLY("reserved.3y.wcu_hourly", Measure.DOLLARS, "WCU-hour reserved for 3 years"),
    RESERVED_3Y_RCU_UPFRONT("reserved.3y.rcu_upfront", Measure.DOLLARS, "RCU reserved for 3 years, upfront"),
    RESERVED_3Y_RCU_HOURLY("reserved.3y.rcu_hourly", Measure.DOLLARS, "RCU-hour reserved for 3 years"),
    STORAGE("storage.gb_month", Measure.DOLLARS, "GB-month of storage"),
    STORAGE_IA("storage.gb_month.standard_ia", Measure.DOLLARS, "GB-month of storage (Standard-IA)"),
    REPLICATED_WRITE("global_tables.replicated_write_request_units", Measure.DOLLARS, "replicated write request unit"),
    REPLICATED_WCU_HOUR("global_tables.replicated_wcu_hour", Measure.DOLLARS, "replicated WCU-hour"),
    DATA_TRANSFER_INTER_REGION("data_transfer.inter_region_out_gb", Measure.DOLLARS,
            "GB transferred out to another AWS Region"),
    STREAMS_READ("streams.read_request_units", Measure.DOLLARS, "Streams GetRecords request"),
    KINESIS_CDC("kinesis.change_data_capture_units", Measure.DOLLARS, "change data capture unit"),
    PITR("backup.pitr_gb_month", Measure.DOLLARS, "GB-month of continuous backup (PITR)"),
    BACKUP("backup.on_demand_gb_month", Measure.DOLLARS, "GB-month of on-demand backup"),
    RESTORE("backup.restore_gb", Measure.DOLLARS, "GB restored"),
    EXPORT("export.s3_gb", Measure.DOLLARS, "GB exported to S3"),
    IMPORT("import.s3_gb", Measure.DOLLARS, "GB imported from S3"),
    VECTOR_WRITE("vector.write_gb", Measure.DOLLARS, "GB of vector writes"),
    VECTOR_SEARCH("vector.search_gb", Measure.DOLLARS, "GB of vector search"),
    VECTOR_IA_MULTIPLIER("vector.standard_ia_request_multiplier", Measure.FACTOR, "multiplier on vector requests (Standard-IA)"),
    VECTOR_MINIMUM_BYTES("vector.minimum_bytes_per_request", Measure.BYTES, "bytes billed at least per vector write request");

    /** What the sheet's number means. */
    public enum Measure { DOLLARS, FACTOR, BYTES }

    private final String sheetName;
    private final Measure measure;
    private final String unit;

    PriceKey(String sheetName, Measure measure, String unit) {
        this.sheetName = sheetName;
        this.measure = measure;
        this.unit = unit;
    }

    public String sheetName() {
        return sheetName;
    }

    public Measure measure() {
        return measure;
    }

    /** What one unit of this price buys, in words. */
    public String unit() {
        return unit;
    }

    public static Optional<PriceKey> bySheetName(String name) {
        return Arrays.stream(values()).filter(k -> k.sheetName.equals(name)).findFirst();
    }

    /** The on-demand request-unit price for a table class. */
    public static PriceKey onDemandRead(boolean standardIa) {
        return standardIa ? ON_DEMAND_READ_IA : ON_DEMAND_READ;
    }

    public static PriceKey onDemandWrite(boolean standardIa) {
        return standardIa ? ON_DEMAND_WRITE_IA : ON_DEMAND_WRITE;
    }

    public static PriceKey provisionedRead(boolean standardIa) {
        return standardIa ? PROVISIONED_RCU_HOUR_IA : PROVISIONED_RCU_HOUR;
    }

    public static PriceKey provisionedWrite(boolean standardIa) {
        return standardIa ? PROVISIONED_WCU_HOUR_IA : PROVISIONED_WCU_HOUR;
    }

    public static PriceKey storage(boolean standardIa) {
        return standardIa ? STORAGE_IA : STORAGE;
    }
}
