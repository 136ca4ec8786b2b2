package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.RulePrices;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.run.PricedFacts;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Loads test designs (files under src/test/resources/check or YAML text) and checks them. */
public final class Fixtures {
    private Fixtures() {
    }

    public static final Path ROOT = Path.of("src/test/resources/check");

    /** Loads one design; the test fails on any input error, so fixtures stay valid designs. */
    public static Design load(String path, String yaml) {
        LoadResult r = new DesignLoader().loadText(path, yaml);
        assertTrue(r.errors().isEmpty(), () -> path + " has input errors:\n"
                + r.errors().stream().map(Object::toString).collect(Collectors.joining("\n")));
        assertEquals(1, r.designs().size(), path + " should hold one design");
        return r.designs().get(0);
    }

    public static Design load(Path file) {
        return load(ROOT.relativize(file).toString().replace('\\', '/'), read(file));
    }

    /** Checks a design as the pipeline does: with its priced facts when its region has a built-in sheet. */
    public static List<Finding> check(Design d) {
        return Checker.standard().check(d, classCosts(d), projectionCosts(d), null);
    }

    public static Map<String, ProjectionCostFact> projectionCosts(Design d) {
        Pricing pricing = new Pricing(null, null);
        try {
            return PricedFacts.projectionCosts(pricing.engineFor(d), d, RulePrices.of(pricing.cost(d)));
        } catch (PriceSheetException e) {
            return Map.of();
        }
    }

    public static Map<String, ClassCostFact> classCosts(Design d) {
        Pricing pricing = new Pricing(null, null);
        try {
            return PricedFacts.classCosts(pricing.engineFor(d), d, RulePrices.of(pricing.cost(d)));
        } catch (PriceSheetException e) {
            return Map.of();
        }
    }

    public static List<Finding> check(String yaml) {
        return check(load("test.yaml", yaml));
    }

    public static List<Finding> of(List<Finding> findings, String rule) {
        return findings.stream().filter(f -> f.rule().equals(rule)).toList();
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fixture files of a rule: {@code fire-*.yaml} or {@code pass-*.yaml}, sorted. */
    public static List<Path> files(String ruleId, String kind) {
        Path dir = ROOT.resolve(ruleId);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(kind + "-")
                    && p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
