package dev.tablebook.model;

import java.util.List;

/**
 * A reader of a table's stream. {@code filter} is the source-side filter pattern as canonical
 * JSON text (null: none). {@code maxRetries}/{@code maxRecordAgeS} are null when unset; -1 means
 * infinite. {@code dedupe} is null when not stated.
 */
public record Consumer(String name, String table, Via via, String filter, Integer batchSize, Integer maxRetries,
                       Integer maxRecordAgeS, boolean bisectOnError, String onFailure, Dedupe dedupe,
                       List<String> targets, String description, Where where) {
    public Consumer {
        targets = List.copyOf(targets);
    }

    public enum Via { LAMBDA, PIPE, KINESIS }

    public enum Dedupe { EVENT_ID, IDEMPOTENT_HANDLER, NONE }

    /** Lambda triggers and Pipes read the DynamoDB stream directly; Kinesis reads its own stream. */
    public boolean readsStreamDirectly() {
        return via != Via.KINESIS;
    }
}
