package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkdownText#toSafeCell}, with its patterns compiled once, is the safe Markdown with
 * {@code String.replaceAll}'s line breaks made spaces and unescaped pipes escaped, over many texts of
 * pipes, backslashes, line breaks, spaces and Markdown.
 */
class MarkdownTextCellTest {
    private static final String[] PIECES = {"a", "Bc", " ", "  ", "\n", "\r\n", "\t", "|", "\\|", "\\", "`x|y`",
        "**b**", "- item\n", "1. one\n", "[l](https://x.y/a|b)", "<b>", "&", "é", "\u2028", "# h\n", "| a | b |\n|---|---|\n| 1 | 2 |\n"};

    @Test
    void cellsAreTheSafeMarkdownWithBreaksAndPipesReplaced() {
        MarkdownText markdown = new MarkdownText();
        SplittableRandom random = new SplittableRandom(32);
        int withPipes = 0;
        for (int i = 0; i < 3000; i++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(1, 12); k > 0; k--) {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String t = text.toString();
            String plain = markdown.toSafeMarkdown(t).replaceAll("\\s*\\R\\s*", " ").replaceAll("(?<!\\\\)\\|", "\\\\|");
            assertEquals(plain, markdown.toSafeCell(t), t);
            withPipes += plain.contains("\\|") ? 1 : 0;
        }
        assertTrue(withPipes > 500, "cells with an escaped pipe: " + withPipes);
    }
}
