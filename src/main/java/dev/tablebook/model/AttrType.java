package dev.tablebook.model;

/** DynamoDB attribute types. Only S, N and B may be key types. */
public enum AttrType {
    S, N, B, BOOL, NULL, L, M, SS, NS, BS;

    public boolean isKeyType() {
        return this == S || this == N || this == B;
    }
}
