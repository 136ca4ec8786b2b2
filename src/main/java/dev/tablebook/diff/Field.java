package dev.tablebook.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One compared field of a design element: its name as the design file spells it, how its value
 * is shown, and what a change of it costs to ship (which may depend on the values before and after).
 */
record Field<T>(String name, Function<T, String> value, Cost cost) {

    /** What changing a field from one shown value to another costs to ship. */
    interface Cost {
        ShipCost of(String before, String after);
    }

    static <T> Field<T> of(String name, ShipCost shipCost, Function<T, String> value) {
        return new Field<>(name, value, (b, a) -> shipCost);
    }

    static <T> Field<T> when(String name, Cost cost, Function<T, String> value) {
        return new Field<>(name, value, cost);
    }

    /** The fields whose shown values differ between two versions of one element, in list order. */
    static <T> List<FieldChange> compare(List<Field<T>> fields, T before, T after) {
        List<FieldChange> out = new ArrayList<>();
        for (Field<T> f : fields) {
            String b = f.value.apply(before);
            String a = f.value.apply(after);
            if (!Objects.equals(b, a)) {
                out.add(new FieldChange(f.name, b, a, f.cost.of(b, a)));
            }
        }
        return out;
    }
}
