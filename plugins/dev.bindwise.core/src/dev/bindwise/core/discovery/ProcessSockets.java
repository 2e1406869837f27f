package dev.bindwise.core.discovery;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The TCP ports this very process listens on, from Linux's /proc: the socket inodes among the
 * process's open files, matched against the listening sockets of /proc/self/net/tcp and tcp6.
 */
final class ProcessSockets {

    private static final Path FILE_DESCRIPTORS = Path.of("/proc/self/fd");
    private static final List<Path> TCP_TABLES = List.of(Path.of("/proc/self/net/tcp"), Path.of("/proc/self/net/tcp6"));
    private static final String LISTEN = "0A";

    private ProcessSockets() {
    }

    /** @throws IOException when /proc is not there (not Linux) or cannot be read */
    static Set<Integer> listeningPorts() throws IOException {
        Set<String> socketInodes = new HashSet<>();
        try (Stream<Path> descriptors = Files.list(FILE_DESCRIPTORS)) {
            for (Path descriptor : (Iterable<Path>) descriptors::iterator) {
                try {
                    String target = Files.readSymbolicLink(descriptor).toString();
                    if (target.startsWith("socket:[")) {
                        socketInodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException e) {
                    // the descriptor was closed while we looked: not a listening socket of ours
                }
            }
        }
        Set<Integer> ports = new HashSet<>();
        for (Path table : TCP_TABLES) {
            if (!Files.isReadable(table)) {
                continue;
            }
            List<String> lines = Files.readAllLines(table);
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                String[] fields = line.trim().split("\\s+");
                // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
                if (fields.length > 9 && fields[3].equals(LISTEN) && socketInodes.contains(fields[9])) {
                    String local = fields[1];
                    ports.add(Integer.parseInt(local.substring(local.indexOf(':') + 1), 16));
                }
            }
        }
        return ports;
    }
}
