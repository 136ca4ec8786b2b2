package dev.tablebook.analysis;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A bounded, thread-safe memo of a pure function: the value of a key is computed once and kept
 * while it is recent. It holds two generations of at most {@code size} entries each: a key is
 * looked up in the current one, then in the one before (and moved into the current one when found
 * there); when the current generation is full it becomes the one before and the oldest is let go.
 * So at most {@code 2 × size} values are held, and a key used again within the last {@code size}
 * new keys is always found. Two threads that miss the same key at once may both compute it: the
 * function is pure, so either value is the same, and one of them is kept.
 *
 * <p>Keys must be immutable and compare by every input of the function (their {@code equals} and
 * {@code hashCode}); the values must be safe to share between threads.
 */
public final class Memo<K, V> {
    private final int size;
    private volatile Map<K, V> current;
    private volatile Map<K, V> previous;

    public Memo(int size) {
        this.size = size;
        this.current = generation();
        this.previous = generation();
    }

    /** A generation sized for its entries from the start: it never grows its table. */
    private Map<K, V> generation() {
        return new ConcurrentHashMap<>(size);
    }

    public V get(K key, Function<? super K, ? extends V> compute) {
        Map<K, V> now = current;
        V v = now.get(key);
        if (v != null) {
            return v;
        }
        v = previous.get(key);
        if (v == null) {
            v = compute.apply(key);
        }
        now.put(key, v);
        if (now.size() >= size) {
            rotate(now);
        }
        return v;
    }

    private synchronized void rotate(Map<K, V> full) {
        if (current == full) {
            previous = full;
            current = generation();
        }
    }
}
