package dev.bindwise.model.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.DecisionBasis;
import dev.bindwise.model.Field;
import dev.bindwise.model.Hints;
import dev.bindwise.model.Message;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.runtime.BindingKind;

class ModelResourcesTest {

  @TempDir
  Path folder;

  @Test
  void serviceDescriptionComesBackEqualFromXmi() throws IOException {
    ServiceDescription saved = SampleDocuments.addressBook();
    Path file = folder.resolve("AddressBook.bindwise");

    ModelResources.save(saved, file);
    ServiceDescription loaded = ModelResources.load(file, ServiceDescription.class);

    assertNotSame(saved, loaded);
    assertTrue(EcoreUtil.equals(saved, loaded), differs(file));
  }

  @Test
  void crossReferencesPointIntoTheLoadedDocument() throws IOException {
    Path file = folder.resolve("AddressBook.xmi");
    ModelResources.save(SampleDocuments.addressBook(), file);
    ServiceDescription loaded = ModelResources.load(file, ServiceDescription.class);

    Binding soapBinding = named(loaded.getBindings(), Binding::getName, "SOAPBinding");
    Binding ejbBinding = named(loaded.getBindings(), Binding::getName, "EJBBinding");
    PortType portType = loaded.getPortTypes().get(0);
    Port soapPort = named(loaded.getServices().get(0).getPorts(), Port::getName, "SOAPPort");
    Port ejbPort = named(loaded.getServices().get(0).getPorts(), Port::getName, "EJBPort");
    assertSame(soapBinding, soapPort.getBinding());
    assertSame(ejbBinding, ejbPort.getBinding());
    assertSame(portType, soapBinding.getPortType());
    assertSame(portType, ejbBinding.getPortType());

    Operation getAddress = named(portType.getOperations(), Operation::getName, "getAddressFromName");
    BindingOperation boundGetAddress = named(ejbBinding.getOperations(), BindingOperation::getName, "getAddressFromName");
    assertSame(getAddress, boundGetAddress.getOperation());
    assertSame(named(loaded.getMessages(), Message::getName, "GetAddressFromNameRequest"), getAddress.getInput());
    Message response = named(loaded.getMessages(), Message::getName, "GetAddressFromNameResponse");
    assertSame(response, getAddress.getOutput());
    assertSame(named(loaded.getMessages(), Message::getName, "NotFoundFault"), getAddress.getFaults().get(0).getMessage());

    TypeShape address = named(loaded.getTypes(), TypeShape::getName, SampleDocuments.ADDRESS_TYPE);
    Message addEntryRequest = named(loaded.getMessages(), Message::getName, "AddEntryRequest");
    assertSame(address, addEntryRequest.getParts().get(1).getShape().getType(), "a type shared by two messages stays one object");
    assertSame(address, response.getParts().get(0).getShape().getType());
    TypeShape extendedAddress = named(loaded.getTypes(), TypeShape::getName, SampleDocuments.EXTENDED_ADDRESS_TYPE);
    assertSame(address, extendedAddress.getBase());

    TypeShape listNode = named(loaded.getTypes(), TypeShape::getName, SampleDocuments.LIST_NODE_TYPE);
    Field next = named(listNode.getFields(), Field::getName, "next");
    assertSame(listNode, next.getType(), "a type that refers to itself");

    assertTrue(EcoreUtil.UnresolvedProxyCrossReferencer.find(loaded.eResource()).isEmpty());
    assertFalse(Files.readString(file).contains("href="), "references are inside the document, not to other files");
  }

  @Test
  void portKindAddressAndPropertiesSurvive() throws IOException {
    Path file = folder.resolve("AddressBook.xmi");
    ModelResources.save(SampleDocuments.addressBook(), file);
    ServiceDescription loaded = ModelResources.load(file, ServiceDescription.class);

    Port ejbPort = named(loaded.getServices().get(0).getPorts(), Port::getName, "EJBPort");
    assertEquals(BindingKind.RMI_IIOP, ejbPort.getKind());
    assertEquals("corbaloc::localhost:1050/AddressBookHome", ejbPort.getAddress());
    assertEquals("ejb/AddressBookHome", ejbPort.getProperties().get("jndiName"));
    Port javaPort = named(loaded.getServices().get(0).getPorts(), Port::getName, "JavaPort");
    assertEquals(BindingKind.LOCAL_JAVA, javaPort.getKind());
    assertTrue(javaPort.getProperties().isEmpty());
  }

