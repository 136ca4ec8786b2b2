package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** The text of a design file: strict UTF-8, and YAML lines short enough to parse in linear time. */
final class SourceText {
    /**
     * The longest YAML line read. The YAML reader buffers a run of text without spaces by copying
     * it again for every kilobyte it reads, so the time for a line grows with the square of its
     * length: a 5 MB line would take seconds and a gigabyte of memory. Designs never come near.
     */
    static final int MAX_LINE_CHARS = 100_000;

    private SourceText() {
    }

    /** The text, without a byte-order mark; null (with an error at the first bad byte) if not UTF-8. */
    static String decode(DesignSource source, Problems problems) {
        byte[] bytes = source.content();
        if (bytes.length >= 2 && (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF
                || bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)) {
            problems.add(Pos.of(source.path()), "the file is UTF-16 text; save it as UTF-8");
            return null;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            problems.add(position(source.path(), bytes, in.position()), String.format(Locale.ROOT,
                    "the file is not UTF-8 text: byte 0x%02X here is not UTF-8 (save the file as UTF-8)",
                    bytes[in.position()] & 0xFF));
            return null;
        }
        decoder.flush(out);
        String text = out.flip().toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** Line and column (in characters) of a byte offset known to follow valid UTF-8. */
    private static Pos position(String file, byte[] bytes, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        return new Pos(file, line, before.codePointCount(0, before.length()) + 1);
    }

    /** False (with an error on the line) when a line is longer than {@link #MAX_LINE_CHARS}. */
    static boolean linesFit(String file, String text, Problems problems) {
        int line = 1;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            char c = i == text.length() ? '\n' : text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
                if (i - start > MAX_LINE_CHARS) {
                    problems.add(new Pos(file, line, MAX_LINE_CHARS + 1), String.format(Locale.ROOT,
                            "the line is %,d characters long; lines of a YAML design are limited to %,d (continue"
                                    + " long text on the next lines, e.g. in a `|` block)", i - start, MAX_LINE_CHARS));
                    return false;
                }
                line++;
                start = i + 1;
            }
        }
        return true;
    }
}
