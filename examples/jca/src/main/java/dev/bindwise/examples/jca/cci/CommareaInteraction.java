package dev.bindwise.examples.jca.cci;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

import dev.bindwise.runtime.internal.jca.ByteRecord;
import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.cci.Record;
import jakarta.resource.cci.ResourceWarning;
import jakarta.resource.cci.Streamable;

/** Calls a program: the input record's bytes go out as the COMMAREA, the reply COMMAREA fills the output record. */
final class CommareaInteraction implements Interaction {

    private final CommareaConnection connection;

    CommareaInteraction(CommareaConnection connection) {
        this.connection = connection;
    }

    @Override
    public boolean execute(InteractionSpec spec, Record input, Record output) throws ResourceException {
        if (!(spec instanceof CommareaInteractionSpec call)) {
            throw new NotSupportedException("this adapter needs a CommareaInteractionSpec, not " + spec);
        }
        if (call.getFunctionName() == null) {
            throw new ResourceException(call + ": the spec names no program: set its functionName");
        }
        if (call.getInteractionVerb() != InteractionSpec.SYNC_SEND_RECEIVE) {
            throw new NotSupportedException(call + ": this adapter supports SYNC_SEND_RECEIVE only");
        }
        if (!(input instanceof Streamable request) || !(output instanceof Streamable reply)) {
            throw new NotSupportedException("COMMAREA records are byte streams: use a ByteRecord (dev.bindwise.runtime.internal.jca)");
        }
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            request.write(bytes);
            reply.read(new ByteArrayInputStream(connection.call(call.getFunctionName(), bytes.toByteArray())));
        } catch (IOException e) {
            throw new ResourceException("cannot copy a record: " + e.getMessage(), e);
        }
        return true;
    }

    @Override
    public Record execute(InteractionSpec spec, Record input) throws ResourceException {
        ByteRecord output = new ByteRecord(input.getRecordName(), new byte[0]);
        execute(spec, input, output);
        return output;
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    public ResourceWarning getWarnings() {
        return null;
    }

    @Override
    public void clearWarnings() {
        // no warnings are kept
    }

    @Override
    public void close() {
        // an interaction holds nothing of its own
    }
}
