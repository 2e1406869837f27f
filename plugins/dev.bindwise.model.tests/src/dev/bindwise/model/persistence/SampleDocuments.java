package dev.bindwise.model.persistence;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Diagnostic;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.Fault;
import dev.bindwise.model.Field;
import dev.bindwise.model.Hints;
import dev.bindwise.model.Message;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.SizeEstimate;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.model.Vote;
import dev.bindwise.runtime.BindingKind;

/**
 * Documents that use every kind of object and reference of the model, shaped after WSIF's AddressBook sample:
 * one port type offered over SOAP, RMI-IIOP and local Java, types shared between messages, a type that extends
 * another and a type that refers to itself.
 */
final class SampleDocuments {

  static final String NAMESPACE = "http://wsifservice.addressbook/";
  static final String TYPES_NAMESPACE = "http://wsiftypes.addressbook/";
  static final String ADDRESS_TYPE = "{" + TYPES_NAMESPACE + "}address";
  static final String EXTENDED_ADDRESS_TYPE = "{" + TYPES_NAMESPACE + "}extendedAddress";
  static final String LIST_NODE_TYPE = "{" + TYPES_NAMESPACE + "}listNode";

  private static final ModelFactory FACTORY = ModelFactory.eINSTANCE;

  private SampleDocuments() {
  }

