package dev.tablebook.render.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.format.JsonText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonOut#num} writes what the generator writes from {@link Double#toString}: the same text for
 * whole numbers of every size around the cut at 10 million, zeros of both signs, values next to whole
 * numbers, and random doubles of every magnitude, each written several times in one document (so
 * that most are written from the document's {@link NumberTexts}, some after their slot was taken by
 * another value), through the character generator and the UTF-8 one.
 */
class JsonOutNumberTest {
    static List<Double> values() {
        List<Double> values = new ArrayList<>(List.of(0.0, -0.0, 1.0, -1.0, 9_999_999.0, -9_999_999.0, 1e7, -1e7, 1e7 + 1,
                0.5, 1e-3, 9.999e-4, 131.0, Math.nextUp(131.0), Math.nextDown(131.0), 4.5e15, 9.2e18, 1e300, Double.MIN_VALUE,
                Double.MAX_VALUE, (double) Long.MAX_VALUE, (double) Long.MIN_VALUE, (double) Integer.MAX_VALUE,
                (double) Integer.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        SplittableRandom random = new SplittableRandom(32);
        for (int i = 0; i < 200_000; i++) {
            switch (i % 4) {
                case 0 -> values.add((double) (random.nextLong(20_000_000) - 10_000_000));
                case 1 -> values.add(random.nextInt(100_000) / 100.0);
                case 2 -> values.add(Math.rint(random.nextDouble() * Math.pow(10, random.nextInt(20))));
                default -> values.add(Double.longBitsToDouble(random.nextLong()));
            }
        }
        // each value again soon after (a day's repeated loads), and the whole list again later
        List<Double> repeated = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            repeated.add(values.get(i));
            repeated.add(values.get(Math.max(0, i - random.nextInt(200))));
        }
        repeated.addAll(values);
        return repeated;
    }

    @Test
    void numbersAreTheGeneratorsTextByteForByte() {
        List<Double> values = values();
        int whole = 0;
        for (double v : values) {
            whole += v == Math.rint(v) && Math.abs(v) < 1e7 ? 1 : 0;
        }
        String expected = JsonText.generate(JsonText.Layout.CONTRACT, g -> {
            g.writeStartObject();
            for (double v : values) {
                if (Double.isFinite(v)) {
                    g.writeNumberField("v", v);
                } else {
                    g.writeNullField("v");
                }
            }
            g.writeEndObject();
        }) + "\n";
        JsonOut.Body body = out -> {
            out.start();
            for (double v : values) {
                out.num("v", v);
            }
            out.end();
        };
        assertEquals(expected, JsonOut.render(body));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            JsonOut.write(body, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals(expected, bytes.toString(StandardCharsets.UTF_8));
        // the whole-number path is taken, not only the fallback
        assertEquals(true, whole > 100_000, whole + " whole numbers");
    }

    @Test
    void aDocumentWithCachedNamesIsTheGeneratorsDocument() {
        String expected = JsonText.generate(JsonText.Layout.CONTRACT, g -> {
            g.writeStartObject();
            g.writeObjectFieldStart("a");
            g.writeNumberField("x", 12.0);
            g.writeNumberField("y", 0.25);
            g.writeNullField("z");
            g.writeArrayFieldStart("list");
            g.writeString("é\"\\");
            g.writeEndArray();
            g.writeArrayFieldStart("empty");
            g.writeEndArray();
            g.writeBooleanField("b", true);
            g.writeNumberField("n", 7L);
            g.writeEndObject();
            g.writeEndObject();
        });
        for (int round = 0; round < 2; round++) {
            String actual = JsonOut.render(out -> out.start().object("a").num("x", 12.0).num("y", 0.25).num("z", Double.NaN)
                    .strings("list", List.of("é\"\\")).array("empty").endArray().bool("b", true).integer("n", 7L).end().end());
            assertEquals(expected + "\n", actual);
        }
    }

    @Test
    void namesOfEveryKindAreTheGeneratorsInEitherForm() throws IOException {
        // names the document keeps quoted, names past the kept number, and names with surrogates
        // (paired, and alone: the UTF-8 writer encodes those as "?", which the bytes must match)
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            names.add("name " + i);
        }
        names.addAll(List.of("\ud800 alone", "x \udc00", "pair \ud83d\ude00", "é", "\"quoted\""));
        List<String> all = new ArrayList<>(names);
        all.addAll(names);
        all.addAll(names.subList(1490, names.size()));
        String expected = JsonText.generate(JsonText.Layout.CONTRACT, g -> {
            g.writeStartObject();
            for (String n : all) {
                g.writeNumberField(n, 1.5);
                g.writeStringField(n, n);
            }
            g.writeEndObject();
        }) + "\n";
        JsonOut.Body body = out -> {
            out.start();
            for (String n : all) {
                out.num(n, 1.5).str(n, n);
            }
            out.end();
        };
        assertEquals(expected, JsonOut.render(body));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonOut.write(body, bytes);
        assertEquals(true, java.util.Arrays.equals(expected.getBytes(StandardCharsets.UTF_8), bytes.toByteArray()));
        assertEquals(true, bytes.toString(StandardCharsets.UTF_8).contains("\"? alone\": 1.5"));
    }
}
