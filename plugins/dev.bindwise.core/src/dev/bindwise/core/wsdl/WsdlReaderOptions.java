package dev.bindwise.core.wsdl;

import java.nio.file.Path;
import java.util.List;

/**
 * How {@link WsdlReader} reads.
 *
 * @param importRoots folders that import locations are also looked up under, in order, after the
 *        importing file's own folder: like a class path, for WSIF files that write imports as
 *        {@code /com/example/Service.xsd} or {@code ./com/example/Service.xsd}
 */
public record WsdlReaderOptions(List<Path> importRoots) {

    public WsdlReaderOptions {
        importRoots = List.copyOf(importRoots);
    }

    public static WsdlReaderOptions defaults() {
        return new WsdlReaderOptions(List.of());
    }

    public WsdlReaderOptions withImportRoots(Path... roots) {
        return new WsdlReaderOptions(List.of(roots));
    }
}
