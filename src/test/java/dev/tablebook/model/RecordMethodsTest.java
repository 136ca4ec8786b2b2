package dev.tablebook.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.cost.PatternInput;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The records whose {@code equals} (and {@code hashCode}) are written out, to spare a short run linking
 * the records' method handles, held to what the compiler generates: each has a twin record of the same
 * components declared here, whose methods are the generated ones. Every pair of instances built from
 * pools of values (equal copies that are not the same object, nulls, 0.0 and -0.0, NaN) must compare
 * alike in both, and where the hash is written out it must be the generated one.
 */
class RecordMethodsTest {
    record EntityTwin(String name, String description, Long count, Long maxPerPartition, Integer sizeBytes,
                      Map<String, Attribute> attributes, Where where, List<Map<String, Object>> samples) {
    }

    record PatternInputTwin(String id, String name, String operation, String table, String index, Rate rate,
                            CallUnits units, boolean transaction, Pos where, double peakMonthRate, String peakNote) {
    }

    record RateTwin(double peak, double average, String window) {
    }

    record PosTwin(String file, int line, int column) {
    }

    record CallUnitsTwin(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<UnitLine> failed,
                         List<String> notes, List<String> guesses) {
    }

    record UnitLineTwin(UnitLine.Kind kind, String table, String index, String entity, double units, String basis) {
    }

    record WindowTwin(String name, int from, int to, Where where) {
    }

    record BlockKeyTwin(long start, long len, long half) {
    }

    private static final Map<Class<?>, List<Object>> POOLS = new LinkedHashMap<>();

    static {
        POOLS.put(String.class, Arrays.asList(null, "a", new String("a"), "b"));
        POOLS.put(Long.class, Arrays.asList(null, 5L, Long.valueOf(5000L), 7L));
        POOLS.put(Integer.class, Arrays.asList(null, 3, Integer.valueOf(3000), 4));
        POOLS.put(int.class, List.of(0, 1, -1));
        POOLS.put(long.class, List.of(0L, 1L, -1L, Double.doubleToRawLongBits(-0.0)));
        POOLS.put(double.class, List.of(0.0, -0.0, Double.NaN, 1.5));
        POOLS.put(boolean.class, List.of(false, true));
        POOLS.put(UnitLine.Kind.class, Arrays.asList(null, UnitLine.Kind.READ, UnitLine.Kind.values()[1]));
        Pos p = new Pos("f.yaml", 1, 2);
        Where w1 = new Where(p, Map.of("x", new Pos("f.yaml", 2, 3)));
        Where w2 = new Where(p, Map.of("x", new Pos("f.yaml", 2, 3)));
        POOLS.put(Where.class, Arrays.asList(null, w1, w2, new Where(new Pos("g.yaml", 1, 1), Map.of())));
        POOLS.put(Pos.class, Arrays.asList(null, p, new Pos("f.yaml", 1, 2), new Pos("f.yaml", 1, 3)));
        POOLS.put(Rate.class, Arrays.asList(null, new Rate(10, 2), new Rate(10, 2), new Rate(10, 2, "night")));
        UnitLine u1 = new UnitLine(UnitLine.Kind.READ, "t", null, null, 1.0, "b");
        UnitLine u2 = new UnitLine(UnitLine.Kind.READ, "t", null, null, 1.0, "b");
        UnitLine u3 = new UnitLine(UnitLine.Kind.READ, "t", "i", null, 1.0, "b");
        POOLS.put(List.class, Arrays.asList(List.of(), List.of(u1), new ArrayList<>(List.of(u2)), List.of(u3)));
        POOLS.put(CallUnits.class, Arrays.asList(null, new CallUnits(List.of(u1), 1, 0, List.of()),
                new CallUnits(List.of(u2), 1, 0, List.of()), new CallUnits(List.of(u3), 1, 0, List.of())));
        Attribute a = new Attribute("pk", AttrType.S, 10, false, false, null, null);
        POOLS.put(Map.class, Arrays.asList(Map.of(), Map.of("pk", a), new LinkedHashMap<>(Map.of("pk", a)),
                Map.of("sk", a)));
    }

