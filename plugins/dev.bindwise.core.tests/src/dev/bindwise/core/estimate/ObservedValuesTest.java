package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;

/** What ObservedValues makes of data in which an object appears twice: every occurrence, and once per object. */
class ObservedValuesTest {

    @Test
    void anObjectMetTwiceCountsTwiceButOncePerObject() throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        Port port = new WsdlReader(new WsdlReaderOptions(List.of()))
                .read(root.resolve("plugins/dev.bindwise.core.tests/resources/wsdl/EjbQuotes.wsdl"))
                .getServices().get(0).getPorts().get(0);
        Field wrapper = port.getBinding().getOperations().stream().filter(o -> o.getName().equals("order")).findFirst()
                .orElseThrow().getOperation().getInput().getParts().get(0).getShape();
        Field items = wrapper.getType().getFields().get(0);
        Field name = items.getType().getFields().get(0);
        Map<String, Object> shortName = Map.of("name", "abc", "price", 1.0);
        Map<String, Object> longName = Map.of("name", "uvwxyz", "price", 2.0);
        ValueSetting unseen = new ValueSetting(99, 0, 0, 0);

        ObservedValues observed = ObservedValues.of(wrapper,
                Map.of("items", new Object[] {shortName, shortName, longName}), unseen);

        // as SOAP writes it: every occurrence in full
        assertEquals(3, observed.items(items));
        assertEquals(1, observed.presentShare(items));
        assertEquals((3 + 3 + 6) / 3.0, observed.stringLength(name), 1e-9);
        // as RMI-IIOP writes it: the second occurrence refers to the first, and what is inside it is not written again
        Values perObject = observed.perObject();
        assertEquals(1 / 3.0, perObject.sharedShare(items), 1e-9);
        assertEquals(0, perObject.sharedShare(name));
        assertEquals((3 + 6) / 2.0, perObject.stringLength(name), 1e-9);
        assertEquals(1, perObject.presentShare(name));
        assertSame(perObject, perObject.perObject());
        // a point of the parameter space knows of no shared objects
        assertSame(unseen, unseen.perObject());
        assertEquals(0, unseen.sharedShare(name));
    }
}
