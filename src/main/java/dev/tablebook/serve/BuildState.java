package dev.tablebook.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * What the open pages are told after each build: the number of the site they should show (it
 * changes only when a site was written), the problems of the latest build (input errors as
 * {@code file:line:col: message}, or why no site could be written), and how long it took.
 */
public record BuildState(int build, List<String> problems, long millis) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public BuildState {
        problems = List.copyOf(problems);
    }

    String json() {
        ObjectNode n = JSON.createObjectNode();
        n.put("build", build);
        problems.forEach(n.putArray("problems")::add);
        if (problems.isEmpty()) {
            n.putArray("problems");
        }
        n.put("millis", millis);
        try {
            return JSON.writeValueAsString(n);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
