package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import dev.tablebook.model.Pos;
import org.yaml.snakeyaml.LoaderOptions;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the positioned {@link Node} tree from YAML or JSON text with Jackson's streaming parsers.
 *
 * <p>Jackson reports a YAML alias as a plain string; this builder resolves anchors and aliases
 * itself (and {@code <<} merge keys), so that it can bound what aliases expand to: a file whose
 * aliases would expand beyond {@link #MAX_ALIAS_NODES} nodes is refused instead of exhausting
 * memory. Nesting is bounded by {@link #MAX_DEPTH}.
 */
final class TreeBuilder {
    static final int MAX_ALIAS_NODES = 10_000;
    static final int MAX_DEPTH = 64;
    private static final int MAX_CODE_POINTS = 6 * 1024 * 1024;

    /** A syntax or structure problem; carries its position. */
    static final class TreeException extends Exception {
        final Pos pos;

        TreeException(Pos pos, String message) {
            super(message);
            this.pos = pos;
        }
    }

    private final String file;
    private final JsonParser parser;
    private final boolean yaml;
    private final String[] lines;
    private final Map<String, Node> anchors = new HashMap<>();
    private int aliasNodes;

    private TreeBuilder(String file, JsonParser parser, boolean yaml, String text) {
        this.file = file;
        this.parser = parser;
        this.yaml = yaml;
        this.lines = text.split("\n", -1);
    }

    static Node parseYaml(String file, String text) throws TreeException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_CODE_POINTS);
        options.setMaxAliasesForCollections(Integer.MAX_VALUE); // bounded by this class instead
        options.setAllowDuplicateKeys(true); // reported by this class with both positions
        YAMLFactory factory = YAMLFactory.builder().loaderOptions(options).build();
        try (JsonParser p = factory.createParser(text)) {
            return new TreeBuilder(file, p, true, text).document();
        } catch (IOException e) {
            throw syntax(file, e);
        }
    }

    static Node parseJson(String file, String text) throws TreeException {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
                .build();
        try (JsonParser p = factory.createParser(text)) {
            return new TreeBuilder(file, p, false, text).document();
        } catch (IOException e) {
            throw syntax(file, e);
        }
    }

    private static TreeException syntax(String file, IOException e) {
        if (e instanceof JsonProcessingException jpe && jpe.getLocation() != null) {
            JsonLocation loc = jpe.getLocation();
            return new TreeException(new Pos(file, Math.max(1, loc.getLineNr()), Math.max(1, loc.getColumnNr())),
                    "not valid " + (file.endsWith(".json") ? "JSON" : "YAML") + ": " + firstLine(jpe.getOriginalMessage()));
        }
        return new TreeException(Pos.of(file), "cannot be read: " + firstLine(e.getMessage()));
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        String m = message.strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }

    private Node document() throws IOException, TreeException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new TreeException(new Pos(file, 1, 1), "the file holds no design (it is empty)");
        }
        Node root = value(first, 0);
        JsonToken next = parser.nextToken();
        if (next != null) {
            throw new TreeException(pos(), "a design file holds one document; a second one starts here");
        }
        return root;
    }

    private Pos pos() {
        JsonLocation loc = parser.currentTokenLocation();
        return new Pos(file, Math.max(1, loc.getLineNr()), Math.max(1, loc.getColumnNr()));
    }

    private Node value(JsonToken token, int depth) throws IOException, TreeException {
        Pos at = pos();
        if (depth > MAX_DEPTH) {
            throw new TreeException(at, "nesting is deeper than " + MAX_DEPTH + " levels");
        }
        if (yaml && parser instanceof YAMLParser yp && yp.isCurrentAlias()) {
            return alias(parser.getText(), at);
        }
        String anchor = yaml ? parser.getObjectId() instanceof String s ? s : null : null;
        Node node = switch (token) {
            case START_OBJECT -> map(at, depth);
            case START_ARRAY -> list(at, depth);
            case VALUE_STRING -> new Node.Scalar(at, parser.getText(), quoted());
            case VALUE_NUMBER_INT -> new Node.Scalar(at, integer(), false);
            case VALUE_NUMBER_FLOAT -> new Node.Scalar(at, parser.getDoubleValue(), false);
            case VALUE_TRUE -> new Node.Scalar(at, Boolean.TRUE, false);
            case VALUE_FALSE -> new Node.Scalar(at, Boolean.FALSE, false);
            case VALUE_NULL -> new Node.Scalar(at, null, false);
            default -> throw new TreeException(at, "unexpected " + token);
        };
        if (anchor != null) {
            anchors.put(anchor, node);
        }
        return node;
    }

    private Object integer() throws IOException {
        return switch (parser.getNumberType()) {
            case INT, LONG -> parser.getLongValue();
            default -> parser.getDoubleValue();
        };
    }

    private boolean quoted() {
        if (!yaml) {
            return true;
        }
        // Jackson does not expose the scalar style; look at the source character instead.
        Pos at = pos();
        if (at.line() <= lines.length) {
            String line = lines[at.line() - 1];
            int i = at.column() - 1;
            if (i >= 0 && i < line.length()) {
                char c = line.charAt(i);
                return c == '"' || c == '\'';
            }
        }
        return false;
    }

    private Node alias(String anchor, Pos at) throws TreeException {
        Node target = anchors.get(anchor);
        if (target == null) {
            throw new TreeException(at, "alias *" + anchor + " names no anchor defined before it");
        }
        aliasNodes += size(target);
        if (aliasNodes > MAX_ALIAS_NODES) {
            throw new TreeException(at, "YAML aliases expand to more than " + MAX_ALIAS_NODES
                    + " nodes; refusing to expand them (write the values out, or use fewer aliases)");
        }
        return target;
    }

    private static int size(Node node) {
        if (node instanceof Node.MapNode m) {
            int n = 1;
            for (Node v : m.values().values()) {
                n += size(v);
            }
            return n;
        }
        if (node instanceof Node.ListNode l) {
            int n = 1;
            for (Node v : l.items()) {
                n += size(v);
            }
            return n;
        }
        return 1;
    }

    private Node map(Pos at, int depth) throws IOException, TreeException {
        Map<String, Node> values = new LinkedHashMap<>();
        Map<String, Pos> keys = new LinkedHashMap<>();
        Map<String, Node> merged = new LinkedHashMap<>();
        Map<String, Pos> mergedKeys = new LinkedHashMap<>();
        JsonToken t;
        while ((t = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            Pos keyPos = pos();
            JsonToken v = parser.nextToken();
            Node value = value(v, depth + 1);
            if (yaml && key.equals("<<")) {
                merge(value, merged, mergedKeys, keyPos);
                continue;
            }
            if (values.containsKey(key)) {
                throw new TreeException(keyPos, "duplicate key `" + key + "` (first at line "
                        + keys.get(key).line() + ")");
            }
            values.put(key, value);
            keys.put(key, keyPos);
        }
        if (t != JsonToken.END_OBJECT) {
            throw new TreeException(pos(), "unexpected " + t + " in a map");
        }
        for (Map.Entry<String, Node> e : merged.entrySet()) {
            if (!values.containsKey(e.getKey())) {
                values.put(e.getKey(), e.getValue());
                keys.put(e.getKey(), mergedKeys.get(e.getKey()));
            }
        }
        return new Node.MapNode(at, values, keys);
    }

    private static void merge(Node value, Map<String, Node> into, Map<String, Pos> keys, Pos at) throws TreeException {
        List<Node> sources = new ArrayList<>();
        if (value instanceof Node.ListNode l) {
            sources.addAll(l.items());
        } else {
            sources.add(value);
        }
        for (Node s : sources) {
            if (!(s instanceof Node.MapNode m)) {
                throw new TreeException(at, "a `<<` merge key takes a map or a list of maps, not " + s.describe());
            }
            for (Map.Entry<String, Node> e : m.values().entrySet()) {
                into.putIfAbsent(e.getKey(), e.getValue());
                keys.putIfAbsent(e.getKey(), m.keys().get(e.getKey()));
            }
        }
    }

    private Node list(Pos at, int depth) throws IOException, TreeException {
        List<Node> items = new ArrayList<>();
        JsonToken t;
        while ((t = parser.nextToken()) != JsonToken.END_ARRAY) {
            if (t == null) {
                throw new TreeException(pos(), "unexpected end of input in a list");
            }
            items.add(value(t, depth + 1));
        }
        return new Node.ListNode(at, items);
    }
}
