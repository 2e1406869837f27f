package dev.bindwise.core.wsdl.xml;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.w3c.dom.Document;

import dev.bindwise.core.wsdl.SourcePosition;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.model.persistence.InputLimit;

/**
 * The documents of one read: the WSDL the user named and every file it imports, each parsed once by
 * the {@link SecureXmlParser}. An import's location is looked up like a class path entry: beside the
 * importing file first, then under each import root. Nothing is fetched over the network here: a schema
 * fetched from a URL (when the user asked for it) is handed in, and parsed and kept as the files are.
 */
public final class LocalDocuments {

    /** A URI scheme of two letters or more (one letter is a Windows drive). */
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]+:");

    private final List<Path> importRoots;
    private final SecureXmlParser parser;
    private final Map<String, Document> documents = new LinkedHashMap<>();
    private final Map<String, String> fileNames = new LinkedHashMap<>();

    public LocalDocuments(List<Path> importRoots, SecureXmlParser parser) {
        this.importRoots = importRoots.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        this.parser = parser;
    }

    /** Reads the document the user named; {@code fileName} is how messages will name it. */
    public Document load(Path file, String fileName) throws WsdlReadException {
        Path absolute = file.toAbsolutePath().normalize();
        String uri = uriOf(absolute);
        Document known = documents.get(uri);
        if (known != null) {
            return known;
        }
        if (!Files.isRegularFile(absolute)) {
            throw new WsdlReadException(fileName, -1, -1,
                    Files.isDirectory(absolute) ? "is a folder, not a WSDL file"
                            : Files.exists(absolute) ? "is not a regular file" : "no such file",
                    "Give the path of an existing .wsdl file.");
        }
        byte[] content;
        try {
            content = InputLimit.WSDL.read(absolute);
        } catch (InputLimit.InputTooLargeException e) {
            throw new WsdlReadException(fileName, -1, -1, "the file is " + e.problem(),
                    "Give the WSDL itself; Bindwise reads documents up to that size.", e);
        } catch (IOException e) {
            throw new WsdlReadException(fileName, -1, -1, "cannot read the file: " + e.getMessage(),
                    "Check that the file is readable.", e);
        }
        fileNames.put(uri, fileName);
        Document document = parser.parse(content, uri, fileName);
        documents.put(uri, document);
        return document;
    }

    /** The content of a document fetched from a URL, fetched once per read. */
    @FunctionalInterface
    public interface Fetch {
        byte[] content() throws WsdlReadException;
    }

    /** The document at the URL, fetched (once) and parsed as a file would be; messages name it by its URL. */
    public Document loadFetched(String url, Fetch fetch) throws WsdlReadException {
        Document known = documents.get(url);
        if (known != null) {
            return known;
        }
        byte[] content = fetch.content();
        fileNames.put(url, url);
        Document document = parser.parse(content, url, url);
        documents.put(url, document);
        return document;
    }

    /**
     * Finds and reads the document that an import names.
     *
     * @param location the import's location as written
     * @param importingUri the URI of the document that holds the import
     * @param at where the import is, for messages
     * @param what how to call the import in messages, e.g. "wsdl:import"
     */
    public Document loadImport(String location, String importingUri, SourcePosition at, String what)
            throws WsdlReadException {
        Path file = resolve(location, importingUri, at, what);
        return load(file, file.toString());
    }

    /** The local file an import's location names; refuses remote locations, fails when nothing is found. */
    public Path resolve(String location, String importingUri, SourcePosition at, String what)
            throws WsdlReadException {
        String importing = fileName(importingUri);
        if (isRemote(location)) {
            throw new WsdlReadException(at, what + " of the remote location '" + location + "' in " + importing
                    + " refused: Bindwise never fetches anything over the network",
                    "Save a copy of that document beside " + importing
                            + " (or under an import root) and import it by a relative location.");
        }
        List<Path> candidates = candidates(location, importingUri);
        for (Path candidate : candidates) {
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        String roots = importRoots.isEmpty() ? "no import roots are set"
                : "import roots: " + importRoots.stream().map(Path::toString).collect(Collectors.joining(", "));
        throw new WsdlReadException(at, what + " '" + location + "' in " + importing
                + " not found: looked beside the importing file and under the import roots (" + roots + ")",
                "Put the file there, or add the folder that the location is relative to as an import root.");
    }

    /**
     * The warning for an import of a remote location, which is never fetched: what it defines stays
     * undefined, and whatever refers to it says so where it is used.
     */
    public static String remoteNotRead(String what, String location, String importing) {
        return what + " of the remote location '" + location + "' in " + importing + " not read (Bindwise never"
                + " fetches anything over the network): what it defines is missing. Save a copy beside " + importing
                + " (or under an import root) and import it by a relative location";
    }

    /** The URI under which a local file is known to the reader. */
    public static String uriOf(Path file) {
        return file.toAbsolutePath().normalize().toUri().toString();
    }

    /** How messages name the document with this URI. */
    public String fileName(String uri) {
        String name = fileNames.get(uri);
        return name != null ? name : SourcePosition.fileName(uri);
    }

    /** The URIs of every document read so far, the named one first. */
    public List<String> uris() {
        return new ArrayList<>(documents.keySet());
    }

    public static boolean isRemote(String location) {
        if (!SCHEME.matcher(location).find()) {
            return false;
        }
        return !location.regionMatches(true, 0, "file:", 0, 5);
    }

    private List<Path> candidates(String location, String importingUri) {
        List<Path> candidates = new ArrayList<>();
        if (location.regionMatches(true, 0, "file:", 0, 5)) {
            try {
                candidates.add(Paths.get(URI.create(location)));
            } catch (IllegalArgumentException e) {
                // not a usable file URI: nothing to look at
            }
            return candidates;
        }
        String path = location.replace('\\', '/');
        boolean rooted = path.startsWith("/");
        // class-path style: "/com/x/A.xsd" and "./com/x/A.xsd" are meant from a source root
        String relative = path.replaceFirst("^/+", "");
        Path importingDir = importingDirectory(importingUri);
        try {
            if (importingDir != null) {
                candidates.add(importingDir.resolve(relative).normalize());
            }
            for (Path root : importRoots) {
                candidates.add(root.resolve(relative).normalize());
            }
            if (rooted) {
                candidates.add(Paths.get(path).toAbsolutePath().normalize());
            }
        } catch (InvalidPathException e) {
            // a location no file system can name: the caller reports it as not found
        }
        return candidates;
    }

    private static Path importingDirectory(String importingUri) {
        if (importingUri == null || !importingUri.startsWith("file:")) {
            return null;
        }
        try {
            return Paths.get(URI.create(importingUri)).getParent();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
