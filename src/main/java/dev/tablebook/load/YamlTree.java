package dev.tablebook.load;

import dev.tablebook.model.Pos;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;
import org.yaml.snakeyaml.parser.Parser;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.reader.StreamReader;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the positioned {@link Node} tree of a YAML design from the YAML parser's events. Working
 * on events, not on a ready-made object tree, lets it refuse what a design has no use for and
 * what could hurt: tags (a YAML tag asks a loader to build an object of some type; here every tag
 * is an input error, whatever it names), recursive aliases, aliases that expand beyond
 * {@link TreeBuilder#MAX_ALIAS_NODES} nodes, and nesting deeper than {@link TreeBuilder#MAX_DEPTH}.
 * Problems that leave the tree readable (a tag, a repeated key) are collected so that all of
 * them are reported at once.
 */
final class YamlTree {
    private final String file;
    private final String text;
    private final Parser parser;
    private final YamlScalars scalars = new YamlScalars();
    private final Map<String, Node> anchors = new HashMap<>();
    private final Set<String> open = new HashSet<>();
    private final Map<Node, Integer> sizes = new IdentityHashMap<>();
    private final List<InputError> problems = new ArrayList<>();
    private int aliasNodes;
    private int nodes;
    /** A CloudFormation template: its short-form intrinsic tags ({@code !Ref}, {@code !Sub} …) are read, not refused. */
    private boolean cloudFormation;

    private YamlTree(String file, String text) {
        this.file = file;
        this.text = text;
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(TreeBuilder.MAX_CODE_POINTS);
        this.parser = new ParserImpl(new StreamReader(text), options);
    }

    /**
     * The tree of a YAML text. Problems that leave it readable go to {@code readable} and the tree
     * is returned all the same, so that the reader can report what else is wrong; problems that
     * leave no tree throw.
     */
    static Node parse(String file, String text, List<InputError> readable) throws TreeBuilder.TreeException {
        YamlTree tree = new YamlTree(file, text);
        Node root;
        try {
            root = tree.document();
        } catch (MarkedYAMLException e) {
            throw tree.fatal(e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark(), YamlMessages.syntax(e));
        } catch (ReaderException e) {
            throw new TreeBuilder.TreeException(YamlMessages.at(file, text, e.getPosition()), "not valid YAML: the character "
                    + YamlMessages.codePoint(e.getCodePoint()) + " is not allowed in a YAML file; remove it");
        } catch (YAMLException e) {
            throw new TreeBuilder.TreeException(Pos.of(file), "cannot be read: " + YamlMessages.firstLine(e.getMessage()));
        }
        readable.addAll(tree.problems);
        return root;
    }

    /**
     * The tree of a CloudFormation or SAM template in YAML: each short-form intrinsic function tag
     * becomes the long form, a map of one key ({@code !Ref X} is {@code {Ref: X}}, {@code !Sub s} is
     * {@code {Fn::Sub: s}}), as CloudFormation reads it; a tag that names no intrinsic function is a
     * problem in {@code readable} at the tag.
     */
    static Node parseCloudFormation(String file, String text, List<InputError> readable) throws TreeBuilder.TreeException {
        YamlTree tree = new YamlTree(file, text);
        tree.cloudFormation = true;
        Node root;
        try {
            root = tree.document();
        } catch (MarkedYAMLException e) {
            throw tree.fatal(e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark(), YamlMessages.syntax(e));
        } catch (ReaderException e) {
            throw new TreeBuilder.TreeException(YamlMessages.at(file, text, e.getPosition()), "not valid YAML: the character "
                    + YamlMessages.codePoint(e.getCodePoint()) + " is not allowed in a YAML file; remove it");
        } catch (YAMLException e) {
            throw new TreeBuilder.TreeException(Pos.of(file), "cannot be read: " + YamlMessages.firstLine(e.getMessage()));
        }
        readable.addAll(tree.problems);
        return root;
    }

    /** The short-form tags of CloudFormation's intrinsic functions and condition functions, and the key each stands for. */
    private static final Map<String, String> INTRINSIC_TAGS = intrinsicTags();

    private static Map<String, String> intrinsicTags() {
        Map<String, String> m = new HashMap<>();
        m.put("!Ref", "Ref");
        m.put("!Condition", "Condition");
        for (String f : List.of("Base64", "Cidr", "FindInMap", "GetAtt", "GetAZs", "ImportValue", "Join", "Select", "Split",
                "Sub", "Transform", "And", "Equals", "If", "Not", "Or", "Length", "ToJsonString", "ForEach")) {
            m.put("!" + f, "Fn::" + f);
        }
        return Map.copyOf(m);
    }

    private Node document() throws TreeBuilder.TreeException {
        parser.getEvent(); // stream start
        Event first = parser.getEvent();
        if (first.is(Event.ID.StreamEnd)) {
            throw fatal(first.getStartMark(), "the file holds no design (it is empty)");
        }
        Node root = node(parser.getEvent(), 0);
        parser.getEvent(); // document end
        Event next = parser.getEvent();
        if (next.is(Event.ID.DocumentStart)) {
            throw fatal(next.getStartMark(), "a design file holds one document; a second one starts here");
        }
        return root;
    }

    private Node node(Event event, int depth) throws TreeBuilder.TreeException {
        Pos at = pos(event.getStartMark());
        if (++nodes + aliasNodes > TreeBuilder.MAX_NODES) {
            throw new TreeBuilder.TreeException(at, String.format(java.util.Locale.ROOT, "the file has more than %,d"
                    + " YAML nodes (values, keys and list items); a design holds fewer, so it is not read"
                    + " (split the service's design)", TreeBuilder.MAX_NODES));
        }
        if (depth > TreeBuilder.MAX_DEPTH) {
            throw new TreeBuilder.TreeException(at, "nesting is deeper than " + TreeBuilder.MAX_DEPTH + " levels");
        }
        if (event instanceof AliasEvent alias) {
            return alias(alias.getAnchor(), at);
        }
        String anchor = ((NodeEvent) event).getAnchor();
        String tag = event instanceof ScalarEvent s ? s.getTag() : ((CollectionStartEvent) event).getTag();
        String intrinsic = null;
        if (tag != null && cloudFormation) {
            intrinsic = INTRINSIC_TAGS.get(tag);
            if (intrinsic == null) {
                problems.add(new InputError(at, "unknown intrinsic function tag `" + YamlMessages.shortTag(tag)
                        + "`: CloudFormation's short forms are " + String.join(", ", new java.util.TreeSet<>(INTRINSIC_TAGS.keySet()))));
            }
        } else if (tag != null) {
            problems.add(new InputError(at, "YAML tag `" + YamlMessages.shortTag(tag) + "` is not allowed: a design file is plain"
                    + " YAML (remove the tag; quote the value if it is text)"));
        }
        if (anchor != null) {
            open.add(anchor);
        }
        Node node;
        if (event instanceof ScalarEvent s) {
            node = scalar(s, at);
        } else if (event instanceof MappingStartEvent) {
            node = map(at, depth);
        } else if (event instanceof SequenceStartEvent) {
            node = list(at, depth);
        } else {
            throw new TreeBuilder.TreeException(at, "not valid YAML: unexpected " + event.getEventId());
        }
        if (intrinsic != null) {
            node = new Node.MapNode(at, Map.of(intrinsic, node), Map.of(intrinsic, at));
        }
        if (anchor != null) {
            open.remove(anchor);
            anchors.put(anchor, node);
        }
        return node;
    }

    private Node scalar(ScalarEvent s, Pos at) {
        if (!s.isPlain() || s.getTag() != null) {
            return new Node.Scalar(at, s.getValue(), s.isSQuoted() || s.isDQuoted());
        }
        Object value = scalars.plain(s.getValue());
        return new Node.Scalar(at, value, false, value instanceof Number ? s.getValue() : null);
    }

    private Node alias(String anchor, Pos at) throws TreeBuilder.TreeException {
        if (open.contains(anchor)) {
            throw new TreeBuilder.TreeException(at, "alias *" + anchor + " refers to a node that contains it: a"
                    + " recursive structure cannot be a design");
        }
        Node target = anchors.get(anchor);
        if (target == null) {
            throw new TreeBuilder.TreeException(at, "alias *" + anchor + " names no anchor defined before it");
        }
        aliasNodes += size(target);
        if (aliasNodes > TreeBuilder.MAX_ALIAS_NODES) {
            throw new TreeBuilder.TreeException(at, "YAML aliases expand to more than " + TreeBuilder.MAX_ALIAS_NODES
                    + " nodes; refusing to expand them (write the values out, or use fewer aliases)");
        }
        return at(target, at);
    }

    /** The aliased node standing where the alias is, so that a problem with it points there. */
    private static Node at(Node node, Pos at) {
        if (node instanceof Node.MapNode m) {
            return new Node.MapNode(at, m.values(), m.keys());
        }
        if (node instanceof Node.ListNode l) {
            return new Node.ListNode(at, l.items());
        }
        Node.Scalar s = (Node.Scalar) node;
        return new Node.Scalar(at, s.value(), false, s.source());
    }

    /** Nodes a subtree stands for once its aliases are expanded (remembered: aliases share subtrees). */
    private int size(Node node) {
        Integer known = sizes.get(node);
        if (known != null) {
            return known;
        }
        long n = 1;
        if (node instanceof Node.MapNode m) {
            for (Node v : m.values().values()) {
                n += size(v);
            }
        } else if (node instanceof Node.ListNode l) {
            for (Node v : l.items()) {
                n += size(v);
            }
        }
        int size = (int) Math.min(n, Integer.MAX_VALUE);
        sizes.put(node, size);
        return size;
    }

    private Node map(Pos at, int depth) throws TreeBuilder.TreeException {
        Map<String, Node> values = new LinkedHashMap<>();
        Map<String, Pos> keys = new LinkedHashMap<>();
        Map<String, Node> merged = new LinkedHashMap<>();
        Map<String, Pos> mergedKeys = new LinkedHashMap<>();
        while (!parser.checkEvent(Event.ID.MappingEnd)) {
            Event keyEvent = parser.getEvent();
            Pos keyPos = pos(keyEvent.getStartMark());
            boolean mergeKey = keyEvent instanceof ScalarEvent s && s.isPlain() && s.getTag() == null
                    && "<<".equals(s.getValue());
            Node keyNode = node(keyEvent, depth + 1);
            Node value = node(parser.getEvent(), depth + 1);
            if (!(keyNode instanceof Node.Scalar ks)) {
                problems.add(new InputError(keyPos, "a map key must be a name, not " + keyNode.describe()));
                continue;
            }
            String key = keyText(keyEvent, ks);
            if (mergeKey) {
                merge(value, merged, mergedKeys, keyPos);
                continue;
            }
            if (values.containsKey(key)) {
                problems.add(new InputError(keyPos, "duplicate key `" + key + "` (first at line "
                        + keys.get(key).line() + ")"));
                continue;
            }
            values.put(key, value);
            keys.put(key, keyPos);
        }
        parser.getEvent();
        for (Map.Entry<String, Node> e : merged.entrySet()) {
            if (!values.containsKey(e.getKey())) {
                values.put(e.getKey(), e.getValue());
                keys.put(e.getKey(), mergedKeys.get(e.getKey()));
            }
        }
        return new Node.MapNode(at, values, keys);
    }

    /** A key as written: `1`, `true` and `~` are the names "1", "true" and "~", not a number, boolean or null. */
    private static String keyText(Event keyEvent, Node.Scalar key) {
        if (keyEvent instanceof ScalarEvent s) {
            return s.getValue();
        }
        return key.value() == null ? "" : String.valueOf(key.value());
    }

    private void merge(Node value, Map<String, Node> into, Map<String, Pos> keys, Pos at) {
        List<Node> sources = value instanceof Node.ListNode l ? l.items() : List.of(value);
        for (Node s : sources) {
            if (!(s instanceof Node.MapNode m)) {
                problems.add(new InputError(at, "a `<<` merge key takes a map or a list of maps, not "
                        + s.describe()));
                continue;
            }
            for (Map.Entry<String, Node> e : m.values().entrySet()) {
                into.putIfAbsent(e.getKey(), e.getValue());
                keys.putIfAbsent(e.getKey(), m.keys().get(e.getKey()));
            }
        }
    }

    private Node list(Pos at, int depth) throws TreeBuilder.TreeException {
        List<Node> items = new ArrayList<>();
        while (!parser.checkEvent(Event.ID.SequenceEnd)) {
            items.add(node(parser.getEvent(), depth + 1));
        }
        parser.getEvent();
        return new Node.ListNode(at, items);
    }

    private Pos pos(Mark mark) {
        return new Pos(file, mark.getLine() + 1, mark.getColumn() + 1);
    }

    private TreeBuilder.TreeException fatal(Mark mark, String message) {
        return new TreeBuilder.TreeException(mark == null ? Pos.of(file) : pos(mark), message);
    }
}
