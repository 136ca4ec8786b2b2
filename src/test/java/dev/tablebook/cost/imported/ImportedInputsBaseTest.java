package dev.tablebook.cost.imported;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.cost.CostInputs;
import dev.tablebook.cost.Scenario;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.ImportedModel;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sensitivity's what-ifs build a model's inputs from its inputs as designed ({@code base}): the units of
 * the patterns the what-if leaves alone and, unless it is on a write, the storage are taken from the base,
 * and the units of the rest are made afresh. Over every imported model of the tests, each what-if the
 * sensitivity asks (rate and item size x 1.5 and x 0.5 on each pattern) gives the inputs a build without a
 * base gives.
 */
class ImportedInputsBaseTest {
    @Test
    void whatIfsFromTheBaseAreTheWhatIfsBuiltAfresh() throws Exception {
        List<DesignSource> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/imported"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                sources.add(new DesignSource("designs/" + f.getFileName(), Files.readAllBytes(f)));
            }
        }
        LoadResult loaded = new DesignLoader().loadSources(sources);
        int compared = 0;
        for (Design d : loaded.designs()) {
            if (!(d.imported() instanceof ImportedModel model)) {
                continue;
            }
            CostInputs base = ImportedInputs.build(d, Scenario.AS_DESIGNED);
            for (ImportedModel.Pattern p : model.accessPatterns()) {
                for (Scenario s : List.of(new Scenario(p.patternId(), 1.5, 1), new Scenario(p.patternId(), 0.5, 1),
                        new Scenario(p.patternId(), 1, 1.5), new Scenario(p.patternId(), 1, 0.5))) {
                    assertEquals(ImportedInputs.build(d, s), ImportedInputs.build(d, s, base), d.service() + " " + s);
                    compared++;
                }
            }
        }
        assertTrue(compared > 100, "what-ifs compared: " + compared);
    }
}
