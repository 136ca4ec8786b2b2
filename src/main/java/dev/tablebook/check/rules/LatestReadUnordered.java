package dev.tablebook.check.rules;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.format.CodeSpan;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

@RuleInfo(id = "latest-read-unordered", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A read of the latest items takes the first of a sort order that is not by time",
        description = "A Query returns items in the order of the sort key, and no order at all where the index "
                + "has none. A read named for the latest, newest or most recent items that takes the first one "
                + "(`limit`) gets the newest only when the sort key's first varying part is a time or a rising "
                + "sequence, and only in descending order; otherwise it returns the greatest id, the first status, "
                + "or any item.")
public final class LatestReadUnordered implements Rule {
    /** Words that name a read of the newest items ("last name" is no time). */
    private static final Pattern LATEST = Pattern.compile(
            "\\b(latest|newest|most[ -]recent|recent|last(?!\\s+name))\\b", Pattern.CASE_INSENSITIVE);
    /** Words of an attribute name that order by time or by a rising sequence. */
    private static final Set<String> ORDERED_WORDS = Set.of("at", "on", "time", "timestamp", "ts", "date", "datetime",
            "day", "week", "month", "year", "hour", "minute", "created", "updated", "modified", "epoch", "when",
            "ulid", "ksuid", "seq", "sequence", "version", "revision", "rev", "period", "instant");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}]+)}");
    /** A lower-case letter or digit before a capital: where a camel-case name's words meet. */
    private static final Pattern CAMEL_JOINT = Pattern.compile("([a-z0-9])([A-Z])");
    private static final Pattern NOT_WORD = Pattern.compile("[^a-z0-9]+");
    /** Sample values that sort by time: an ISO-8601 date, epoch seconds or milliseconds, a ULID. */
    private static final Pattern TIME_VALUE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}.*|\\d{10}|\\d{13}|[0-9A-HJKMNP-TV-Z]{26}");

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (!(p instanceof Read r) || r.operation() != Operation.Query || r.limit() == null) {
                continue;
            }
            // the read's name says what it is for; its description only when it has no name (prose mentions "last")
            String words = r.name() != null ? r.name() : r.description() == null ? "" : r.description();
            Matcher latest = LATEST.matcher(words);
            Table t = ctx.design().tables().get(r.table());
            if (!latest.find() || t == null) {
                continue;
            }
            String said = "\"" + latest.group(1) + "\"";
            Index x = r.index() == null ? null : t.indexes().get(r.index());
            String where = x == null ? "table " + t.name() : "index " + x.name();
            List<String> sort = x != null ? x.sort() : t.sortKey() == null ? List.of() : List.of(t.sortKey());
            if (sort.isEmpty()) {
                out.add(finding(ctx, r.where().of("limit"), r.id(), r.id() + " reads the " + said + " item with "
                        + CodeSpan.of("limit: " + r.limit()) + ", but " + where + " has no sort key: a Query "
                        + "returns the items of one partition key value in no defined order, so it returns any of "
                        + "them. Query a table or index whose sort key starts with a time (`{created_at}`) and read "
                        + "it in descending order, or keep one latest item updated on each write"));
                continue;
            }
            judge(ctx, r, t, where, sort, said, out);
        }
        return out;
    }

    private void judge(CheckContext ctx, Read r, Table t, String where, List<String> sort, String said,
                       List<Finding> out) {
        for (String key : sort) {
            KeyCondition c = r.condition(key);
            if (c != null && c.op() == KeyCondition.Op.EQ) {
                continue; // this part of the sort key is fixed: the order is decided by the next
            }
            for (String name : r.returns()) {
                Entity e = ctx.design().entities().get(name);
                KeyTemplate template = e == null ? null : IndexMembership.template(t, e, key);
                if (template == null) {
                    continue;
                }
                String first = firstVarying(template, c);
                if (first == null) {
                    continue;
                }
                String stored = CodeSpan.of(key + ": " + template.text());
                if (!ordered(e, first)) {
                    out.add(finding(ctx, r.where().of("limit"), r.id(), r.id() + " reads the " + said + " "
                            + e.name() + (r.limit() == 1 ? "" : " items") + " with " + CodeSpan.of("limit: " + r.limit()) + ", but " + stored + " of "
                            + where + " orders the items by " + CodeSpan.of(first) + ", which is neither a time nor "
                            + "a rising sequence: the Query returns the " + (r.descending() ? "greatest" : "least")
                            + " " + CodeSpan.of(first) + ", not the newest item. Lead the sort key with a time "
                            + "(`" + template.literalPrefix() + "{created_at}#{" + first + "}`) or a time-ordered id "
                            + "(ULID, KSUID) and read it in descending order, or keep one latest item updated on "
                            + "each write"));
                    return;
                }
                if (!r.descending()) {
                    out.add(finding(ctx, r.where().of("limit"), r.id(), r.id() + " reads the " + said + " "
                            + e.name() + (r.limit() == 1 ? "" : " items") + " with " + CodeSpan.of("limit: " + r.limit()) + " in ascending order (the "
                            + "default): " + stored + " of " + where + " orders by " + CodeSpan.of(first)
                            + ", so the Query returns the oldest. Add `order: descending` (ScanIndexForward: false)"));
                    return;
                }
            }
            return; // later parts of the sort key order only within equal values of this one
        }
    }

    /**
     * The first placeholder of the stored template that the key condition does not fix: a
     * begins_with or a comparison fixes the whole #-separated parts before its last one, a
     * between the parts its two bounds share.
     */
    static String firstVarying(KeyTemplate stored, KeyCondition c) {
        String[] parts = stored.text().split("#", -1);
        int fixed = 0;
        if (c != null) {
            String[] first = c.operand().text().split("#", -1);
            if (c.op() == KeyCondition.Op.BETWEEN && c.operands().size() == 2) {
                String[] second = c.operands().get(1).text().split("#", -1);
                while (fixed < first.length - 1 && fixed < second.length - 1 && first[fixed].equals(second[fixed])) {
                    fixed++;
                }
            } else {
                fixed = first.length - 1;
            }
        }
        for (int i = fixed; i < parts.length; i++) {
            Matcher m = PLACEHOLDER.matcher(parts[i]);
            if (m.find()) {
                return m.group(1);
            }
        }
        return null;
    }

    /** An attribute that orders by time or by a rising sequence: by its name's words, or by its samples. */
    static boolean ordered(Entity e, String attribute) {
        String spaced = CAMEL_JOINT.matcher(attribute).replaceAll("$1 $2").toLowerCase(Locale.ROOT);
        for (String word : NOT_WORD.split(spaced)) {
            if (ORDERED_WORDS.contains(word)) {
                return true;
            }
        }
        int seen = 0;
        for (Map<String, Object> sample : e.samples()) {
            Object v = sample.get(attribute);
            if (v == null) {
                continue;
            }
            if (!TIME_VALUE.matcher(String.valueOf(v)).matches()) {
                return false;
            }
            seen++;
        }
        return seen > 0;
    }
}
