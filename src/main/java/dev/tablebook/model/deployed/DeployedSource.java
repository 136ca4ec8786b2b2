package dev.tablebook.model.deployed;

import java.util.List;

/**
 * A source of deployed tables: what kind, where (a template or assembly path as given, an endpoint
 * URL), the git commit the file was read at when it is in a repository (null otherwise), when a
 * live endpoint was read (ISO instant; null for files), and what was assumed to read it.
 */
public record DeployedSource(Kind kind, String location, String commit, String readAt, List<String> assumptions) {
    public DeployedSource {
        assumptions = List.copyOf(assumptions);
    }

    public enum Kind {
        TEMPLATE("template"), ASSEMBLY("cdk-assembly"), ENDPOINT("endpoint");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        public static Kind of(String label) {
            for (Kind k : values()) {
                if (k.label.equals(label)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("no source kind " + label);
        }
    }
}
