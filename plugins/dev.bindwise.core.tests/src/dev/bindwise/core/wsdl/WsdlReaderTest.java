package dev.bindwise.core.wsdl;

import static dev.bindwise.core.wsdl.TestFiles.named;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;

/** WSDL 1.1 as users bring it, beyond WSIF's corpus: rpc/encoded, document/literal wrapped and bare, SOAP 1.2. */
class WsdlReaderTest {

    @Test
    void rpcEncodedWithSoapArraysHeadersAndFaults() throws Exception {
        ServiceDescription search = TestFiles.read(TestFiles.resource("wsdl/RpcEncoded.wsdl"));

        Binding binding = search.getBindings().get(0);
        assertEquals(BindingKind.SOAP, binding.getKind());
        assertEquals("1.1", binding.getSoapVersion());
        BindingOperation doSearch = binding.getOperations().get(0);
        assertEquals(OperationStyle.RPC, doSearch.getStyle());
        assertEquals(BodyUse.ENCODED, doSearch.getUse());
        assertEquals("urn:example:search#doSearch", doSearch.getSoapAction());

        Operation operation = doSearch.getOperation();
        assertEquals(List.of("key", "q", "start", "maxResults", "filter"),
                operation.getInput().getParts().stream().map(Part::getName).toList());
        assertEquals(ValueKind.INT, operation.getInput().getParts().get(2).getShape().getKind());
        assertEquals("searchFault", operation.getFaults().get(0).getName());

        Field result = operation.getOutput().getParts().get(0).getShape();
        assertEquals(ValueKind.STRUCT, result.getKind());
        Field elements = named(result.getType().getFields(), Field::getName, "resultElements");
        assertEquals(ArrayStyle.SOAP_ENCODED, elements.getArrayStyle());
        assertEquals(ValueKind.STRUCT, elements.getKind());
        assertEquals(List.of("URL", "title", "snippet", "cachedSize"),
                elements.getType().getFields().stream().map(Field::getName).toList());

        Port port = search.getServices().get(0).getPorts().get(0);
        assertEquals("http://127.0.0.1:8080/search", port.getAddress());
        assertSame(binding, port.getBinding());
    }

