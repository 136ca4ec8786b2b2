package dev.tablebook.cache;

import dev.tablebook.check.Category;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Pos;
import dev.tablebook.render.FindingView;
import dev.tablebook.render.ServiceSummary;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * The body of the cache file: every field of the {@link Manifest} in a fixed order (counts
 * before lists, a string as its UTF-8 length and bytes, -1 for none), deflated, through buffers
 * (the data streams write and read an int a byte at a time, and the deflater works per call). A
 * build reads it in a few milliseconds, which a text format of every search entry of a thousand
 * services is not.
 */
final class ManifestCodec {
    private ManifestCodec() {
    }

    static byte[] encode(Manifest m) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new DeflaterOutputStream(bytes, deflater, 1 << 16), 1 << 16))) {
            text(out, m.key());
            text(out, m.shared());
            out.writeInt(m.entries().size());
            for (Manifest.Entry e : m.entries()) {
                entry(out, e);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return bytes.toByteArray();
    }

    /** The manifest of a body; a damaged one throws {@link IOException} (or a runtime exception). */
    static Manifest decode(InputStream body) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new InflaterInputStream(body), 1 << 16))) {
            String key = text(in);
            String shared = text(in);
            int n = count(in);
            List<Manifest.Entry> entries = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                entries.add(entry(in));
            }
            if (in.read() != -1) {
                throw new IOException("bytes after the last entry");
            }
            return new Manifest(key, shared, entries);
        }
    }

    private static void entry(DataOutputStream out, Manifest.Entry e) throws IOException {
        text(out, e.file());
        text(out, e.fileKey());
        text(out, e.service());
        out.writeInt(e.outputs().size());
        for (Manifest.Output o : e.outputs()) {
            text(out, o.path());
            out.writeLong(o.size());
        }
        summary(out, e.summary());
        FindingCounts c = e.counts();
        ints(out, c.errors(), c.warnings(), c.infos(), c.accepted());
        out.writeInt(e.failing().size());
        for (Finding f : e.failing()) {
            finding(out, f);
        }
    }

    private static Manifest.Entry entry(DataInputStream in) throws IOException {
        String file = text(in);
        String fileKey = text(in);
        String service = text(in);
        int n = count(in);
        List<Manifest.Output> outputs = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            outputs.add(new Manifest.Output(text(in), in.readLong()));
        }
        ServiceSummary summary = summary(in);
        FindingCounts counts = new FindingCounts(in.readInt(), in.readInt(), in.readInt(), in.readInt());
        int f = count(in);
        List<Finding> failing = new ArrayList<>(f);
        for (int i = 0; i < f; i++) {
            failing.add(finding(in));
        }
        return new Manifest.Entry(file, fileKey, service, outputs, summary, counts, failing);
    }

    private static void summary(DataOutputStream out, ServiceSummary s) throws IOException {
        text(out, s.service());
        text(out, s.title());
        text(out, s.owner());
        text(out, s.status());
        FindingView.Counts c = s.findingCounts();
        ints(out, c.errors(), c.warnings(), c.infos(), c.accepted());
        out.writeBoolean(s.cost().priced());
        text(out, s.cost().expected());
        ints(out, s.patternCount(), s.entityCount(), s.tableCount(), s.indexCount(), s.consumerCount());
        number(out, s.peak());
        number(out, s.expected());
    }

    private static ServiceSummary summary(DataInputStream in) throws IOException {
        String service = text(in);
        String title = text(in);
        String owner = text(in);
        String status = text(in);
        FindingView.Counts counts = new FindingView.Counts(in.readInt(), in.readInt(), in.readInt(), in.readInt());
        ServiceSummary.Cost cost = new ServiceSummary.Cost(in.readBoolean(), text(in));
        int patterns = in.readInt();
        int entities = in.readInt();
        int tables = in.readInt();
        int indexes = in.readInt();
        int consumers = in.readInt();
        return new ServiceSummary(service, title, owner, status, counts, cost, patterns, entities, tables, indexes,
                consumers, number(in), number(in));
    }

    private static void finding(DataOutputStream out, Finding f) throws IOException {
        text(out, f.rule());
        text(out, f.severity().name());
        text(out, f.category().name());
        text(out, f.service());
        text(out, f.pos().file());
        ints(out, f.pos().line(), f.pos().column());
        text(out, f.target());
        text(out, f.message());
        out.writeBoolean(f.accepted());
        text(out, f.reason());
    }

    private static Finding finding(DataInputStream in) throws IOException {
        String rule = text(in);
        Severity severity = Severity.valueOf(text(in));
        Category category = Category.valueOf(text(in));
        String service = text(in);
        Pos pos = new Pos(text(in), in.readInt(), in.readInt());
        return new Finding(rule, severity, category, service, pos, text(in), text(in), in.readBoolean(), text(in));
    }

    private static void ints(DataOutputStream out, int... values) throws IOException {
        for (int v : values) {
            out.writeInt(v);
        }
    }

    private static void number(DataOutputStream out, Double d) throws IOException {
        out.writeBoolean(d != null);
        if (d != null) {
            out.writeLong(Double.doubleToRawLongBits(d));
        }
    }

    private static Double number(DataInputStream in) throws IOException {
        return in.readBoolean() ? Double.longBitsToDouble(in.readLong()) : null;
    }

    private static void text(DataOutputStream out, String s) throws IOException {
        if (s == null) {
            out.writeInt(-1);
            return;
        }
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String text(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n == -1) {
            return null;
        }
        if (n < -1 || n > 1 << 24) {
            throw new IOException("a text of " + n + " bytes");
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    private static int count(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > 1 << 24) {
            throw new EOFException("a count of " + n);
        }
        return n;
    }
}
