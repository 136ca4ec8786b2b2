package dev.tablebook.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A function applied to each item on a fixed pool of threads, the results in the items' order:
 * at most {@code threads} items are in work at once, so memory holds that many, and the result
 * does not depend on which thread finished first. One thread (or one item) runs on the caller's.
 */
public final class Parallel {
    private Parallel() {
    }

    /** {@code each} of every item, in order; an exception of any item is thrown as it was (the rest are cancelled). */
    public static <T, R> List<R> map(List<T> items, int threads, String name, Function<T, R> each) {
        int pool = Math.min(threads, items.size());
        List<R> out = new ArrayList<>(items.size());
        if (pool <= 1) {
            items.forEach(i -> out.add(each.apply(i)));
            return out;
        }
        AtomicInteger n = new AtomicInteger();
        ExecutorService executor = Executors.newFixedThreadPool(pool, r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<R>> futures = new ArrayList<>(items.size());
            for (T item : items) {
                futures.add(executor.submit(() -> each.apply(item)));
            }
            for (Future<R> f : futures) {
                out.add(await(f));
            }
            return out;
        } finally {
            executor.shutdownNow();
        }
    }

    private static <R> R await(Future<R> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
