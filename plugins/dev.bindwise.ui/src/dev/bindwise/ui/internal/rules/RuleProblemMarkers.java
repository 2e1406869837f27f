package dev.bindwise.ui.internal.rules;

import java.io.UnsupportedEncodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.policy.RuleProblem;
import dev.bindwise.core.policy.RuleReach;
import dev.bindwise.core.policy.ServiceNames;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;

/**
 * Compiles a rule file the way select loads it (beside the default rules) and keeps one Problems marker
 * per error on the file, at its line and column, with core's message; a file that compiles has none. A file that
 * compiles gets a warning for each condition that no WSDL of its project can meet ({@link RuleReach}: an
 * operation, port or kind the WSDLs do not have), since Drools compiles it and it silently matches nothing.
 */
public final class RuleProblemMarkers {

    /** The marker type, declared in plugin.xml (a problem marker and a text marker). */
    public static final String TYPE = "dev.bindwise.ui.ruleProblem";

    /** The family of the compile jobs, so that callers (and tests) can wait for them. */
    public static final Object JOB_FAMILY = RuleProblemMarkers.class;

    /** One compilation at a time: a later save's result must not be overwritten by an earlier one's. */
    private static final ISchedulingRule ONE_AT_A_TIME = new ISchedulingRule() {
        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }
    };

    private RuleProblemMarkers() {
    }

    /** Compiles the file in a background job and replaces its markers. */
    public static Job check(IFile file) {
        Job job = new WorkspaceJob("Compiling the rules of " + file.getName()) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                update(file);
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        job.setRule(ONE_AT_A_TIME);
        job.schedule();
        return job;
    }

    /** Compiles now, on the caller's thread, and replaces the file's markers with the errors found. */
    public static void update(IFile file) throws CoreException {
        IPath location = file.getLocation();
        if (location == null || !file.exists()) {
            return;
        }
        Path path = location.toFile().toPath();
        List<RuleProblem> problems;
        try {
            RuleBase.load(List.of(path));
            problems = List.of();
        } catch (RuleCompileException e) {
            problems = e.problems();
        }
        String text = text(file);
        List<RuleProblem> warnings = problems.isEmpty() ? RuleReach.check(path.toString(), text, wsdlsBeside(file))
                : List.of();
        file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
        for (RuleProblem problem : problems) {
            file.createMarker(TYPE, attributes(problem, path, text, IMarker.SEVERITY_ERROR));
        }
        for (RuleProblem warning : warnings) {
            file.createMarker(TYPE, attributes(warning, path, text, IMarker.SEVERITY_WARNING));
        }
    }

    /** The names of the WSDLs of the rule file's project that read (one that does not read has its own markers). */
    private static List<ServiceNames> wsdlsBeside(IFile file) throws CoreException {
        List<ServiceNames> services = new ArrayList<>();
        file.getProject().accept(resource -> {
            if (resource instanceof IFile wsdl && "wsdl".equalsIgnoreCase(wsdl.getFileExtension())) {
                try {
                    services.add(ServiceNames.of(WorkspaceSelection.readWsdl(wsdl), wsdl.getName()));
                } catch (WsdlReadException e) {
                    // not a WSDL the rules can be checked against
                }
            }
            return !(resource instanceof IFolder folder) || !folder.isDerived();
        });
        return services;
    }

    private static String text(IFile file) throws CoreException {
        try {
            return new String(file.readAllBytes(), file.getCharset());
        } catch (UnsupportedEncodingException e) {
            return "";
        }
    }

    private static Map<String, Object> attributes(RuleProblem problem, Path path, String text, int severity) {
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.SEVERITY, severity);
        boolean here = Path.of(problem.file()).equals(path);
        if (here && problem.line() > 0) {
            attributes.put(IMarker.LINE_NUMBER, problem.line());
            attributes.put(IMarker.LOCATION, problem.position());
            attributes.put(IMarker.MESSAGE, problem.message());
            int start = offsetOf(text, problem.line(), problem.column());
            if (start >= 0) {
                attributes.put(IMarker.CHAR_START, start);
                attributes.put(IMarker.CHAR_END, wordEnd(text, start));
            }
        } else {
            // an error elsewhere (a clash with the default rules) still stops this file from loading
            attributes.put(IMarker.MESSAGE, here ? problem.message() : "with " + problem + " (this file does not load"
                    + " beside it)");
        }
        return attributes;
    }

    /** The offset of a 1-based line and column, or -1 when the text has no such place (it changed meanwhile). */
    private static int offsetOf(String text, int line, int column) {
        int lineStart = 0;
        for (int current = 1; current < line; current++) {
            lineStart = text.indexOf('\n', lineStart) + 1;
            if (lineStart == 0) {
                return -1;
            }
        }
        int lineEnd = text.indexOf('\n', lineStart);
        int offset = lineStart + Math.max(column, 1) - 1;
        return offset <= (lineEnd < 0 ? text.length() : lineEnd) ? offset : -1;
    }

    /** The end of the word at the offset, so that the squiggle underlines it; one character at least. */
    private static int wordEnd(String text, int start) {
        int end = start;
        while (end < text.length() && (Character.isJavaIdentifierPart(text.charAt(end)) || text.charAt(end) == '$')) {
            end++;
        }
        return Math.min(Math.max(end, start + 1), text.length());
    }
}
