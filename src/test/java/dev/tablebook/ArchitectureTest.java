package dev.tablebook;

import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeps docs/architecture.md true: reads every compiled class of tablebook and fails when a class
 * refers to a package on a floor above its own, when {@code check} and {@code cost} refer to each
 * other, or when a compute package refers to {@code render}.
 */
class ArchitectureTest {
    private static final Path CLASSES = Path.of("target/classes/dev/tablebook");

    /** The floors, lowest first; a package may refer to lower floors (and its own) only. */
    private static final Map<String, Integer> FLOOR = Map.ofEntries(
            Map.entry("model", 0), Map.entry("format", 0), Map.entry("concurrent", 0), Map.entry("load", 1), Map.entry("analysis", 2),
            Map.entry("request", 2), Map.entry("check", 3), Map.entry("cost", 3), Map.entry("run", 4),
            Map.entry("diff", 5), Map.entry("verify", 5), Map.entry("drift", 6), Map.entry("render", 6), Map.entry("imports", 7),
            Map.entry("export", 7), Map.entry("serve", 7), Map.entry("cache", 7), Map.entry("cli", 8));

    private static final Set<String> COMPUTE = Set.of("model", "format", "concurrent", "load", "analysis", "request", "check", "cost",
            "run", "diff", "verify", "drift");

    private static final Pattern REFERENCE = Pattern.compile("dev/tablebook/([a-z]+)/");

    @Test
    void everyStageImportsOnlyTheFloorsBelowIt() throws IOException {
        List<String> violations = new ArrayList<>();
        List<Path> classes = classes();
        assertTrue(classes.size() > 100, "compiled classes not found under " + CLASSES + " (run mvn compile)");
        for (Path c : classes) {
            String own = CLASSES.relativize(c).getName(0).toString();
            assertTrue(FLOOR.containsKey(own), "package `" + own + "` has no floor in ArchitectureTest and"
                    + " docs/architecture.md: " + c);
            for (String used : referencedPackages(c)) {
                if (used.equals(own)) {
                    continue;
                }
                Integer floor = FLOOR.get(used);
                String name = CLASSES.relativize(c).toString();
                if (floor == null) {
                    violations.add(name + " refers to the unknown package " + used);
                } else if (COMPUTE.contains(own) && used.equals("render")) {
                    violations.add(name + " (compute) refers to render");
                } else if (floor >= FLOOR.get(own)) {
                    violations.add(name + " (" + own + ", floor " + FLOOR.get(own) + ") refers to " + used
                            + " (floor " + floor + ")");
                }
            }
        }
        assertEquals(List.of(), violations, "see docs/architecture.md for what each package may import");
    }

    private static List<Path> classes() throws IOException {
        if (!Files.isDirectory(CLASSES)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(CLASSES)) {
            return s.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> CLASSES.relativize(p).getNameCount() > 1).sorted().toList();
        }
    }

    /** The top-level tablebook packages named anywhere in a class file's constant pool. */
    private static Set<String> referencedPackages(Path classFile) throws IOException {
        Set<String> out = new TreeSet<>();
        for (String utf8 : utf8Constants(classFile)) {
            Matcher m = REFERENCE.matcher(utf8);
            while (m.find()) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    /** The UTF-8 entries of the constant pool (class names and type descriptors among them). */
    private static List<String> utf8Constants(Path classFile) throws IOException {
        List<String> out = new ArrayList<>();
        try (InputStream raw = Files.newInputStream(classFile); DataInputStream in = new DataInputStream(raw)) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException(classFile + " is not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> out.add(in.readUTF());
                    case 3, 4 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++; // eight-byte constants take two slots
                    }
                    case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                    case 9, 10, 11, 12, 17, 18 -> in.readInt();
                    case 15 -> {
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                    }
                    default -> throw new IOException(classFile + ": unknown constant pool tag " + tag);
                }
            }
        }
        return out;
    }
}
