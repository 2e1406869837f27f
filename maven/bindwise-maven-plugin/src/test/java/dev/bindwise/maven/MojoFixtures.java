package dev.bindwise.maven;

import java.io.File;
import java.nio.file.Path;

import org.apache.maven.project.MavenProject;

/** The example files the goals are run on, and goals set up as Maven would set them up in a project folder. */
final class MojoFixtures {

    static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    static final File TRADER = ROOT.resolve("examples/trader/Trader.wsdl").toFile();
    /** Declares every remote Trader port accessible and the CICS gateway reachable: JCA, then RMI-IIOP, then SOAP. */
    static final File PRODUCTION = ROOT.resolve("examples/trader/production-target.json").toFile();
    static final File GOOGLE = ROOT.resolve("examples/google/GoogleSearch.wsdl").toFile();

    private MojoFixtures() {
    }

    /** The generate goal of a project in this folder, with its defaults (the output under target/). */
    static GenerateMojo generate(Path project) {
        GenerateMojo mojo = new GenerateMojo();
        mojo.project = new MavenProject();
        mojo.project.getBuild().setDirectory(project.resolve("target").toString());
        mojo.outputDirectory = project.resolve("target/generated-sources/bindwise").toFile();
        mojo.wsdlDirectory = project.resolve("src/main/wsdl").toFile();
        return mojo;
    }

    /** The select goal of a project in this folder, with its defaults (the plan under target/bindwise). */
    static SelectMojo select(Path project) {
        SelectMojo mojo = new SelectMojo();
        mojo.buildDirectory = project.resolve("target").toFile();
        mojo.planFile = project.resolve("target/bindwise/plan.xmi").toFile();
        return mojo;
    }
}
