package dev.tablebook.fuzz;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * A seeded, structure-aware mutator of design files. It reads the example designs and the test
 * fixtures as trees, changes the tree (type swaps, deletions, duplications, extreme numbers, odd
 * text, deep nesting, odd braces in key templates, misspelt keys), writes it back as YAML or JSON,
 * and then may change the text (tags, anchors and alias bombs, broken indentation, truncation,
 * binary junk, byte-order marks, CRLF, duplicate keys, a character outside the BMP on a reader
 * buffer boundary). The same seed gives the same inputs.
 */
final class DesignMutator {
    /** One file to start from: its name, its text, and its tree when it parses as one. */
    record Seed(String name, String text, Object tree, boolean json) {
    }

    /** A mutated file: its bytes, whether it is JSON, and the mutations that made it. */
    record Mutant(byte[] bytes, boolean json, String seed, List<String> mutations) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Object[] NUMBERS = {Long.MAX_VALUE, Long.MIN_VALUE, -1, 0, -0.0, 1e308, -1e308, 4.9e-324,
            9_007_199_254_740_993L, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2_147_483_648L,
            400 * 1024 + 1, 0.5, 1e-9};
    private static final String[] TEXTS = {"", " ", "\u0000", "a\u0007b", "\u001B[2Jclear", "\u202Eevil", "zero\u200Bwidth",
            "e\u0301\u0301\u0301", "\uD83D\uDE00", "\uD83D\uDE00".repeat(600), "line\nbreak", "tab\there", "{", "}", "{{x}}",
            "#{}", "{a{b}}", "CUSTOMER#{customer_id", "ORDER#}{", "{id}#{id}#{id}", "<script>alert(1)</script>",
            "`` <img src=x> ``", "| pipe |", "[x](javascript:alert(1))", "${x}", "<#list x as y>", "~", "null", "yes",
            "017", "0x1F", "1e999", ".nan", "-.inf", "ÅÖÜ", "日本語", "\u00A0", "a".repeat(2_048), "CON", "../../etc/passwd"};
    private static final String[] TAGS = {"!!python/object/apply:os.system ", "!!java.net.URL ", "!custom ", "!!binary ",
            "!!str ", "!!map ", "!<tag:yaml.org,2002:int> "};

    private final Random random;
    private final List<Seed> seeds;

    DesignMutator(long seed, List<Seed> seeds) {
        this.random = new Random(seed);
        this.seeds = seeds;
    }

