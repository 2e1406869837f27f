package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps the fuzz on this machine. A listener on 127.0.0.1 (the canary) stands for every remote location a mutant
 * imports or references: the reader must never fetch one, so a connection it accepts is an outcome. Endpoint
 * addresses of the inputs are moved to 127.0.0.1 (their ports kept) before mutation, so that the probes of discover,
 * select and generate stay on loopback.
 */
public final class Loopback implements AutoCloseable {

    private static final Pattern ADDRESS_ATTRIBUTE = Pattern.compile(
            "\\b(location|jndiProviderURL|connectionURL|hostName|schemaLocation)(\\s*=\\s*)([\"'])(.*?)\\3", Pattern.DOTALL);
    private static final Pattern URL_HOST = Pattern.compile("^([a-zA-Z][\\w+.-]*://(?:[^@/]*@)?)(\\[[^\\]]*\\]|[^/:?#]*)");
    private static final Pattern CORBA_HOST = Pattern.compile("^(corba(?:loc|name):(?:iiop)?:(?:\\d\\.\\d@)?)([^:/,]*)");

    private final ServerSocket canary;
    private final AtomicInteger connections = new AtomicInteger();

    public Loopback() {
        try {
            canary = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread acceptor = new Thread(this::accept, "fuzz-canary");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void accept() {
        while (!canary.isClosed()) {
            try (Socket accepted = canary.accept()) {
                connections.incrementAndGet();
                accepted.setSoLinger(true, 0);
            } catch (IOException e) {
                // closed
            }
        }
    }

    /** A remote URL of the given scheme that points at the canary. */
    public String remote(String scheme, String file) {
        return scheme + "://127.0.0.1:" + canary.getLocalPort() + "/" + file;
    }

    public int port() {
        return canary.getLocalPort();
    }

    /** Connections the canary has accepted so far. */
    public int connections() {
        return connections.get();
    }

    /**
     * The document with every address on 127.0.0.1 and every remote import at the canary: endpoints (soap:address
     * location, ejb jndiProviderURL, connector connectionURL and hostName) keep their ports; imports (a location
     * or schemaLocation with a scheme) point at the canary.
     */
    public String confine(String xml) {
        Matcher attribute = ADDRESS_ATTRIBUTE.matcher(xml);
        StringBuilder result = new StringBuilder();
        while (attribute.find()) {
            String name = attribute.group(1);
            String value = attribute.group(4);
            String confined;
            if (name.equals("hostName")) {
                confined = "127.0.0.1";
            } else if (isImport(xml, attribute.start()) && value.contains("://")) {
                confined = remote("http", value.substring(value.lastIndexOf('/') + 1));
            } else {
                confined = loopbackHost(value);
            }
            attribute.appendReplacement(result, Matcher.quoteReplacement(
                    name + attribute.group(2) + attribute.group(3) + confined + attribute.group(3)));
        }
        attribute.appendTail(result);
        return result.toString();
    }

    private static boolean isImport(String xml, int attributeStart) {
        int tag = xml.lastIndexOf('<', attributeStart);
        String element = xml.substring(tag, attributeStart);
        return element.contains("import") || element.contains("include") || element.contains("redefine");
    }

    private static String loopbackHost(String value) {
        Matcher url = URL_HOST.matcher(value);
        if (url.find() && !url.group(2).isEmpty()) {
            return url.group(1) + "127.0.0.1" + value.substring(url.end());
        }
        Matcher corba = CORBA_HOST.matcher(value);
        if (corba.find() && !corba.group(2).isEmpty()) {
            return corba.group(1) + "127.0.0.1" + value.substring(corba.end());
        }
        return value;
    }

    @Override
    public void close() {
        try {
            canary.close();
        } catch (IOException e) {
            // nothing to do
        }
    }
}
