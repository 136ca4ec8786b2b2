package dev.tablebook.render;

import dev.tablebook.check.Category;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Pos;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FindingViewTest {

    private static Finding finding(Severity s, String target, boolean accepted) {
        Finding f = new Finding("missing-rps", s, Category.COST, "svc", new Pos("designs/svc.yaml", 3, 5), target,
                "set `rps: 10` on <b>it</b> | now", false, null);
        return accepted ? f.accept("known") : f;
    }

    @Test
    void backtickedRunsBecomeCodeAndTheCellStaysOneCell() {
        List<FindingView.MessagePart> parts = FindingView.parts("set `rps: 10` on <b>it</b> | now");
        assertEquals(List.of(new FindingView.MessagePart("set ", false), new FindingView.MessagePart("rps: 10", true),
                new FindingView.MessagePart(" on <b>it</b> | now", false)), parts);
        assertEquals("set `rps: 10` on &lt;b&gt;it&lt;/b&gt; \\| now", FindingView.cell(parts));
        assertEquals(List.of(new FindingView.MessagePart("an `odd one", false)), FindingView.parts("an `odd one"));
        assertEquals("`a\\|b`", FindingView.cell(FindingView.parts("`a|b`")));
    }

    @Test
    void countsBadgesAndTargetLinks() {
        List<Finding> findings = List.of(finding(Severity.ERROR, "AP1", false), finding(Severity.WARNING, "AP1", false),
                finding(Severity.WARNING, "AP1", false), finding(Severity.ERROR, "AP1", true),
                finding(Severity.INFO, "Orders", false));
        FindingView.Counts c = FindingView.Counts.of(findings);
        assertEquals(new FindingView.Counts(1, 2, 1, 1), c);
        assertEquals("1 error · 2 warnings · 1 info · 1 accepted", c.summary());
        List<FindingView> views = FindingView.of(findings, Map.of("AP1", "pattern-AP1"), new MarkdownText());
        assertEquals("pattern-AP1", views.get(0).targetAnchor());
        assertEquals("", views.get(4).targetAnchor(), "a target the page does not show has no link");
        assertEquals("designs/svc.yaml:3:5", views.get(0).position());
        Map<String, List<FindingView.Badge>> badges = FindingView.badges(views);
        assertEquals(List.of(new FindingView.Badge("error", 1, "finding-1"), new FindingView.Badge("warning", 2,
                "finding-2")), badges.get("AP1"), "accepted findings earn no badge");
        assertEquals("2 warnings", badges.get("AP1").get(1).label());
    }
}
