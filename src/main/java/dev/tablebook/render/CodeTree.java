package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

/** The shape of a generated code snippet, printed by one SDK's printer. */
sealed interface CodeTree {
    /** Code as it is printed. */
    record Code(String text) implements CodeTree {
    }

    /** A line comment inside an object or list. */
    record Comment(String text) implements CodeTree {
    }

    /** An object literal or map: keys are printed by the printer (quoted when needed). */
    record Obj(List<Entry> entries) implements CodeTree {
    }

    record Entry(String key, CodeTree value) {
    }

    /** A list literal. */
    record Arr(List<CodeTree> items) implements CodeTree {
    }

    /** A Java builder chain: {@code Type.builder().name(value)...build()}. */
    record Builder(String type, List<Entry> setters) implements CodeTree {
    }

    /** An array of one element per request part, each preceded by its repeat count when above one. */
    static Arr repeated(List<SdkRequest> parts, Function<SdkRequest, CodeTree> one) {
        List<CodeTree> items = new ArrayList<>();
        for (SdkRequest p : parts) {
            if (p.repeat() > 1) {
                items.add(new Comment(p.repeat() + " items of this shape per call:"));
            }
            items.add(one.apply(p));
        }
        return new Arr(items);
    }

    /** Request parts grouped by table, in the order they come (batch calls are keyed by table). */
    static Map<String, List<SdkRequest>> byTable(List<SdkRequest> parts) {
        Map<String, List<SdkRequest>> out = new LinkedHashMap<>();
        parts.forEach(p -> out.computeIfAbsent(p.table(), k -> new ArrayList<>()).add(p));
        return out;
    }

    /** Adds {@code field: "text"} when there is a text. */
    static void quoted(List<Entry> entries, String field, String text) {
        if (text != null) {
            entries.add(new Entry(field, new Code(quote(text))));
        }
    }

    /** Adds the expression attribute names under {@code field} when there are any. */
    static void names(List<Entry> entries, String field, Map<String, String> names) {
        if (!names.isEmpty()) {
            List<Entry> n = new ArrayList<>();
            names.forEach((alias, name) -> n.add(new Entry(alias, new Code(quote(name)))));
            entries.add(new Entry(field, new Obj(n)));
        }
    }

    /** Line breaks (and the Unicode line and paragraph separators) in a title of a line comment. */
    Pattern LINE_BREAKS = Pattern.compile("[\\r\\n\\u2028\\u2029]+");

    /** A title as one line comment's text: each run of line breaks a space. */
    static String oneLine(String title) {
        return LINE_BREAKS.matcher(title).replaceAll(" ");
    }

    /** A string literal in the target language, with every character escaped as that language needs. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** The comment of a sharded request whose key names no shard suffix (both SDKs). */
    static String unshardable(int shards) {
        return "sharded over " + shards + " keys, but the key names no shard suffix to build them from";
    }

    /** The comment of a sharded write: its shard is picked at random (both SDKs). */
    static String randomShard(int shards) {
        return "its key spread over " + shards + " shards: the shard picked at random, 0 to " + (shards - 1);
    }

    /** The comment of a sharded read: one call per shard (both SDKs). */
    static String scatterGather(SdkRequest.Kind kind, int shards) {
        return "a scatter-gather: one " + kind.api + " per shard, 0 to " + (shards - 1) + ", the items of all shards together";
    }

    /** The loop counter over the shards, a name the shard variable does not take. */
    static String shardCounter(String shardVariable) {
        return shardVariable.equals("i") ? "n" : "i";
    }
}
