package dev.tablebook.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Where a model element and each of its fields stand in the source, so that a finding can point
 * at the exact field at fault. {@link #fields()} maps a field name (as spelled in the file) to the
 * position of its value.
 *
 * <p>Every mapping of a design has one, and a loaded design keeps them all, so they are held
 * compactly: the field names (interned: {@code type}, {@code bytes} and the like stand thousands
 * of times in a repository) and each position's line and column packed in one {@code long}, in
 * the file of the element itself; a {@link Pos} is made when one is asked for. As a map of
 * entries with a {@code Pos} each, they were about 70 KB of a loaded example design's ~86 KB. An
 * element with more than {@value #SCANNED} fields (a long list of patterns or attributes) is also
 * looked up through a hash table, not by scanning; a field in another file than the element keeps
 * its own {@code Pos}. Equal when the element's position and every field's are.
 */
public final class Where {
    /** Up to this many fields a lookup compares names in turn; above, it uses a hash table. */
    static final int SCANNED = 12;

    private static final String[] NO_KEYS = {};
    private static final long[] NO_POSITIONS = {};

    private final Pos self;
    private final String[] keys;
    private final long[] packed;
    /** Non-null only where a field's position is in another file than {@code self}'s: each field's own. */
    private final Pos[] elsewhere;
    /** Non-null above {@link #SCANNED} fields: the index of each field name. */
    private final Map<String, Integer> index;

    public Where(Pos self, Map<String, Pos> fields) {
        this.self = Objects.requireNonNull(self, "self");
        int n = fields.size();
        String[] k = n == 0 ? NO_KEYS : new String[n];
        long[] p = n == 0 ? NO_POSITIONS : new long[n];
        Pos[] other = null;
        int i = 0;
        for (Map.Entry<String, Pos> e : fields.entrySet()) {
            Pos pos = Objects.requireNonNull(e.getValue(), "position");
            k[i] = e.getKey().intern();
            p[i] = pack(pos);
            if (!Objects.equals(pos.file(), self.file())) {
                if (other == null) {
                    other = new Pos[n];
                }
                other[i] = pos;
            }
            i++;
        }
        this.keys = k;
        this.packed = p;
        this.elsewhere = other;
        if (n > SCANNED) {
            Map<String, Integer> m = new java.util.HashMap<>(n * 2);
            for (int j = 0; j < n; j++) {
                m.put(k[j], j);
            }
            this.index = m;
        } else {
            this.index = null;
        }
    }

    public static Where at(Pos pos) {
        return new Where(pos, Map.of());
    }

    /** The element's own position. */
    public Pos self() {
        return self;
    }

    /** Each field's position by its name, in the file's order. */
    public Map<String, Pos> fields() {
        Map<String, Pos> out = new LinkedHashMap<>();
        for (int i = 0; i < keys.length; i++) {
            out.put(keys[i], pos(i));
        }
        return Collections.unmodifiableMap(out);
    }

    /** The position of a field's value, or of the element itself when the field is absent. */
    public Pos of(String field) {
        int i = find(field);
        return i < 0 ? self : pos(i);
    }

    public boolean has(String field) {
        return find(field) >= 0;
    }

    private int find(String field) {
        if (index != null) {
            Integer i = index.get(field);
            return i == null ? -1 : i;
        }
        for (int i = 0; i < keys.length; i++) {
            if (keys[i].equals(field)) {
                return i;
            }
        }
        return -1;
    }

    private Pos pos(int i) {
        if (elsewhere != null && elsewhere[i] != null) {
            return elsewhere[i];
        }
        return new Pos(self.file(), (int) (packed[i] >>> 32), (int) packed[i]);
    }

    private static long pack(Pos p) {
        return ((long) p.line() << 32) | (p.column() & 0xffffffffL);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Where w) || !self.equals(w.self) || keys.length != w.keys.length) {
            return false;
        }
        if (elsewhere == null && w.elsewhere == null && Arrays.equals(keys, w.keys)) {
            return Arrays.equals(packed, w.packed); // the same names in the same order, in the same file
        }
        return fields().equals(w.fields());
    }

    @Override
    public int hashCode() {
        return 31 * self.hashCode() + fields().hashCode();
    }

    @Override
    public String toString() {
        return "Where[self=" + self + ", fields=" + fields() + "]";
    }

    /** The number of fields (for tests of the compact form). */
    int size() {
        return keys.length;
    }

    /** Whether the positions are held packed in the element's file (for tests). */
    boolean packedInOneFile() {
        return elsewhere == null;
    }
}
