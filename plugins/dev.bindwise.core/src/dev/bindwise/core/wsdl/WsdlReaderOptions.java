package dev.bindwise.core.wsdl;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How {@link WsdlReader} reads.
 *
 * @param importRoots folders that import locations are also looked up under, in order, after the
 *        importing file's own folder: like a class path, for WSIF files that write imports as
 *        {@code /com/example/Service.xsd} or {@code ./com/example/Service.xsd}
 * @param fetchRemoteSchemas whether a schema imported or included from an http or https URL is fetched (as the
 *        user asked: {@code --fetch-remote-schemas}); without it such an import is refused, never left out
 * @param fetchTimeLimit how long fetching one remote schema may take, the connection and every redirect included
 */
public record WsdlReaderOptions(List<Path> importRoots, boolean fetchRemoteSchemas, Duration fetchTimeLimit) {

    /** The time limit of a remote schema's fetch unless told otherwise. */
    public static final Duration FETCH_TIME_LIMIT = Duration.ofSeconds(30);

    public WsdlReaderOptions {
        importRoots = List.copyOf(importRoots);
        if (fetchTimeLimit.isNegative() || fetchTimeLimit.isZero()) {
            throw new IllegalArgumentException("the fetch time limit must be positive: " + fetchTimeLimit);
        }
    }

    /** Reading with these import roots, remote schemas refused. */
    public WsdlReaderOptions(List<Path> importRoots) {
        this(importRoots, false, FETCH_TIME_LIMIT);
    }

    public static WsdlReaderOptions defaults() {
        return new WsdlReaderOptions(List.of());
    }

    public WsdlReaderOptions withImportRoots(Path... roots) {
        return new WsdlReaderOptions(List.of(roots), fetchRemoteSchemas, fetchTimeLimit);
    }

    /** These options, with remote schemas fetched (or refused) within the time limit. */
    public WsdlReaderOptions withRemoteSchemas(boolean fetch, Duration timeLimit) {
        return new WsdlReaderOptions(importRoots, fetch, timeLimit);
    }
}
