package dev.tablebook.drift;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.Where;
import dev.tablebook.model.deployed.DeployedIndex;
import dev.tablebook.model.deployed.DeployedTable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A designed table as it is deployed: the design's own table with the aspects a deployed table
 * states taken from it (all, for the comparison; one, to price one difference). What a deployment
 * does not say — the key map, vector indexes, traffic, autoscaling, reserved capacity, the TTL
 * horizon — stays the design's, and so does every value the source leaves unresolved. Two rules
 * keep what is not a difference from showing as one: a global table's replication stream
 * ({@code NEW_AND_OLD_IMAGES}, which the site's template also declares) where the design declares
 * none, and a global table with one replica in its own Region (a CDK {@code TableV2}) where the
 * design has no replicas.
 */
final class AsDeployed {
    /** The aspects of a table a deployed one states, as the comparer names them. */
    static final List<String> TABLE_ASPECTS = List.of("key", "capacity", "class", "streams", "pitr", "ttl",
            "deletion_protection", "replicas", "replication", "encryption");

    private final Table design;
    private final DeployedTable deployed;
    private final String region;
    private final List<String> notes = new ArrayList<>();

    AsDeployed(Design d, Table design, DeployedTable deployed) {
        this.design = design;
        this.deployed = deployed;
        this.region = d.region() == null ? Design.DEFAULT_REGION : d.region();
    }

    /** What was set aside as no difference, said once per table. */
    List<String> notes() {
        return List.copyOf(new LinkedHashSet<>(notes));
    }

    /** The aspect a field or index of the report belongs to. */
    static String aspectOf(String element, String name, String field) {
        if (element.equals("index")) {
            return "index:" + name.substring(name.indexOf('/') + 1);
        }
        if (field.startsWith("key.") || field.startsWith("types.")) {
            return "key";
        }
        if (field.startsWith("ttl")) {
            return "ttl";
        }
        return field;
    }

    /** The table with every aspect a deployment states taken from it. */
    Table all() {
        return table(a -> true);
    }

    /** The table with the aspects {@code take} accepts taken from the deployment ({@code index:NAME} for an index). */
    Table table(Predicate<String> take) {
        String pk = design.partitionKey();
        String sk = design.sortKey();
        Map<String, AttrType> keyTypes = new LinkedHashMap<>(design.keyTypes());
        if (take.test("key")) {
            if (deployed.partitionKey() != null && !deployed.isUnresolved("key.partition")) {
                pk = deployed.partitionKey();
            }
            if (!deployed.isUnresolved("key.sort") && !deployed.isUnresolved("key.partition")) {
                sk = deployed.sortKey();
            }
            deployed.attributeTypes().forEach((a, t) -> {
                if (keyTypes.containsKey(a)) {
                    keyTypes.put(a, t);
                }
            });
        }
        Capacity capacity = design.capacity();
        if (take.test("capacity") && deployed.mode() != null) {
            Capacity c = design.capacity();
            boolean provisioned = deployed.mode() == Capacity.Mode.PROVISIONED;
            Integer read = provisioned && c.read() != null && deployed.read() != null ? deployed.read() : c.read();
            Integer write = provisioned && c.write() != null && deployed.write() != null ? deployed.write() : c.write();
            capacity = new Capacity(deployed.mode(), provisioned ? read : null, provisioned ? write : null,
                    provisioned ? c.autoscaling() : null, c.reserved(), c.where());
        }
        Table.TableClass tableClass = take.test("class") && deployed.tableClass() != null ? deployed.tableClass()
                : design.tableClass();
        StreamView streams = design.streams();
        if (take.test("streams") && deployed.streams() != null) {
            streams = deployed.streams();
            boolean globalResource = deployed.resourceType().equals("AWS::DynamoDB::GlobalTable") || deployed.isGlobal();
            if (globalResource && design.isGlobal() && !design.streams().enabled()
                    && streams == StreamView.NEW_AND_OLD_IMAGES) {
                streams = design.streams();
                notes.add("its NEW_AND_OLD_IMAGES stream is the one a global table replicates through (the design"
                        + " declares none): not a difference");
            }
        }
        boolean pitr = design.pitr();
        Integer pitrDays = design.pitrRetentionDays();
        if (take.test("pitr") && deployed.pitr() != null && !deployed.isUnresolved("pitr")) {
            pitr = deployed.pitr();
            pitrDays = pitr ? deployed.pitrDays() : null;
        }
        String ttl = take.test("ttl") && !deployed.isUnresolved("ttl") ? deployed.ttl() : design.ttl();
        boolean deletion = take.test("deletion_protection") && deployed.deletionProtection() != null
                ? deployed.deletionProtection() : design.deletionProtection();
        List<String> replicas = design.replicas();
        if (take.test("replicas") && !deployed.isUnresolved("replicas")) {
            replicas = replicas();
        }
        Table.Replication replication = take.test("replication") && deployed.replication() != null
                && !deployed.isUnresolved("replication") ? deployed.replication() : design.replication();
        Table.Encryption encryption = design.encryption();
        if (take.test("encryption") && !deployed.isUnresolved("encryption")) {
            if (deployed.encryption() != null) {
                encryption = deployed.encryption();
            } else if (design.encryption() == Table.Encryption.AWS_OWNED) {
                encryption = Table.Encryption.AWS_MANAGED; // a KMS key of either kind differs from an AWS owned one
            }
        }
        Map<String, Index> indexes = indexes(take);
        return new Table(design.name(), pk, sk, design.declaredTypes(), keyTypes, design.items(), indexes,
                design.vectorIndexes(), capacity, tableClass, streams, pitr, pitrDays, ttl, design.ttlDays(), deletion,
                replicas, replication, encryption, design.ephemeral(), design.peakHoursPerDay(), design.traffic(),
                design.deployed(), design.where());
    }

    /**
     * The deployed replica Regions, the stack's own Region read as the design's; one replica in the
     * design's Region alone is a single-Region table.
     */
    private List<String> replicas() {
        List<String> regions = new ArrayList<>();
        for (String r : deployed.replicas()) {
            String region1 = r.equals(DeployedTable.HOME_REGION) ? region : r;
            if (!regions.contains(region1)) {
                regions.add(region1);
            }
        }
        if (regions.size() == 1 && regions.get(0).equals(region) && !design.isGlobal()) {
            notes.add("a global table resource with its one replica in " + region + " is a single-Region table:"
                    + " not a replica difference");
            return List.of();
        }
        if (new LinkedHashSet<>(regions).equals(new LinkedHashSet<>(design.replicas()))) {
            return design.replicas(); // the same Regions, in the design's order
        }
        return regions;
    }

    private Map<String, Index> indexes(Predicate<String> take) {
        boolean all = !deployed.isUnresolved("indexes");
        Map<String, Index> out = new LinkedHashMap<>();
        Set<String> names = new LinkedHashSet<>(design.indexes().keySet());
        names.addAll(deployed.indexes().keySet());
        for (String name : names) {
            Index mine = design.indexes().get(name);
            DeployedIndex theirs = deployed.indexes().get(name);
            if (!all || !take.test("index:" + name)) {
                if (mine != null) {
                    out.put(name, mine);
                }
                continue;
            }
            if (theirs == null) {
                continue; // not deployed
            }
            boolean projectionKnown = theirs.projection() != null;
            boolean keyKnown = !deployed.isUnresolved("indexes." + name + ".partition")
                    && !deployed.isUnresolved("indexes." + name + ".sort");
            Where where = mine != null ? mine.where() : design.where();
            List<String> partition = keyKnown ? theirs.partition() : mine != null ? mine.partition() : theirs.partition();
            List<String> sort = keyKnown ? theirs.sort() : mine != null ? mine.sort() : theirs.sort();
            out.put(name, new Index(name, theirs.kind(), partition, sort,
                    projectionKnown ? theirs.projection() : mine != null ? mine.projection() : dev.tablebook.model.Projection.ALL,
                    mine != null ? mine.indexedItems() : null, where));
        }
        return out;
    }

    /** The design with one table replaced. */
    static Design withTable(Design d, Table t) {
        Map<String, Table> tables = new LinkedHashMap<>(d.tables());
        tables.put(t.name(), t);
        return new Design(d.service(), d.title(), d.owner(), d.status(), d.summary(), d.region(), d.peakHoursPerDay(),
                d.patterns(), d.entities(), tables, d.consumers(), d.deviations(), d.file(), d.imported(), d.traffic(),
                d.where(), d.source());
    }
}
