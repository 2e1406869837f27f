package dev.bindwise.runtime.internal.jca;

import java.nio.file.Path;

import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Route;

/**
 * Routes over the example WSDLs' cics bindings, with their records' layout texts written by the core, as
 * a generated proxy carries them.
 */
final class CicsPlans {

    private CicsPlans() {
    }

    static Route.Jca route(String wsdl, String operation, String port) throws Exception {
        BindingOperation cics = new WsdlReader().read(Path.of("../..").resolve(wsdl)).getBindings().stream()
                .filter(b -> b.getKind() == BindingKind.JCA).flatMap(b -> b.getOperations().stream())
                .filter(o -> o.getName().equals(operation)).findFirst().orElseThrow();
        return new Route.Jca(port, CicsRecords.program(cics), "SYNC_SEND_RECEIVE",
                CicsRecords.request(cics).text(), CicsRecords.reply(cics).text());
    }
}
