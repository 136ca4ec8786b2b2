package dev.tablebook.cost;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Rate;

/** One access pattern ready to price: its identity, its rate (null: not stated) and the units of one call. */
public record PatternInput(String id, String name, String operation, String table, String index, Rate rate, CallUnits units,
                    boolean transaction, Pos where) {
}
