package dev.tablebook.render;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.StreamView;

import java.util.ArrayList;
import java.util.List;

/**
 * What the fan-out diagram highlights: a consumer whose retries or record age are unbounded or
 * that has no on-failure destination, and a stream read by more than two direct consumers (or
 * read while it is off).
 */
final class FanOutProblems {
    /** A DynamoDB stream serves about two concurrent readers per shard. */
    static final int MAX_DIRECT_READERS = 2;

    private FanOutProblems() {
    }

    static List<String> of(Consumer c) {
        List<String> out = new ArrayList<>();
        if (c.maxRetries() == null || c.maxRetries() < 0) {
            out.add("unbounded retries");
        }
        if (c.maxRecordAgeS() == null || c.maxRecordAgeS() < 0) {
            out.add("unbounded record age");
        }
        if (c.onFailure() == null || c.onFailure().isBlank()) {
            out.add("no on-failure destination");
        }
        return out;
    }

    static List<String> ofStream(StreamView stream, List<Consumer> consumers) {
        List<String> out = new ArrayList<>();
        long direct = consumers.stream().filter(Consumer::readsStreamDirectly).count();
        if (direct > MAX_DIRECT_READERS) {
            out.add("more than " + MAX_DIRECT_READERS + " direct readers");
        }
        if (!stream.enabled() && !consumers.isEmpty()) {
            out.add("stream is off");
        }
        return out;
    }

    /** Every problem, worded with what it concerns. */
    static List<String> all(StreamView stream, List<Consumer> consumers) {
        List<String> out = new ArrayList<>(ofStream(stream, consumers).stream().map(p -> "stream: " + p).toList());
        for (Consumer c : consumers) {
            of(c).forEach(p -> out.add(c.name() + ": " + p));
        }
        return out;
    }

    static int count(StreamView stream, List<Consumer> consumers) {
        return all(stream, consumers).size();
    }
}