  static ServiceDescription addressBook() {
    ServiceDescription description = FACTORY.createServiceDescription();
    description.setName("AddressBook");
    description.setLocation("corpus/wsif/AddressBook.wsdl");
    description.setTargetNamespace(NAMESPACE);
    description.getImportedLocations().add("AddressBookTypes.xsd");

    TypeShape phone = type(description, "{" + TYPES_NAMESPACE + "}phone");
    phone.getFields().add(field("areaCode", ValueKind.INT));
    phone.getFields().add(field("exchange", ValueKind.STRING));
    phone.getFields().add(field("number", ValueKind.STRING));

    TypeShape address = type(description, ADDRESS_TYPE);
    address.getFields().add(field("streetNum", ValueKind.INT));
    Field streetName = field("streetName", ValueKind.STRING);
    streetName.setNillable(true);
    streetName.setMaxLength(64);
    address.getFields().add(streetName);
    address.getFields().add(field("city", ValueKind.STRING));
    address.getFields().add(field("zip", ValueKind.INT));
    address.getFields().add(structField("phoneNumber", phone));

    TypeShape extendedAddress = type(description, EXTENDED_ADDRESS_TYPE);
    extendedAddress.setBase(address);
    Field photo = field("photo", ValueKind.BASE64_BINARY);
    photo.setMinOccurs(0);
    photo.setMaxLength(65536);
    extendedAddress.getFields().add(photo);
    extendedAddress.getFields().add(field("updated", ValueKind.DATE_TIME));
    Field tags = field("tag", ValueKind.STRING);
    tags.setMinOccurs(0);
    tags.setMaxOccurs(-1);
    tags.setArrayStyle(ArrayStyle.REPEATED);
    extendedAddress.getFields().add(tags);
    Field extension = field("extension", ValueKind.STRING);
    extension.setAttribute(true);
    extendedAddress.getFields().add(extension);
    extendedAddress.setAnyContent(true);

    TypeShape listNode = type(description, LIST_NODE_TYPE);
    listNode.getFields().add(field("value", ValueKind.STRING));
    Field next = structField("next", listNode);
    next.setMinOccurs(0);
    next.setNillable(true);
    listNode.getFields().add(next);

    Message addEntryRequest = message(description, "AddEntryRequest");
    addEntryRequest.getParts().add(part("name", field("name", ValueKind.STRING)));
    addEntryRequest.getParts().add(part("address", structField("address", address)));
    Message addEntryResponse = message(description, "AddEntryResponse");
    Message getAddressRequest = message(description, "GetAddressFromNameRequest");
    getAddressRequest.getParts().add(part("name", field("name", ValueKind.STRING)));
    Message getAddressResponse = message(description, "GetAddressFromNameResponse");
    getAddressResponse.getParts().add(part("address", structField("address", address)));
    Message notFound = message(description, "NotFoundFault");
    notFound.getParts().add(part("reason", field("reason", ValueKind.STRING)));
    Message walkRequest = message(description, "WalkRequest");
    Part head = part("head", structField("head", listNode));
    head.setTypeName(null);
    head.setElementName("{" + TYPES_NAMESPACE + "}head");
    walkRequest.getParts().add(head);
    Message walkResponse = message(description, "WalkResponse");
    Field extendedArray = structField("entries", extendedAddress);
    extendedArray.setArrayStyle(ArrayStyle.SOAP_ENCODED);
    extendedArray.setMaxOccurs(-1);
    walkResponse.getParts().add(part("entries", extendedArray));

    PortType portType = FACTORY.createPortType();
    portType.setName("AddressBook");
    portType.setNamespace(NAMESPACE);
    description.getPortTypes().add(portType);
    Operation addEntry = operation(portType, "addEntry", addEntryRequest, addEntryResponse);
    addEntry.getParameterOrder().add("name");
    addEntry.getParameterOrder().add("address");
    Operation getAddress = operation(portType, "getAddressFromName", getAddressRequest, getAddressResponse);
    Fault fault = FACTORY.createFault();
    fault.setName("NotFound");
    fault.setMessage(notFound);
    getAddress.getFaults().add(fault);
    Operation walk = operation(portType, "walk", walkRequest, walkResponse);
    walk.setInputName("walkFromHead");

    Binding soap = binding(description, "SOAPBinding", BindingKind.SOAP, portType, "http://schemas.xmlsoap.org/wsdl/soap/");
    soap.setSoapVersion("1.1");
    soap.setTransport("http://schemas.xmlsoap.org/soap/http");
    soap.setStyle(OperationStyle.RPC);
    for (Operation operation : portType.getOperations()) {
      BindingOperation bound = bindOperation(soap, operation);
      bound.setStyle(OperationStyle.RPC);
      bound.setUse(BodyUse.ENCODED);
      bound.setSoapAction("urn:" + operation.getName());
      bound.getProperties().put("namespace", NAMESPACE);
    }
    Binding ejb = binding(description, "EJBBinding", BindingKind.RMI_IIOP, portType, "http://schemas.xmlsoap.org/wsdl/ejb/");
    bindOperation(ejb, getAddress).getProperties().put("methodName", "getAddressFromName");
    Binding java = binding(description, "JavaBinding", BindingKind.LOCAL_JAVA, portType, "http://schemas.xmlsoap.org/wsdl/java/");
    java.getProperties().put("format:typeMapping", "Java");
    TypeMapping typeMapping = FACTORY.createTypeMapping();
    typeMapping.setEncoding("Java");
    typeMapping.setStyle("Java");
    TypeMapEntry addressMapping = FACTORY.createTypeMapEntry();
    addressMapping.setTypeName(ADDRESS_TYPE);
    addressMapping.setFormatType("addressbook.wsiftypes.Address");
    typeMapping.getEntries().add(addressMapping);
    TypeMapEntry nameMapping = FACTORY.createTypeMapEntry();
    nameMapping.setElementName("{" + TYPES_NAMESPACE + "}name");
    nameMapping.setFormatType("java.lang.String");
    typeMapping.getEntries().add(nameMapping);
    java.getTypeMappings().add(typeMapping);
    bindOperation(java, addEntry);

    Service service = FACTORY.createService();
    service.setName("AddressBookService");
    description.getServices().add(service);
    Port soapPort = port(service, "SOAPPort", BindingKind.SOAP, "http://localhost:8080/axis/services/AddressBook", soap);
    soapPort.getProperties().put("soap:address", "location");
    port(service, "EJBPort", BindingKind.RMI_IIOP, "corbaloc::localhost:1050/AddressBookHome", ejb)
        .getProperties().put("jndiName", "ejb/AddressBookHome");
    port(service, "JavaPort", BindingKind.LOCAL_JAVA, "addressbook.service.AddressBookImpl", java);

    Diagnostic warning = FACTORY.createDiagnostic();
    warning.setLocation("corpus/wsif/AddressBook.wsdl:57:9");
    warning.setMessage("unknown extension element {urn:vendor}tuning, ignored");
    description.getWarnings().add(warning);
    return description;
  }

