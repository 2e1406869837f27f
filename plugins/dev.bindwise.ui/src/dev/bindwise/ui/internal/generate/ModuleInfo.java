package dev.bindwise.ui.internal.generate;

import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IModuleDescription;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.ModuleDeclaration;

/**
 * The module-info.java of a modular Java project (File > New > Java Project makes one by default): a module
 * reads a library only when it requires its module, so the proxy compiles there once the module requires the
 * runtime (and the service's client jar). The lines are inserted after the module's last statement; the rest
 * of the file stays as it is.
 */
final class ModuleInfo {

    private final IModuleDescription module;
    private final ICompilationUnit unit;

    private ModuleInfo(IModuleDescription module, ICompilationUnit unit) {
        this.module = module;
        this.unit = unit;
    }

    /** The project's own module, if it has a module-info.java. */
    static Optional<ModuleInfo> of(IJavaProject project) throws JavaModelException {
        IModuleDescription module = project.getModuleDescription();
        if (module == null || module.getCompilationUnit() == null || module.isAutoModule()) {
            return Optional.empty();
        }
        return Optional.of(new ModuleInfo(module, module.getCompilationUnit()));
    }

    String name() {
        return module.getElementName();
    }

    IFile file() {
        return (IFile) unit.getResource();
    }

    /** Those of the modules it does not require yet. */
    List<String> notRequired(List<String> modules) throws JavaModelException {
        List<String> required = Arrays.asList(module.getRequiredModuleNames());
        return modules.stream().filter(name -> !required.contains(name)).distinct().toList();
    }

    /** Adds {@code requires M;} for each module it does not require yet. */
    void require(List<String> modules, IProgressMonitor monitor) throws CoreException {
        List<String> missing = notRequired(modules);
        if (missing.isEmpty()) {
            return;
        }
        String source = unit.getSource();
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        parser.setSource(unit);
        CompilationUnit parsed = (CompilationUnit) parser.createAST(monitor);
        ModuleDeclaration declaration = parsed.getModule();
        if (declaration == null) {
            throw new CoreException(Status.error(file().getFullPath() + " declares no module: correct it, then generate again."));
        }
        List<?> statements = declaration.moduleStatements();
        int at = statements.isEmpty() ? source.indexOf('{', declaration.getName().getStartPosition()) + 1
                : end((ASTNode) statements.get(statements.size() - 1));
        String newline = source.contains("\r\n") ? "\r\n" : "\n";
        StringBuilder lines = new StringBuilder();
        for (String name : missing) {
            lines.append(newline).append("    requires ").append(name).append(';');
        }
        String edited = source.substring(0, at) + lines + source.substring(at);
        file().setContents(new ByteArrayInputStream(edited.getBytes(Charset.forName(file().getCharset()))),
                IResource.FORCE | IResource.KEEP_HISTORY, monitor);
    }

    private static int end(ASTNode node) {
        return node.getStartPosition() + node.getLength();
    }
}
