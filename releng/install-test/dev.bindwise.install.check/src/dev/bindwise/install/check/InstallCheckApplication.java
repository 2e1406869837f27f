package dev.bindwise.install.check;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.event.EventConstants;
import org.osgi.service.event.EventHandler;

/**
 * Runs the Eclipse IDE's own application (org.eclipse.ui.ide.workbench: its workbench, menus and perspectives, as a
 * user starts it) and, once its workbench is up, a step of the install test, as the script names it with
 * {@code -D}{@value #STEP}:
 * <ul>
 * <li>{@code install}: installs Bindwise through Help > Install New Software ({@link InstallThroughUi}); it ends with
 * Restart Now, on which the IDE's application ends with {@link IApplication#EXIT_RESTART} (exit code 23) for the
 * launcher to start it again (the script does, as the native launcher would);</li>
 * <li>{@code check}: checks the bundles and the Bindwise view ({@link InstallCheck}) and goes a new user's way to a
 * proxy's answer ({@link ProxyFlowCheck}), then closes the workbench.</li>
 * </ul>
 * The report goes to standard output; the exit code is 1 when a step failed.
 */
public final class InstallCheckApplication implements IApplication {

    /** The system property naming the step: install or check. */
    static final String STEP = "bindwise.installCheck.step";
    private static final String IDE_APPLICATION = "org.eclipse.ui.ide.workbench";
    private static final Integer EXIT_FAILED = 1;
    /** The update site's zip, for the install step. */
    private static final String ZIP = "bindwise.updateSiteZip";
    /** The repository's examples folder. */
    private static final String EXAMPLES = "bindwise.examples";
    /** A folder of the example SOAP server's jars. */
    private static final String SERVERS = "bindwise.exampleServers";
    /** Where the servers' logs go. */
    private static final String WORK = "bindwise.installTestWork";
    private static final String POSTED_EVENTS_MARKER = "dev/bindwise/installcheck/marker";

    private IApplication ide;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String step = System.getProperty(STEP, "check");
        String work = System.getProperty(WORK);
        if (work == null || ("install".equals(step) && System.getProperty(ZIP) == null)) {
            System.out.println("install check: the install test passes -D" + WORK + " and, to install, -D" + ZIP);
            return EXIT_FAILED;
        }
        BundleContext bundles = FrameworkUtil.getBundle(getClass()).getBundleContext();
        InstallCheck check = new InstallCheck(bundles);
        Platform.addLogListener(check);
        EventHandler started = event -> {
            check.found(String.format(Locale.ROOT, "%5.1f s  the workbench started (from the JVM's start)",
                    ManagementFactory.getRuntimeMXBean().getUptime() / 1e3));
            if ("install".equals(step)) {
                Thread installer = new Thread(() -> install(check, PlatformUI.getWorkbench()), "Bindwise install through the UI");
                installer.setDaemon(true);
                installer.start();
            } else {
                IWorkbench workbench = PlatformUI.getWorkbench();
                workbench.getDisplay().asyncExec(() -> check(check, workbench, Path.of(work)));
            }
        };
        ServiceRegistration<EventHandler> listening = bundles.registerService(EventHandler.class, started,
                new Hashtable<>(Map.of(EventConstants.EVENT_TOPIC, UIEvents.UILifeCycle.APP_STARTUP_COMPLETE)));
        Object returned;
        try {
            ide = (IApplication) Platform.getExtensionRegistry()
                    .getExtension("org.eclipse.core.runtime.applications", IDE_APPLICATION)
                    .getConfigurationElements()[0].getChildren("run")[0].createExecutableExtension("class");
            returned = ide.start(context);
        } finally {
            listening.unregister();
            Platform.removeLogListener(check);
        }
        if ("install".equals(step)) {
            boolean restarting = EXIT_RESTART.equals(returned) || EXIT_RELAUNCH.equals(returned);
            if (!restarting) {
                check.failed("the IDE's application ended with " + returned + ", not to restart");
            }
            check.printReport(System.out, "Bindwise installed through Help > Install New Software; the IDE restarts.");
            return check.passed() ? EXIT_RESTART : EXIT_FAILED;
        }
        check.printReport(System.out, "Bindwise is installed, resolved, its view opens, and a new Java project reaches the proxy's answer.");
        return check.passed() ? EXIT_OK : EXIT_FAILED;
    }

    @Override
    public void stop() {
        if (ide != null) {
            ide.stop();
        }
    }

    /** On the UI thread: the checks and the user's way, then the workbench closes. */
    private static void check(InstallCheck check, IWorkbench workbench, Path work) {
        try {
            check.run(workbench);
            String examples = System.getProperty(EXAMPLES);
            String servers = System.getProperty(SERVERS);
            if (examples == null || servers == null) {
                check.failed("the proxy's way was not checked: the install test passes -D" + EXAMPLES + " and -D" + SERVERS);
            } else {
                new ProxyFlowCheck(check, workbench, Path.of(examples), Path.of(servers), work).run();
            }
        } finally {
            // Closing while other start-up handlers still wait for the display makes them fail.
            waitForPostedEvents(workbench.getService(IEventBroker.class), workbench.getDisplay());
            workbench.close();
        }
    }

    /** On a thread of its own: the install wizard and its dialogs are modal, the UI thread runs them. */
    private static void install(InstallCheck check, IWorkbench workbench) {
        Shell[] window = new Shell[1];
        workbench.getDisplay().syncExec(() -> window[0] = workbench.getWorkbenchWindows()[0].getShell());
        InstallThroughUi install = new InstallThroughUi(check, window[0], Path.of(System.getProperty(ZIP)));
        boolean restarting = false;
        try {
            restarting = install.run();
        } catch (RuntimeException e) {
            check.failed("installing through the UI: " + e);
        } finally {
            if (!restarting) {
                workbench.getDisplay().asyncExec(workbench::close);
            }
        }
    }

    /**
     * Returns, running the UI meanwhile, once every event posted so far has reached all its handlers:
     * the event admin delivers posted events one after the other, so a marker posted now comes last.
     */
    private static void waitForPostedEvents(IEventBroker events, Display display) {
        AtomicBoolean delivered = new AtomicBoolean();
        EventHandler marker = event -> {
            delivered.set(true);
            display.wake();
        };
        events.subscribe(POSTED_EVENTS_MARKER, null, marker, true);
        events.post(POSTED_EVENTS_MARKER, null);
        while (!delivered.get()) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        events.unsubscribe(marker);
    }
}
