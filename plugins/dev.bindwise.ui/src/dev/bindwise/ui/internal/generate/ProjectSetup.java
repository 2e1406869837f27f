package dev.bindwise.ui.internal.generate;

import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateResult.ServiceClass;
import dev.bindwise.core.generate.PomDependencies;
import dev.bindwise.core.generate.PomDependencies.Dependency;
import dev.bindwise.core.generate.RuntimeArtifacts;
import dev.bindwise.core.generate.RuntimeArtifacts.ClientLibrary;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.ui.internal.generate.BundledJars.BundledJar;

/**
 * How Finish provides what the proxy needs besides its sources ({@link ProxyNeeds}), worked out before
 * anything is written, so that the preview shows what Finish does: in a project with a pom.xml, the runtime's
 * and the bindings' dependencies added to the POM; in a plain Java project, their jars copied into lib/ and put
 * on the build path (and required by its module, if it has one). The service's own classes are on the build
 * path already, come from the client jar or class folder the user chose, or are generated with the proxy.
 */
final class ProjectSetup {

    /** Where the service's own classes come from. */
    enum ServiceClasses {
        BUILD_PATH, LOCATION, GENERATED
    }

    /** One line of the preview: a thing the proxy needs, what for, and how Finish provides it. */
    record Row(String what, String neededFor, String how) {
    }

    private static final String POM = "pom.xml";

    private final IJavaProject project;
    private final String proxyPackage;
    private final List<Row> rows = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private String error;
    private IFile pom;
    private PomDependencies.Edit pomEdit;
    private final List<BundledJar> jars = new ArrayList<>();
    private IPath serviceEntry;
    /** The service's client artifact, in a Maven project. */
    private Dependency serviceDependency;
    private final List<String> requires = new ArrayList<>();
    private Optional<ModuleInfo> module = Optional.empty();
    /** A package for the proxy that does not clash with the chosen jar's, where the proxy's does. */
    private String packageOfItsOwn;

    private ProjectSetup(IJavaProject project, String proxyPackage) {
        this.project = project;
        this.proxyPackage = proxyPackage;
    }

    /**
     * @param proxyPackage the package of the proxy's sources
     * @param location     the client jar or class folder chosen, or null
     * @param onModulePath the jars of the module path that hold the proxy's package already ({@link #modulePathHolding})
     */
    static ProjectSetup of(IJavaProject project, String proxyPackage, ProxyNeeds needs, ServiceClasses source, Path location,
            List<String> onModulePath) throws CoreException {
        ProjectSetup setup = new ProjectSetup(project, proxyPackage);
        IFile pom = project.getProject().getFile(POM);
        if (pom.exists()) {
            setup.pom = pom;
        } else {
            setup.module = ModuleInfo.of(project);
        }
        ServiceClassLocation chosen = source == ServiceClasses.LOCATION && location != null
                ? new ServiceClassLocation(location) : null;
        setup.serviceClasses(needs, source, chosen);
        if (setup.error == null && setup.module.isPresent() && !onModulePath.isEmpty()) {
            // generating again: the service's jar went on the module path the first time
            setup.splitPackage(String.join(", ", onModulePath));
        }
        setup.runtimeAndLibraries(needs);
        return setup;
    }

    /**
     * The jars of the project's module path that hold classes of the package (reads the jars: not on the UI thread).
     * A module reads a package from one module only, so the proxy cannot go into such a package.
     */
    static List<String> modulePathHolding(IJavaProject project, String packageName) throws CoreException {
        List<String> holding = new ArrayList<>();
        if (project.getProject().getFile(POM).exists() || ModuleInfo.of(project).isEmpty()) {
            return holding;
        }
        for (IClasspathEntry entry : project.getRawClasspath()) {
            boolean onModulePath = Arrays.stream(entry.getExtraAttributes()).anyMatch(attribute ->
                    IClasspathAttribute.MODULE.equals(attribute.getName()) && "true".equals(attribute.getValue()));
            if (entry.getEntryKind() != IClasspathEntry.CPE_LIBRARY || !onModulePath) {
                continue;
            }
            IResource member = ResourcesPlugin.getWorkspace().getRoot().findMember(entry.getPath());
            IPath location = member != null ? member.getLocation() : entry.getPath();
            if (location == null) {
                continue;
            }
            try {
                if (new ServiceClassLocation(location.toFile().toPath()).hasPackage(packageName)) {
                    holding.add(location.lastSegment());
                }
            } catch (IOException e) {
                // a jar that cannot be read holds nothing the module can read either: JDT says so on the build path
            }
        }
        return holding;
    }

    private void splitPackage(String jar) {
        packageOfItsOwn = proxyPackage + ".client";
        error = "Module " + module.get().name() + " cannot read package " + proxyPackage + " from both its"
                + " sources and " + jar + ": give the proxy a package of its own (the link below, or on the"
                + " first page).";
    }

    private boolean maven() {
        return pom != null;
    }

