/** An rpc/literal service on a SOAP 1.2 port: parts by type, the wrapper in the soap:body namespace. */
@XmlSchema(namespace = Ledger.NAMESPACE)
package dev.bindwise.examples.cxf.ledger;

import jakarta.xml.bind.annotation.XmlSchema;
