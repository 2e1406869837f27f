package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** The estimator over the example services' WSDLs (examples/), with the paper's space and costs. */
class EstimatorTest {

    private final Estimator estimator = Estimator.withDefaults();

    @Test
    void everyOperationGetsSizesPerBindingAndAVote() throws Exception {
        List<OperationEstimate> estimates = estimator.estimate(example("mappoint/MapPoint.wsdl"), SpaceHints.none());
        assertEquals(List.of("findAddress", "calculateRoute", "getMap"),
                estimates.stream().map(OperationEstimate::operation).toList());
        for (OperationEstimate estimate : estimates) {
            BindingEstimate soap = estimate.binding(BindingKind.SOAP).orElseThrow();
            assertTrue(soap.request().min() > 300 && soap.request().min() <= soap.request().median()
                    && soap.request().median() <= soap.request().max(), estimate.toString());
            assertTrue(estimate.unsized().contains(BindingKind.LOCAL_JAVA), estimate.toString());
            assertEquals(estimate.samples(), estimate.vote().counts().values().stream().mapToInt(i -> i).sum());
            assertTrue(estimate.vote().winner().isPresent());
        }
        OperationEstimate getMap = estimates.get(2);
        assertTrue(getMap.traits().binaries());
        // a 45 KB image is about 60 KB of base64 text
        assertTrue(getMap.binding(BindingKind.SOAP).orElseThrow().reply().max() > 60_000);
    }

    @Test
    void hintsNarrowTheSamplesAndTheCapLeavesLargeMessagesOut() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        OperationEstimate open = estimator.estimate(google, SpaceHints.none()).get(0);
        OperationEstimate hinted = estimator.estimate(google, SpaceHints.parse("B=20,C=0.1")).get(0);
        assertTrue(hinted.samples() < open.samples(), hinted.samples() + " vs " + open.samples());
        assertEquals(open.samples() / 5, hinted.samples());
        OperationEstimate capped = estimator.estimate(google, SpaceHints.parse("A=6KB")).get(0);
        assertTrue(capped.overCap() > 0 && capped.samples() > 0, capped.toString());
        assertTrue(capped.binding(BindingKind.SOAP).orElseThrow().reply().max() <= 6 * 1024);
        OperationEstimate defaultCap = estimator.estimate(google, SpaceHints.parse("A")).get(0);
        assertEquals(open.samples(), defaultCap.samples() + defaultCap.overCap());
    }

    @Test
    void underHintAArraysGrowAsFarAsMessagesFitTheCap() throws Exception {
        ServiceDescription financial = example("financial/Financial.wsdl");
        OperationEstimate open = estimator.estimate(financial, SpaceHints.none()).get(0);
        OperationEstimate large = estimator.estimate(financial, SpaceHints.parse("A=100KB")).get(0);
        double openMax = open.binding(BindingKind.SOAP).orElseThrow().request().max();
        double largeMax = large.binding(BindingKind.SOAP).orElseThrow().request().max();
        assertTrue(largeMax > 3 * openMax && largeMax <= 100 * 1024, openMax + " then " + largeMax);
        assertTrue(large.samples() > open.samples(), large.samples() + " vs " + open.samples());
    }

    @Test
    void whenEveryPointIsOverTheCapTheSmallestIsVotedOn() throws Exception {
        OperationEstimate tiny = estimator.estimate(example("google/GoogleSearch.wsdl"), SpaceHints.parse("A=100")).get(0);
        assertEquals(1, tiny.samples());
        assertEquals(1, tiny.vote().samples());
        BindingEstimate soap = tiny.binding(BindingKind.SOAP).orElseThrow();
        assertEquals(soap.reply().min(), soap.reply().max());
    }

    @Test
    void atOnePointTheSizesAreTheModelsSizes() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        ValueSetting point = new ValueSetting(8, 0, 0, 0);
        List<PointEstimate> points = estimator.at(trader, point);
        PointEstimate quote = points.stream()
                .filter(p -> p.operation().equals("getQuote") && p.kind() == BindingKind.SOAP).findFirst().orElseThrow();
        var port = trader.getServices().get(0).getPorts().stream().filter(p -> p.getName().equals(quote.port()))
                .findFirst().orElseThrow();
        var operation = port.getBinding().getOperations().stream().filter(o -> o.getName().equals("getQuote"))
                .findFirst().orElseThrow();
        assertEquals(new SoapSizeModel().requestBytes(port, operation, point), quote.requestBytes());
    }

    /**
     * Operations that repeat another's messages under new names are sized once per signature (SizeModel.signature):
     * every estimate of the service is the one its operation gets from an estimator that sized nothing before.
     */
    @Test
    void operationsSharingTheirMessagesGetTheSizesTheyGetAlone(@TempDir Path folder) throws Exception {
        ServiceDescription repeated = new WsdlReader().read(repeatedOperations(exampleFile("mappoint/MapPoint.wsdl"),
                List.of("_1", "_22", "_333", "_4444"), folder.resolve("Repeated.wsdl")));
        PortType portType = repeated.getPortTypes().get(0);
        for (SpaceHints hints : List.of(SpaceHints.none(), SpaceHints.parse("A=20KB,B=20"))) {
            List<OperationEstimate> shared = estimator.estimate(repeated, hints);
            assertEquals(15, shared.size());
            for (int i = 0; i < shared.size(); i++) {
                OperationEstimate alone = Estimator.withDefaults().estimate(repeated, portType,
                        portType.getOperations().get(i), hints);
                assertEquals(alone.operation(), shared.get(i).operation());
                assertEquals(alone.bindings(), shared.get(i).bindings(), alone.operation());
                assertEquals(alone.vote().counts(), shared.get(i).vote().counts(), alone.operation());
                assertEquals(alone.samples(), shared.get(i).samples());
                assertEquals(alone.overCap(), shared.get(i).overCap());
            }
        }
    }

    /** The WSDL with each operation of its port types and bindings repeated under its name with each suffix. */
    private static Path repeatedOperations(Path wsdl, List<String> suffixes, Path target) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(wsdl.toFile());
        String wsdlNamespace = "http://schemas.xmlsoap.org/wsdl/";
        for (String owner : List.of("portType", "binding")) {
            NodeList owners = document.getElementsByTagNameNS(wsdlNamespace, owner);
            for (int o = 0; o < owners.getLength(); o++) {
                Element element = (Element) owners.item(o);
                List<Element> operations = new ArrayList<>();
                for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
                    if (child instanceof Element operation && "operation".equals(operation.getLocalName())) {
                        operations.add(operation);
                    }
                }
                for (String suffix : suffixes) {
                    for (Element operation : operations) {
                        Element copy = (Element) operation.cloneNode(true);
                        copy.setAttribute("name", operation.getAttribute("name") + suffix);
                        for (Node child = copy.getFirstChild(); child != null; child = child.getNextSibling()) {
                            if (child instanceof Element extension && extension.hasAttribute("methodName")) {
                                extension.setAttribute("methodName", extension.getAttribute("methodName") + suffix);
                            }
                        }
                        element.appendChild(copy);
                    }
                }
            }
        }
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(document), new StreamResult(target.toFile()));
        return target;
    }

    private static Path exampleFile(String name) {
        String root = System.getProperty("bindwise.root");
        Path base = root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
        return base.resolve("examples").resolve(name);
    }

    private static ServiceDescription example(String name) throws Exception {
        String root = System.getProperty("bindwise.root");
        Path base = root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
        return new WsdlReader().read(base.resolve("examples").resolve(name));
    }
}
