package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One entity: its attributes as the designer declared them (guesses marked), the placeholders
 * its keys use without declaring them (assumed), and its derived item size in each table.
 */
public record EntityView(String name, String anchor, String mdAnchor, String descriptionHtml,
                         String descriptionMarkdown, String count, String maxPerPartition, List<AttributeRow> attributes,
                         List<SizeRow> sizes, boolean stored) {

    /** One attribute row; {@code assumed} marks a key placeholder no attribute declares. */
    public record AttributeRow(String name, String type, String bytes, boolean guess, boolean assumed, boolean mutable,
                               String distinct, String keyOf) {
    }

    /** The item size in one table (or unstored), with how it was derived. */
    public record SizeRow(String table, String bytes, String derivation, boolean guess) {
    }

    static EntityView of(Design d, Entity e, Anchors anchors, MarkdownText markdown) {
        List<AttributeRow> rows = new ArrayList<>();
        for (Attribute a : e.attributes().values()) {
            rows.add(new AttributeRow(a.name(), a.type().name(), Figures.count(a.bytes()), a.guess(), false, a.mutable(),
                    a.distinct() == null ? "" : Figures.count(a.distinct()), keyOf(d, e.name(), a.name())));
        }
        Set<String> undeclared = new LinkedHashSet<>();
        List<SizeRow> sizes = new ArrayList<>();
        for (Table t : d.tables().values()) {
            if (!t.stores(e.name())) {
                continue;
            }
            Set<String> missing = ItemSizes.undeclaredPlaceholders(e, t);
            undeclared.addAll(missing);
            sizes.add(size(t.name(), e, ItemSizes.itemBytes(e, t), !missing.isEmpty()));
        }
        for (String p : undeclared) {
            rows.add(new AttributeRow(p, "S", Figures.count(ItemSizes.UNDECLARED_PLACEHOLDER_BYTES), true, true, false, "",
                    keyOf(d, e.name(), p)));
        }
        if (sizes.isEmpty()) {
            sizes.add(size("", e, ItemSizes.itemBytes(e), false));
        }
        return new EntityView(e.name(), anchors.of("entity", e.name()), Anchors.github("Entity " + e.name()),
                markdown.toHtml(e.description()), markdown.toSafeMarkdown(e.description()),
                e.count() == null ? "" : Figures.count(e.count()),
                e.maxPerPartition() == null ? "" : Figures.count(e.maxPerPartition()), rows, sizes,
                d.tables().values().stream().anyMatch(t -> t.stores(e.name())));
    }

    /** The size with its derivation; a guess when an attribute or a key placeholder is one. */
    private static SizeRow size(String table, Entity e, int bytes, boolean undeclared) {
        if (e.sizeBytes() != null) {
            return new SizeRow(table, Figures.count(bytes), "size_bytes as stated", false);
        }
        int attributes = e.attributes().values().stream().mapToInt(Attribute::bytes).sum();
        int keys = bytes - attributes;
        String how = keys == 0 ? "sum of attributes"
                : "attributes " + Figures.count(attributes) + " B + key templates " + Figures.count(keys) + " B";
        boolean guess = undeclared || e.attributes().values().stream().anyMatch(Attribute::guess);
        return new SizeRow(table, Figures.count(bytes), how, guess);
    }

    /** The key attributes whose template in some table mentions the attribute, e.g. "Commerce.pk". */
    private static String keyOf(Design d, String entity, String attribute) {
        List<String> out = new ArrayList<>();
        for (Table t : d.tables().values()) {
            if (!t.stores(entity)) {
                continue;
            }
            t.items().get(entity).forEach((key, template) -> {
                if (key.equals(attribute) || template.placeholders().contains(attribute)) {
                    out.add(t.name() + "." + key);
                }
            });
        }
        return String.join(", ", out);
    }
}
