package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.tablebook.model.Pos;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the positioned {@link Node} tree of a design file: YAML through {@link YamlTree}, JSON
 * (imported models) with Jackson's streaming parser. Both bound what a file can make the tool
 * do: nesting deeper than {@link #MAX_DEPTH} levels and YAML aliases that expand beyond
 * {@link #MAX_ALIAS_NODES} nodes are refused.
 */
final class TreeBuilder {
    static final int MAX_ALIAS_NODES = 10_000;
    static final int MAX_DEPTH = 64;
    static final int MAX_CODE_POINTS = 6 * 1024 * 1024;
    /** Nodes in one file's tree, aliases expanded: far above any design, and a bound on the work of each stage. */
    static final int MAX_NODES = 250_000;

    /** Problems that stop a file from being read: the first one's position and message, and all of them. */
    static final class TreeException extends Exception {
        final Pos pos;
        private final List<InputError> all;

        TreeException(Pos pos, String message) {
            super(message);
            this.pos = pos;
            this.all = List.of(new InputError(pos, message));
        }

        TreeException(List<InputError> problems) {
            super(problems.get(0).message());
            this.pos = problems.get(0).pos();
            this.all = List.copyOf(problems);
        }

        List<InputError> problems() {
            return all;
        }
    }

    private final String file;
    private final JsonParser parser;
    private int nodes;

    private TreeBuilder(String file, JsonParser parser) {
        this.file = file;
        this.parser = parser;
    }

    /** The tree of a YAML design; any problem, even one that leaves a tree, throws. */
    static Node parseYaml(String file, String text) throws TreeException {
        List<InputError> problems = new ArrayList<>();
        Node root = YamlTree.parse(file, text, problems);
        if (!problems.isEmpty()) {
            throw new TreeException(problems);
        }
        return root;
    }

    /** The tree of a YAML design; problems that leave a tree are added to {@code problems}. */
    static Node parseYaml(String file, String text, Problems problems) throws TreeException {
        List<InputError> readable = new ArrayList<>();
        Node root = YamlTree.parse(file, text, readable);
        readable.forEach(p -> problems.add(p.pos(), p.message()));
        return root;
    }

    /**
     * The factory of every JSON parser, made once (a factory is thread-safe and reusable once configured;
     * making one per file cost a folder of 1,000 models 0.5% of its CPU). Jackson's own bound sits above
     * ours, so that ours reports the depth with its position; a name may be as long as the file allows;
     * numbers keep Jackson's bound of 1,000 digits.
     */
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH * 2)
                    .maxNameLength(MAX_CODE_POINTS).build())
            .build();

    static Node parseJson(String file, String text) throws TreeException {
        JsonParser p = null;
        try {
            p = JSON.createParser(text);
            return new TreeBuilder(file, p).document();
        } catch (StreamConstraintsException e) {
            JsonLocation loc = p == null ? null : p.currentLocation();
            throw new TreeException(loc == null ? Pos.of(file) : new Pos(file, Math.max(1, loc.getLineNr()),
                    Math.max(1, loc.getColumnNr())), "cannot be read: " + plain(e.getOriginalMessage()));
        } catch (IOException e) {
            throw syntax(file, e);
        } finally {
            if (p != null) {
                try {
                    p.close();
                } catch (IOException ignored) {
                    // reading is over; nothing was written
                }
            }
        }
    }

    private static TreeException syntax(String file, IOException e) {
        if (e instanceof JsonProcessingException jpe && jpe.getLocation() != null) {
            JsonLocation loc = jpe.getLocation();
            return new TreeException(new Pos(file, Math.max(1, loc.getLineNr()), Math.max(1, loc.getColumnNr())),
                    "not valid JSON: " + plain(YamlMessages.firstLine(jpe.getOriginalMessage())));
        }
        return new TreeException(Pos.of(file), "cannot be read: " + YamlMessages.firstLine(e.getMessage()));
    }

    /** Jackson's message without its advice on parser switches, which mean nothing to a designer. */
    static String plain(String message) {
        String m = message.replaceAll(" \\(code \\d+\\)", "")
                .replaceAll(":? ?(?:maybe a \\(non-standard\\) comment\\? )?\\(not recognized as one since .*$", "")
                .replaceAll(": enable `[^`]*` to allow$", "")
                .replaceAll(", from `[^`]*`\\)", ")")
                .replaceAll("\\(start marker at \\[Source: [^;]*; line: (\\d+), column: (\\d+)]\\)",
                        "(opened at line $1, column $2)");
        return m.replace("Unexpected character ('/'", "Unexpected character ('/': JSON has no comments");
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
        if (++nodes > MAX_NODES) {
            throw new TreeException(at, String.format(java.util.Locale.ROOT, "the file has more than %,d JSON values;"
                    + " a model holds fewer, so it is not read", MAX_NODES));
        }
        if (depth > MAX_DEPTH) {
            throw new TreeException(at, "nesting is deeper than " + MAX_DEPTH + " levels");
        }
        return switch (token) {
            case START_OBJECT -> map(at, depth);
            case START_ARRAY -> list(at, depth);
            case VALUE_STRING -> new Node.Scalar(at, parser.getText(), true);
            case VALUE_NUMBER_INT -> new Node.Scalar(at, integer(), false, parser.getText());
            case VALUE_NUMBER_FLOAT -> new Node.Scalar(at, parser.getDoubleValue(), false, parser.getText());
            case VALUE_TRUE -> new Node.Scalar(at, Boolean.TRUE, false);
            case VALUE_FALSE -> new Node.Scalar(at, Boolean.FALSE, false);
            case VALUE_NULL -> new Node.Scalar(at, null, false);
            default -> throw new TreeException(at, "unexpected " + token);
        };
    }

    private Object integer() throws IOException {
        return switch (parser.getNumberType()) {
            case INT, LONG -> parser.getLongValue();
            default -> parser.getDoubleValue();
        };
    }

    private Node map(Pos at, int depth) throws IOException, TreeException {
        Map<String, Node> values = new LinkedHashMap<>();
        Map<String, Pos> keys = new LinkedHashMap<>();
        List<InputError> duplicates = new ArrayList<>();
        JsonToken t;
        while ((t = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            Pos keyPos = pos();
            Node value = value(parser.nextToken(), depth + 1);
            if (values.containsKey(key)) {
                duplicates.add(new InputError(keyPos, "duplicate key `" + key + "` (first at line "
                        + keys.get(key).line() + ")"));
                continue;
            }
            values.put(key, value);
            keys.put(key, keyPos);
        }
        if (t != JsonToken.END_OBJECT) {
            throw new TreeException(pos(), "unexpected " + t + " in a map");
        }
        if (!duplicates.isEmpty()) {
            throw new TreeException(duplicates);
        }
        return new Node.MapNode(at, values, keys);
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
