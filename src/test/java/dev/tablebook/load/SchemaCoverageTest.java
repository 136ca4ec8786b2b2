package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fixture and the example designs exercise the whole format: every field the schema
 * names, every operation, every key-condition form and every kind of projection. Fields are
 * named by path, e.g. {@code access_patterns[].writes[].previous_bytes}; map entries are {@code *}.
 */
class SchemaCoverageTest {
    private static JsonNode schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        try (InputStream in = SchemaCoverageTest.class.getResourceAsStream("/schema/design.schema.json")) {
            schema = new ObjectMapper().readTree(in);
        }
    }

    @Test
    void fixtureUsesEveryField() throws IOException {
        Set<String> missing = new TreeSet<>(schemaFields());
        missing.removeAll(usedFields(List.of(SchemaExamplesTest.FIXTURE)).keySet());
        assertEquals(Set.of(), missing, "fields the every-field fixture does not use");
    }

    @Test
    void examplesTogetherUseEveryField() throws IOException {
        Set<String> missing = new TreeSet<>(schemaFields());
        missing.removeAll(usedFields(examples()).keySet());
        assertEquals(Set.of(), missing, "fields no example design uses");
    }

    @Test
    void examplesUseEveryOperationAndProjection() throws IOException {
        Map<String, List<JsonNode>> used = usedFields(examples());
        Set<String> operations = texts(used.get("access_patterns[].operation"));
        for (JsonNode op : def("accessPattern").at("/properties/operation/enum")) {
            assertTrue(operations.contains(op.asText()), "no example pattern uses " + op.asText());
        }
        List<JsonNode> projections = used.get("tables.*.indexes.*.projection");
        assertTrue(texts(projections).containsAll(Set.of("ALL", "KEYS_ONLY")), "ALL and KEYS_ONLY indexes");
        assertTrue(projections.stream().anyMatch(JsonNode::isArray), "an INCLUDE index");
        assertTrue(used.get("tables.*.indexes.*.partition").stream().anyMatch(JsonNode::isArray),
                "a multi-attribute GSI key");
        assertTrue(texts(used.get("tables.*.indexes.*.type")).contains("lsi"), "an LSI");
        assertTrue(used.get("access_patterns[].key.*").stream().anyMatch(JsonNode::isTextual),
                "an equality written as a plain string");
    }

    /** The example designs, and the designs `tablebook import` writes from the example models (golden files). */
    private static List<Path> examples() throws IOException {
        List<Path> all = SchemaExamplesTest.designFiles().filter(p -> !p.equals(SchemaExamplesTest.FIXTURE))
                .collect(Collectors.toList());
        try (Stream<Path> imported = Files.list(Path.of("src/test/resources/golden/import"))) {
            imported.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(all::add);
        }
        return all;
    }

    private static Set<String> texts(List<JsonNode> nodes) {
        return nodes.stream().filter(JsonNode::isTextual).map(JsonNode::asText).collect(Collectors.toSet());
    }

    private static JsonNode def(String name) {
        return schema.at("/$defs/" + name);
    }

    private static JsonNode resolve(JsonNode s) {
        while (s.has("$ref")) {
            s = schema.at(s.get("$ref").asText().substring(1));
        }
        return s;
    }

    /** The schema node itself plus its oneOf/anyOf branches (if/then/not only constrain). */
    private static List<JsonNode> branches(JsonNode s) {
        List<JsonNode> out = new ArrayList<>();
        JsonNode r = resolve(s);
        out.add(r);
        for (String k : List.of("oneOf", "anyOf")) {
            for (JsonNode b : r.path(k)) {
                out.addAll(branches(b));
            }
        }
        return out;
    }

    static Set<String> schemaFields() {
        Set<String> out = new TreeSet<>();
        collectSchema(schema, "", out);
        return out;
    }

    private static void collectSchema(JsonNode s, String path, Set<String> out) {
        for (JsonNode b : branches(s)) {
            Iterator<Map.Entry<String, JsonNode>> props = b.path("properties").fields();
            while (props.hasNext()) {
                Map.Entry<String, JsonNode> p = props.next();
                String child = join(path, p.getKey());
                out.add(child);
                collectSchema(p.getValue(), child, out);
            }
            if (b.path("additionalProperties").isObject()) {
                collectSchema(b.get("additionalProperties"), join(path, "*"), out);
            }
            if (b.path("items").isObject()) {
                collectSchema(b.get("items"), path + "[]", out);
            }
        }
    }

    /** Every field path the files use, with the values found there. */
    static Map<String, List<JsonNode>> usedFields(List<Path> files) throws IOException {
        Map<String, List<JsonNode>> out = new TreeMap<>();
        for (Path f : files) {
            collectUsed(SchemaExamplesTest.readYaml(f), schema, "", out);
        }
        return out;
    }

    private static void collectUsed(JsonNode node, JsonNode s, String path, Map<String, List<JsonNode>> out) {
        if (!path.isEmpty()) {
            out.computeIfAbsent(path, k -> new ArrayList<>()).add(node);
        }
        for (JsonNode b : branches(s)) {
            if (node.isObject()) {
                Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> f = fields.next();
                    if (b.path("properties").has(f.getKey())) {
                        collectUsed(f.getValue(), b.get("properties").get(f.getKey()), join(path, f.getKey()), out);
                    } else if (b.path("additionalProperties").isObject()) {
                        collectUsed(f.getValue(), b.get("additionalProperties"), join(path, "*"), out);
                    }
                }
            } else if (node.isArray() && b.path("items").isObject()) {
                for (JsonNode item : node) {
                    collectUsed(item, b.get("items"), path + "[]", out);
                }
            }
        }
    }

    private static String join(String path, String field) {
        return path.isEmpty() ? field : path + "." + field;
    }
}
