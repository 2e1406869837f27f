package dev.bindwise.ui.internal.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaModelException;

import dev.bindwise.core.generate.GenerateResult;
import dev.bindwise.core.generate.GenerateResult.ServiceClass;
import dev.bindwise.core.generate.RuntimeArtifacts;
import dev.bindwise.core.generate.RuntimeArtifacts.ClientLibrary;
import dev.bindwise.model.RankedBinding;

/**
 * What a proxy needs besides its sources, as the core's generation says: the service's own classes (those its
 * sources name, those a routed port calls), the runtime, and the client library of each binding the plan
 * routes calls to; and what the project has already.
 *
 * @param serviceClasses     the service's classes the proxy needs
 * @param needServiceClasses the routed ports whose bindings pass the service's own classes (none: they can be generated)
 * @param libraries          per client library the plan routes calls through, the ports it is for
 * @param onBuildPath        those of the service's classes the project's build path has already
 */
record ProxyNeeds(List<ServiceClass> serviceClasses, List<String> needServiceClasses,
        Map<ClientLibrary, List<String>> libraries, Set<String> onBuildPath) {

    static ProxyNeeds of(GenerateResult result, IJavaProject project) throws JavaModelException {
        Map<ClientLibrary, List<String>> libraries = new LinkedHashMap<>();
        for (GenerateResult.ProxyOperation operation : result.operations()) {
            for (RankedBinding route : operation.routes()) {
                Optional<ClientLibrary> library = RuntimeArtifacts.clientLibrary(route.getKind());
                if (library.isPresent()) {
                    List<String> ports = libraries.computeIfAbsent(library.get(), key -> new ArrayList<>());
                    if (!ports.contains(route.getPort())) {
                        ports.add(route.getPort());
                    }
                }
            }
        }
        Set<String> onBuildPath = new LinkedHashSet<>();
        for (ServiceClass serviceClass : result.serviceClasses()) {
            if (project.findType(serviceClass.name().replace('$', '.')) != null) {
                onBuildPath.add(serviceClass.name());
            }
        }
        return new ProxyNeeds(result.serviceClasses(), result.needServiceClasses(), libraries, onBuildPath);
    }

    /** The classes the sources name: without them the proxy does not compile. */
    List<String> toCompile() {
        return serviceClasses.stream().filter(ServiceClass::neededToCompile).map(ServiceClass::name).toList();
    }

    /** Whether the proxy compiles with what the build path has of the service's classes. */
    boolean compilesAsItIs() {
        return onBuildPath.containsAll(toCompile());
    }

    /** Whether Bindwise may generate the service's classes: no routed binding passes the service's own. */
    boolean generatable() {
        return needServiceClasses.isEmpty() && !toCompile().isEmpty();
    }
}
