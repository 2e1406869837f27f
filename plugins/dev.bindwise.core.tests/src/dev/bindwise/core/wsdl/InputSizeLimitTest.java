package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.core.discovery.TargetProfileException;
import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.CalibrationException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.InputLimit;
import dev.bindwise.model.persistence.ModelResources;

/**
 * Every file Bindwise reads has a size limit ({@link InputLimit}): a huge file, or a device that never
 * ends, is refused with a message that names the file and the limit, soon and without running out of memory.
 */
class InputSizeLimitTest {

    private static final Path ENDLESS = Path.of("/dev/zero");

    @TempDir
    Path folder;

    @Test
    @Timeout(20)
    void anEndlessTargetProfileOrCalibrationIsRefused() {
        TargetProfileException profile = assertThrows(TargetProfileException.class, () -> TargetProfile.load(ENDLESS));
        assertTrue(profile.getMessage().startsWith("/dev/zero: the file is larger than the 1 MB a target profile may have"),
                profile.getMessage());
        CalibrationException calibration = assertThrows(CalibrationException.class, () -> Calibration.load(ENDLESS));
        assertTrue(calibration.getMessage().startsWith("/dev/zero: larger than the 1 MB a calibration file may have"),
                calibration.getMessage());
        IOException plan = assertThrows(IOException.class, () -> ModelResources.load(ENDLESS, SelectionPlan.class));
        assertTrue(plan.getMessage().contains("larger than the 32 MB a selection plan may have"), plan.getMessage());
    }

    @Test
    @Timeout(20)
    void aHugeWsdlOrRuleFileIsRefused() throws IOException {
        Path wsdl = sparse("Huge.wsdl", InputLimit.WSDL.maxBytes() + 1);
        WsdlReadException read = assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl));
        assertTrue(read.getMessage().startsWith(wsdl + ": the file is larger than the 32 MB a WSDL or schema document"),
                read.getMessage());
        String device = assertThrows(WsdlReadException.class, () -> TestFiles.read(ENDLESS)).getMessage();
        assertTrue(device.startsWith("/dev/zero: is not a regular file"), device);

        Path rules = sparse("huge.drl", InputLimit.RULES.maxBytes() + 1);
        RuleCompileException compile = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(rules)));
        assertTrue(compile.getMessage().contains(rules + ": the file is larger than the 4 MB a policy rule file may have"),
                compile.getMessage());
    }

    /** A file of that many zero bytes that takes no room on disk. */
    private Path sparse(String name, long bytes) throws IOException {
        Path file = folder.resolve(name);
        try (RandomAccessFile out = new RandomAccessFile(file.toFile(), "rw")) {
            out.setLength(bytes);
        }
        return file;
    }
}
