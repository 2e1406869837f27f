package dev.bindwise.cli;

import picocli.CommandLine.IVersionProvider;

final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] { "bindwise " + (version == null ? "(development build)" : version),
                "Java " + Runtime.version() + " (" + System.getProperty("java.home") + ")" };
    }
}
