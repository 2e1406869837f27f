package dev.bindwise.maven;

import static dev.bindwise.maven.MojoFixtures.PRODUCTION;
import static dev.bindwise.maven.MojoFixtures.TRADER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The select goal on the Trader example: the plan written as select --plan writes it, and no user file replaced. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SelectMojoTest {

    @TempDir
    Path project;

    @Test
    void writesThePlanAndItsJsonTwinUnderTheBuildDirectory() throws Exception {
        SelectMojo mojo = MojoFixtures.select(project);
        mojo.wsdlFile = TRADER;
        mojo.target = PRODUCTION;
        mojo.execute();

        assertTrue(Files.isRegularFile(project.resolve("target/bindwise/plan.xmi")));
        JsonObject plan = JsonParser.parseString(Files.readString(project.resolve("target/bindwise/plan.json"))).getAsJsonObject();
        assertEquals("bindwise.plan/1", plan.get("format").getAsString());
        String json = plan.toString();
        assertTrue(json.contains("\"JCA\""), json);

        mojo.execute(); // build output: replaced on the next build
    }

    @Test
    void aPlanOutsideTheBuildDirectoryIsReplacedOnlyWhenForced() throws Exception {
        Path mine = Files.writeString(project.resolve("plan.xmi"), "my own file");
        SelectMojo mojo = MojoFixtures.select(project);
        mojo.wsdlFile = TRADER;
        mojo.target = PRODUCTION;
        mojo.planFile = mine.toFile();

        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertEquals(mine + " exists already: choose another <planFile>, or set <force> (-Dbindwise.force) to replace it.",
                failure.getMessage());
        assertEquals("my own file", Files.readString(mine));

        mojo.force = true;
        mojo.execute();
        assertTrue(Files.readString(mine).contains("SelectionPlan"));
    }

    @Test
    void aTargetProfileThatDoesNotReadFailsTheBuildWithItsMessage() throws Exception {
        Path profile = Files.writeString(project.resolve("target.json"), "{ \"format\": \"bindwise.target/1\", ");
        SelectMojo mojo = MojoFixtures.select(project);
        mojo.wsdlFile = TRADER;
        mojo.target = profile.toFile();

        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertTrue(failure.getMessage().startsWith(profile.toString()), failure.getMessage());
        assertTrue(Files.notExists(project.resolve("target/bindwise/plan.xmi")), "no plan written");
    }
}
