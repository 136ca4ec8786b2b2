package dev.tablebook.render;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The item size the design format defines: the entity's {@code size_bytes}, else its attributes'
 * bytes plus the rendered key templates of the key attributes the entity does not itself hold
 * (placeholders at their attribute's bytes; an undeclared placeholder at 26 bytes, a guess).
 */
record ItemSize(int bytes, int attributeBytes, int keyBytes, boolean explicit, boolean guess) {
    /** The size assumed for a placeholder no attribute declares. */
    static final int UNDECLARED_PLACEHOLDER_BYTES = 26;

    static ItemSize of(Entity entity, Map<String, KeyTemplate> keys) {
        int attrs = 0;
        boolean guess = false;
        for (Attribute a : entity.attributes().values()) {
            attrs += a.bytes();
            guess |= a.guess();
        }
        int keyBytes = 0;
        for (Map.Entry<String, KeyTemplate> k : keys.entrySet()) {
            if (entity.attribute(k.getKey()) != null) {
                continue; // a natural key is one of the attributes, already counted
            }
            for (KeyTemplate.Part p : k.getValue().parts()) {
                if (p instanceof KeyTemplate.Literal l) {
                    keyBytes += l.text().getBytes(StandardCharsets.UTF_8).length;
                } else if (p instanceof KeyTemplate.Placeholder ph) {
                    Attribute a = entity.attribute(ph.attribute());
                    keyBytes += a == null ? UNDECLARED_PLACEHOLDER_BYTES : a.bytes();
                    guess |= a == null || a.guess();
                }
            }
        }
        if (entity.sizeBytes() != null) {
            return new ItemSize(entity.sizeBytes(), attrs, keyBytes, true, false);
        }
        return new ItemSize(attrs + keyBytes, attrs, keyBytes, false, guess);
    }
}
