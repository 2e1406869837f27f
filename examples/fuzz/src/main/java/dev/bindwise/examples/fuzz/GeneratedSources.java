package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles what generate wrote, as the user's build would, against this JVM's class path (which has the runtime).
 * Classes the WSDL's type mapping names (a service's own classes, absent here) are no fault of the generator: an
 * error that a symbol or package cannot be found is excused, any other error is not.
 */
final class GeneratedSources {

    private static final Set<String> EXCUSED = Set.of("compiler.err.cant.resolve", "compiler.err.cant.resolve.location",
            "compiler.err.cant.resolve.location.args", "compiler.err.doesnt.exist", "compiler.err.cant.access",
            "compiler.err.cant.resolve.args", "compiler.err.cant.apply.symbol");

    private GeneratedSources() {
    }

    /** The first errors javac reports that are the generator's, or null when there are none. */
    static String errors(Path out, Path classes) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this JVM (" + System.getProperty("java.home") + ") has no Java compiler");
        }
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(out)) {
            sources = walk.filter(path -> path.toString().endsWith(".java") && Files.isRegularFile(path)).toList();
            Files.createDirectories(classes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (sources.isEmpty()) {
            return null;
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, null)) {
            javac.getTask(null, files, diagnostics, List.of("--release", "17", "-proc:none", "-nowarn",
                    "-classpath", System.getProperty("java.class.path"), "-d", classes.toString()), null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR && !EXCUSED.contains(d.getCode()))
                .limit(3)
                .map(d -> (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                        + d.getMessage(Locale.ROOT))
                .collect(Collectors.joining("\n"));
        return errors.isEmpty() ? null : errors;
    }
}
