package dev.bindwise.core.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * The edited text read back by {@link WsdlReader}, from a copy in a temporary folder, before anyone
 * sees it: an edit the reader does not take back is an error, never a file.
 */
final class ReadBack {

    private ReadBack() {
    }

    /**
     * Checks that the new text reads and holds every port added, of its kind.
     *
     * @param wsdl the file the text was read from (its folder resolves relative imports)
     * @param options how it was read
     * @param ports the ports added, by name
     */
    static void check(Path wsdl, WsdlReaderOptions options, String newText, Map<String, BindingKind> ports)
            throws AddBindingsException {
        Path folder = null;
        try {
            folder = Files.createTempDirectory("bindwise-add-bindings");
            Path copy = folder.resolve(wsdl.getFileName());
            Files.writeString(copy, newText, WsdlText.charsetOf(newText));
            List<Path> roots = new ArrayList<>();
            roots.add(wsdl.toAbsolutePath().getParent());
            roots.addAll(options.importRoots());
            ServiceDescription readBack = new WsdlReader(new WsdlReaderOptions(roots)).read(copy);
            for (Map.Entry<String, BindingKind> added : ports.entrySet()) {
                boolean there = readBack.getServices().stream().flatMap(service -> service.getPorts().stream())
                        .anyMatch(port -> port.getName().equals(added.getKey()) && port.getKind() == added.getValue());
                if (!there) {
                    throw new AddBindingsException("Bindwise added port " + added.getKey() + " but does not read it back as "
                            + added.getValue().label() + ": this is a Bindwise bug, please report it with the WSDL.");
                }
            }
        } catch (WsdlReadException e) {
            throw new AddBindingsException("The WSDL with the new bindings does not read back (" + e.getProblem()
                    + "): nothing was written. If the WSDL itself is fine, this is a Bindwise bug: please report it with the file.", e);
        } catch (IOException e) {
            throw new AddBindingsException("Cannot check the result in a temporary folder: " + e.getMessage(), e);
        } finally {
            deleteQuietly(folder);
        }
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (var files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
