package dev.tablebook.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The command's standard output as a UTF-8 writer that also lends its byte stream: a command whose
 * output is already UTF-8 bytes (the cost JSON, written by a generator that encodes as it goes)
 * flushes the writer and writes the bytes straight to the stream, instead of characters to encode.
 */
final class StreamOut extends PrintWriter {
    private final OutputStream stream;

    StreamOut(OutputStream stream) {
        super(stream, true, StandardCharsets.UTF_8);
        this.stream = stream;
    }

    /**
     * Writes UTF-8 bytes with {@code body} straight to the stream under the writer, after what the
     * writer holds, in blocks of 64 KB.
     */
    void utf8(Consumer<OutputStream> body) {
        flush();
        BufferedOutputStream buffered = new BufferedOutputStream(stream, 1 << 16);
        body.accept(buffered);
        try {
            buffered.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
