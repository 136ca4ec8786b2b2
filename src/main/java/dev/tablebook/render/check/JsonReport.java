package dev.tablebook.render.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import java.util.ArrayList;
import java.util.List;

/** {@code check --format json}: the stable contract of cli.md, findings in report order. */
public final class JsonReport {
    private JsonReport() {
    }

    public static String render(List<Finding> findings) {
        ObjectNode root = JsonText.object();
        ArrayNode list = root.putArray("findings");
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(FindingOrder.REPORT);
        for (Finding f : sorted) {
            ObjectNode n = list.addObject();
            n.put("rule", f.rule());
            n.put("severity", f.severity().label());
            n.put("service", f.service());
            n.put("file", f.pos().file());
            n.put("line", f.pos().line());
            n.put("column", f.pos().column());
            n.put("target", f.target());
            n.put("message", f.message());
            n.put("help", f.help());
            n.put("accepted", f.accepted());
            if (f.accepted()) {
                n.put("reason", f.reason());
            }
        }
        return JsonText.write(root, JsonText.Layout.REPORT) + "\n";
    }
}
