package dev.tablebook.verify;

import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.request.SdkRequest;

import java.util.List;

/**
 * The outcome of one pattern's checks, before it is reported: status, what differed, and what the
 * call touched (the items the engine read or wrote, which its units are metered on). {@code calls}
 * holds the touched items call by call where one request made several calls (a scatter-gather
 * over shards); it is empty for a request of one call. {@code items} are the items expected and
 * those the engine returned or holds (null when the call was not run).
 */
record Verdict(PatternResult.Status status, String reason, Outcome outcome, List<Store.Stored> touched,
               List<String> notes, List<List<Store.Stored>> calls, PatternResult.Items items) {
    Verdict {
        touched = List.copyOf(touched);
        notes = List.copyOf(notes);
        calls = calls.stream().map(List::copyOf).toList();
    }

    Verdict(PatternResult.Status status, String reason, Outcome outcome, List<Store.Stored> touched,
            List<String> notes) {
        this(status, reason, outcome, touched, notes, List.of(), null);
    }

    static Verdict notVerifiable(String reason) {
        return new Verdict(PatternResult.Status.NOT_VERIFIABLE, reason, null, List.of(), List.of());
    }

    static Verdict of(List<String> problems, Outcome o, List<Store.Stored> touched) {
        return problems.isEmpty() ? new Verdict(PatternResult.Status.VERIFIED, null, o, touched, List.of())
                : new Verdict(PatternResult.Status.MISMATCH, String.join("; ", problems), o, touched, List.of());
    }

    /** The engine refused the call: a mismatch with its message, or not verifiable when it lacks the operation. */
    static Verdict fromError(String engine, SdkRequest r, Outcome o) {
        if (o.unsupported()) {
            return notVerifiable(engine + " does not implement " + r.kind().api + " (" + o.error() + ")");
        }
        if (o.engineFault()) {
            return new Verdict(PatternResult.Status.NOT_VERIFIABLE, "engine error: " + o.error(), o, List.of(), List.of());
        }
        return new Verdict(PatternResult.Status.MISMATCH, "the engine rejected the " + r.kind().api + " request: "
                + o.error(), o, List.of(), List.of());
    }

    Verdict withNotes(List<String> more) {
        List<String> all = new java.util.ArrayList<>(notes);
        all.addAll(more);
        return new Verdict(status, reason, outcome, touched, all, calls, items);
    }

    /** The same verdict, with the items each call of a scatter-gather touched. */
    Verdict withCalls(List<List<Store.Stored>> perCall) {
        return new Verdict(status, reason, outcome, touched, notes, perCall, items);
    }

    /** The same verdict, with the items expected and those the engine returned or holds. */
    Verdict withItems(PatternResult.Items i) {
        return new Verdict(status, reason, outcome, touched, notes, calls, i);
    }
}
