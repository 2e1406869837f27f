package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.kie.api.KieServices;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** Drools lives inside the core bundle: its jars on the Bundle-ClassPath, each one there and none missing. */
class PolicyBundleTest {

    private final Bundle core = FrameworkUtil.getBundle(RuleBase.class);

    @Test
    void everyJarInLibIsOnTheBundleClassPathAndEveryEntryIsInTheBundle() {
        List<String> classPath = Arrays.stream(core.getHeaders().get("Bundle-ClassPath").split(","))
                .map(String::trim).toList();
        assertEquals(".", classPath.get(0), "the bundle's own classes first");
        for (String entry : classPath.subList(1, classPath.size())) {
            assertNotNull(core.getEntry(entry), "Bundle-ClassPath names " + entry + ", which the bundle lacks");
        }
        List<String> jars = new ArrayList<>();
        Enumeration<URL> found = core.findEntries("lib", "*.jar", false);
        while (found != null && found.hasMoreElements()) {
            String path = found.nextElement().getPath();
            jars.add(path.substring(path.indexOf("lib/")));
        }
        assertEquals(new TreeSet<>(jars), new TreeSet<>(classPath.subList(1, classPath.size())),
                "lib/ (copied by core's pom.xml) and the Bundle-ClassPath (META-INF/MANIFEST.MF) list the same jars");
    }

    @Test
    void droolsComesFromTheCoreBundleItself() {
        assertSame(RuleBase.class.getClassLoader(), KieServices.class.getClassLoader());
        assertNotNull(RuleBase.class.getResource(RuleBase.DEFAULT_RULES), "the bundle carries the default rules");
    }
}
