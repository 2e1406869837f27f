package dev.bindwise.core.wsdl.schema;

import java.io.IOException;
import java.io.InputStream;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.core.wsdl.SourcePosition;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.model.persistence.InputLimit;

/**
 * Schemas imported from a URL ({@code schemaLocation="http://host/svc?xsd=1"}, as application servers publish
 * their WSDLs), fetched only when the user asked for it: over http or https, no larger than a local schema may be
 * ({@link InputLimit#WSDL}), within a time limit for the whole fetch, following a redirect only on the same host.
 * Unasked, such an import is refused with the URL and how to save the schema beside the WSDL: a schema left out
 * would leave the operations without their types.
 */
public final class RemoteSchemas {

    /** The option that asks for remote schemas on the command line, which messages name. */
    public static final String OPTION = "--fetch-remote-schemas";
    private static final int MAX_REDIRECTS = 5;

    private final Duration timeLimit;
    private final HttpClient client;

    /** Fetching within the time limit. */
    public RemoteSchemas(Duration timeLimit) {
        this.timeLimit = timeLimit;
        this.client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).connectTimeout(timeLimit)
                .proxy(ProxySelector.getDefault()).build();
    }

    /** The refusal of a remote import when fetching was not asked for: the URL, and how to do without it. */
    public static WsdlReadException refused(SourcePosition at, String what, String url, String importing) {
        return new WsdlReadException(at, what + " of the schema at the URL '" + url + "' in " + importing
                + " refused: Bindwise fetches a schema from the network only when asked, and without it the operations"
                + " would have no types",
                "Save it beside " + importing + " (for example as " + fileName(url) + ") and write that name in"
                        + " schemaLocation, or ask Bindwise to fetch it (" + OPTION + " on the command line).");
    }

    /**
     * The schema's bytes.
     *
     * @throws WsdlReadException when the URL is not http or https, the server does not answer with the document in
     *         time, redirects to another host, or sends more than a schema may have
     */
    public byte[] fetch(String url, SourcePosition at, String what, String importing) throws WsdlReadException {
        URI uri = uri(url, at, what, importing);
        String host = uri.getHost();
        long deadline = System.nanoTime() + timeLimit.toNanos();
        for (int redirects = 0;; redirects++) {
            HttpResponse<InputStream> response = send(uri, deadline, at, what, importing, url);
            int status = response.statusCode();
            if (status / 100 == 3 && response.headers().firstValue("Location").isPresent()) {
                close(response);
                URI next = uri.resolve(response.headers().firstValue("Location").get());
                if (!isHttp(next) || next.getHost() == null || !next.getHost().equalsIgnoreCase(host)) {
                    throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": the server redirects to "
                            + next + ", another host; Bindwise follows a redirect only on the same host",
                            "Import the schema from where it is (" + next + "), or save it beside " + importing
                                    + " and write that file's name in schemaLocation.");
                }
                if (redirects == MAX_REDIRECTS) {
                    throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": more than "
                            + MAX_REDIRECTS + " redirects", "Import the schema from the URL it is served at.");
                }
                uri = next;
                continue;
            }
            if (status != 200) {
                close(response);
                throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": the server answered HTTP "
                        + status + (uri.toString().equals(url) ? "" : " at " + uri), "Check the URL, or save the schema"
                                + " beside " + importing + " and write that file's name in schemaLocation.");
            }
            return body(response, deadline, at, what, importing, url);
        }
    }

    private HttpResponse<InputStream> send(URI uri, long deadline, SourcePosition at, String what, String importing,
            String url) throws WsdlReadException {
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(remaining(deadline)).GET().build();
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": cannot fetch it ("
                    + e + ")", "Check that the server is reachable, or save the schema beside " + importing
                            + " and write that file's name in schemaLocation.", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": interrupted while fetching it",
                    "Read the WSDL again.", e);
        }
    }

    /** The body, no larger than a schema may be, read within what is left of the time limit. */
    private byte[] body(HttpResponse<InputStream> response, long deadline, SourcePosition at, String what,
            String importing, String url) throws WsdlReadException {
        CompletableFuture<byte[]> read = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = response.body()) {
                return InputLimit.WSDL.read(in, url);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, runnable -> Thread.ofVirtual().start(runnable));
        try {
            return read.get(remaining(deadline).toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            close(response);
            throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": not fetched within "
                    + timeLimit.toSeconds() + " s", "Save the schema beside " + importing
                            + " and write that file's name in schemaLocation.", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof java.io.UncheckedIOException unchecked ? unchecked.getCause() : e.getCause();
            String problem = cause instanceof InputLimit.InputTooLargeException tooLarge ? "the document is "
                    + tooLarge.problem() : "cannot fetch it (" + cause + ")";
            throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": " + problem,
                    "Import the schema itself; Bindwise reads schemas up to that size.", cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close(response);
            throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": interrupted while fetching it",
                    "Read the WSDL again.", e);
        }
    }

    private Duration remaining(long deadline) {
        return Duration.ofNanos(Math.max(1, deadline - System.nanoTime()));
    }

    private static URI uri(String url, SourcePosition at, String what, String importing) throws WsdlReadException {
        try {
            URI uri = new URI(url);
            if (isHttp(uri) && uri.getHost() != null) {
                return uri;
            }
        } catch (java.net.URISyntaxException e) {
            // refused below, as any URL that is not http or https
        }
        throw new WsdlReadException(at, what + " of '" + url + "' in " + importing + ": Bindwise fetches schemas over"
                + " http and https only", "Save the schema beside " + importing + " and write that file's name in schemaLocation.");
    }

    private static boolean isHttp(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        return scheme.equals("http") || scheme.equals("https");
    }

    private static void close(HttpResponse<InputStream> response) {
        try {
            response.body().close();
        } catch (IOException e) {
            // nothing more is read from it
        }
    }

    /** A file name for the schema at the URL: its last path segment and query, e.g. svc-xsd-1.xsd. */
    static String fileName(String url) {
        String name;
        try {
            URI uri = new URI(url);
            String path = uri.getPath() == null ? "" : uri.getPath();
            name = path.substring(path.lastIndexOf('/') + 1) + (uri.getQuery() == null ? "" : "-" + uri.getQuery());
        } catch (java.net.URISyntaxException e) {
            name = "";
        }
        name = name.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^[-.]+|[-.]+$", "");
        if (name.isEmpty()) {
            name = "schema";
        }
        return name.toLowerCase(Locale.ROOT).endsWith(".xsd") ? name : name + ".xsd";
    }
}
