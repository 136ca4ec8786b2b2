package dev.tablebook.testing;

import com.sun.source.util.JavacTask;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * The syntax errors javac finds in a printed Java SDK example: its import lines above a class,
 * every other line the body of a method that may throw. Parsed only (no class path needed);
 * {@code PrintedExamplesTest} compiles and runs the examples of the designs against the SDK.
 */
public final class JavaSyntax {
    private JavaSyntax() {
    }

    /** Each error as "message at line N" of the wrapped source; empty when it parses. */
    public static List<String> errors(String snippet) {
        String imports = snippet.lines().filter(l -> l.startsWith("import ")).reduce("", (a, b) -> a + b + "\n");
        String body = snippet.lines().filter(l -> !l.startsWith("import ")).reduce("", (a, b) -> a + b + "\n");
        String source = imports + "class Snippet { void run() throws Exception {\n" + body + "} }\n";
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Snippet.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        try {
            ((JavacTask) ToolProvider.getSystemJavaCompiler().getTask(null, null, diagnostics, List.of("-proc:none"), null,
                    List.of(file))).parse();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(null) + " at line " + d.getLineNumber()).toList();
    }
}