  static SelectionPlan selectionPlan() {
    SelectionPlan plan = FACTORY.createSelectionPlan();
    plan.setWsdlLocation("corpus/wsif/AddressBook.wsdl");
    plan.setCreatedAt("2025-11-23T09:30:00Z");

    Facts facts = FACTORY.createFacts();
    facts.setTarget("deploy-host-1");
    facts.getFacts().add(fact("sameJvm", "false", FactSource.PROBED, "no local Java class on the client class path"));
    facts.getFacts().add(fact("serverVendor", "GlassFish", FactSource.DECLARED, "profile.properties:3"));
    facts.getFacts().add(fact("securityDomain", "none", FactSource.DEFAULT, null));
    EndpointFact soapEndpoint = FACTORY.createEndpointFact();
    soapEndpoint.setPort("SOAPPort");
    soapEndpoint.setKind(BindingKind.SOAP);
    soapEndpoint.setAddress("http://localhost:8080/axis/services/AddressBook");
    soapEndpoint.setAccessible(true);
    soapEndpoint.setSource(FactSource.PROBED);
    facts.getEndpoints().add(soapEndpoint);
    EndpointFact iiopEndpoint = FACTORY.createEndpointFact();
    iiopEndpoint.setPort("EJBPort");
    iiopEndpoint.setKind(BindingKind.RMI_IIOP);
    iiopEndpoint.setAddress("corbaloc::localhost:1050/AddressBookHome");
    iiopEndpoint.setAccessible(false);
    iiopEndpoint.setReason("connection to localhost:1050 refused");
    iiopEndpoint.setSource(FactSource.PROBED);
    facts.getEndpoints().add(iiopEndpoint);
    plan.setFacts(facts);

    // Hint C is left unset on purpose: an unset hint must come back unset, not as 0.
    Hints hints = FACTORY.createHints();
    hints.setMaxMessageSize(10_240L);
    hints.setAverageStringLength(12);
    hints.setNullRatioTolerance(0.05);
    plan.setHints(hints);

    OperationSelection getAddress = FACTORY.createOperationSelection();
    getAddress.setPortType("{" + NAMESPACE + "}AddressBook");
    getAddress.setOperation("getAddressFromName");
    getAddress.setIdempotent(true);
    getAddress.setChosen(rankedBinding(1, BindingKind.SOAP, "SOAPPort", "http://localhost:8080/axis/services/AddressBook"));
    getAddress.getFallbacks().add(rankedBinding(2, BindingKind.LOCAL_JAVA, "JavaPort", "addressbook.service.AddressBookImpl"));
    getAddress.setConfidence(0.75);
    getAddress.getVotes().add(vote(BindingKind.SOAP, 3));
    getAddress.getVotes().add(vote(BindingKind.RMI_IIOP, 9));
    getAddress.getFiredRules().add(ruleFiring("RMI-IIOP through a firewall", "accessible", "EJBPort is not reachable"));
    getAddress.getFiredRules().add(ruleFiring("SOAP always works", "available", "SOAPPort offers the operation"));
    SizeEstimate soapSize = FACTORY.createSizeEstimate();
    soapSize.setKind(BindingKind.SOAP);
    soapSize.setRequestMin(512);
    soapSize.setRequestMedian(586);
    soapSize.setRequestMax(4_096);
    soapSize.setReplyMin(540);
    soapSize.setReplyMedian(616);
    soapSize.setReplyMax(5_000_000_000L);
    getAddress.getEstimates().add(soapSize);
    plan.getSelections().add(getAddress);

    OperationSelection addEntry = FACTORY.createOperationSelection();
    addEntry.setPortType("{" + NAMESPACE + "}AddressBook");
    addEntry.setOperation("addEntry");
    addEntry.setChosen(rankedBinding(1, BindingKind.SOAP, "SOAPPort", "http://localhost:8080/axis/services/AddressBook"));
    plan.getSelections().add(addEntry);
    return plan;
  }

