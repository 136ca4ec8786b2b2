package dev.tablebook.imports;

import dev.tablebook.model.KeyTemplate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The key template of one key attribute of an entity, worked out from what a Workbench model
 * has: a template written in the alias ({@code ${name}} or {@code {name}}), else the alias's
 * {@code #}-separated words and the entity's sample items. A run of capitals that every sample
 * repeats ({@code PLAYER}, {@code METADATA}), a word several samples all repeat ({@code suuid}),
 * or a word the alias spells is literal text; what varies is a placeholder, named after the alias
 * word at that place (or, where the alias has fewer parts than the values, {@code SubId#SKU} over
 * {@code SUB#123#SKU#999}, after its words in order over the varying parts), else after an earlier
 * key's placeholder with the same values in every item: a name the alias gives wins over a value
 * that happens to be equal. The result says how it was found, for a comment in the written design.
 */
final class KeyInference {
    private static final Pattern EXPLICIT = Pattern.compile("\\$?\\{([^{}]*)}");
    private static final Pattern LITERAL = Pattern.compile("[A-Z][A-Z_]*");
    /** A word of letters only: literal text of a composite key when every one of several samples repeats it. */
    private static final Pattern WORD = Pattern.compile("[A-Za-z]+");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

    /** {@code template} null: the key attribute is an attribute of the entity itself (a natural key). */
    record Inferred(String template, String how, boolean exact) {
    }

    private KeyInference() {
    }

    /** A template written in an alias ({@code USER#${id}}), in tablebook's syntax; null when the alias has none. */
    static String explicit(String alias) {
        if (alias == null || !EXPLICIT.matcher(alias).find()) {
            return null;
        }
        Matcher m = EXPLICIT.matcher(alias);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement("{" + m.group(1).trim() + "}"));
        }
        m.appendTail(sb);
        try {
            KeyTemplate.parse(sb.toString());
            return sb.toString();
        } catch (KeyTemplate.MalformedTemplate e) {
            return null;
        }
    }

    /** A ModelSchema {@code value}: a template in {@code ${name}} syntax, or literal text; null when malformed. */
    static String fromSchema(String value) {
        String t = explicit(value);
        if (t != null) {
            return t;
        }
        try {
            KeyTemplate.parse(value);
            return value;
        } catch (KeyTemplate.MalformedTemplate e) {
            return null;
        }
    }

    /**
     * @param key the key attribute
     * @param type its DynamoDB type (S, N or B)
     * @param alias the facet's alias of it, or null
     * @param values its value in each sample item of the entity (null where an item lacks it)
     * @param known placeholders of the entity's other keys, with their value in each item
     */
    static Inferred infer(String key, String type, String alias, List<Object> values, Map<String, List<String>> known) {
        String written = explicit(alias);
        if (written != null) {
            return written.equals("{" + key + "}") ? new Inferred(null, "the key alias names the attribute itself", true)
                    : new Inferred(written, "written in the facet's key alias", true);
        }
        String aliasName = alias == null || alias.equals(key) ? null : name(alias);
        if (!"S".equals(type)) {
            // a number or binary key holds one value and nothing else
            return aliasName == null || alias.contains("#") ? new Inferred(null, "a " + type + " key: the attribute itself", false)
                    : new Inferred("{" + aliasName + "}", "a " + type + " key named by the key alias \"" + alias + "\"", false);
        }
        List<String> present = new ArrayList<>();
        for (Object v : values) {
            if (v != null) {
                present.add(String.valueOf(v));
            }
        }
        String[] aliasParts = alias == null || alias.isEmpty() || alias.equals(key) ? null : alias.split("#", -1);
        String from = describe(alias, present.size());
        if (present.isEmpty()) {
            if (aliasParts == null) {
                return new Inferred(null, "no alias and no sample item: the attribute itself", false);
            }
            List<String> parts = new ArrayList<>();
            Set<String> used = new HashSet<>();
            for (int i = 0; i < aliasParts.length; i++) {
                String p = aliasParts[i];
                parts.add(LITERAL.matcher(p).matches() || p.isEmpty() ? p : placeholder(unique(name(p), key, i, used)));
            }
            return result(key, String.join("#", parts), from);
        }
        List<String[]> split = present.stream().map(s -> s.split("#", -1)).toList();
        int n = split.get(0).length;
        boolean sameShape = split.stream().allMatch(s -> s.length == n);
        int segments = sameShape ? n : 1;
        List<List<String>> columns = new ArrayList<>();
        boolean[] literal = new boolean[segments];
        for (int i = 0; i < segments; i++) {
            final int at = i;
            List<String> column = sameShape ? split.stream().map(s -> s[at]).toList() : present;
            columns.add(column);
            String first = column.get(0);
            boolean constant = column.stream().allMatch(first::equals);
            String aliasPart = aliasParts != null && aliasParts.length == segments ? aliasParts[i] : null;
            // literal text: what the alias spells at its place, a word in capitals, or a word of letters
            // that every one of several samples repeats in a composite key (`suuid#…` as much as `PLAYER#…`)
            literal[i] = constant && (first.equals(aliasPart) || LITERAL.matcher(first).matches() || first.isEmpty()
                    || segments > 1 && column.size() > 1 && WORD.matcher(first).matches()
                    || aliasParts != null && java.util.Arrays.stream(aliasParts).anyMatch(first::equalsIgnoreCase));
        }
        // the alias's own words name the placeholders: at their place when the alias has as many parts
        // as the values, else in order over the varying parts when it has one word for each
        long varying = java.util.stream.IntStream.range(0, segments).filter(i -> !literal[i]).count();
        boolean inOrder = aliasParts != null && aliasParts.length != segments && aliasParts.length == varying
                && java.util.Arrays.stream(aliasParts).noneMatch(String::isEmpty);
        List<String> parts = new ArrayList<>();
        Set<String> used = new HashSet<>();
        int word = 0;
        for (int i = 0; i < segments; i++) {
            List<String> column = columns.get(i);
            if (literal[i]) {
                parts.add(column.get(0));
                continue;
            }
            String aliasPart = aliasParts != null && aliasParts.length == segments ? aliasParts[i]
                    : inOrder ? aliasParts[word] : null;
            word++;
            String name = null;
            if (aliasPart != null && !LITERAL.matcher(aliasPart).matches() || inOrder && aliasPart != null) {
                name = name(aliasPart); // a name the alias gives wins over a value another key happens to share
            }
            if (name == null) {
                name = sameAs(values, column, known, used);
            }
            if (name == null && aliasName != null && (aliasParts.length == 1 || segments == 1)) {
                name = aliasName;
            }
            if (name == null && segments == 1) {
                name = key; // one varying value and no other name for it: the attribute itself
            }
            parts.add(placeholder(unique(name, key, i, used)));
        }
        return result(key, String.join("#", parts), from);
    }

    private static Inferred result(String key, String template, String from) {
        return template.equals("{" + key + "}") ? new Inferred(null, from + ": the attribute itself", false)
                : new Inferred(template, from, false);
    }

    /** An earlier key's placeholder whose value equals this column's in every item that has both. */
    private static String sameAs(List<Object> values, List<String> column, Map<String, List<String>> known,
                                 Set<String> used) {
        for (Map.Entry<String, List<String>> e : known.entrySet()) {
            if (used.contains(e.getKey())) {
                continue;
            }
            int c = 0;
            boolean all = true;
            int compared = 0;
            for (int i = 0; i < values.size(); i++) {
                if (values.get(i) == null) {
                    continue;
                }
                String other = i < e.getValue().size() ? e.getValue().get(i) : null;
                if (other != null) {
                    compared++;
                    all &= Objects.equals(other, column.get(c));
                }
                c++;
            }
            if (all && compared > 0) {
                return e.getKey();
            }
        }
        return null;
    }

    private static String unique(String name, String key, int index, Set<String> used) {
        String n = name == null ? key + "_" + (index + 1) : name;
        String base = n;
        for (int i = 2; used.contains(n); i++) {
            n = base + "_" + i;
        }
        used.add(n);
        return n;
    }

    private static String placeholder(String name) {
        return "{" + name + "}";
    }

    /** An attribute name made from alias text ({@code <playerID>} → {@code playerID}); null when none can be. */
    static String name(String text) {
        String s = text.replaceAll("[<>\\[\\]{}$\\s]", "").replaceAll("[^A-Za-z0-9_.-]", "_");
        s = s.replaceAll("^[^A-Za-z_]+", "");
        return s.isEmpty() || !NAME.matcher(s).matches() ? null : s;
    }

    private static String describe(String alias, int samples) {
        String a = alias == null || alias.isEmpty() ? "" : "alias \"" + alias + "\"";
        String s = samples == 0 ? "" : samples + " sample" + (samples == 1 ? "" : "s");
        return "inferred from " + (a.isEmpty() ? s : s.isEmpty() ? a : a + " and " + s);
    }

    /** Splits a key value by a template into its placeholders' values; null when it does not match. */
    static Map<String, String> match(String template, String value) {
        List<String> names = new ArrayList<>();
        StringBuilder regex = new StringBuilder();
        Matcher m = EXPLICIT.matcher(template);
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(template.substring(last, m.start()))).append("(.+?)");
            names.add(m.group(1));
            last = m.end();
        }
        regex.append(Pattern.quote(template.substring(last)));
        Matcher v = Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(value);
        if (!v.matches()) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            out.putIfAbsent(names.get(i), v.group(i + 1));
        }
        return out;
    }

    /** How specific a template is: its literal characters (a lone placeholder matches anything). */
    static int literalLength(String template) {
        return template.replaceAll("\\{[^{}]*}", "").length();
    }
}
