package dev.bindwise.core.discovery;

import java.io.IOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.ThreadLocalRandom;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.iiop.IiopAddress;

/**
 * An RMI-IIOP endpoint: a TCP connection and a GIOP 1.2 LocateRequest for the object key of its
 * address. Any GIOP answer means an ORB is there and reachable (a LocateReply says also whether it
 * knows the object); a port that accepts and stays silent is not accessible.
 */
final class IiopEndpointProbe extends EndpointProbe {

    IiopEndpointProbe(String port, String address) {
        super(port, BindingKind.RMI_IIOP, address);
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        IiopAddress target;
        try {
            target = IiopAddress.parse(address);
        } catch (IllegalArgumentException e) {
            throw new Unusable(Outcome.NOT_PROBED, e.getMessage());
        }
        HostPort endpoint = EndpointAddress.iiop(target);
        Socket socket = TcpConnect.open(endpoint, deadline);
        try {
            int requestId = ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
            socket.getOutputStream().write(GiopLocate.request(requestId, target.objectKey()));
            socket.getOutputStream().flush();
            socket.setSoTimeout(deadline.socketTimeoutMillis());
            GiopLocate.Reply reply = GiopLocate.readReply(socket.getInputStream());
            if (reply.isLocateReply() && reply.requestId() != requestId) {
                throw new Unusable(Outcome.FAILED, endpoint + " answered request " + reply.requestId()
                        + " to LocateRequest " + requestId);
            }
            return finding(Outcome.ANSWERED, reply.describe() + " from " + endpoint + " for object key '"
                    + target.describeKey() + "'");
        } catch (SocketTimeoutException e) {
            throw new Unusable(Outcome.SILENT, endpoint + " accepted the connection but sent no GIOP reply"
                    + " to a LocateRequest within " + deadline.describe());
        } catch (IOException e) {
            throw new Unusable(Outcome.FAILED, "the GIOP exchange with " + endpoint + " failed: "
                    + e.getMessage());
        } finally {
            TcpConnect.close(socket);
        }
    }
}
