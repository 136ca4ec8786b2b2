package dev.tablebook.format;

/**
 * Design text quoted as code in a message: a CommonMark code span whose fence is one backtick
 * longer than the longest run of backticks inside, padded with a space where the text starts or
 * ends with a backtick (or with a space on both sides), so that nothing in the text — an
 * attribute name like {@code tick`s}, a condition, a template — can close it early. Every rule
 * quotes design text through here; the site and the Markdown read the span back exactly.
 */
public final class CodeSpan {
    private CodeSpan() {
    }

    /** {@code name} → {@code `name`}; {@code tick`s} → {@code ``tick`s``}. */
    public static String of(String code) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < code.length(); i++) {
            run = code.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        boolean pad = code.startsWith("`") || code.endsWith("`")
                || code.length() >= 2 && code.startsWith(" ") && code.endsWith(" ") && !code.isBlank();
        return pad ? fence + " " + code + " " + fence : fence + code + fence;
    }
}