  @Test
  void selectionPlanComesBackEqualFromXmi() throws IOException {
    SelectionPlan saved = SampleDocuments.selectionPlan();
    Path file = folder.resolve("plan.bindwise");

    ModelResources.save(saved, file);
    SelectionPlan loaded = ModelResources.load(file, SelectionPlan.class);

    assertTrue(EcoreUtil.equals(saved, loaded), differs(file));
    assertEquals(2, loaded.getFacts().getEndpoints().size());
    assertEquals(5_000_000_000L, loaded.getSelections().get(0).getEstimates().get(0).getReplyMax());
    Hints hints = loaded.getHints();
    assertEquals(10_240L, hints.getMaxMessageSize());
    assertFalse(hints.eIsSet(hints.eClass().getEStructuralFeature("nullRatio")), "hint C was never set");
    assertEquals(-1.0, hints.getNullRatio());
    assertTrue(loaded.getSelections().get(1).getFallbacks().isEmpty(), "addEntry has no fallback");
  }

  /**
   * A plan that `bindwise select` wrote while the kinds were an EEnum of the model: the kinds read back as the
   * runtime's enum (SOAP, the default, left out of the file as before) and the plan saves to the same text.
   */
  @Test
  void aPlanWrittenWhenKindsWereTheModelsOwnEnumLoadsAndSavesUnchanged() throws IOException {
    Path old = Path.of("resources/trader-plan-0.1.xmi");
    SelectionPlan plan = ModelResources.load(old, SelectionPlan.class);

    OperationSelection getQuote = named(plan.getSelections(), OperationSelection::getOperation, "getQuote");
    assertEquals(BindingKind.JCA, getQuote.getChosen().getKind());
    assertEquals(List.of(BindingKind.RMI_IIOP, BindingKind.SOAP),
        getQuote.getFallbacks().stream().map(RankedBinding::getKind).toList());
    assertEquals(DecisionBasis.UNRECORDED, getQuote.getBasis(), "written before the basis was recorded");
    assertNull(getQuote.getDecidedBy());
    Path saved = folder.resolve("plan.xmi");
    ModelResources.save(plan, saved);
    assertEquals(Files.readString(old), Files.readString(saved));
  }

  @Test
  void equalityNoticesAReferenceToAnotherObject() throws IOException {
    // Guards the round-trip tests: EcoreUtil.equals must see where a reference points, not only attributes.
    Path file = folder.resolve("AddressBook.xmi");
    ServiceDescription saved = SampleDocuments.addressBook();
    ModelResources.save(saved, file);
    ServiceDescription loaded = ModelResources.load(file, ServiceDescription.class);
    Port soapPort = named(loaded.getServices().get(0).getPorts(), Port::getName, "SOAPPort");

    soapPort.setBinding(named(loaded.getBindings(), Binding::getName, "JavaBinding"));

    assertFalse(EcoreUtil.equals(saved, loaded));
  }

