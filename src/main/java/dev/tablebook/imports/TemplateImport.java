package dev.tablebook.imports;

import dev.tablebook.load.InputError;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedIndex;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.deployed.DeployedTable;
import dev.tablebook.render.yaml.YamlDoc;
import dev.tablebook.render.yaml.YamlWriter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes design files from what a CloudFormation or SAM template, or each stack of a CDK cloud
 * assembly, deploys (read into {@link DeployedTable}s by load/deployed): each table with its key,
 * indexes and settings exactly as deployed, one entity per table declaring its key attributes with
 * their types (and the TTL attribute, a number), and a {@code deployed} field by which
 * {@code drift} finds the table again (its name, logical id and construct path). What a template
 * cannot hold — access patterns, rates, item counts and sizes — is left as commented stubs that
 * {@code check} reports. A table whose key the template leaves unresolved is not written: an input
 * error says why, and the other tables are.
 */
public final class TemplateImport {
    private TemplateImport() {
    }

    /** Whether a parsed file is a template: a map with {@code Resources} (a Workbench or reference model has none). */
    public static boolean looksLikeTemplate(dev.tablebook.load.Node root) {
        return root instanceof dev.tablebook.load.Node.MapNode m && m.values().get("Resources") instanceof dev.tablebook.load.Node.MapNode;
    }

    /**
     * One design per template (a cloud assembly's stacks each give one), and the problems of the
     * source. {@code region} is the design's Region (the template states none): a global table's
     * replica in the stack's own Region is that Region.
     */
    public static Importer.Outcome convert(DeployedRead read, String importedOn, String schemaRef, String region) {
        List<InputError> errors = new ArrayList<>();
        for (DeployedRead.Problem p : read.problems()) {
            errors.add(new InputError(p.pos(), p.message()));
        }
        Map<String, List<DeployedTable>> byTemplate = new LinkedHashMap<>();
        for (DeployedTable t : read.tables()) {
            byTemplate.computeIfAbsent(t.pos().file(), k -> new ArrayList<>()).add(t);
        }
        List<ImportedDesign> designs = new ArrayList<>();
        List<String> notes = new ArrayList<>(read.source().assumptions().stream()
                .map(a -> "read " + a).toList());
        for (Map.Entry<String, List<DeployedTable>> e : byTemplate.entrySet()) {
            YamlDoc.YMap doc = design(read.source(), e.getKey(), e.getValue(), importedOn, schemaRef, region, errors, notes);
            if (doc != null) {
                designs.add(new ImportedDesign(service(e.getKey()), YamlWriter.write(doc), e.getKey()));
            }
        }
        if (read.tables().isEmpty() && errors.isEmpty()) {
            errors.add(new InputError(Pos.of(read.source().location()), "declares no DynamoDB table"
                    + " (AWS::DynamoDB::Table, AWS::DynamoDB::GlobalTable or AWS::Serverless::SimpleTable)"));
        }
        return new Importer.Outcome(designs, errors, notes);
    }

    /** A template's service: its file name without the extension and a CDK {@code .template}. */
    static String service(String file) {
        String base = file.substring(file.replace('\\', '/').lastIndexOf('/') + 1).replaceFirst("\\.(json|ya?ml)$", "")
                .replaceFirst("\\.template$", "");
        return Slugs.service(null, base);
    }

