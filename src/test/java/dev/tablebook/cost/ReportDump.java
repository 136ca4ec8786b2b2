package dev.tablebook.cost;

import dev.tablebook.bench.SyntheticRepository;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Every value of a cost report written out, each double as its exact bits: two engines whose dumps
 * are equal gave the same report to the last bit. {@link #main} dumps a corpus (the examples, every
 * test design that loads cleanly, the imported models and synthetic designs) for a before/after
 * comparison of engine changes.
 */
public final class ReportDump {
    private ReportDump() {
    }

    public static String dump(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        return out.toString();
    }

    private static void write(StringBuilder out, Object v, int depth) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof Double d) {
            out.append(d).append('#').append(Long.toHexString(Double.doubleToRawLongBits(d)));
        } else if (v instanceof Float || v instanceof Number || v instanceof Boolean || v instanceof Enum<?>) {
            out.append(v);
        } else if (v instanceof CharSequence s) {
            out.append('"').append(s).append('"');
        } else if (v.getClass().isArray()) {
            out.append('[');
            for (int i = 0; i < Array.getLength(v); i++) {
                out.append(i == 0 ? "" : ",");
                write(out, Array.get(v, i), depth + 1);
            }
            out.append(']');
        } else if (v instanceof Collection<?> c) {
            out.append('[');
            for (Object o : c) {
                out.append('\n').append("  ".repeat(depth + 1));
                write(out, o, depth + 1);
            }
            out.append(']');
        } else if (v instanceof Map<?, ?> m) {
            out.append('{');
            for (var e : m.entrySet()) {
                out.append('\n').append("  ".repeat(depth + 1));
                write(out, e.getKey(), depth + 1);
                out.append(": ");
                write(out, e.getValue(), depth + 1);
            }
            out.append('}');
        } else if (v.getClass().isRecord()) {
            out.append(v.getClass().getSimpleName()).append('(');
            for (RecordComponent rc : v.getClass().getRecordComponents()) {
                out.append('\n').append("  ".repeat(depth + 1)).append(rc.getName()).append('=');
                try {
                    var accessor = rc.getAccessor();
                    accessor.setAccessible(true);
                    write(out, accessor.invoke(v), depth + 1);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            out.append(')');
        } else {
            out.append(v.getClass().getSimpleName()).append(':').append(v);
        }
    }

    /** The designs of the corpus, each file loaded alone; files with input errors are left out. */
    public static List<Design> corpus(Path root, Path synthetic, int syntheticCount) throws IOException {
        new SyntheticRepository(root.resolve("designs"), 13).write(synthetic, syntheticCount);
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(root.resolve("designs"), root.resolve("src/test/resources"), synthetic)) {
            try (Stream<Path> s = Files.walk(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".json")
                        && p.toString().contains("import")).sorted().forEach(files::add);
            }
        }
        List<Design> out = new ArrayList<>();
        for (Path f : files) {
            LoadResult r;
            try {
                r = new DesignLoader().load(List.of(f));
            } catch (RuntimeException e) {
                continue;
            }
            if (!r.hasErrors()) {
                out.addAll(r.designs());
            }
        }
        return out;
    }

    /** Usage: {@code ReportDump OUT_FILE [SYNTHETIC_COUNT]}, from the repository root. */
    public static void main(String[] args) throws Exception {
        Path synthetic = Path.of("target/report-dump-synthetic");
        List<Design> designs = corpus(Path.of("."), synthetic, args.length > 1 ? Integer.parseInt(args[1]) : 80);
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        StringBuilder all = new StringBuilder();
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (Design d : designs) {
            String text = dump(engine.cost(d));
            all.append("=== ").append(d.file()).append('\n').append(text).append('\n');
            all.append("sha256 ").append(HexFormat.of().formatHex(sha.digest(text.getBytes(StandardCharsets.UTF_8))))
                    .append('\n');
        }
        Files.writeString(Path.of(args[0]), all.toString(), StandardCharsets.UTF_8);
        System.out.println(designs.size() + " designs dumped to " + args[0]);
    }
}
