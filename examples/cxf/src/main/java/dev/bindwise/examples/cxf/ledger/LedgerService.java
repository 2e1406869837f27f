package dev.bindwise.examples.cxf.ledger;

import java.math.BigDecimal;

import jakarta.jws.WebService;
import jakarta.xml.ws.BindingType;
import jakarta.xml.ws.soap.SOAPBinding;

import org.apache.cxf.annotations.SchemaValidation;

/** On a SOAP 1.2 port, with schema validation on. */
@WebService(serviceName = "LedgerService", portName = "LedgerPort",
        endpointInterface = "dev.bindwise.examples.cxf.ledger.Ledger", targetNamespace = Ledger.NAMESPACE)
@BindingType(SOAPBinding.SOAP12HTTP_BINDING)
@SchemaValidation(type = SchemaValidation.SchemaValidationType.BOTH)
public class LedgerService implements Ledger {

    @Override
    public Entry book(Entry entry, BigDecimal fee) {
        entry.amount = entry.amount.add(fee);
        return entry;
    }
}
