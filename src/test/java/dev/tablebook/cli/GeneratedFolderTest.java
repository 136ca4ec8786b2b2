package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class GeneratedFolderTest {
    @Test
    void aFolderItCreatesIgnoresItselfInGit(@TempDir Path dir) throws IOException {
        Path packets = dir.resolve("packets");
        GeneratedFolder.create(packets);
        assertEquals(GeneratedFolder.IGNORE, Files.readString(packets.resolve(".gitignore")));
        assertEquals("*", GeneratedFolder.IGNORE.lines().reduce((a, b) -> b).orElseThrow(),
                "the last line ignores every file, the .gitignore included");
    }

    @Test
    void aFolderThatExistsIsLeftAsItIs(@TempDir Path dir) throws IOException {
        Path packets = Files.createDirectory(dir.resolve("packets"));
        GeneratedFolder.create(packets);
        assertFalse(Files.exists(packets.resolve(".gitignore")), "the team keeps this folder on purpose");
    }
}
