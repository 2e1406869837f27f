/**
 * An Apache CXF JAX-WS service (document/literal wrapped, schema validation on) that this project did not shape:
 * its schema comes from JAXB's annotations, as any code-first CXF service's does.
 */
@XmlSchema(namespace = Orders.NAMESPACE, elementFormDefault = XmlNsForm.UNQUALIFIED)
package dev.bindwise.examples.cxf;

import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
