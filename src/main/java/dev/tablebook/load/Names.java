package dev.tablebook.load;

import java.util.LinkedHashMap;
import java.util.Map;

/** The closed sets of names the format uses, mapped to model values (insertion order = help order). */
final class Names {
    private Names() {
    }

    /**
     * An attribute name: any UTF-8 text except `{`, `}` (they delimit placeholders) and control
     * characters, as DynamoDB allows (`Status#Time`). The JSON Schema states the same pattern.
     */
    static final String ATTRIBUTE_PATTERN = "[^{}\\p{Cc}]+";

    static <E> Map<String, E> of(Object... pairs) {
        Map<String, E> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            @SuppressWarnings("unchecked")
            E e = (E) pairs[i + 1];
            m.put((String) pairs[i], e);
        }
        return m;
    }

    static <E extends Enum<E>> Map<String, E> ofEnum(Class<E> type) {
        Map<String, E> m = new LinkedHashMap<>();
        for (E e : type.getEnumConstants()) {
            m.put(e.name(), e);
        }
        return m;
    }
}
