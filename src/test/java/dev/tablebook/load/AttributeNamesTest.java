package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Attribute names as DynamoDB allows them: any UTF-8 but braces and control characters; key names at most 255 bytes. */
class AttributeNamesTest {

    private static List<String> errors(Path dir, String sortKey) throws IOException {
        Path file = dir.resolve("labs.yaml");
        Files.writeString(file, """
                service: labs
                access_patterns:
                  - id: AP1
                    operation: Query
                    table: Jobs
                    key: { "Job#Id": "{Job#Id}" }
                    limit: 10
                    returns: Job
                    rps: 1
                    authorization: service-role
                entities:
                  Job:
                    attributes:
                      "Job#Id": { type: S, bytes: 26 }
                      "Größe (cm)": { type: N, bytes: 4 }
                tables:
                  Jobs:
                    key: { partition: "Job#Id", sort: "%s" }
                    items: { Job: { "%s": "RUN" } }
                """.formatted(sortKey, sortKey));
        LoadResult r = new DesignLoader().load(List.of(file));
        return r.errors().stream().map(InputError::toString).map(s -> s.substring(s.indexOf(':') + 1)).toList();
    }

    @Test
    void statusHashTimeAndOtherUtf8NamesAreValid(@TempDir Path dir) throws IOException {
        assertEquals(List.of(), errors(dir, "Status#Time"));
        assertEquals(List.of(), errors(dir, "é".repeat(127) + "x"), "255 bytes");
    }

    @Test
    void aKeyAttributeNameLongerThan255BytesIsAnInputError(@TempDir Path dir) throws IOException {
        String name = "é".repeat(128); // 256 bytes in UTF-8, 128 characters
        List<String> errors = errors(dir, name);
        assertEquals(2, errors.size(), errors.toString());
        assertEquals("18:39: key attribute name `" + name + "` is not valid: any text but `{`, `}` and control "
                + "characters, at most 255 bytes", errors.get(0));
    }
}
