package dev.bindwise.core.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.TestFiles;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.extensions.CicsAddress;
import dev.bindwise.core.wsdl.extensions.CicsBinding;
import dev.bindwise.core.wsdl.extensions.FormatTypeMapping;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** Each kind's writer on its own, without the text edit: what it checks and the elements it makes. */
class BindingWritersTest {

    @Test
    void theRegistryHasOneWriterPerKindBindwiseAdds() {
        assertInstanceOf(EjbBindingWriter.class, BindingWriters.of(BindingKind.RMI_IIOP).orElseThrow());
        assertInstanceOf(CicsBindingWriter.class, BindingWriters.of(BindingKind.JCA).orElseThrow());
        assertInstanceOf(LocalJavaBindingWriter.class, BindingWriters.of(BindingKind.LOCAL_JAVA).orElseThrow());
        assertTrue(BindingWriters.of(BindingKind.SOAP).isEmpty(), "SOAP is what a WSDL has already");
        assertEquals(List.of("RMI-IIOP", "JCA", "local Java"), BindingWriters.labels());
    }

    @Test
    void theCicsWriterAloneStatesTheCommareaLengthsOfTheTraderRecords() throws Exception {
        ServiceDescription trader = new WsdlReader().read(TestFiles.example("trader/Trader.wsdl"));
        PortType portType = trader.getPortTypes().get(0);
        BindingContext context = new BindingContext(trader, portType, new NamespaceDeclarations(Map.of()));
        NewBinding.Cics cics = new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA", Map.of("*", "TRADERBL"),
                Map.of("Quote", "TRADER-QUOTE-COMMAREA", "Holding", "TRADER-HOLDING-COMMAREA"));
        BindingWriter writer = new CicsBindingWriter();

        List<String> problems = new ArrayList<>();
        writer.check(cics, portType, trader, problems);
        assertTrue(problems.stream().allMatch(Objects::isNull), problems::toString);

        BindingElements elements = writer.elements(cics, context);
        assertInstanceOf(CicsBinding.class, elements.binding().get(0));
        FormatTypeMapping mapping = (FormatTypeMapping) elements.binding().get(1);
        assertEquals("COBOL", mapping.getAttribute("encoding"));
        assertEquals(List.of("types:Holding", "types:Quote"), mapping.getChildren().stream()
                .map(map -> ((WsifElement) map).getAttribute("typeName")).sorted().toList(),
                "the schema's namespace, which the empty root does not declare, gets the preferred prefix");
        Map<String, String> lengths = new HashMap<>();
        for (int i = 0; i < portType.getOperations().size(); i++) {
            WsifElement operation = elements.operations().get(i);
            lengths.put(portType.getOperations().get(i).getName(), operation.getAttribute("functionName") + " "
                    + operation.getAttribute("commareaLength") + "/" + operation.getAttribute("replyLength"));
        }
        assertEquals(Map.of("getQuote", "TRADERBL 46/135", "buy", "TRADERBL 50/36", "sell", "TRADERBL 50/36"), lengths);
        CicsAddress address = (CicsAddress) elements.address();
        assertEquals(Map.of("connectionURL", "tcp://127.0.0.1:2006", "serverName", "CICSA"), address.getAttributes());
        assertTrue(context.notes().isEmpty(), context.notes()::toString);
    }

    @Test
    void theEjbWriterAloneSaysWhatIsWrongWithItsDetails() throws Exception {
        ServiceDescription google = new WsdlReader().read(TestFiles.example("google/GoogleSearch.wsdl"));
        NewBinding.Ejb ejb = new NewBinding.Ejb("com..Remote", "GoogleSearch", "http://host:1050", null,
                Map.of("NoSuchType", "dev.X"));

        List<String> problems = new ArrayList<>();
        new EjbBindingWriter().check(ejb, google.getPortTypes().get(0), google, problems);
        problems.removeIf(Objects::isNull);

        assertEquals(3, problems.size(), problems::toString);
        assertTrue(problems.get(0).contains("'com..Remote' is not a Java class name"), problems.get(0));
        assertTrue(problems.get(1).contains("is not a CORBA object URL"), problems.get(1));
        assertTrue(problems.get(2).contains("no complex type 'NoSuchType'"), problems.get(2));
    }

    @Test
    void aProviderUrlInNoKnownFormIsToldTheFormsAndOneInAKnownFormTheParsersReason() {
        assertEquals("the JNDI provider URL 'http://host:1050' is not a CORBA object URL: write corbaloc:iiop:host:port"
                + " (or corbaname:iiop:host:port, iiop://host:port, iiopname://host:port, IOR:...)",
                NewBindingChecks.jndiProviderUrl("http://host:1050"));
        assertEquals("the JNDI provider URL 'corbaloc:iiop:h.example:70000' is not a CORBA object URL:"
                + " port 70000 is not between 1 and 65535", NewBindingChecks.jndiProviderUrl("corbaloc:iiop:h.example:70000"));
        assertNull(NewBindingChecks.jndiProviderUrl("corbaloc:iiop:h.example:1050"));
    }
}
