package dev.tablebook.diff;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Rate;
import dev.tablebook.model.WriteLeg;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * How a field's value is shown in a diff: one line of text, the same on every run, so that two
 * values are equal exactly when a reviewer would read them as equal. Null means absent.
 */
final class Shown {
    private Shown() {
    }

    static String text(Object o) {
        return o == null ? null : String.valueOf(o);
    }

    /** A number without trailing zeros or exponent: 400, 0.05. */
    static String num(Number n) {
        if (n == null) {
            return null;
        }
        BigDecimal b = new BigDecimal(n.toString()).stripTrailingZeros();
        return b.scale() < 0 ? b.setScale(0).toPlainString() : b.toPlainString();
    }

    static String flag(boolean b) {
        return b ? "true" : "false";
    }

    /** An enum as the design file spells it: {@code STANDARD_IA} → {@code standard-ia}. */
    static String yaml(Enum<?> e) {
        return e == null ? null : e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static String list(Collection<?> items) {
        if (items == null) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (Object o : items) {
            parts.add(o instanceof Number n ? num(n) : String.valueOf(o));
        }
        return "[" + String.join(", ", parts) + "]";
    }

    /** Empty lists are shown as absent, so that "no replicas" and "replicas: []" read the same. */
    static String listOrAbsent(Collection<?> items) {
        return items == null || items.isEmpty() ? null : list(items);
    }

    static String rate(Rate r) {
        if (r == null) {
            return null;
        }
        return r.peak() == r.average() ? num(r.peak()) + "/s" : num(r.peak()) + "/s peak, " + num(r.average()) + "/s average";
    }

    static String key(AccessPattern p) {
        if (p.key().isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (KeyCondition c : p.key()) {
            String operands = switch (c.op()) {
                case BETWEEN -> c.operands().get(0).text() + " and " + c.operands().get(1).text();
                default -> c.operand().text();
            };
            parts.add(c.attribute() + " " + c.op().symbol() + " " + operands);
        }
        return String.join("; ", parts);
    }

    static String writes(List<WriteLeg> legs) {
        if (legs.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (WriteLeg l : legs) {
            StringBuilder sb = new StringBuilder(l.action().yamlName());
            sb.append(' ');
            if (l.count() != 1) {
                sb.append(l.count()).append(" × ");
            }
            sb.append(l.entity()).append(" in ").append(l.table());
            if (l.condition() != null) {
                sb.append(" if ").append(l.condition());
            }
            if (l.attributes() != null) {
                sb.append(" touching ").append(list(l.attributes()));
            }
            if (l.previousBytes() != null) {
                sb.append(", previous ").append(l.previousBytes()).append(" bytes");
            }
            if (l.retentionDays() != null) {
                sb.append(", kept ").append(l.retentionDays()).append(" days");
            }
            parts.add(sb.toString());
        }
        return String.join("; ", parts);
    }

    static String capacity(Capacity c) {
        if (c == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(yaml(c.mode()));
        if (c.read() != null || c.write() != null) {
            sb.append(" read ").append(c.read() == null ? "?" : c.read())
                    .append(" write ").append(c.write() == null ? "?" : c.write());
        }
        Capacity.Autoscaling a = c.autoscaling();
        if (a != null) {
            sb.append(", autoscaling ").append(a.min() == null ? "?" : a.min()).append('–')
                    .append(a.max() == null ? "?" : a.max());
            if (a.target() != null) {
                sb.append(" at ").append(num(a.target()));
            }
        }
        Capacity.Reserved r = c.reserved();
        if (r != null) {
            sb.append(", reserved ").append(r.term() == Capacity.Term.ONE_YEAR ? "1y" : "3y")
                    .append(" read ").append(r.read() == null ? "?" : r.read())
                    .append(" write ").append(r.write() == null ? "?" : r.write());
        }
        return sb.toString();
    }
}
