package dev.bindwise.examples.cxf.ledger;

import java.math.BigDecimal;

import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import jakarta.jws.soap.SOAPBinding;

/** rpc/literal: each parameter a part of its own type. */
@WebService(name = "Ledger", targetNamespace = Ledger.NAMESPACE)
@SOAPBinding(style = SOAPBinding.Style.RPC)
public interface Ledger {

    String NAMESPACE = "http://cxf.examples.bindwise.dev/ledger";

    /** The entry as booked: its amount plus the fee, the memo as given. */
    @WebResult(name = "booked", partName = "booked")
    Entry book(@WebParam(name = "entry", partName = "entry") Entry entry,
            @WebParam(name = "fee", partName = "fee") BigDecimal fee);
}
