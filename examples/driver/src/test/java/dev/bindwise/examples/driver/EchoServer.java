package dev.bindwise.examples.driver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

import dev.bindwise.examples.ServerMain;

/** A TCP echo server with the example servers' life cycle, to test the relay and the process handling alone. */
public final class EchoServer {

    private EchoServer() {
    }

    public static void main(String[] args) {
        ServerMain.run(args, "echo server", port -> {
            ServerSocket listener = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
            Thread.ofPlatform().daemon().start(() -> accept(listener));
            return new ServerMain.Running() {
                @Override
                public int port() {
                    return listener.getLocalPort();
                }

                @Override
                public void stop() {
                    try {
                        listener.close();
                    } catch (IOException ignored) {
                        // stopping anyway
                    }
                }
            };
        });
    }

    static void accept(ServerSocket listener) {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                Thread.ofPlatform().daemon().start(() -> echo(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private static void echo(Socket socket) {
        try (socket; InputStream in = socket.getInputStream(); OutputStream out = socket.getOutputStream()) {
            byte[] buffer = new byte[4096];
            int read;
            while ((read = in.read(buffer)) >= 0) {
                out.write(buffer, 0, read);
                out.flush();
            }
        } catch (IOException ignored) {
            // the client went away
        }
    }
}