    @Test
    void writtenOutMethodsAreTheGeneratedOnes() throws Exception {
        int pairs = 0;
        List<Object> samples = Arrays.asList(List.of(), List.of(Map.of("pk", "a")),
                new ArrayList<>(List.of(new LinkedHashMap<>(Map.of("pk", "a")))), List.of(Map.of("pk", "b")));
        pairs += compare(Entity.class, EntityTwin.class, false, Map.of(List.class, samples));
        pairs += compare(PatternInput.class, PatternInputTwin.class, false, Map.of());
        pairs += compare(Rate.class, RateTwin.class, true, Map.of());
        pairs += compare(Pos.class, PosTwin.class, true, Map.of());
        pairs += compare(CallUnits.class, CallUnitsTwin.class, true, Map.of());
        pairs += compare(UnitLine.class, UnitLineTwin.class, true, Map.of());
        pairs += compare(Traffic.Window.class, WindowTwin.class, true, Map.of());
        pairs += compare(Class.forName("dev.tablebook.analysis.DayShape$Coverage$BlockKey"), BlockKeyTwin.class, true,
                Map.of());
        assertTrue(pairs > 1000, "pairs compared: " + pairs);
    }

    /**
     * Builds instances varying one component at a time from a base (every value of its pool), and compares
     * every pair's equals, and every instance's hash, with the twin's.
     */
    private static int compare(Class<?> type, Class<?> twin, boolean sameHash, Map<Class<?>, List<Object>> own)
            throws Exception {
        RecordComponent[] cs = type.getRecordComponents();
        Constructor<?> make = type.getDeclaredConstructor(Arrays.stream(cs).map(RecordComponent::getType)
                .toArray(Class<?>[]::new));
        Constructor<?> makeTwin = twin.getDeclaredConstructor(Arrays.stream(twin.getRecordComponents())
                .map(RecordComponent::getType).toArray(Class<?>[]::new));
        make.setAccessible(true);
        List<Object[]> args = new ArrayList<>();
        Object[] base = new Object[cs.length];
        for (int i = 0; i < cs.length; i++) {
            List<Object> values = own.getOrDefault(cs[i].getType(), POOLS.get(cs[i].getType()));
            assertTrue(values != null, "no pool for " + cs[i].getType());
            base[i] = nonNull(values);
        }
        args.add(base);
        for (int i = 0; i < cs.length; i++) {
            for (Object v : own.getOrDefault(cs[i].getType(), POOLS.get(cs[i].getType()))) {
                if (v == null && (cs[i].getType() == List.class || cs[i].getType() == Map.class)) {
                    continue;
                }
                Object[] a = base.clone();
                a[i] = v;
                args.add(a);
            }
        }
        List<Object> ours = new ArrayList<>();
        List<Object> theirs = new ArrayList<>();
        for (Object[] a : args) {
            ours.add(make.newInstance(a));
            theirs.add(makeTwin.newInstance(a));
        }
        int n = 0;
        for (int i = 0; i < ours.size(); i++) {
            if (sameHash) {
                assertEquals(theirs.get(i).hashCode(), ours.get(i).hashCode(), type + " hash of " + Arrays.toString(args.get(i)));
            }
            assertTrue(!ours.get(i).equals(null) && !ours.get(i).equals(theirs.get(i)), type + " equals another type");
            for (int j = 0; j < ours.size(); j++) {
                assertEquals(theirs.get(i).equals(theirs.get(j)), ours.get(i).equals(ours.get(j)),
                        type + ": " + Arrays.toString(args.get(i)) + " vs " + Arrays.toString(args.get(j)));
                n++;
            }
        }
        return n;
    }

    private static Object nonNull(List<Object> values) {
        return values.stream().filter(v -> v != null).findFirst().orElseThrow();
    }
}
