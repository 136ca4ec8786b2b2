package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds and reads the design files of a folder. Only regular files are opened (a FIFO or a
 * device named {@code x.yaml} could block or never end), at most {@link DesignLoader#MAX_FILE_BYTES}
 * bytes of each, and a symbolic link is followed only to a file inside the folder: a link out of
 * it (to {@code /etc/passwd}, say) would publish what is not the repository's. Links to folders
 * are not followed. Whatever is skipped for these reasons is reported, never dropped silently.
 */
final class DesignFiles {
    private final List<DesignSource> sources = new ArrayList<>();
    private final List<InputError> errors = new ArrayList<>();

    List<DesignSource> sources() {
        return sources;
    }

    List<InputError> errors() {
        return errors;
    }

    /** Every design file under {@code folder}, shown as {@code shown/relative/path}. */
    void folder(Path folder, String shown) {
        Path root;
        try {
            root = folder.toRealPath();
        } catch (IOException e) {
            errors.add(new InputError(Pos.of(shown), "cannot read the folder: " + e.getMessage()));
            return;
        }
        List<Path> found = new ArrayList<>();
        try {
            // the folder itself may be a link (the user named it); what lies inside is walked without following links
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return dir.equals(root) || !ignored(dir) ? FileVisitResult.CONTINUE
                            : FileVisitResult.SKIP_SUBTREE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (!attrs.isDirectory() && DesignLoader.isDesignFile(file.getFileName().toString())) {
                        found.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    if (!ignored(file)) {
                        errors.add(new InputError(Pos.of(join(shown, root.relativize(file))), "cannot read: "
                                + e.getMessage()));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            errors.add(new InputError(Pos.of(shown), "cannot read the folder: " + e.getMessage()));
        }
        found.sort(Comparator.comparing(p -> root.relativize(p).toString().replace('\\', '/')));
        for (Path f : found) {
            String name = join(shown, root.relativize(f));
            if (Files.isSymbolicLink(f) && !linksInside(f, root, name)) {
                continue;
            }
            file(f, name);
        }
    }

    /** One file the user named (a symbolic link they name themselves is followed). */
    void file(Path path, String shown) {
        if (!Files.isRegularFile(path)) {
            errors.add(new InputError(Pos.of(shown), Files.exists(path) ? "is not a regular file; not read"
                    : Files.isSymbolicLink(path) ? "is a symbolic link to nothing" : "no such file or folder"));
            return;
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] bytes = in.readNBytes((int) DesignLoader.MAX_FILE_BYTES + 1);
            if (bytes.length > DesignLoader.MAX_FILE_BYTES) {
                errors.add(new InputError(Pos.of(shown), DesignLoader.tooLarge(Math.max(Files.size(path), bytes.length))));
                return;
            }
            sources.add(new DesignSource(shown, bytes));
        } catch (IOException e) {
            errors.add(new InputError(Pos.of(shown), "cannot read the file: " + e.getMessage()));
        }
    }

    private boolean linksInside(Path link, Path root, String shown) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            errors.add(new InputError(Pos.of(shown), "is a symbolic link to nothing (" + target(link) + ")"));
            return false;
        }
        if (!target.startsWith(root)) {
            errors.add(new InputError(Pos.of(shown), "is a symbolic link to " + target(link)
                    + ", outside the designs folder; not read (copy the file in, or name it on the command line)"));
            return false;
        }
        return true;
    }

    private static String target(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return "?";
        }
    }

    private static boolean ignored(Path p) {
        String name = p.getFileName() == null ? "" : p.getFileName().toString();
        return name.startsWith(".") || name.startsWith("_");
    }

    static String join(String folder, Path relative) {
        String rel = relative.toString().replace('\\', '/');
        return folder.equals(".") || folder.isEmpty() ? rel : folder + "/" + rel;
    }
}