  private static TypeShape type(ServiceDescription description, String name) {
    TypeShape type = FACTORY.createTypeShape();
    type.setName(name);
    description.getTypes().add(type);
    return type;
  }

  private static Field field(String name, ValueKind kind) {
    Field field = FACTORY.createField();
    field.setName(name);
    field.setKind(kind);
    String xsdType = switch (kind) {
      case INT -> "int";
      case STRING -> "string";
      case BASE64_BINARY -> "base64Binary";
      case DATE_TIME -> "dateTime";
      default -> null;
    };
    if (xsdType != null) {
      field.setXsdType("{http://www.w3.org/2001/XMLSchema}" + xsdType);
    }
    return field;
  }

  private static Field structField(String name, TypeShape type) {
    Field field = field(name, ValueKind.STRUCT);
    field.setNamespace(TYPES_NAMESPACE);
    field.setType(type);
    field.setXsdType(type.getName());
    return field;
  }

  private static Message message(ServiceDescription description, String name) {
    Message message = FACTORY.createMessage();
    message.setName(name);
    description.getMessages().add(message);
    return message;
  }

  private static Part part(String name, Field shape) {
    Part part = FACTORY.createPart();
    part.setName(name);
    part.setTypeName(shape.getXsdType());
    part.setShape(shape);
    return part;
  }

  private static Operation operation(PortType portType, String name, Message input, Message output) {
    Operation operation = FACTORY.createOperation();
    operation.setName(name);
    operation.setInput(input);
    operation.setOutput(output);
    operation.setOutputName(name + "Response");
    portType.getOperations().add(operation);
    return operation;
  }

  private static Binding binding(ServiceDescription description, String name, BindingKind kind, PortType portType,
      String extensionNamespace) {
    Binding binding = FACTORY.createBinding();
    binding.setName(name);
    binding.setKind(kind);
    binding.setPortType(portType);
    binding.setExtensionNamespace(extensionNamespace);
    description.getBindings().add(binding);
    return binding;
  }

  private static BindingOperation bindOperation(Binding binding, Operation operation) {
    BindingOperation bound = FACTORY.createBindingOperation();
    bound.setName(operation.getName());
    bound.setOperation(operation);
    binding.getOperations().add(bound);
    return bound;
  }

  private static Port port(Service service, String name, BindingKind kind, String address, Binding binding) {
    Port port = FACTORY.createPort();
    port.setName(name);
    port.setKind(kind);
    port.setAddress(address);
    port.setBinding(binding);
    service.getPorts().add(port);
    return port;
  }

  private static Fact fact(String name, String value, FactSource source, String detail) {
    Fact fact = FACTORY.createFact();
    fact.setName(name);
    fact.setValue(value);
    fact.setSource(source);
    fact.setDetail(detail);
    return fact;
  }

  private static RankedBinding rankedBinding(int rank, BindingKind kind, String port, String address) {
    RankedBinding ranked = FACTORY.createRankedBinding();
    ranked.setRank(rank);
    ranked.setKind(kind);
    ranked.setPort(port);
    ranked.setAddress(address);
    return ranked;
  }

  private static Vote vote(BindingKind kind, int count) {
    Vote vote = FACTORY.createVote();
    vote.setKind(kind);
    vote.setCount(count);
    return vote;
  }

  private static RuleFiring ruleFiring(String rule, String property, String reason) {
    RuleFiring firing = FACTORY.createRuleFiring();
    firing.setRule(rule);
    firing.setProperty(property);
    firing.setReason(reason);
    return firing;
  }
}
