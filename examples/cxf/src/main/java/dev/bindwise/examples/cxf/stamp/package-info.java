/** A document/literal bare service with SOAP actions: the body holds the parameter's element itself. */
@XmlSchema(namespace = Stamp.NAMESPACE)
package dev.bindwise.examples.cxf.stamp;

import jakarta.xml.bind.annotation.XmlSchema;
