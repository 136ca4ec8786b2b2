package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * Can the key schema a pattern targets serve its key condition? DynamoDB's rules: a Query names
 * every partition attribute with equality (all of a multi-attribute key), then sort attributes
 * left to right with equality, at most one range and only on the last one given; GetItem and the
 * batch/transaction reads give one item's full primary key on the base table; SearchVectors
 * searches a vector index and must give its partition when it has one. A key that gives the
 * whole primary key must also be able to build the stored key ({@link StoredKeyCoverage}).
 */
public final class KeyConditionCheck {
    private KeyConditionCheck() {
    }

    public static List<KeyProblem> problems(Design design, AccessPattern p) {
        KeyTarget target = KeyTarget.resolve(design, p);
        if (target == null) {
            return List.of(); // an unknown table or index is an input error, reported by the loader
        }
        List<KeyProblem> out = new ArrayList<>();
        Operation op = p.operation();
        switch (op) {
            case Query -> {
                if (target.isVector()) {
                    out.add(new KeyProblem(p.where().of("index"), p.id() + " queries " + target.describe()
                            + ", which only SearchVectors can read: use operation SearchVectors"));
                } else {
                    queryKey(p, target, out);
                }
            }
            case Scan -> {
                if (target.isVector()) {
                    out.add(new KeyProblem(p.where().of("index"), p.id() + " scans " + target.describe()
                            + ", which only SearchVectors can read: use operation SearchVectors"));
                }
                if (!p.key().isEmpty()) {
                    out.add(new KeyProblem(p.where().of("key"), p.id() + " is a Scan with a key condition: "
                            + "a Scan takes none; make it a Query on " + target.describe()));
                }
            }
            case SearchVectors -> vectorKey(p, target, out);
            case GetItem, BatchGetItem, TransactGetItems -> {
                if (!target.isTable()) {
                    out.add(new KeyProblem(p.where().of("index"), p.id() + ": " + op + " reads the base table by "
                            + "primary key and cannot target " + target.describe() + "; use a Query on the index"));
                } else {
                    fullKey(p, target, out);
                }
            }
            default -> writeKey(p, target, out);
        }
        if (out.isEmpty()) {
            out.addAll(StoredKeyCoverage.problems(design, p));
        }
        return out;
    }

    private static void queryKey(AccessPattern p, KeyTarget target, List<KeyProblem> out) {
        notKeys(p, target, out);
        for (String attr : target.partition()) {
            KeyCondition c = p.condition(attr);
            if (c == null) {
                out.add(new KeyProblem(p.where().of("key"), p.id() + " gives no equality on partition attribute `"
                        + attr + "` of " + target.describe() + partitionHint(target)
                        + ": a Query must name one partition; add `" + attr + ": \"...\"` to its key"));
            } else if (c.op().isRange()) {
                out.add(new KeyProblem(c.where().self(), p.id() + " puts a " + c.op().symbol()
                        + " condition on partition attribute `" + attr + "` of " + target.describe()
                        + ": partition attributes take equality only; move the range to a sort attribute"));
            }
        }
        String skipped = null;
        KeyCondition range = null;
        for (String attr : target.sort()) {
            KeyCondition c = p.condition(attr);
            if (c == null) {
                if (skipped == null) {
                    skipped = attr;
                }
                continue;
            }
            if (skipped != null) {
                out.add(new KeyProblem(c.where().self(), p.id() + " constrains sort attribute `" + attr
                        + "` of " + target.describe() + " but not `" + skipped + "` before it: sort attributes "
                        + "are matched left to right; add a condition on `" + skipped + "` or reorder the sort key"));
            } else if (range != null) {
                out.add(new KeyProblem(c.where().self(), p.id() + " has a condition on sort attribute `" + attr
                        + "` after the range on `" + range.attribute() + "` (" + target.describe()
                        + "): only the last sort attribute given may take a range; make `" + range.attribute()
                        + "` an equality or drop the condition on `" + attr + "`"));
            }
            if (c.op() == KeyCondition.Op.BEGINS_WITH && target.table().keyType(attr) == AttrType.N) {
                out.add(new KeyProblem(c.where().self(), p.id() + " uses begins_with on sort attribute `" + attr
                        + "` of " + target.describe() + ", a number (N): DynamoDB takes begins_with on string and "
                        + "binary keys only; select the numbers with between, or with >= and <"));
            }
            if (c.op().isRange() && range == null) {
                range = c;
            }
        }
    }

    private static String partitionHint(KeyTarget target) {
        return target.partition().size() > 1
                ? " (a multi-attribute partition key: every one of " + String.join(", ", target.partition())
                        + " needs equality)"
                : "";
    }

    private static void notKeys(AccessPattern p, KeyTarget target, List<KeyProblem> out) {
        for (KeyCondition c : p.key()) {
            if (!target.keyAttributes().contains(c.attribute())) {
                out.add(new KeyProblem(c.where().self(), p.id() + " names `" + c.attribute()
                        + "`, which is not a key attribute of " + target.describe() + " (its keys: "
                        + String.join(", ", target.keyAttributes()) + "); filter on it or add an index keyed on it"));
            }
        }
    }

    private static void fullKey(AccessPattern p, KeyTarget target, List<KeyProblem> out) {
        notKeys(p, target, out);
        for (String attr : target.keyAttributes()) {
            KeyCondition c = p.condition(attr);
            if (c == null) {
                out.add(new KeyProblem(p.where().of("key"), p.id() + ": " + p.operation()
                        + " gives the full primary key of one item, but its key has no equality on `" + attr
                        + "` of " + target.describe() + "; add it, or use a Query for a range of items"));
            } else if (c.op().isRange()) {
                out.add(new KeyProblem(c.where().self(), p.id() + ": " + p.operation() + " takes equality on `"
                        + attr + "`, not " + c.op().symbol() + "; use a Query for a range of items"));
            }
        }
    }

    private static void vectorKey(AccessPattern p, KeyTarget target, List<KeyProblem> out) {
        if (!target.isVector()) {
            out.add(new KeyProblem(p.where().of("index"), p.id() + " is a SearchVectors call on "
                    + target.describe() + ": SearchVectors needs a vector index; name one in `index`"));
            return;
        }
        String partition = target.vectorIndex().partition();
        for (KeyCondition c : p.key()) {
            if (!c.attribute().equals(partition)) {
                out.add(new KeyProblem(c.where().self(), p.id() + " names `" + c.attribute() + "` in its key, but "
                        + target.describe() + (partition == null ? " has no partition" : " is partitioned by `"
                        + partition + "` only") + "; use the index's filters for other attributes"));
            } else if (c.op().isRange()) {
                out.add(new KeyProblem(c.where().self(), p.id() + " puts a " + c.op().symbol()
                        + " condition on `" + partition + "`, the partition of " + target.describe()
                        + ": a search names its partition with equality"));
            }
        }
        if (partition != null && p.condition(partition) == null) {
            out.add(new KeyProblem(p.where().of("key"), p.id() + " searches " + target.describe()
                    + " without its partition `" + partition + "`, which every search must supply; add `"
                    + partition + ": \"...\"` to its key"));
        }
    }

    private static void writeKey(AccessPattern p, KeyTarget target, List<KeyProblem> out) {
        if (!target.isTable()) {
            out.add(new KeyProblem(p.where().of("index"), p.id() + ": a " + p.operation()
                    + " writes the base table; indexes are maintained by DynamoDB and cannot be written ("
                    + target.describe() + "); remove `index`"));
        } else if (!p.key().isEmpty()) {
            fullKey(p, target, out);
        }
    }
}
