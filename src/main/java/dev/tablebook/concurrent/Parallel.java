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

    /**
     * {@code each} of every item as an iterator in the items' order, computed on a pool of threads
     * at most {@code ahead} items beyond the one the caller takes: memory holds that many results,
     * not all of them, for a caller that writes each result and lets it go. An exception of an
     * item is thrown by {@link Ordered#next()} as it was; closing it stops the pool.
     */
    public static <T, R> Ordered<T, R> ordered(List<T> items, int threads, String name, int ahead, Function<T, R> each) {
        if (ahead < 1) {
            throw new IllegalArgumentException("ahead must be at least 1, not " + ahead);
        }
        return new Ordered<>(items, Math.min(threads, items.size()), name, ahead, each);
    }

    /** The results of {@link #ordered}, taken in turn. */
    public static final class Ordered<T, R> implements java.util.Iterator<R>, AutoCloseable {
        private final java.util.Iterator<T> items;
        private final Function<T, R> each;
        private final int ahead;
        private final ExecutorService executor;
        private final java.util.ArrayDeque<Future<R>> pending = new java.util.ArrayDeque<>();

        private Ordered(List<T> items, int pool, String name, int ahead, Function<T, R> each) {
            this.items = items.iterator();
            this.each = each;
            this.ahead = ahead;
            if (pool <= 1) {
                this.executor = null;
            } else {
                AtomicInteger n = new AtomicInteger();
                this.executor = Executors.newFixedThreadPool(pool, r -> {
                    Thread t = new Thread(r, name + "-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
                fill();
            }
        }

        private void fill() {
            while (pending.size() < ahead && items.hasNext()) {
                T item = items.next();
                pending.add(executor.submit(() -> each.apply(item)));
            }
        }

        @Override
        public boolean hasNext() {
            return !pending.isEmpty() || items.hasNext();
        }

        @Override
        public R next() {
            if (!hasNext()) {
                throw new java.util.NoSuchElementException();
            }
            if (executor == null) {
                return each.apply(items.next());
            }
            try {
                return await(pending.poll());
            } catch (RuntimeException | Error e) {
                close();
                throw e;
            } finally {
                if (!executor.isShutdown()) {
                    fill();
                }
            }
        }

        @Override
        public void close() {
            if (executor != null) {
                executor.shutdownNow();
            }
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
