package dev.tablebook.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.model.Pos;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Reads the JSON a {@code verify --format json} run wrote, for {@code build --verified}. */
public final class VerifiedReader {
    /** The file is not a verify report; the message says where and why. */
    public static final class NotAReport extends Exception {
        private static final long serialVersionUID = 1L;

        NotAReport(String message) {
            super(message);
        }
    }

    private VerifiedReader() {
    }

    public static VerifyReport read(Path file) throws NotAReport {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(Files.readString(file));
        } catch (JsonProcessingException e) {
            throw new NotAReport(file + ":" + e.getLocation().getLineNr() + ":" + e.getLocation().getColumnNr()
                    + ": not a verify report: not JSON (" + TreeBuilder.plain(YamlMessages.firstLine(e.getOriginalMessage())) + ")");
        } catch (java.nio.file.NoSuchFileException e) {
            throw new NotAReport(file + ": no such file (a `verify --format json` report is expected)");
        } catch (IOException e) {
            throw new NotAReport("cannot read " + file + ": " + e.getMessage());
        }
        if (root == null || !root.isObject() || !root.path("engine").isTextual() || !root.path("services").isArray()) {
            throw new NotAReport(file + ": not a verify report (expected `engine` and `services`; write one with"
                    + " `tablebook verify --format json`)");
        }
        List<ServiceResult> services = new ArrayList<>();
        for (JsonNode s : root.get("services")) {
            List<PatternResult> patterns = new ArrayList<>();
            for (JsonNode p : s.path("patterns")) {
                patterns.add(new PatternResult(text(p, "id"), text(p, "id"), status(file, p), text(p, "reason"),
                        new Pos(text(p, "file"), p.path("line").asInt(1), p.path("column").asInt(1)),
                        units(p.path("predicted")), units(p.path("consumed")), text(p, "units_note"),
                        strings(p.path("notes")), items(p.path("items"))));
            }
            services.add(new ServiceResult(text(s, "service"), text(s, "file"), patterns, strings(s.path("engine_notes"))));
        }
        return new VerifyReport(text(root, "engine"), text(root, "endpoint"), text(root, "verified_at"),
                root.path("dummy_credentials").asBoolean(false), services, strings(root.path("input_errors")),
                text(root, "stopped"), strings(root.path("left_behind")));
    }

    private static PatternResult.Status status(Path file, JsonNode p) throws NotAReport {
        String s = text(p, "status");
        for (PatternResult.Status st : PatternResult.Status.values()) {
            if (st.label().equals(s)) {
                return st;
            }
        }
        throw new NotAReport(file + ": pattern " + text(p, "id") + " has status `" + s + "`, not one of "
                + Arrays.stream(PatternResult.Status.values()).map(PatternResult.Status::label).toList()
                + Suggest.hint(String.valueOf(s).toLowerCase(Locale.ROOT),
                Arrays.stream(PatternResult.Status.values()).map(PatternResult.Status::label).toList()));
    }

    private static PatternResult.Items items(JsonNode n) {
        return n.isObject() ? new PatternResult.Items(strings(n.path("expected")),
                n.path("any_of").isInt() ? n.path("any_of").asInt() : null, strings(n.path("returned"))) : null;
    }

    private static PatternResult.Units units(JsonNode n) {
        return n.isObject() ? new PatternResult.Units(n.path("read_units").asDouble(), n.path("write_units").asDouble())
                : null;
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isNull() || v.isMissingNode() ? null : v.asText();
    }

    private static List<String> strings(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(x -> out.add(x.asText()));
        return out;
    }
}
