package dev.bindwise.examples.iiop;

import java.net.BindException;
import java.rmi.Remote;
import java.util.List;

import javax.rmi.PortableRemoteObject;
import javax.rmi.CORBA.Util;

import org.omg.CORBA.COMM_FAILURE;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.Servant;

import com.sun.corba.ee.impl.naming.cosnaming.TransientNameService;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfile;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfileTemplate;
import com.sun.corba.ee.spi.orb.ORB;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.runtime.iiop.GlassFishOrbs;

/**
 * Serves every example service over RMI-IIOP from one GlassFish ORB on 127.0.0.1, set up as the
 * runtime sets up its clients' ({@link GlassFishOrbs#server}): a servant per service, bound in a
 * transient naming service on the same port under the name of its interface (GoogleSearch, ...), so {@code corbaloc:iiop:1.2@127.0.0.1:PORT/NameService} finds them.
 * Needs the JVM options of {@link IiopBinding#JVM_OPTIONS}.
 */
public final class IiopServer {

    private IiopServer() {
    }

    public static void main(String[] args) {
        ServerMain.run(args, "IiopServer", IiopServer::start);
    }

    static ServerMain.Running start(int port) throws Exception {
        return start(port, ExampleServices.all());
    }

    /**
     * Serves these services on 127.0.0.1:port (0 for any free one), each bound under its interface's name;
     * each interface needs its remote twin beside this class ({@link RemoteInterfaces}).
     */
    public static ServerMain.Running start(int port, List<ExampleService> services) throws Exception {
        ORB orb = (ORB) GlassFishOrbs.server(port);
        try {
            POA rootPoa = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            rootPoa.the_POAManager().activate();
            NamingContextExt naming = NamingContextExtHelper.narrow(new TransientNameService(orb).initialNamingContext());
            for (ExampleService service : services) {
                naming.rebind(naming.to_name(bindingName(service)), export(rootPoa, service));
            }
            int actualPort = portOf(orb, naming);
            return new ServerMain.Running() {
                @Override
                public int port() {
                    return actualPort;
                }

                @Override
                public void stop() {
                    orb.destroy();
                }
            };
        } catch (COMM_FAILURE e) {
            orb.destroy();
            // A taken port comes as a COMM_FAILURE around the BindException that says so plainly.
            throw e.getCause() instanceof BindException taken ? taken : e;
        } catch (Exception | Error e) {
            orb.destroy();
            throw e;
        }
    }

    /** The name a service is bound under: its interface's simple name. */
    public static String bindingName(ExampleService service) {
        return service.serviceInterface().getSimpleName();
    }

    /** The port in the reference's IIOP profile: the one the ORB listens on. */
    private static int portOf(ORB orb, org.omg.CORBA.Object reference) {
        IIOPProfile profile = orb.getIOR(reference, false).getProfile();
        return ((IIOPProfileTemplate) profile.getTaggedProfileTemplate()).getPrimaryAddress().getPort();
    }

    private static org.omg.CORBA.Object export(POA poa, ExampleService service) throws Exception {
        Remote servant = RemoteInterfaces.servant(service.serviceInterface(), service.implementation().get());
        // Makes the servant's tie: with ORBUseDynamicStub a reflective one, so no rmic step is needed.
        PortableRemoteObject.exportObject(servant);
        return poa.servant_to_reference((Servant) Util.getTie(servant));
    }
}
