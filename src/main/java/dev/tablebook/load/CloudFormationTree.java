package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * The positioned tree of a CloudFormation or SAM template (or of a CDK cloud assembly's JSON
 * files): JSON when the text starts with {@code {}, else YAML with CloudFormation's short-form
 * intrinsic tags read as their long forms (see {@code YamlTree}). The bounds of a design file's
 * tree apply (nesting, aliases, size).
 */
public final class CloudFormationTree {
    private CloudFormationTree() {
    }

    /**
     * The tree, or null when the text cannot be read at all; every problem (a syntax error, an
     * unknown intrinsic tag) is added to {@code problems}.
     */
    public static Node parse(String file, String text, List<InputError> problems) {
        try {
            if (text.stripLeading().startsWith("{")) {
                return TreeBuilder.parseJson(file, text);
            }
            return YamlTree.parseCloudFormation(file, text, problems);
        } catch (TreeBuilder.TreeException e) {
            problems.addAll(e.problems());
            return null;
        }
    }

    /** For a JSON file only (manifest.json): the tree, or null with the problem added. */
    public static Node parseJson(String file, String text, List<InputError> problems) {
        try {
            return TreeBuilder.parseJson(file, text);
        } catch (TreeBuilder.TreeException e) {
            problems.addAll(e.problems());
            return null;
        }
    }

    /** The position a problem without one is reported at: the file's start. */
    public static Pos start(String file) {
        return Pos.of(file);
    }
}
