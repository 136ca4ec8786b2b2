package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.tablebook.model.Design;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Designs the catalog was not written against: {@code corpus/good/*.yaml} are correct designs of
 * varied shapes (natural keys, multi-attribute and sparse indexes, LSIs, numeric sort keys,
 * transactions across tables, Global Tables, vector search) and must raise no unaccepted error
 * or warning; {@code corpus/planted/<rule>--<name>.yaml} are copies of one of them with a
 * single defect, and must be caught by that rule, on the target the header names, and raise no
 * other new unaccepted error or warning. A planted file's header says which good design it was
 * copied from and what must catch it:
 *
 * <pre>
 * # twin: good/ledger.yaml
 * # target: L6
 * # also: scan-on-read-path@AP9      (optional: a further finding the defect implies)
 * </pre>
 */
class CorpusTest {

    private static final Path CORPUS = Fixtures.ROOT.resolve("corpus");
    private static final Path GOOD = CORPUS.resolve("good");
    private static final Path PLANTED = CORPUS.resolve("planted");
    private static final int MIN_GOOD = 12;

    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_POINTER).build();
        try (InputStream in = CorpusTest.class.getResourceAsStream("/schema/design.schema.json")) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in, config);
        }
    }

    @TestFactory
    Stream<DynamicTest> goodDesignsRaiseNoUnacceptedErrorOrWarning() {
        return files(GOOD).stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(), () -> {
            valid(f);
            List<Finding> found = Fixtures.check(Fixtures.load(f));
            assertEquals(List.of(), describe(open(found)), f + " should raise no unaccepted error or warning");
            assertEquals(List.of(), describe(Fixtures.of(found, "deviation-unjustified")),
                    f + ": every deviation accepts something");
        }));
    }

    @TestFactory
    Stream<DynamicTest> plantedDefectsAreCaughtByTheirRuleAlone() {
        return files(PLANTED).stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(),
                () -> caught(f)));
    }

    @Test
    void theCorpusCoversEveryRule() {
        assertTrue(files(GOOD).size() >= MIN_GOOD, "at least " + MIN_GOOD + " good designs");
        Set<String> planted = files(PLANTED).stream().map(CorpusTest::ruleOf).collect(Collectors.toCollection(TreeSet::new));
        Set<String> missing = new TreeSet<>();
        Rules.all().forEach(r -> missing.add(r.meta().id()));
        missing.removeAll(planted);
        assertEquals(Set.of(), missing, "rules with no planted defect in the corpus");
        Set<String> twins = files(PLANTED).stream().map(f -> header(f, "twin").get(0))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> unplanted = files(GOOD).stream().map(f -> "good/" + f.getFileName())
                .filter(g -> !twins.contains(g)).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of(), unplanted, "good designs with no planted copy");
    }

    private static void caught(Path f) {
        String rule = ruleOf(f);
        assertTrue(Rules.all().stream().anyMatch(r -> r.meta().id().equals(rule)), f + ": no rule " + rule);
        List<String> twinName = header(f, "twin");
        List<String> target = header(f, "target");
        assertEquals(1, twinName.size(), f + " names its twin once on its first line (# twin: good/x.yaml)");
        assertTrue(Fixtures.read(f).startsWith("# twin: "), f + ": the twin comment comes first");
        assertEquals(1, target.size(), f + " names the target that must be caught once (# target: X)");
        valid(f);
        Path twin = CORPUS.resolve(twinName.get(0));
        assertTrue(Files.exists(twin), f + ": no twin " + twin);
        List<Finding> before = Fixtures.check(Fixtures.load(twin));
        Design design = Fixtures.load(f);
        List<Finding> after = Fixtures.check(design);

        Set<String> known = before.stream().map(CorpusTest::identity).collect(Collectors.toSet());
        List<Finding> hits = after.stream().filter(x -> x.rule().equals(rule) && target.get(0).equals(x.target())
                && !x.accepted() && !known.contains(identity(x))).toList();
        assertFalse(hits.isEmpty(), f + ": no new unaccepted " + rule + " finding on " + target.get(0) + "; found"
                + String.join("", describe(after)));

        Set<String> appeared = new TreeSet<>(keys(open(after)));
        appeared.removeAll(keys(open(before)));
        appeared.remove(rule + "@" + target.get(0));
        assertEquals(new TreeSet<>(header(f, "also")), appeared, f + ": other new unaccepted errors or warnings; found"
                + String.join("", describe(after)));
    }

    private static void valid(Path f) {
        try {
            Set<ValidationMessage> errors = schema.validate(new YAMLMapper().readTree(f.toFile()));
            assertEquals(Set.of(), errors, f + " should satisfy the JSON Schema");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String ruleOf(Path f) {
        String name = f.getFileName().toString();
        int at = name.indexOf("--");
        assertTrue(at > 0, f + " is named <rule>--<name>.yaml");
        return name.substring(0, at);
    }

    /** The values of {@code # <field>: value} lines at the top of a file. */
    private static List<String> header(Path f, String field) {
        List<String> out = new ArrayList<>();
        for (String line : Fixtures.read(f).split("\n")) {
            if (!line.startsWith("#")) {
                break;
            }
            String prefix = "# " + field + ":";
            if (line.startsWith(prefix)) {
                out.add(line.substring(prefix.length()).strip());
            }
        }
        return out;
    }

    private static List<Finding> open(List<Finding> findings) {
        return findings.stream().filter(x -> !x.accepted() && x.severity() != Severity.INFO).toList();
    }

    private static Set<String> keys(List<Finding> findings) {
        return findings.stream().map(x -> x.rule() + "@" + x.target()).collect(Collectors.toCollection(TreeSet::new));
    }

    private static String identity(Finding x) {
        return x.rule() + "@" + x.target() + "@" + x.severity().label() + "@" + x.message();
    }

    private static List<String> describe(List<Finding> fs) {
        return fs.stream().map(x -> "\n  " + x.pos() + " " + x.severity().label() + " " + x.rule() + " @" + x.target()
                + (x.accepted() ? " (accepted)" : "") + ": " + x.message()).toList();
    }

    private static List<Path> files(Path dir) {
        assertNotNull(dir);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
