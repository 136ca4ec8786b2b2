package dev.tablebook.render.verify;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

import java.io.UncheckedIOException;

/**
 * {@code verify --format json}: the shape of cli.md, plus when it ran, the notes, each units
 * explanation, each pattern's items (expected and returned) and how many verified patterns a
 * non-empty answer proved.
 */
public final class VerifyJson {
    private VerifyJson() {
    }

    public static String render(VerifyReport r) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        root.put("engine", r.engine());
        root.put("endpoint", r.endpoint());
        root.put("verified_at", r.verifiedAt());
        root.put("dummy_credentials", r.dummyCredentials());
        root.put("verified", r.verified());
        root.put("proved_by_items", r.provedByItems());
        root.put("stopped", r.stopped());
        ArrayNode left = root.putArray("left_behind");
        r.leftBehind().forEach(left::add);
        ArrayNode services = root.putArray("services");
        for (ServiceResult s : r.services()) {
            ObjectNode sn = services.addObject();
            sn.put("service", s.service());
            sn.put("file", s.file());
            ArrayNode notes = sn.putArray("engine_notes");
            s.engineNotes().forEach(notes::add);
            ArrayNode patterns = sn.putArray("patterns");
            for (PatternResult p : s.patterns()) {
                ObjectNode n = patterns.addObject();
                n.put("id", p.id());
                n.put("status", p.status().label());
                n.put("reason", p.reason());
                n.put("file", p.pos().file());
                n.put("line", p.pos().line());
                n.put("column", p.pos().column());
                units(n, "predicted", p.predicted());
                units(n, "consumed", p.consumed());
                n.put("units_note", p.unitsNote());
                ArrayNode pn = n.putArray("notes");
                p.notes().forEach(pn::add);
                items(n, p.items());
            }
        }
        ArrayNode errors = root.putArray("input_errors");
        r.inputErrors().forEach(errors::add);
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void items(ObjectNode n, PatternResult.Items i) {
        if (i == null) {
            n.putNull("items");
            return;
        }
        ObjectNode o = n.putObject("items");
        ArrayNode expected = o.putArray("expected");
        i.expected().forEach(expected::add);
        if (i.anyOf() == null) {
            o.putNull("any_of");
        } else {
            o.put("any_of", i.anyOf());
        }
        ArrayNode returned = o.putArray("returned");
        i.returned().forEach(returned::add);
    }

    private static void units(ObjectNode n, String field, PatternResult.Units u) {
        if (u == null) {
            n.putNull(field);
            return;
        }
        ObjectNode o = n.putObject(field);
        o.put("read_units", u.readUnits());
        o.put("write_units", u.writeUnits());
    }
}
