package dev.bindwise.core.generate;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

import dev.bindwise.core.wsdl.xml.XmlTextOutline;
import dev.bindwise.core.wsdl.xml.XmlTextOutline.Element;

/**
 * Adds dependencies to a Maven POM as text insertions, so that everything else in the file (comments, layout,
 * the order of elements, the line ends) stays as the user wrote it. A dependency already declared (same
 * groupId and artifactId among the project's own dependencies) is not added again. New ones follow the
 * POM's own style: the indentation of its elements, one line per dependency where its dependencies are
 * written on one line, else one line per element.
 */
public final class PomDependencies {

    /** A dependency to declare; {@code type} is null for a jar. */
    public record Dependency(String groupId, String artifactId, String version, String type) {

        public String coordinates() {
            return groupId + ":" + artifactId + (type == null ? "" : ":" + type) + ":" + version;
        }
    }

    /**
     * @param text     the POM after the edit (the same text when nothing was added)
     * @param added    the dependencies added, in order
     * @param present  the dependencies the POM declared already
     * @param inserted where the text the edit inserted is in {@code text}: from, to (empty when nothing was added)
     */
    public record Edit(String text, List<Dependency> added, List<Dependency> present, int[] inserted) {
    }

    private PomDependencies() {
    }

    /**
     * @param pomName the file's name for messages
     * @throws GenerateException when the POM is not well-formed XML or has no project element
     */
    public static Edit add(String pomName, String pom, List<Dependency> wanted) throws GenerateException {
        checkWellFormed(pomName, pom);
        Element project = XmlTextOutline.root(pom);
        if (!project.tag().equals("project")) {
            throw new GenerateException(pomName + " is no Maven POM: its root element is not <project>");
        }
        Element dependencies = project.child("dependencies").orElse(null);
        Set<String> declared = new HashSet<>();
        List<Element> existing = dependencies == null ? List.of() : dependencies.children("dependency");
        for (Element dependency : existing) {
            declared.add(text(pom, dependency.child("groupId")) + ":" + text(pom, dependency.child("artifactId")));
        }
        List<Dependency> added = new ArrayList<>();
        List<Dependency> present = new ArrayList<>();
        for (Dependency dependency : wanted) {
            (declared.add(dependency.groupId() + ":" + dependency.artifactId()) ? added : present).add(dependency);
        }
        if (added.isEmpty()) {
            return new Edit(pom, List.of(), List.copyOf(present), new int[] { 0, 0 });
        }
        Style style = Style.of(pom, project, dependencies, existing);
        int at;
        int replaced = 0;
        StringBuilder insert = new StringBuilder();
        if (!existing.isEmpty()) {
            at = existing.get(existing.size() - 1).end();
            for (Dependency dependency : added) {
                insert.append(style.newline).append(style.dependency(dependency));
            }
        } else if (dependencies != null && !dependencies.empty()) {
            at = lineStart(pom, dependencies.endTagStart());
            insert.append(at == dependencies.endTagStart() ? style.newline : "");
            for (Dependency dependency : added) {
                insert.append(style.dependency(dependency)).append(style.newline);
            }
        } else if (dependencies != null) {
            at = dependencies.start();
            replaced = dependencies.startTagEnd() - at;
            insert.append(style.dependenciesBlock(added));
        } else {
            // before the build section where there is one, else at the end of the project
            int before = project.child("build").map(Element::start).orElse(project.endTagStart());
            at = lineStart(pom, before);
            insert.append(at == before ? style.newline : "").append(style.childIndent)
                    .append(style.dependenciesBlock(added)).append(style.newline);
        }
        String edited = pom.substring(0, at) + insert + pom.substring(at + replaced);
        return new Edit(edited, List.copyOf(added), List.copyOf(present), new int[] { at, at + insert.length() });
    }

    /** How the POM writes its elements: line end, indentation, one-line dependencies or not. */
    private record Style(String newline, String childIndent, String dependencyIndent, String innerIndent, boolean oneLine) {

        static Style of(String pom, Element project, Element dependencies,
                List<Element> existing) {
            String newline = pom.contains("\r\n") ? "\r\n" : "\n";
            String projectIndent = indent(pom, project.start());
            String childIndent = project.children().isEmpty() ? projectIndent + "  "
                    : indent(pom, project.children().get(0).start());
            String unit = childIndent.startsWith(projectIndent) && childIndent.length() > projectIndent.length()
                    ? childIndent.substring(projectIndent.length()) : "  ";
            String dependenciesIndent = dependencies == null ? childIndent : indent(pom, dependencies.start());
            if (existing.isEmpty()) {
                return new Style(newline, childIndent, dependenciesIndent + unit, dependenciesIndent + unit + unit, false);
            }
            Element first = existing.get(0);
            String dependencyIndent = indent(pom, first.start());
            boolean oneLine = pom.substring(first.start(), first.end()).indexOf('\n') < 0;
            String inner = first.children().isEmpty() ? dependencyIndent + unit : indent(pom, first.children().get(0).start());
            return new Style(newline, childIndent, dependencyIndent, inner, oneLine);
        }

        String dependency(Dependency dependency) {
            List<String> elements = new ArrayList<>(List.of("<groupId>" + dependency.groupId() + "</groupId>",
                    "<artifactId>" + dependency.artifactId() + "</artifactId>", "<version>" + dependency.version() + "</version>"));
            if (dependency.type() != null) {
                elements.add("<type>" + dependency.type() + "</type>");
            }
            if (oneLine) {
                return dependencyIndent + "<dependency>" + String.join("", elements) + "</dependency>";
            }
            StringBuilder text = new StringBuilder(dependencyIndent).append("<dependency>");
            for (String element : elements) {
                text.append(newline).append(innerIndent).append(element);
            }
            return text.append(newline).append(dependencyIndent).append("</dependency>").toString();
        }

        /** A whole dependencies element at the project's child indentation, without the indentation of its first line. */
        String dependenciesBlock(List<Dependency> dependencies) {
            StringBuilder block = new StringBuilder("<dependencies>");
            for (Dependency dependency : dependencies) {
                block.append(newline).append(dependency(dependency));
            }
            return block.append(newline).append(childIndent).append("</dependencies>").toString();
        }
    }

    /** The whitespace before the offset on its line; empty when something else comes first on that line. */
    private static String indent(String text, int offset) {
        int start = lineStart(text, offset);
        return start == offset ? "" : text.substring(start, offset);
    }

    /** Where the offset's line starts, if only blanks come before it there; else the offset itself. */
    private static int lineStart(String text, int offset) {
        int start = offset;
        while (start > 0 && (text.charAt(start - 1) == ' ' || text.charAt(start - 1) == '\t')) {
            start--;
        }
        return start == 0 || text.charAt(start - 1) == '\n' ? start : offset;
    }

    private static String text(String pom, Optional<Element> element) {
        return element.map(e -> pom.substring(e.startTagEnd(), e.endTagStart()).strip()).orElse("");
    }

    private static void checkWellFormed(String pomName, String pom) throws GenerateException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.newDocumentBuilder().parse(new InputSource(new StringReader(pom)));
        } catch (SAXParseException e) {
            throw new GenerateException(pomName + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage()
                    + " Correct the POM, then generate again: Bindwise adds its dependencies only to a POM it can read.");
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new GenerateException(pomName + ": cannot be read as XML: " + e.getMessage());
        }
    }
}
