package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.Operation;
import dev.bindwise.model.ServiceDescription;

/** Sample messages as a client captures them, read against the example WSDLs into each operation's point. */
class SampleMessagesTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final String FINANCIAL = "http://bindwise.dev/examples/financial";

    private static ServiceDescription financial;
    private static ServiceDescription google;

    @BeforeAll
    static void read() throws Exception {
        financial = new WsdlReader().read(ROOT.resolve("examples/financial/Financial.wsdl"));
        google = new WsdlReader().read(ROOT.resolve("examples/google/GoogleSearch.wsdl"));
    }

    @Test
    void requestsAndRepliesGiveTheOperationsPoint(@TempDir Path folder) throws Exception {
        // 2 and 6 positions (an array of 4 on average); each with two strings of 10 characters, a third of
        // them nil (the optional strings' null share), one of 6 (three values of 2, 10 and 6 would average 6)
        Files.writeString(folder.resolve("one-request.xml"), envelope(addShort(2)));
        Files.writeString(folder.resolve("two-request.xml"), addShort(6));
        Files.writeString(folder.resolve("other.txt"), "not a sample: only .xml files are read");
        OperatingPoint point = SampleMessages.read(folder, financial).pointOf(handleAddShort(), ValueSetting.TYPICAL)
                .orElseThrow();

        assertEquals(4, point.setting().arrayLength(), 1e-9);
        assertEquals(10, point.setting().stringLength(), 1e-9, "account and trader: 10 characters each");
        // per position: account, trader present, counterparty nil, and 9 optional values absent; requestId and
        // submittedAt absent, the request itself there
        assertTrue(point.setting().nullRatio() > 0.5 && point.setting().nullRatio() < 1, point.toString());
        assertEquals(ValueSetting.TYPICAL.binaryBytes(), point.setting().binaryBytes(), "no binary: the typical size");
        assertTrue(point.describe().startsWith("strlen=10,nulls=") && point.describe().endsWith("2 sample messages in " + folder),
                point.describe());
    }

    @Test
    void aReplyCountsItsEmptyArraysToo(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("reply.xml"), envelope("<ns1:doGoogleSearchResponse"
                + " xmlns:ns1=\"http://bindwise.dev/examples/google\"><return><documentFiltering>false</documentFiltering>"
                + "<resultElements><summary>abcd</summary><url>abcdefghijkl</url></resultElements>"
                + "<resultElements><summary>abcd</summary><url>abcdefghijkl</url></resultElements>"
                + "<resultElements/><searchQuery>abcdefgh</searchQuery></return></ns1:doGoogleSearchResponse>"));
        Operation search = google.getPortTypes().get(0).getOperations().get(0);
        OperatingPoint point = SampleMessages.read(folder, google).pointOf(search, ValueSetting.TYPICAL).orElseThrow();
        assertEquals(1.5, point.setting().arrayLength(), 1e-9, "3 results and no directory category: " + point);
        assertEquals(8, point.setting().stringLength(), 1e-9, "summaries of 4, URLs of 12, a query of 8: " + point);
    }

    @Test
    void aFileThatIsNoMessageOfTheServiceIsNamed(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("good.xml"), addShort(1));
        Path stranger = Files.writeString(folder.resolve("stranger.xml"), "<order xmlns=\"urn:shop\"><line/></order>");
        BadInputException e = assertThrows(BadInputException.class, () -> SampleMessages.read(folder, financial));
        assertTrue(e.getMessage().startsWith(stranger.toString()) && e.getMessage().contains("{urn:shop}order")
                && e.getMessage().contains("handleAddShort"), e.getMessage());
    }

    @Test
    void aFileThatIsNotXmlIsNamedWithItsLine(@TempDir Path folder) throws Exception {
        Path broken = Files.writeString(folder.resolve("broken.xml"), "<handleAddShort>\n<request>\n</handleAddShort>");
        BadInputException e = assertThrows(BadInputException.class, () -> SampleMessages.read(folder, financial));
        assertTrue(e.getMessage().contains(broken.toString()) && e.getMessage().contains(":3:"), e.getMessage());
    }

    @Test
    void aFolderWithoutSamplesIsSaidSo(@TempDir Path folder) throws Exception {
        BadInputException empty = assertThrows(BadInputException.class, () -> SampleMessages.read(folder, financial));
        assertTrue(empty.getMessage().contains("no sample message"), empty.getMessage());
        Path file = Files.writeString(folder.resolve("a.xml"), addShort(1));
        BadInputException notAFolder = assertThrows(BadInputException.class, () -> SampleMessages.read(file, financial));
        assertTrue(notAFolder.getMessage().startsWith(file + ": --samples needs a folder"), notAFolder.getMessage());
    }

    private static Operation handleAddShort() {
        return financial.getPortTypes().get(0).getOperations().get(0);
    }

    private static String addShort(int positions) {
        StringBuilder body = new StringBuilder("<ns:handleAddShort xmlns:ns=\"" + FINANCIAL + "\" "
                + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><ns:request>");
        for (int i = 0; i < positions; i++) {
            body.append("<positions><account>ACCOUNT").append(String.format("%03d", i)).append("</account>")
                    .append("<counterparty xsi:nil=\"true\"/><trader>TRADER").append(String.format("%04d", i))
                    .append("</trader></positions>");
        }
        return body.append("</ns:request></ns:handleAddShort>").toString();
    }

    private static String envelope(String body) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<soapenv:Body>" + body + "</soapenv:Body></soapenv:Envelope>";
    }
}