    private static YamlDoc.YMap design(DeployedSource source, String file, List<DeployedTable> tables, String importedOn,
                                       String schemaRef, String region, List<InputError> errors, List<String> notes) {
        boolean assembly = source.kind() == DeployedSource.Kind.ASSEMBLY;
        YamlDoc.YMap doc = new YamlDoc.YMap();
        if (schemaRef != null) {
            doc.comment("yaml-language-server: $schema=" + schemaRef);
        }
        doc.comment("Imported by `tablebook import` from the " + (assembly ? "CDK cloud assembly " + source.location()
                + " (stack template " + file + ")" : "CloudFormation template " + file) + ".");
        doc.comment("Tables, keys, indexes and settings are as the template deploys them; what it cannot hold (access");
        doc.comment("patterns, rates, item counts and sizes) is left as commented stubs below, which `check` reports.");
        for (String a : source.assumptions()) {
            doc.comment("Read " + a + ".");
        }
        String service = service(file);
        doc.put("service", service);
        doc.put("title", service);
        YamlDoc.YMap src = new YamlDoc.YMap().put("format", assembly ? "cdk-assembly" : "cloudformation")
                .put("file", file).put("imported", importedOn);
        doc.put("source", src);
        doc.blank();
        Map<String, String> tableNames = new LinkedHashMap<>();
        YamlDoc.YMap entities = new YamlDoc.YMap();
        YamlDoc.YMap tablesOut = new YamlDoc.YMap();
        for (DeployedTable t : tables) {
            if (t.partitionKey() == null) {
                errors.add(new InputError(t.at("key.partition"), "cannot import table " + t.label() + ": its partition key"
                        + " is unresolved (" + t.unresolved().getOrDefault("key.partition", "not stated") + ")"));
                continue;
            }
            String name = tableName(t, tableNames);
            String entity = Slugs.entity(name) + "Item";
            tableNames.put(name, entity);
            entities.put(entity, entity(t, name));
            tablesOut.put(name, table(t, entity, region, notes));
        }
        if (tableNames.isEmpty()) {
            return null;
        }
        patternStub(doc, tableNames, tables);
        doc.blank();
        doc.put("entities", entities);
        doc.put("tables", tablesOut);
        return doc;
    }

    /** The design's name of the table: its physical name where it is a design name, else its construct or logical id. */
    private static String tableName(DeployedTable t, Map<String, String> taken) {
        String name = t.name() != null && t.name().matches("[A-Za-z0-9_.-]{3,255}") ? t.name()
                : t.constructPath() != null ? construct(t.constructPath()) : t.logicalId();
        String unique = name;
        for (int i = 2; taken.containsKey(unique); i++) {
            unique = name + i;
        }
        return unique;
    }

    private static String construct(String path) {
        String[] parts = path.split("/");
        int last = parts.length - 1;
        return last > 0 && parts[last].equals("Resource") ? parts[last - 1] : parts[last];
    }

    private static YamlDoc.YMap entity(DeployedTable t, String table) {
        YamlDoc.YMap e = new YamlDoc.YMap();
        e.comment("count: <live items>  (not in the template; attribute sizes are tablebook's defaults until you state bytes)");
        e.put("description", "The items of table " + table + " (a template declares no entities): its key attributes.");
        YamlDoc.YMap attrs = new YamlDoc.YMap();
        t.attributeTypes().forEach((a, type) -> attrs.put(a, YamlDoc.YMap.flow().put("type", type.name())));
        if (t.ttl() != null && !t.attributeTypes().containsKey(t.ttl())) {
            attrs.put(t.ttl(), YamlDoc.YMap.flow().put("type", AttrType.N.name()), "the TTL attribute: epoch seconds");
        }
        for (DeployedIndex i : t.indexes().values()) {
            if (i.projection() != null && i.projection().type() == Projection.Type.INCLUDE) {
                for (String a : i.projection().attributes()) {
                    if (!t.attributeTypes().containsKey(a) && !a.equals(t.ttl())) {
                        attrs.put(a, YamlDoc.YMap.flow().put("type", AttrType.S.name()),
                                "projected by " + i.name() + "; its type is not in the template: S until you say");
                    }
                }
            }
        }
        e.put("attributes", attrs);
        return e;
    }

