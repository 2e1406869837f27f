package dev.bindwise.examples.jca.cci;

import javax.naming.Reference;

import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.ConnectionSpec;
import jakarta.resource.cci.IndexedRecord;
import jakarta.resource.cci.MappedRecord;
import jakarta.resource.cci.RecordFactory;
import jakarta.resource.cci.ResourceAdapterMetaData;
import jakarta.resource.spi.ConnectionManager;

/** The application's view of the adapter: connections to the default server, or to the server a spec names. */
final class CommareaConnectionFactory implements ConnectionFactory, RecordFactory {

    private static final long serialVersionUID = 1L;

    private final CommareaManagedConnectionFactory managedFactory;
    private final ConnectionManager manager;
    private Reference reference;

    CommareaConnectionFactory(CommareaManagedConnectionFactory managedFactory, ConnectionManager manager) {
        this.managedFactory = managedFactory;
        this.manager = manager;
    }

    @Override
    public Connection getConnection() throws ResourceException {
        return (Connection) manager.allocateConnection(managedFactory, null);
    }

    @Override
    public Connection getConnection(ConnectionSpec spec) throws ResourceException {
        if (!(spec instanceof CommareaConnectionSpec target)) {
            throw new NotSupportedException("a connection spec names a server: use a CommareaConnectionSpec, not " + spec);
        }
        return (Connection) manager.allocateConnection(managedFactory, target);
    }

    @Override
    public RecordFactory getRecordFactory() {
        return this;
    }

    @Override
    public <K, V> MappedRecord<K, V> createMappedRecord(String name) throws ResourceException {
        throw new NotSupportedException("a COMMAREA is a byte array: use a ByteRecord (dev.bindwise.runtime.internal.jca)");
    }

    @Override
    public <E> IndexedRecord<E> createIndexedRecord(String name) throws ResourceException {
        throw new NotSupportedException("a COMMAREA is a byte array: use a ByteRecord (dev.bindwise.runtime.internal.jca)");
    }

    @Override
    public ResourceAdapterMetaData getMetaData() throws ResourceException {
        throw new NotSupportedException("this example adapter publishes no metadata");
    }

    @Override
    public void setReference(Reference reference) {
        this.reference = reference;
    }

    @Override
    public Reference getReference() {
        return reference;
    }
}
