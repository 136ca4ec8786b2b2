package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.List;

/** A table's operational settings in words, one row each. */
final class TableSettings {
    private TableSettings() {
    }

    /** One setting; {@code off} marks a protection that is not enabled. */
    public record Setting(String label, String value, boolean off) {
    }

    static List<Setting> of(Table t) {
        List<Setting> out = new ArrayList<>();
        out.add(new Setting("Capacity", capacity(t.capacity()), false));
        out.add(new Setting("Table class", t.tableClass() == Table.TableClass.STANDARD_IA ? "Standard-IA" : "Standard",
                false));
        out.add(new Setting("Stream", t.streams().enabled() ? t.streams().name() : "off", false));
        out.add(new Setting("Point-in-time recovery", !t.pitr() ? "off"
                : t.pitrRetentionDays() == null ? "on" : "on, " + t.pitrRetentionDays() + " days", !t.pitr()));
        out.add(new Setting("Time to live", t.ttl() == null ? "off" : "attribute " + t.ttl()
                + (t.ttlDays() == null ? "" : ", items live " + t.ttlDays() + " days"), false));
        out.add(new Setting("Deletion protection", t.deletionProtection() ? "on" : "off", !t.deletionProtection()));
        out.add(new Setting("Replicas", t.replicas().isEmpty() ? "none (single Region)"
                : String.join(", ", t.replicas()) + (t.replication() == Table.Replication.MRSC
                ? " (multi-Region strong consistency)" : " (last writer wins)"), false));
        out.add(new Setting("Encryption", switch (t.encryption()) {
            case AWS_OWNED -> "AWS owned key";
            case AWS_MANAGED -> "AWS managed key (aws/dynamodb)";
            case CUSTOMER_MANAGED -> "customer managed KMS key";
        }, false));
        if (t.ephemeral()) {
            out.add(new Setting("Ephemeral", "yes: its contents can be rebuilt", false));
        }
        if (t.peakHoursPerDay() != null) {
            out.add(new Setting("Peak hours per day", Figures.plain(t.peakHoursPerDay()), false));
        }
        return out;
    }

    static String capacity(Capacity c) {
        if (c.mode() == Capacity.Mode.ON_DEMAND) {
            return "on-demand" + reserved(c);
        }
        StringBuilder sb = new StringBuilder("provisioned");
        if (c.read() != null || c.write() != null) {
            sb.append(", ").append(c.read() == null ? "?" : Figures.count(c.read())).append(" read / ")
                    .append(c.write() == null ? "?" : Figures.count(c.write())).append(" write units");
        }
        Capacity.Autoscaling a = c.autoscaling();
        if (a != null) {
            sb.append(", autoscaling");
            if (a.min() != null || a.max() != null) {
                sb.append(' ').append(a.min() == null ? "?" : Figures.count(a.min())).append('–')
                        .append(a.max() == null ? "?" : Figures.count(a.max()));
            }
            if (a.target() != null) {
                sb.append(" at ").append(Figures.plain(a.target() * 100)).append("% target");
            }
        }
        return sb + reserved(c);
    }

    private static String reserved(Capacity c) {
        Capacity.Reserved r = c.reserved();
        if (r == null) {
            return "";
        }
        return "; reserved " + (r.term() == Capacity.Term.THREE_YEARS ? "3 years" : "1 year") + ": "
                + (r.read() == null ? "0" : Figures.count(r.read())) + " read / "
                + (r.write() == null ? "0" : Figures.count(r.write())) + " write units";
    }
}