    private static YamlDoc.YMap table(DeployedTable t, String entity, String region, List<String> notes) {
        YamlDoc.YMap out = new YamlDoc.YMap();
        YamlDoc.YMap key = YamlDoc.YMap.flow().put("partition", t.partitionKey());
        if (t.sortKey() != null) {
            key.put("sort", t.sortKey());
        }
        out.put("key", key);
        out.put("items", new YamlDoc.YMap().put(entity, YamlDoc.YMap.flow()));
        YamlDoc.YMap indexes = new YamlDoc.YMap();
        for (DeployedIndex i : t.indexes().values()) {
            YamlDoc.YMap x = YamlDoc.YMap.flow();
            if (!i.isGsi()) {
                x.put("type", "lsi");
            } else {
                x.put("partition", i.partition().size() == 1 ? i.partition().get(0) : YamlDoc.YList.flow(i.partition()));
            }
            if (!i.sort().isEmpty()) {
                x.put("sort", i.sort().size() == 1 ? i.sort().get(0) : YamlDoc.YList.flow(i.sort()));
            }
            Projection p = i.projection();
            if (p == null) {
                x.put("projection", "ALL");
                notes.add(t.label() + ": index " + i.name() + " states no ProjectionType; written as ALL, check it");
            } else {
                x.put("projection", p.type() == Projection.Type.INCLUDE ? YamlDoc.YList.flow(p.attributes()) : p.type().name());
            }
            indexes.put(i.name(), x);
        }
        out.put("indexes", indexes.hasEntries() ? indexes : null);
        if (t.mode() == Capacity.Mode.PROVISIONED) {
            YamlDoc.YMap c = new YamlDoc.YMap().put("mode", "provisioned").put("read", t.read()).put("write", t.write());
            out.put("capacity", c);
        } else {
            out.put("capacity", "on-demand");
        }
        if (t.tableClass() == Table.TableClass.STANDARD_IA) {
            out.put("class", "standard-ia");
        }
        if (t.streams() != null && t.streams() != StreamView.OFF) {
            out.put("streams", t.streams().name());
        }
        if (Boolean.TRUE.equals(t.pitr())) {
            out.put("pitr", t.pitrDays() == null || t.pitrDays() == 35 ? Boolean.TRUE
                    : YamlDoc.YMap.flow().put("retention_days", t.pitrDays()));
        } else {
            out.put("pitr", false, "as deployed; `check` reports pitr-disabled unless the table is ephemeral");
        }
        if (t.ttl() != null) {
            out.put("ttl", t.ttl());
        }
        out.put("deletion_protection", Boolean.TRUE.equals(t.deletionProtection()));
        List<String> replicas = new ArrayList<>();
        t.replicas().forEach(r -> {
            String region1 = r.equals(DeployedTable.HOME_REGION) ? region : r;
            if (!replicas.contains(region1)) {
                replicas.add(region1);
            }
        });
        if (replicas.size() > 1 || replicas.size() == 1 && !replicas.get(0).equals(region)) {
            if (!replicas.contains(region)) {
                replicas.add(0, region);
            }
            out.put("replicas", YamlDoc.YList.flow(replicas));
            out.put("replication", t.replication() == Table.Replication.MRSC ? "mrsc" : "lww");
        }
        if (t.encryption() != null && t.encryption() != Table.Encryption.AWS_OWNED) {
            out.put("encryption", t.encryption().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        t.unresolved().forEach((field, why) -> out.comment("Not stated, the template leaves " + field + " unresolved: " + why));
        YamlDoc.YMap deployed = YamlDoc.YMap.flow();
        if (t.name() != null) {
            deployed.put("name", t.name());
        }
        if (t.logicalId() != null) {
            deployed.put("logical_id", t.logicalId());
        }
        if (t.constructPath() != null) {
            deployed.put("construct_path", t.constructPath());
        }
        out.put("deployed", deployed, "how `tablebook drift` finds it again");
        return out;
    }

    private static void patternStub(YamlDoc.YMap doc, Map<String, String> tables, List<DeployedTable> deployed) {
        doc.comment("A template holds no access patterns. List them here, most frequent first; until then `check`");
        doc.comment("reports every entity and index as unused (unused-entity, unused-index). For example:");
        doc.comment("access_patterns:");
        Map.Entry<String, String> first = tables.entrySet().iterator().next();
        DeployedTable t = deployed.stream().filter(d -> d.partitionKey() != null).findFirst().orElseThrow();
        doc.comment("  - id: AP1");
        doc.comment("    name: <what the application asks of " + first.getValue() + ">");
        doc.comment("    operation: " + (t.sortKey() == null ? "GetItem" : "Query"));
        doc.comment("    table: " + first.getKey());
        doc.comment("    key: { " + t.partitionKey() + ": \"{" + t.partitionKey() + "}\" }");
        doc.comment("    returns: " + first.getValue());
        doc.comment("    rps: { peak: <calls per second at peak>, average: <calls per second on average> }");
    }
}