    private void serviceClasses(ProxyNeeds needs, ServiceClasses source, ServiceClassLocation chosen) {
        List<String> toCompile = needs.toCompile();
        if (!toCompile.isEmpty()) {
            rows.add(new Row(names(toCompile), "the proxy's signatures (the WSDL's Java type mapping)",
                    compileClassesHow(needs, source, chosen)));
        }
        for (ServiceClass serviceClass : needs.serviceClasses()) {
            if (serviceClass.neededToCompile()) {
                continue;
            }
            String how;
            if (needs.onBuildPath().contains(serviceClass.name())) {
                how = "on the build path already";
            } else if (chosen != null && error == null && contains(chosen, serviceClass.name())) {
                how = "from " + chosen.location().getFileName();
            } else {
                how = "missing: the proxy leaves " + serviceClass.port() + " out at run time, and says why";
                warnings.add(serviceClass.port() + " will be left out at run time: " + serviceClass.name()
                        + (chosen == null ? " is not on the build path" : " is not in " + chosen.location().getFileName()));
            }
            rows.add(new Row(names(List.of(serviceClass.name())), serviceClass.why(), how));
        }
    }

    private String compileClassesHow(ProxyNeeds needs, ServiceClasses source, ServiceClassLocation chosen) {
        List<String> lacking = needs.toCompile().stream().filter(name -> !needs.onBuildPath().contains(name)).toList();
        switch (source) {
            case GENERATED:
                return "generated with the proxy, as JavaBeans (" + kinds(needs) + " read any bean of these properties)";
            case BUILD_PATH:
                if (lacking.isEmpty()) {
                    return "on the build path already";
                }
                error = "The proxy's signatures use " + names(lacking) + ", which the build path lacks: choose the"
                        + " service's client jar or class folder" + (needs.generatable() ? ", or let Bindwise generate them." : ".");
                return "missing";
            default:
                if (chosen == null) {
                    error = "Choose the service's client jar or class folder: it must hold " + names(lacking) + ".";
                    return "from the jar or folder you choose below";
                }
                return fromLocation(chosen, lacking);
        }
    }

    private String fromLocation(ServiceClassLocation chosen, List<String> lacking) {
        String file = chosen.location().getFileName().toString();
        try {
            List<String> missing = chosen.missing(lacking);
            if (!missing.isEmpty()) {
                error = file + " lacks " + String.join(", ", missing) + ": choose the jar or class folder with the service's classes.";
                return "missing from " + file;
            }
            if (maven()) {
                Optional<Dependency> coordinates = chosen.mavenCoordinates();
                if (coordinates.isEmpty()) {
                    error = "In a Maven project the service's classes come through a dependency, and " + file + " names no"
                            + " Maven coordinates (no META-INF/maven/.../pom.properties): add the service's client artifact to"
                            + " pom.xml yourself, then generate again.";
                    return "missing";
                }
                serviceDependency = coordinates.get();
                return "dependency " + serviceDependency.coordinates() + " (the jar's own coordinates)";
            }
            if (module.isPresent()) {
                Optional<String> name = chosen.moduleName();
                if (name.isEmpty()) {
                    error = "Module " + module.get().name() + " reads a library only as a module, which a class folder is not:"
                            + " choose the service's client jar.";
                    return "missing";
                }
                if (chosen.hasPackage(proxyPackage)) {
                    splitPackage(file);
                    return "clashes with the proxy's package";
                }
                requires.add(name.get());
            }
            serviceEntry = chosen.buildPathEntry();
            return "from " + serviceEntry + ", on the build path";
        } catch (IOException e) {
            error = "Cannot read " + chosen.location() + ": " + e.getMessage();
            return "unreadable";
        }
    }

    private void runtimeAndLibraries(ProxyNeeds needs) throws CoreException {
        String version = RuntimeArtifacts.version();
        List<Dependency> dependencies = new ArrayList<>();
        dependencies.add(new Dependency(RuntimeArtifacts.GROUP_ID, RuntimeArtifacts.RUNTIME, version, null));
        List<String> hows = new ArrayList<>();
        if (maven()) {
            hows.add("dependency " + dependencies.get(0).coordinates());
        } else {
            jars.add(BundledJars.runtime());
            hows.add("copied to " + BundledJars.RUNTIME + ", on the build path");
            requires.add(0, "dev.bindwise.runtime");
            // every generated type is marked @javax.annotation.processing.Generated, which the JDK's java.compiler exports
            requires.add(1, "java.compiler");
        }
        List<Row> libraryRows = new ArrayList<>();
        for (Map.Entry<ClientLibrary, List<String>> entry : needs.libraries().entrySet()) {
            ClientLibrary library = entry.getKey();
            String what = library.name();
            if (maven()) {
                Dependency dependency = new Dependency(RuntimeArtifacts.GROUP_ID, library.artifactId(), version, "pom");
                dependencies.add(dependency);
                hows.add("dependency " + dependency.coordinates());
            } else {
                List<BundledJar> libraryJars = BundledJars.of(library);
                jars.addAll(libraryJars);
                what += " (" + libraryJars.size() + " jars)";
                hows.add("copied to lib/" + library.shortName() + "/, on the build path");
                if (library.kind() == BindingKind.SOAP && !requires.contains("java.xml")) {
                    // the proxy names each SOAP message's elements by javax.xml.namespace.QName
                    requires.add("java.xml");
                }
            }
            libraryRows.add(new Row(what, library.kind().label() + " calls (" + String.join(", ", entry.getValue()) + ")", null));
        }
        if (maven()) {
            editPom(dependencies);
        }
        rows.add(new Row("dev.bindwise.runtime " + version, "every call: the plan, the probes, the fallbacks",
                inPom(dependencies.get(0), hows.get(0))));
        for (int i = 0; i < libraryRows.size(); i++) {
            Row row = libraryRows.get(i);
            rows.add(new Row(row.what(), row.neededFor(), maven() ? inPom(dependencies.get(i + 1), hows.get(i + 1)) : hows.get(i + 1)));
        }
        if (module.isPresent()) {
            List<String> missing = module.get().notRequired(requires);
            rows.add(new Row("module " + module.get().name() + " (" + module.get().file().getProjectRelativePath() + ")",
                    "a module reads only the modules it requires", missing.isEmpty() ? "requires them already"
                            : missing.stream().map(name -> "requires " + name + ";").collect(Collectors.joining(" ", "adds ", ""))));
        }
    }

