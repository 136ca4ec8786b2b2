package dev.tablebook.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The progress display: a redrawn bar on a terminal, a line now and then elsewhere, nothing when quiet. */
class ProgressLineTest {
    private final StringWriter text = new StringWriter();
    private final AtomicLong now = new AtomicLong(1_000);

    private ProgressLine display(ProgressLine.Mode mode) {
        return new ProgressLine(new PrintWriter(text, true), mode, now::get);
    }

    @Test
    void theBarShowsTheStageAndTheShareDone() {
        assertEquals("tablebook: rendered [######..................]  250/1000 services",
                ProgressLine.bar("rendered", 250, 1000));
        assertEquals("tablebook: loaded   [........................] 0/5 services", ProgressLine.bar("loaded", 0, 5));
        assertEquals("tablebook: checked  [########################] 5/5 services", ProgressLine.bar("checked", 5, 5));
    }

    @Test
    void onATerminalTheBarIsRedrawnInPlaceAtMostTenTimesASecondAndClearedAtTheEnd() {
        ProgressLine p = display(ProgressLine.Mode.BAR);
        p.at("rendered", 1, 4);
        now.addAndGet(50);
        p.at("rendered", 2, 4); // too soon: not drawn
        now.addAndGet(60);
        p.at("rendered", 3, 4);
        p.at("rendered", 4, 4); // the last one always
        p.close();
        String three = ProgressLine.bar("rendered", 3, 4);
        String four = ProgressLine.bar("rendered", 4, 4);
        assertEquals("\r" + three + "\r" + four + "\r" + " ".repeat(four.length()) + "\r", text.toString());
    }

    @Test
    void elsewhereALineAfterTwoSecondsOfAStageThenEveryFive() {
        ProgressLine p = display(ProgressLine.Mode.LINES);
        p.at("loaded", 1, 1000);
        now.addAndGet(1_999);
        p.at("loaded", 10, 1000);
        now.addAndGet(1);
        p.at("loaded", 11, 1000);
        now.addAndGet(4_999);
        p.at("loaded", 500, 1000);
        now.addAndGet(1);
        p.at("loaded", 501, 1000);
        p.at("checked", 1, 1000); // a new stage starts its own two seconds
        now.addAndGet(2_000);
        p.at("checked", 2, 1000);
        p.close();
        assertEquals("tablebook: loaded 11 of 1000 services\ntablebook: loaded 501 of 1000 services\n"
                + "tablebook: checked 2 of 1000 services\n", text.toString().replace("\r\n", "\n"));
    }

    @Test
    void quietShowsNothing() {
        ProgressLine p = ProgressLine.of(new PrintWriter(text, true), true);
        p.at("rendered", 1, 1);
        now.addAndGet(60_000);
        p.at("rendered", 1, 1);
        p.close();
        assertEquals("", text.toString());
    }
}
