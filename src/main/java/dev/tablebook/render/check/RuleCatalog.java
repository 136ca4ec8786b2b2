package dev.tablebook.render.check;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.format.JsonText;
import dev.tablebook.check.RuleMeta;
import java.util.List;

/** {@code tablebook rules}: the catalog as a table for a terminal, or as JSON. */
public final class RuleCatalog {
    private RuleCatalog() {
    }

    public static String text(List<RuleMeta> catalog) {
        int idWidth = catalog.stream().mapToInt(m -> m.id().length()).max().orElse(2);
        int catWidth = catalog.stream().mapToInt(m -> m.category().label().length()).max().orElse(8);
        StringBuilder out = new StringBuilder();
        out.append(pad("id", idWidth)).append("  ").append(pad("severity", 8)).append("  ")
                .append(pad("category", catWidth)).append("  summary\n");
        for (RuleMeta m : catalog) {
            out.append(pad(m.id(), idWidth)).append("  ").append(pad(m.severity().label(), 8)).append("  ")
                    .append(pad(m.category().label(), catWidth)).append("  ").append(m.summary()).append('\n');
        }
        return out.toString();
    }

    public static String json(List<RuleMeta> catalog) {
        ObjectNode root = JsonText.object();
        ArrayNode rules = root.putArray("rules");
        for (RuleMeta m : catalog) {
            ObjectNode n = rules.addObject();
            n.put("id", m.id());
            n.put("severity", m.severity().label());
            n.put("category", m.category().label());
            n.put("summary", m.summary());
            n.put("description", m.description());
            n.put("help", m.helpUri());
            n.put("imported_models", m.importedModels());
        }
        return JsonText.write(root, JsonText.Layout.REPORT) + "\n";
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
