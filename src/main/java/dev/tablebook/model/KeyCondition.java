package dev.tablebook.model;

import java.util.List;

/**
 * One entry of a read pattern's {@code key}: a condition on one key attribute. Equality and the
 * comparison operators take one operand, {@code between} two, {@code begins_with} one.
 */
public record KeyCondition(String attribute, Op op, List<KeyTemplate> operands, Where where) {
    public KeyCondition {
        operands = List.copyOf(operands);
    }

    public enum Op {
        EQ("="), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("between"), BEGINS_WITH("begins_with");

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        /** The operator as written in YAML and in a KeyConditionExpression. */
        public String symbol() {
            return symbol;
        }

        public boolean isRange() {
            return this != EQ;
        }
    }

    public KeyTemplate operand() {
        return operands.get(0);
    }
}