    private String inPom(Dependency dependency, String how) {
        if (pomEdit == null) {
            return how;
        }
        return pomEdit.present().contains(dependency) ? "in pom.xml already" : how + " added to pom.xml";
    }

    private void editPom(List<Dependency> dependencies) throws CoreException {
        List<Dependency> wanted = new ArrayList<>();
        if (serviceDependency != null) {
            wanted.add(serviceDependency);
        }
        wanted.addAll(dependencies);
        try (InputStream in = pom.getContents(true)) {
            pomEdit = PomDependencies.add(pom.getFullPath().toString(), new String(in.readAllBytes(), pom.getCharset()), wanted);
        } catch (GenerateException e) {
            error = e.getMessage();
        } catch (IOException e) {
            error = "Cannot read " + pom.getFullPath() + ": " + e.getMessage();
        }
    }

    /** Writes what the preview showed: the POM's dependencies, or the libraries, build path entries and requires. */
    void apply(IProgressMonitor monitor) throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, "Putting what the proxy needs on the build path", jars.size() + 3);
        if (maven()) {
            if (pomEdit != null && !pomEdit.added().isEmpty()) {
                pom.setContents(new ByteArrayInputStream(pomEdit.text().getBytes(Charset.forName(pom.getCharset()))),
                        IResource.FORCE | IResource.KEEP_HISTORY, progress.split(3));
            }
            return;
        }
        List<IPath> entries = new ArrayList<>();
        List<IPath> modulePath = new ArrayList<>();
        for (BundledJar jar : jars) {
            IPath path = ProjectLibraries.copy(project, jar, progress.split(1));
            entries.add(path);
            if (jar.path().equals(BundledJars.RUNTIME) && module.isPresent()) {
                modulePath.add(path);
            }
        }
        if (serviceEntry != null) {
            entries.add(serviceEntry);
            if (module.isPresent()) {
                modulePath.add(serviceEntry);
            }
        }
        ProjectLibraries.addEntries(project, entries, modulePath, progress.split(1));
        if (module.isPresent()) {
            module.get().require(requires, progress.split(2));
        }
    }

    List<Row> rows() {
        return rows;
    }

    /** A package the proxy could have instead of one the chosen jar holds too (a module reads a package once). */
    Optional<String> packageOfItsOwn() {
        return Optional.ofNullable(packageOfItsOwn);
    }

    /** What keeps Finish from going on, or null. */
    String error() {
        return error;
    }

    /** What the proxy will do without, in a sentence, or null. */
    String warning() {
        return warnings.isEmpty() ? null : String.join("; ", warnings) + ".";
    }

    /** The POM change, in a project with a pom.xml. */
    Optional<PomDependencies.Edit> pomEdit() {
        return Optional.ofNullable(pomEdit);
    }

    private static boolean contains(ServiceClassLocation chosen, String name) {
        try {
            return chosen.missing(List.of(name)).isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static String kinds(ProxyNeeds needs) {
        return needs.libraries().keySet().stream().map(library -> library.kind().label()).collect(Collectors.joining(" and "));
    }

    /** "Quote, Holding (dev.bindwise.examples.trader)" where they share a package, else the full names. */
    static String names(List<String> classNames) {
        List<String> packages = classNames.stream().map(name -> name.lastIndexOf('.') < 0 ? "" : name.substring(0, name.lastIndexOf('.')))
                .distinct().toList();
        if (packages.size() != 1 || packages.get(0).isEmpty()) {
            return String.join(", ", classNames);
        }
        return classNames.stream().map(name -> name.substring(name.lastIndexOf('.') + 1)).collect(Collectors.joining(", "))
                + " (" + packages.get(0) + ")";
    }
}
