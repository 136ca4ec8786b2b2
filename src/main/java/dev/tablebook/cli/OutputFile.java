package dev.tablebook.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way a command writes a file named by {@code --out} (a schema, a Workbench model, a price
 * sheet, a packet): into a new file beside it, then moved over it in one rename, so a failed run
 * never leaves half a file. The file is created as any program creates one, with the mode the
 * umask gives, as the site's files are ({@code Files.createTempFile} would make it 0600).
 */
final class OutputFile {
    private OutputFile() {
    }

    /** Writes {@code text} to {@code target}, replacing it; a problem is a {@link CannotRun} naming {@code target}. */
    static void replace(Path target, String text) {
        Path absolute = target.toAbsolutePath().normalize();
        try {
            Path dir = absolute.getParent();
            Files.createDirectories(dir);
            Path tmp;
            while (true) {
                tmp = dir.resolve("." + absolute.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current()
                        .nextLong(1L << 40)) + ".tmp");
                try {
                    Files.writeString(tmp, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                            StandardOpenOption.WRITE);
                    break;
                } catch (FileAlreadyExistsException e) {
                    // another run's temporary file of the same name: take another name
                }
            }
            try {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new CannotRun("cannot write " + target + ": " + e.getMessage());
        }
    }
}
