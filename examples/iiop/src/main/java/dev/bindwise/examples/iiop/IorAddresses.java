package dev.bindwise.examples.iiop;

import com.sun.corba.ee.spi.ior.IOR;
import com.sun.corba.ee.spi.ior.IORFactories;
import com.sun.corba.ee.spi.ior.IORTemplate;
import com.sun.corba.ee.spi.ior.TaggedComponent;
import com.sun.corba.ee.spi.ior.iiop.AlternateIIOPAddressComponent;
import com.sun.corba.ee.spi.ior.iiop.IIOPFactories;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfile;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfileTemplate;
import com.sun.corba.ee.spi.orb.ORB;

/** Reads and rewrites the host and port in object references (IORs), through the ORB's own IOR model. */
final class IorAddresses {

    private IorAddresses() {
    }

    /**
     * The same object, reached at host:port. An IOR names the address of the ORB that made it, but the
     * benchmarks put a byte-counting relay in front of the server, and a client must send every byte to
     * the address it was given: so each reference a client gets from the server is rewritten before use.
     * The result has one IIOP profile with the original's GIOP version, object key, type id and
     * components (code sets, ORB type, ...), except alternate addresses, which a client could fail over
     * to around the relay.
     */
    static org.omg.CORBA.Object pointedAt(ORB orb, org.omg.CORBA.Object reference, String host, int port) {
        IOR ior = orb.getIOR(reference, false);
        IIOPProfile profile = ior.getProfile();
        IIOPProfileTemplate original = (IIOPProfileTemplate) profile.getTaggedProfileTemplate();
        IIOPProfileTemplate rewritten = IIOPFactories.makeIIOPProfileTemplate(orb, original.getGIOPVersion(),
                IIOPFactories.makeIIOPAddress(host, port));
        for (TaggedComponent component : original) {
            if (!(component instanceof AlternateIIOPAddressComponent)) {
                rewritten.add(component);
            }
        }
        IORTemplate template = IORFactories.makeIORTemplate(profile.getObjectKeyTemplate());
        template.add(rewritten);
        return IORFactories.makeObjectReference(template.makeIOR(orb, ior.getTypeId(), profile.getObjectId()));
    }

    /** The port in the reference's IIOP profile. */
    static int portOf(ORB orb, org.omg.CORBA.Object reference) {
        IIOPProfile profile = orb.getIOR(reference, false).getProfile();
        return ((IIOPProfileTemplate) profile.getTaggedProfileTemplate()).getPrimaryAddress().getPort();
    }
}
