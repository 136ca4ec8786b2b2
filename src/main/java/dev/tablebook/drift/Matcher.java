package dev.tablebook.drift;

import dev.tablebook.model.Deployment;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedTable;
import dev.tablebook.request.TableSchema;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which deployed table is which designed one. A table's {@code deployed} field, where stated,
 * decides: a deployed table with that name (after {@code --prefix}), logical id or construct path.
 * Otherwise, in this order: the name ({@code --prefix} then the design's table name), the logical
 * id (the table's name, or the one the site's CloudFormation gives it), the CDK construct path (a
 * path whose construct is named as the table: {@code Stack/Orders/Resource}). Each deployed table is
 * matched once, to the first designed table that claims it; the rest are undesigned.
 */
final class Matcher {
    /** A match: the deployed table, and how it was found. */
    record Match(DeployedTable table, String by) {
    }

    private final List<DeployedTable> deployed;
    private final String prefix;
    private final Map<DeployedTable, Boolean> taken = new IdentityHashMap<>();

    Matcher(List<DeployedTable> deployed, String prefix) {
        this.deployed = List.copyOf(deployed);
        this.prefix = prefix == null ? "" : prefix;
    }

    Match match(Table t) {
        Deployment m = t.deployed();
        if (m != null) {
            for (DeployedTable d : free()) {
                if (m.name() != null && (prefix + m.name()).equals(d.name())) {
                    return take(d, "deployed.name");
                }
                if (m.logicalId() != null && m.logicalId().equals(d.logicalId())) {
                    return take(d, "deployed.logical_id");
                }
                if (m.constructPath() != null && m.constructPath().equals(d.constructPath())) {
                    return take(d, "deployed.construct_path");
                }
            }
            return null;
        }
        for (DeployedTable d : free()) {
            if ((prefix + t.name()).equals(d.name())) {
                return take(d, "name");
            }
        }
        String siteId = TableSchema.logicalId(t);
        for (DeployedTable d : free()) {
            if (d.logicalId() != null && (d.logicalId().equals(t.name()) || d.logicalId().equals(siteId))) {
                return take(d, "logical id");
            }
        }
        for (DeployedTable d : free()) {
            if (d.constructPath() != null && constructName(d.constructPath()).equals(t.name())) {
                return take(d, "construct path");
            }
        }
        return null;
    }

    /** The deployed tables no designed table claimed, in source order. */
    List<DeployedTable> unmatched() {
        return free();
    }

    private List<DeployedTable> free() {
        List<DeployedTable> out = new ArrayList<>();
        for (DeployedTable d : deployed) {
            if (!taken.containsKey(d)) {
                out.add(d);
            }
        }
        return out;
    }

    private Match take(DeployedTable d, String by) {
        taken.put(d, true);
        return new Match(d, by);
    }

    /** The construct a path names: {@code Stack/Orders/Resource} → Orders, {@code Stack/Orders} → Orders. */
    static String constructName(String path) {
        String[] parts = path.split("/");
        int last = parts.length - 1;
        if (last > 0 && parts[last].equals("Resource")) {
            last--;
        }
        return parts[last];
    }
}
