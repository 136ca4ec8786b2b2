package dev.tablebook.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes a synthetic design repository of N services for bench/scale.sh: the example designs,
 * cycled, each copy renamed (service, title, tables) and varied (every pattern's rps and every
 * entity's count scaled by the copy's own factors). The same seed and N give byte-identical files.
 *
 * <p>Usage: {@code SyntheticRepository EXAMPLES_DIR OUT_DIR N [SEED]}.
 */
public final class SyntheticRepository {
    private static final Pattern SERVICE = Pattern.compile("(?m)^service: (\\S+)$");
    private static final Pattern TITLE = Pattern.compile("(?m)^title: (.+)$");
    private static final Pattern TABLE_NAME = Pattern.compile("^  ([A-Za-z0-9_.-]+):\\s*(#.*)?$");
    private static final Pattern RPS = Pattern.compile("rps: \\{ peak: ([0-9.]+), average: ([0-9.]+)");
    private static final Pattern COUNT = Pattern.compile("(?m)^(    count: )([0-9]+)$");

    private final List<Example> examples;
    private final long seed;

    private record Example(String service, String text, List<String> tables) {
    }

    public SyntheticRepository(Path examplesDir, long seed) {
        this.seed = seed;
        List<Example> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(examplesDir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                Matcher m = SERVICE.matcher(text);
                if (!m.find()) {
                    throw new IllegalArgumentException(f + ": no `service:` line");
                }
                found.add(new Example(m.group(1), text, tableNames(text)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no example designs in " + examplesDir);
        }
        this.examples = List.copyOf(found);
    }

    /** The names under the top-level {@code tables:} section (two-space indent). */
    private static List<String> tableNames(String text) {
        List<String> names = new ArrayList<>();
        boolean inTables = false;
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty() && !line.startsWith(" ") && !line.startsWith("#")) {
                inTables = line.startsWith("tables:");
                continue;
            }
            Matcher m = TABLE_NAME.matcher(line);
            if (inTables && m.matches()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    /** The file name and text of service number {@code index} (0-based). */
    public String[] design(int index) {
        Example ex = examples.get(index % examples.size());
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + index);
        String suffix = String.format(Locale.ROOT, "%04d", index);
        String name = ex.service() + "-" + suffix;
        double rpsFactor = 0.5 + random.nextInt(31) / 10.0;      // 0.5 .. 3.5
        double countFactor = 0.5 + random.nextInt(16) / 10.0;    // 0.5 .. 2.0
        String text = ex.text();
        text = SERVICE.matcher(text).replaceFirst("service: " + name);
        text = TITLE.matcher(text).replaceFirst(m -> Matcher.quoteReplacement("title: " + m.group(1) + " " + suffix));
        for (String table : ex.tables()) {
            text = text.replaceAll("\\b" + Pattern.quote(table) + "\\b", Matcher.quoteReplacement(table + suffix));
        }
        text = RPS.matcher(text).replaceAll(m -> "rps: { peak: " + scale(m.group(1), rpsFactor) + ", average: " + scale(m.group(2), rpsFactor));
        text = COUNT.matcher(text).replaceAll(m -> m.group(1) + scale(m.group(2), countFactor));
        return new String[] {name + ".yaml", text};
    }

    /** {@code value × factor}, with as many decimals as the value had, never below its last digit. */
    private static String scale(String value, double factor) {
        BigDecimal v = new BigDecimal(value);
        BigDecimal scaled = v.multiply(BigDecimal.valueOf(factor)).setScale(Math.max(v.scale(), 0), RoundingMode.HALF_UP);
        BigDecimal least = BigDecimal.ONE.movePointLeft(Math.max(v.scale(), 0));
        return (scaled.compareTo(least) < 0 ? least : scaled).toPlainString();
    }

    /** Writes services 0..n-1 into {@code out} (created; existing .yaml files there are replaced). */
    public void write(Path out, int n) throws IOException {
        Files.createDirectories(out);
        for (int i = 0; i < n; i++) {
            String[] d = design(i);
            Files.writeString(out.resolve(d[0]), d[1], StandardCharsets.UTF_8);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: SyntheticRepository EXAMPLES_DIR OUT_DIR N [SEED]");
            System.exit(2);
        }
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 13L;
        new SyntheticRepository(Path.of(args[0]), seed).write(Path.of(args[1]), Integer.parseInt(args[2]));
    }
}
