package dev.tablebook.diff;

/**
 * One compared field whose value differs: its name as the design file spells it, the value before
 * and after as shown to a reviewer (null: absent), and what the difference costs to ship.
 */
public record FieldChange(String field, String before, String after, ShipCost shipCost) {
}
