package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;

/** Something the report cannot put a dollar figure on, and why. {@code priceKey} is the missing price, if one is. */
public record NotPriced(String what, String reason, PriceKey priceKey) {
}
