package dev.tablebook.load.deployed;

import dev.tablebook.load.CloudFormationTree;
import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.Pos;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.deployed.DeployedTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a CDK cloud assembly (the {@code cdk.out} folder {@code cdk synth} or {@code app.synth()}
 * writes): its {@code manifest.json} lists each stack ({@code aws:cloudformation:stack} artifacts)
 * with its template file and its metadata — inline, or in the {@code additionalMetadataFile} newer
 * versions write — whose {@code aws:cdk:logicalId} entries map each construct path to the logical
 * id of the resource it made. Each template is read as {@link CloudFormationReader} reads one, its
 * tables carrying their construct paths ({@code Stack/Orders/Resource}); an
 * {@code aws:cdk:path} in a resource's own Metadata serves as well.
 */
public final class CdkAssemblyReader {
    private final CloudFormationReader templates;

    public CdkAssemblyReader(Map<String, String> given) {
        this.templates = new CloudFormationReader(given);
    }

    /** Whether a path is a cloud assembly: a folder with a manifest.json, or a manifest.json itself. */
    public static boolean isAssembly(Path p) {
        return Files.isDirectory(p) ? Files.isRegularFile(p.resolve("manifest.json"))
                : p.getFileName() != null && p.getFileName().toString().equals("manifest.json");
    }

    /**
     * @param dir   the assembly folder (or its manifest.json)
     * @param label the folder as it is shown
     */
    public DeployedRead read(Path dir, String label, String commit) {
        Path folder = Files.isDirectory(dir) ? dir : dir.toAbsolutePath().getParent();
        String shown = label.endsWith("manifest.json") ? label.substring(0, Math.max(0, label.length() - 14)) : label;
        shown = shown.isEmpty() ? "." : shown.replaceAll("/+$", "");
        String manifestLabel = shown + "/manifest.json";
        List<InputError> problems = new ArrayList<>();
        List<DeployedTable> tables = new ArrayList<>();
        List<DeployedRead.Problem> out = new ArrayList<>();
        List<String> assumptions = new ArrayList<>();
        Node root = readJson(folder.resolve("manifest.json"), manifestLabel, problems);
        if (root instanceof Node.MapNode m && m.values().get("artifacts") instanceof Node.MapNode artifacts) {
            for (Map.Entry<String, Node> a : artifacts.values().entrySet()) {
                if (!(a.getValue() instanceof Node.MapNode artifact) || !"aws:cloudformation:stack".equals(
                        scalar(artifact.values().get("type")))) {
                    continue;
                }
                String stack = a.getKey();
                Node props = artifact.values().get("properties");
                String templateFile = props instanceof Node.MapNode pm ? scalar(pm.values().get("templateFile")) : null;
                if (templateFile == null) {
                    problems.add(new InputError(artifact.pos(), "stack " + stack + " names no templateFile"));
                    continue;
                }
                Map<String, String> paths = new LinkedHashMap<>();
                logicalIds(artifact.values().get("metadata"), paths);
                String extra = scalar(artifact.values().get("additionalMetadataFile"));
                if (extra != null) {
                    logicalIds(readJson(folder.resolve(extra), shown + "/" + extra, problems), paths);
                }
                String templateLabel = shown + "/" + templateFile;
                String text;
                try {
                    text = Files.readString(folder.resolve(templateFile), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    problems.add(new InputError(Pos.of(templateLabel), "cannot be read: " + e.getMessage()));
                    continue;
                }
                CloudFormationReader.Result r = templates.read(templateLabel, text, paths, DeployedSource.Kind.ASSEMBLY);
                for (DeployedTable t : r.tables()) {
                    tables.add(t.constructPath() != null ? t : withPath(t, pathFromTemplate(text, t)));
                }
                out.addAll(r.problems());
                r.assumptions().forEach(x -> assumptions.add(stack + ": " + x));
            }
        } else if (root != null) {
            problems.add(new InputError(root.pos(), "not a cloud assembly manifest: it has no `artifacts` map"));
        }
        for (InputError e : problems) {
            out.add(new DeployedRead.Problem(e.pos(), null, e.message()));
        }
        return new DeployedRead(new DeployedSource(DeployedSource.Kind.ASSEMBLY, shown, commit, null, assumptions),
                tables, out);
    }

    private static Node readJson(Path file, String label, List<InputError> problems) {
        try {
            return CloudFormationTree.parseJson(label, Files.readString(file, StandardCharsets.UTF_8), problems);
        } catch (NoSuchFileException e) {
            problems.add(new InputError(Pos.of(label), "no such file"));
        } catch (IOException e) {
            problems.add(new InputError(Pos.of(label), "cannot be read: " + e.getMessage()));
        }
        return null;
    }

    /** Construct path → logical id entries of a metadata map, stored logical id → path ("/Stack/T/Resource" → "Stack/T/Resource"). */
    private static void logicalIds(Node metadata, Map<String, String> out) {
        if (!(metadata instanceof Node.MapNode m)) {
            return;
        }
        m.values().forEach((path, entries) -> {
            if (entries instanceof Node.ListNode l) {
                for (Node e : l.items()) {
                    if (e instanceof Node.MapNode em && "aws:cdk:logicalId".equals(scalar(em.values().get("type")))) {
                        String id = scalar(em.values().get("data"));
                        if (id != null) {
                            out.putIfAbsent(id, path.startsWith("/") ? path.substring(1) : path);
                        }
                    }
                }
            }
        });
    }

    /** The aws:cdk:path a resource's Metadata states, when the template was synthesized with path metadata. */
    private static String pathFromTemplate(String text, DeployedTable t) {
        List<InputError> ignored = new ArrayList<>();
        Node root = CloudFormationTree.parseJson("template", text, ignored);
        if (root instanceof Node.MapNode m && m.values().get("Resources") instanceof Node.MapNode rs
                && rs.values().get(t.logicalId()) instanceof Node.MapNode r
                && r.values().get("Metadata") instanceof Node.MapNode md) {
            return scalar(md.values().get("aws:cdk:path"));
        }
        return null;
    }

    private static DeployedTable withPath(DeployedTable t, String path) {
        if (path == null) {
            return t;
        }
        return new DeployedTable(t.source(), t.pos(), t.logicalId(), path, t.resourceType(), t.name(), t.partitionKey(),
                t.sortKey(), t.attributeTypes(), t.indexes(), t.mode(), t.read(), t.write(), t.maxRead(), t.maxWrite(),
                t.warmRead(), t.warmWrite(), t.ttl(), t.streams(), t.pitr(), t.pitrDays(), t.deletionProtection(),
                t.tableClass(), t.encryption(), t.kmsKey(), t.replicas(), t.replication(), t.tags(), t.unresolved(),
                t.positions(), t.notes());
    }

    private static String scalar(Node n) {
        return n instanceof Node.Scalar s && s.value() != null ? String.valueOf(s.value()) : null;
    }
}
