package dev.bindwise.runtime.internal.iiop;

import dev.bindwise.runtime.iiop.GlassFishOrbs;
import javax.management.ObjectName;

import org.glassfish.gmbal.ManagedObjectManager;
import org.glassfish.gmbal.ManagedObjectManagerFactory;
import org.glassfish.gmbal.ManagedObjectManagerService;

/**
 * Switches the JMX management (gmbal) of the GlassFish ORBs that {@link GlassFishOrbs} makes off. Every
 * GlassFish ORB asks gmbal's factory for a manager at start, and the factory looks its implementation up
 * through ServiceLoader; Maven Central only has gmbal's API jar, without one, so without this service
 * ORB.init fails in the factory's static initializer. In an application server the ORB is the server's
 * and so is its gmbal. Found through META-INF/services/org.glassfish.gmbal.ManagedObjectManagerService.
 */
public final class NoOpManagementService implements ManagedObjectManagerService {

    @Override
    public ManagedObjectManager create(String domain) {
        return ManagedObjectManagerFactory.createNOOP();
    }

    @Override
    public ManagedObjectManager create(ObjectName rootParentName) {
        return ManagedObjectManagerFactory.createNOOP();
    }
}
