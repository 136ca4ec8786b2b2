package dev.tablebook.cli;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

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

    /** The stream under the writer, after writing out what the writer holds. */
    OutputStream bytes() {
        flush();
        return stream;
    }
}