  @Test
  void fileIsUtf8XmiAndKeepsTextOutsideAscii() throws IOException {
    ServiceDescription saved = SampleDocuments.addressBook();
    saved.setName("Adressbuch Zürich – 住所録");
    Path file = folder.resolve("Adressbuch.xmi");

    ModelResources.save(saved, file);

    String xml = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), xml.lines().findFirst().orElse(""));
    assertTrue(xml.contains("Adressbuch Zürich – 住所録"), "written as UTF-8 text, not as character references");
    assertTrue(xml.contains("xmi:version=\"2.0\""));
    assertEquals("Adressbuch Zürich – 住所録", ModelResources.load(file, ServiceDescription.class).getName());
  }

  @Test
  void savingLeavesTheCallersObjectsWhereTheyWere() throws IOException {
    SelectionPlan plan = SampleDocuments.selectionPlan();

    ModelResources.save(plan, folder.resolve("plan.xmi"));

    assertNull(plan.eResource());
    assertNull(plan.eContainer());
  }

  @Test
  void aDocumentInAResourceIsWrittenAsACopyAndStaysInItsResource() throws IOException {
    Resource resource = ModelResources.newResourceSet().createResource(URI.createURI("memory:/plan.xmi"));
    SelectionPlan plan = SampleDocuments.selectionPlan();
    resource.getContents().add(plan);
    Path held = folder.resolve("held.xmi");
    Path free = folder.resolve("free.xmi");

    ModelResources.save(plan, held);
    ModelResources.save(SampleDocuments.selectionPlan(), free);

    assertSame(resource, plan.eResource());
    assertEquals(List.of(plan), resource.getContents());
    assertEquals(Files.readString(free), Files.readString(held), "a copy and the document itself are written alike");
  }

  @Test
  void loadingADocumentOfAnotherTypeNamesBothTypesAndTheFile() throws IOException {
    Path file = folder.resolve("plan.xmi");
    ModelResources.save(SampleDocuments.selectionPlan(), file);

    IOException error = assertThrows(IOException.class, () -> ModelResources.load(file, ServiceDescription.class));

    assertTrue(error.getMessage().contains(file.toString()), error.getMessage());
    assertTrue(error.getMessage().contains("holds a SelectionPlan, not a ServiceDescription"), error.getMessage());
  }

  @Test
  void loadingAMissingFileNamesIt() {
    Path file = folder.resolve("missing.xmi");

    IOException error = assertThrows(IOException.class, () -> ModelResources.load(file, SelectionPlan.class));

    assertTrue(error.getMessage().contains(file.toString()), error.getMessage());
  }

  @Test
  void aMalformedDocumentNamesFileAndLine() throws IOException {
    Path file = Files.writeString(folder.resolve("truncated.xmi"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <bw:SelectionPlan xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:bw="http://bindwise.dev/model/1.0">
          <selections operation="addEntry">
        </bw:SelectionPlan>
        """);

    IOException error = assertThrows(IOException.class, () -> ModelResources.load(file, SelectionPlan.class));

    assertTrue(error.getMessage().startsWith("cannot read " + file + " at line 4,"), error.getMessage());
  }

  @Test
  void aDocumentWithADoctypeIsRefused() throws IOException {
    Path secret = Files.writeString(folder.resolve("secret.txt"), "do-not-read");
    Path file = Files.writeString(folder.resolve("entity.xmi"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE bw:ServiceDescription [<!ENTITY secret SYSTEM "%s">]>
        <bw:ServiceDescription xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:bw="http://bindwise.dev/model/1.0">
          <importedLocations>&secret;</importedLocations>
        </bw:ServiceDescription>
        """.formatted(secret.toUri()));

    IOException error = assertThrows(IOException.class, () -> ModelResources.load(file, ServiceDescription.class));

    assertTrue(error.getMessage().contains(file.toString()), error.getMessage());
    assertTrue(error.getMessage().contains("DOCTYPE"), error.getMessage());
  }

  @Test
  void generatedDefaultsAreThoseOfTheEcore() {
    Field field = ModelFactory.eINSTANCE.createField();
    Hints hints = ModelFactory.eINSTANCE.createHints();

    assertEquals(List.of(1, 1, -1), List.of(field.getMinOccurs(), field.getMaxOccurs(), field.getMaxLength()));
    assertEquals(-1L, hints.getMaxMessageSize());
    assertEquals(-1, hints.getAverageStringLength());
    assertEquals(0.1, hints.getNullRatioTolerance());
  }

  private static <T> T named(List<T> candidates, Function<T, String> name, String wanted) {
    return candidates.stream().filter(candidate -> wanted.equals(name.apply(candidate))).findFirst()
        .orElseThrow(() -> new AssertionError("no " + wanted + " among " + candidates.stream().map(name).toList()));
  }

  /** The failure message of a round trip: the document as written, to see what went missing. */
  private static Supplier<String> differs(Path file) {
    return () -> {
      try {
        return "the loaded document differs from the saved one; the file was:\n" + Files.readString(file);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }
}