    /** The example designs and the YAML and JSON test fixtures (golden files and schemas aside). */
    static List<Seed> seeds() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String root : List.of("designs", "src/test/resources")) {
            try (Stream<Path> walk = Files.walk(Path.of(root))) {
                walk.filter(Files::isRegularFile)
                        .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".json"))
                        .filter(p -> !p.toString().contains("golden") && !p.toString().contains("sarif"))
                        .sorted().forEach(files::add);
            }
        }
        List<Seed> seeds = new ArrayList<>();
        for (Path p : files) {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            boolean json = p.toString().endsWith(".json");
            seeds.add(new Seed(p.toString(), text, tree(text, json), json));
        }
        return seeds;
    }

    private static Object tree(String text, boolean json) {
        try {
            Object tree = json ? JSON.readValue(text, Object.class) : yaml().load(text);
            return acyclic(tree, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>())) ? tree : null;
        } catch (RuntimeException | IOException e) {
            return null; // a fixture that is broken on purpose is mutated as text only
        }
    }

    /** False for a tree that contains itself (a recursive alias): such a fixture is mutated as text. */
    private static boolean acyclic(Object o, java.util.Set<Object> open) {
        if (!(o instanceof Map<?, ?> || o instanceof List<?>)) {
            return true;
        }
        if (!open.add(o)) {
            return false;
        }
        for (Object v : o instanceof Map<?, ?> m ? m.values() : (List<?>) o) {
            if (!acyclic(v, open)) {
                return false;
            }
        }
        open.remove(o);
        return true;
    }

    private static Yaml yaml() {
        LoaderOptions load = new LoaderOptions();
        load.setAllowDuplicateKeys(true);
        load.setWarnOnDuplicateKeys(false); // a mutant with a duplicate key is expected, not news
        DumperOptions dump = new DumperOptions();
        dump.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        dump.setWidth(200);
        return new Yaml(new SafeConstructor(load), new Representer(dump), dump, load);
    }

    /** The next mutant. */
    Mutant next(int index) {
        Seed seed = seeds.get(random.nextInt(seeds.size()));
        List<String> done = new ArrayList<>();
        String text = seed.text();
        if (seed.tree() != null && random.nextInt(10) < 8) {
            Object tree = copy(seed.tree());
            if (tree instanceof Map<?, ?> m && m.get("service") instanceof String) {
                cast(m).put("service", "fz-" + index); // distinct services, so that a batch renders them all
            }
            int n = 1 + random.nextInt(2);
            for (int i = 0; i < n; i++) {
                tree = mutateTree(tree, done);
            }
            text = write(tree, seed.json());
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (seed.tree() == null || random.nextInt(10) < 3) {
            bytes = mutateText(new String(bytes, StandardCharsets.UTF_8), done);
        }
        return new Mutant(bytes, seed.json(), seed.name(), done);
    }

    private static String write(Object tree, boolean json) {
        try {
            return json ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree) : yaml().dump(tree);
        } catch (IOException | RuntimeException e) {
            return String.valueOf(tree); // NaN in JSON and the like: the text is still a mutant
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> cast(Map<?, ?> m) {
        return (Map<Object, Object>) m;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> cast(List<?> l) {
        return (List<Object>) l;
    }

    private static Object copy(Object o) {
        if (o instanceof Map<?, ?> m) {
            Map<Object, Object> c = new LinkedHashMap<>();
            m.forEach((k, v) -> c.put(k, copy(v)));
            return c;
        }
        if (o instanceof List<?> l) {
            List<Object> c = new ArrayList<>();
            l.forEach(v -> c.add(copy(v)));
            return c;
        }
        return o;
    }

    /** Every container of the tree, the root first. */
    private static List<Object> containers(Object root) {
        List<Object> out = new ArrayList<>();
        collect(root, out, 0);
        return out;
    }

    private static void collect(Object o, List<Object> out, int depth) {
        if (depth > 40) {
            return;
        }
        if (o instanceof Map<?, ?> m) {
            out.add(o);
            m.values().forEach(v -> collect(v, out, depth + 1));
        } else if (o instanceof List<?> l) {
            out.add(o);
            l.forEach(v -> collect(v, out, depth + 1));
        }
    }

    private Object mutateTree(Object root, List<String> done) {
        List<Object> containers = containers(root);
        if (containers.isEmpty()) {
            done.add("replace the root");
            return randomValue();
        }
        Object c = containers.get(random.nextInt(containers.size()));
        int op = random.nextInt(11);
        if (c instanceof Map<?, ?> raw) {
            Map<Object, Object> m = cast(raw);
            if (m.isEmpty()) {
                m.put("k" + random.nextInt(100), randomValue());
                done.add("add a key");
                return root;
            }
            List<Object> keys = new ArrayList<>(m.keySet());
            Object key = keys.get(random.nextInt(keys.size()));
            switch (op) {
                case 0, 1 -> {
                    m.remove(key);
                    done.add("delete " + key);
                }
                case 2 -> {
                    m.put(key + "_copy", copy(m.get(key)));
                    done.add("duplicate " + key);
                }
                case 3 -> {
                    String k = String.valueOf(key);
                    Object v = m.remove(key);
                    m.put(k.length() > 1 ? k.substring(0, k.length() - 1) : k + "x", v);
                    done.add("misspell " + key);
                }
                case 4 -> {
                    m.put(key, nest(m.get(key)));
                    done.add("nest " + key + " deeply");
                }
                case 5 -> {
                    m.put(key, braces(m.get(key)));
                    done.add("odd braces in " + key);
                }
                default -> {
                    m.put(key, randomValue());
                    done.add("swap the type of " + key);
                }
            }
        } else {
            List<Object> l = cast((List<?>) c);
            if (l.isEmpty()) {
                l.add(randomValue());
                done.add("add an item");
                return root;
            }
            int i = random.nextInt(l.size());
            switch (op) {
                case 0, 1 -> {
                    l.remove(i);
                    done.add("delete item " + i);
                }
                case 2, 3 -> {
                    int times = random.nextInt(4) == 0 ? 200 : 1;
                    for (int t = 0; t < times; t++) {
                        l.add(i, copy(l.get(i)));
                    }
                    done.add("duplicate item " + i + " x" + times);
                }
                case 4 -> {
                    l.set(i, nest(l.get(i)));
                    done.add("nest item " + i + " deeply");
                }
                default -> {
                    l.set(i, randomValue());
                    done.add("swap the type of item " + i);
                }
            }
        }
        return root;
    }

    private Object nest(Object value) {
        Object v = value;
        int depth = 10 + random.nextInt(80);
        for (int i = 0; i < depth; i++) {
            if (random.nextBoolean()) {
                List<Object> l = new ArrayList<>();
                l.add(v);
                v = l;
            } else {
                Map<Object, Object> m = new LinkedHashMap<>();
                m.put("n", v);
                v = m;
            }
        }
        return v;
    }

    private Object braces(Object value) {
        String s = value instanceof String str ? str : "X#{id}";
        int at = random.nextInt(s.length() + 1);
        String[] odd = {"{", "}", "{{", "}}", "{}", "{ x }", "{a{b}}", "#{", "{" + "x".repeat(3_000) + "}"};
        return s.substring(0, at) + odd[random.nextInt(odd.length)] + s.substring(at);
    }

    private Object randomValue() {
        return switch (random.nextInt(7)) {
            case 0 -> NUMBERS[random.nextInt(NUMBERS.length)];
            case 1 -> TEXTS[random.nextInt(TEXTS.length)];
            case 2 -> random.nextBoolean();
            case 3 -> null;
            case 4 -> new ArrayList<>(List.of(TEXTS[random.nextInt(TEXTS.length)], NUMBERS[random.nextInt(NUMBERS.length)]));
            case 5 -> new LinkedHashMap<>(Map.of("x", TEXTS[random.nextInt(TEXTS.length)]));
            default -> "x".repeat(random.nextInt(4) == 0 ? 120_000 : 5_000);
        };
    }

    private byte[] mutateText(String text, List<String> done) {
        String t = text;
        switch (random.nextInt(13)) {
            case 0 -> {
                done.add("tag");
                t = insertAtValue(t, TAGS[random.nextInt(TAGS.length)]);
            }
            case 1 -> {
                done.add("alias bomb");
                StringBuilder bomb = new StringBuilder("x_a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
                for (char c = 'b'; c <= 'j'; c++) {
                    bomb.append("x_").append(c).append(": &").append(c).append(" [");
                    for (int i = 0; i < 9; i++) {
                        bomb.append('*').append((char) (c - 1)).append(i < 8 ? ", " : "");
                    }
                    bomb.append("]\n");
                }
                t = bomb + t;
            }
            case 2 -> {
                done.add("recursive anchor");
                t = t + "\nx_loop: &loop [*loop]\n";
            }
            case 3 -> {
                done.add("broken indentation");
                String[] lines = t.split("\n", -1);
                int i = random.nextInt(lines.length);
                lines[i] = (random.nextBoolean() ? " " : random.nextBoolean() ? "\t" : "   ") + lines[i];
                t = String.join("\n", lines);
            }
            case 4 -> {
                done.add("truncation");
                t = t.substring(0, random.nextInt(t.length() + 1));
            }
            case 5 -> {
                done.add("binary junk");
                byte[] b = t.getBytes(StandardCharsets.UTF_8);
                byte[] junk = new byte[1 + random.nextInt(16)];
                random.nextBytes(junk);
                int at = random.nextInt(b.length + 1);
                byte[] out = new byte[b.length + junk.length];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(junk, 0, out, at, junk.length);
                System.arraycopy(b, at, out, at + junk.length, b.length - at);
                return out;
            }
            case 6 -> {
                done.add("byte-order mark");
                if (random.nextBoolean()) {
                    t = "\uFEFF" + t;
                } else {
                    byte[] b = t.getBytes(StandardCharsets.UTF_16LE);
                    byte[] out = new byte[b.length + 2];
                    out[0] = (byte) 0xFF;
                    out[1] = (byte) 0xFE;
                    System.arraycopy(b, 0, out, 2, b.length);
                    return out;
                }
            }
            case 7 -> {
                done.add("CRLF");
                t = random.nextBoolean() ? t.replace("\n", "\r\n") : t.replace("\n", "\r");
            }
            case 8 -> {
                done.add("duplicate key line");
                String[] lines = t.split("\n", -1);
                int i = random.nextInt(lines.length);
                List<String> out = new ArrayList<>(List.of(lines));
                out.add(i, lines[i]);
                t = String.join("\n", out);
            }
            case 9 -> {
                done.add("non-BMP character on a buffer boundary");
                int boundary = 1024 * (1 + random.nextInt(Math.max(1, t.length() / 1024 + 1)));
                StringBuilder pad = new StringBuilder("# ");
                while (pad.length() < boundary - 1) {
                    pad.append('x');
                }
                t = pad.append("\uD83D\uDE00\n") + t;
            }
            case 10 -> {
                done.add("control characters");
                t = insertAtValue(t, String.valueOf((char) random.nextInt(32)));
            }
            case 11 -> {
                done.add("a second document");
                t = t + "\n---\n" + t;
            }
            default -> {
                done.add("odd flow braces");
                t = insertAtValue(t, random.nextBoolean() ? "{" : "[");
            }
        }
        return t.getBytes(StandardCharsets.UTF_8);
    }

    /** Inserts text right after a random ": " (before a value), or at a random place when there is none. */
    private String insertAtValue(String t, String insert) {
        List<Integer> at = new ArrayList<>();
        for (int i = t.indexOf(": "); i >= 0 && at.size() < 500; i = t.indexOf(": ", i + 1)) {
            at.add(i + 2);
        }
        int pos = at.isEmpty() ? random.nextInt(t.length() + 1) : at.get(random.nextInt(at.size()));
        return t.substring(0, pos) + insert + t.substring(pos);
    }
}
