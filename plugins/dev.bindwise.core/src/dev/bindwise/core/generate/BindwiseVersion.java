package dev.bindwise.core.generate;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version of Bindwise, as the build wrote it (pom.xml, resource filtering): in the headers of generated
 * files, and the version of the runtime artifacts a project depends on ({@link RuntimeArtifacts}).
 */
public final class BindwiseVersion {

    private static final String VERSION = read();

    private BindwiseVersion() {
    }

    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = BindwiseVersion.class.getResourceAsStream("bindwise.properties")) {
            if (in == null) {
                return "(development build)";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "(development build)");
        } catch (IOException e) {
            return "(development build)";
        }
    }
}
