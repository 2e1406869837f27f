package dev.bindwise.examples.cxf.stamp;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

import jakarta.jws.WebService;

import org.apache.cxf.annotations.SchemaValidation;

/** With schema validation on. */
@WebService(serviceName = "StampService", portName = "StampPort",
        endpointInterface = "dev.bindwise.examples.cxf.stamp.Stamp", targetNamespace = Stamp.NAMESPACE)
@SchemaValidation(type = SchemaValidation.SchemaValidationType.BOTH)
public class StampService implements Stamp {

    @Override
    public Stamped stamp(Document document) {
        Stamped stamped = new Stamped();
        stamped.title = document.title;
        stamped.length = document.content.length;
        try {
            stamped.digest = MessageDigest.getInstance("SHA-256").digest(document.content);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return stamped;
    }
}
