package dev.tablebook.model;

/** The DynamoDB API call an access pattern makes. */
public enum Operation {
    GetItem, Query, Scan, BatchGetItem, TransactGetItems,
    PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems,
    SearchVectors;

    public boolean isRead() {
        return this == GetItem || this == Query || this == Scan || this == BatchGetItem || this == TransactGetItems;
    }

    public boolean isWrite() {
        return this == PutItem || this == UpdateItem || this == DeleteItem || this == BatchWriteItem
                || this == TransactWriteItems;
    }

    public boolean isTransaction() {
        return this == TransactGetItems || this == TransactWriteItems;
    }

    public boolean isBatch() {
        return this == BatchGetItem || this == BatchWriteItem;
    }

    /** Single-item writes whose {@code writes} may be replaced by {@code entity} + {@code condition}. */
    public boolean isSingleItemWrite() {
        return this == PutItem || this == UpdateItem || this == DeleteItem;
    }
}
