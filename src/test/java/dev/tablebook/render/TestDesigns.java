package dev.tablebook.render;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Loads the designs the render tests use, failing loudly on an input error. */
final class TestDesigns {
    static final Path SHOWCASE = Path.of("src/test/resources/render/showcase.yaml");

    private TestDesigns() {
    }

    static LoadResult load(Path... paths) {
        LoadResult r = new DesignLoader().load(List.of(paths));
        assertEquals(List.of(), r.errors().stream().map(Object::toString).toList(), "input errors");
        return r;
    }

    /** The findings of the standard rule catalog, as the build command passes them to the site. */
    static List<Finding> findings(LoadResult loaded) {
        return CheckRun.findings(loaded, Checker.standard());
    }

    /** The cost reports of the built-in price sheets, as the build command passes them to the site. */
    static SiteCosts costs(LoadResult loaded) {
        return SiteCosts.of(loaded.designs(), new Pricing(null, null));
    }

    static Design showcase() {
        return load(SHOWCASE).designs().get(0);
    }
}
