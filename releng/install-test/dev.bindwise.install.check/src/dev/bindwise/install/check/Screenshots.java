package dev.bindwise.install.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/**
 * PNGs of the shells a user sees at each step, as the display shows them (SWT only, as the UI tests take
 * theirs), into the folder the install test passes as {@code -Dbindwise.screenshots}; none without it.
 * Called on the UI thread.
 */
final class Screenshots {

    static final String FOLDER = "bindwise.screenshots";

    private Screenshots() {
    }

    /** Brings the shell to the front, lets it paint, and saves what the display shows under it. */
    static void take(Shell shell, String name) {
        String folder = System.getProperty(FOLDER);
        if (folder == null || shell.isDisposed()) {
            return;
        }
        shell.moveAbove(null);
        for (int i = 0; i < 10; i++) {
            Widgets.processEvents();
            shell.update();
        }
        Rectangle bounds = shell.getBounds();
        Image image = new Image(shell.getDisplay(), bounds.width, bounds.height);
        try {
            GC gc = new GC(shell.getDisplay());
            try {
                gc.copyArea(image, bounds.x, bounds.y);
            } finally {
                gc.dispose();
            }
            Files.createDirectories(Path.of(folder));
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(Path.of(folder, name + ".png").toString(), SWT.IMAGE_PNG);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the screenshot " + name + " into " + folder + ": " + e, e);
        } finally {
            image.dispose();
        }
    }
}