    @Test
    void documentLiteralWrappedOverSoap11And12WithImportedInterfaceAndSchemas() throws Exception {
        ServiceDescription positions = TestFiles.read(TestFiles.resource("wsdl/DocumentLiteral.wsdl"));

        assertEquals(List.of("DocumentLiteralInterface.wsdl", "common.xsd", "money.xsd"),
                positions.getImportedLocations().stream().map(l -> l.replaceAll(".*[/\\\\]", "")).toList());
        Binding soap11 = named(positions.getBindings(), Binding::getName, "PositionsSoap11");
        Binding soap12 = named(positions.getBindings(), Binding::getName, "PositionsSoap12");
        assertEquals("1.1", soap11.getSoapVersion());
        assertEquals("1.2", soap12.getSoapVersion());
        assertEquals(BindingKind.SOAP, soap12.getKind());
        assertSame(soap11.getPortType(), soap12.getPortType());
        BindingOperation addShort = soap12.getOperations().get(0);
        assertEquals(OperationStyle.DOCUMENT, addShort.getStyle());
        assertEquals(BodyUse.LITERAL, addShort.getUse());
        assertEquals("rejected", addShort.getOperation().getFaults().get(0).getName());
        assertEquals(BindingKind.SOAP, named(positions.getServices().get(0).getPorts(), Port::getName, "Soap12").getKind());

        Message request = addShort.getOperation().getInput();
        Part parameters = request.getParts().get(0);
        assertEquals("{urn:example:positions}addShort", parameters.getElementName());
        Field wrapper = parameters.getShape();
        assertEquals(ValueKind.STRUCT, wrapper.getKind());
        Field position = named(wrapper.getType().getFields(), Field::getName, "position");
        assertEquals(ArrayStyle.REPEATED, position.getArrayStyle());
        assertEquals(-1, position.getMaxOccurs(), "unbounded");
        Field comment = named(wrapper.getType().getFields(), Field::getName, "comment");
        assertEquals(ValueKind.STRING, comment.getKind(), "an element reference takes the referenced element");
        assertEquals(0, comment.getMinOccurs());

        TypeShape positionType = position.getType();
        Field id = named(positionType.getFields(), Field::getName, "id");
        assertTrue(id.isAttribute());
        assertEquals(ValueKind.INT, id.getKind());
        assertEquals(ValueKind.DATE, named(positionType.getFields(), Field::getName, "settles").getKind());
        assertEquals(ValueKind.LONG, named(positionType.getFields(), Field::getName, "quantity").getKind());
        Field hedge = named(positionType.getFields(), Field::getName, "hedge");
        assertSame(positionType, hedge.getType(), "a type that refers to itself is one shape, not an endless tree");

        TypeShape company = named(positionType.getFields(), Field::getName, "issuer").getType();
        assertEquals(List.of("name", "code", "ticker", "logo"),
                company.getFields().stream().map(Field::getName).toList(), "the base type's fields come first");
        assertEquals("{urn:example:common}Party", company.getBase().getName());
        Field code = named(company.getFields(), Field::getName, "code");
        assertEquals(ValueKind.STRING, code.getKind());
        assertEquals(8, code.getMaxLength());
        assertTrue(named(company.getFields(), Field::getName, "ticker").isNillable());
        assertEquals(ValueKind.BASE64_BINARY, named(company.getFields(), Field::getName, "logo").getKind());
        TypeShape money = named(positionType.getFields(), Field::getName, "price").getType();
        assertEquals(ValueKind.DECIMAL, named(money.getFields(), Field::getName, "amount").getKind(),
                "a type from an included schema");

        Field reply = addShort.getOperation().getOutput().getParts().get(0).getShape();
        assertEquals(ValueKind.DATE_TIME, named(reply.getType().getFields(), Field::getName, "at").getKind());
        assertEquals(ValueKind.HEX_BINARY, named(reply.getType().getFields(), Field::getName, "receipt").getKind());
    }

    @Test
    void documentLiteralBareWithTwoElementParts() throws Exception {
        ServiceDescription maps = TestFiles.read(TestFiles.resource("wsdl/DocumentBare.wsdl"));
        Operation getMap = maps.getPortTypes().get(0).getOperations().get(0);
        assertEquals(2, getMap.getInput().getParts().size());
        assertEquals(ValueKind.STRING, getMap.getInput().getParts().get(1).getShape().getKind());
        assertEquals(ValueKind.BASE64_BINARY, getMap.getOutput().getParts().get(0).getShape().getKind());
        assertTrue(maps.getWarnings().isEmpty(), "a clean file gives no warnings: " + maps.getWarnings());
    }

    @Test
    void traderExampleOffersSoapRmiIiopJcaAndLocalJava() throws Exception {
        ServiceDescription trader = TestFiles.read(TestFiles.example("trader/Trader.wsdl"));
        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA, BindingKind.LOCAL_JAVA),
                trader.getServices().get(0).getPorts().stream().map(Port::getKind).toList());
        Binding cics = trader.getBindings().stream().filter(b -> b.getKind() == BindingKind.JCA).findFirst()
                .orElseThrow();
        assertEquals("http://schemas.xmlsoap.org/wsdl/cics/", cics.getExtensionNamespace());
        assertFalse(cics.getTypeMappings().isEmpty(), "the COMMAREA layout comes from format:typeMapping");
        for (BindingOperation operation : cics.getOperations()) {
            assertNotNull(operation.getProperties().get("functionName"), operation.getName() + " names its program");
        }
        assertTrue(trader.getWarnings().isEmpty(), "our own example reads clean: " + trader.getWarnings());
    }
}
