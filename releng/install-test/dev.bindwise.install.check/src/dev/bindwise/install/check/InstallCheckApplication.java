package dev.bindwise.install.check;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.osgi.framework.FrameworkUtil;
import org.osgi.service.event.Event;
import org.osgi.service.event.EventHandler;

/**
 * Started instead of the IDE in the Eclipse that Bindwise was just installed into: opens a real
 * workbench, runs {@link InstallCheck} in it once it has started, closes the workbench, prints the
 * report and exits with 0 when everything was found working, 1 otherwise.
 */
public final class InstallCheckApplication implements IApplication {

    private static final Integer EXIT_FAILED = 1;

    @Override
    public Object start(IApplicationContext context) {
        InstallCheck check = new InstallCheck(FrameworkUtil.getBundle(getClass()).getBundleContext());
        Platform.addLogListener(check);
        Display display = PlatformUI.createDisplay();
        try {
            PlatformUI.createAndRunWorkbench(display, new CheckingAdvisor(check));
        } finally {
            display.dispose();
            Platform.removeLogListener(check);
        }
        check.printReport(System.out);
        return check.passed() ? EXIT_OK : EXIT_FAILED;
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }

    /** A plain workbench (the Resource perspective) that runs the check once it has started. */
    private static final class CheckingAdvisor extends WorkbenchAdvisor {

        private static final String POSTED_EVENTS_MARKER = "dev/bindwise/installcheck/marker";
        /** The repository's examples folder. */
        private static final String EXAMPLES = "bindwise.examples";
        /** A folder of the example SOAP server's jars. */
        private static final String SERVERS = "bindwise.exampleServers";
        /** Where the servers' logs go. */
        private static final String WORK = "bindwise.installTestWork";

        private final InstallCheck check;

        CheckingAdvisor(InstallCheck check) {
            this.check = check;
        }

        @Override
        public String getInitialWindowPerspectiveId() {
            return "org.eclipse.ui.resourcePerspective";
        }

        @Override
        public void preStartup() {
            IWorkbench workbench = getWorkbenchConfigurer().getWorkbench();
            IEventBroker events = workbench.getService(IEventBroker.class);
            events.subscribe(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE, new EventHandler() {
                @Override
                public void handleEvent(Event event) {
                    events.unsubscribe(this);
                    check.found(String.format(Locale.ROOT, "%5.1f s  the workbench started (from the JVM's start)",
                            ManagementFactory.getRuntimeMXBean().getUptime() / 1e3));
                    workbench.getDisplay().asyncExec(() -> {
                        try {
                            check.run(workbench);
                            proxyFlow(workbench);
                        } finally {
                            // Closing while other start-up handlers still wait for the display makes them fail.
                            waitForPostedEvents(events, workbench.getDisplay());
                            workbench.close();
                        }
                    });
                }
            });
        }

        /** The way from a new Java project to a running proxy, with what the install test passes for it. */
        private void proxyFlow(IWorkbench workbench) {
            String examples = System.getProperty(EXAMPLES);
            String servers = System.getProperty(SERVERS);
            String work = System.getProperty(WORK);
            if (examples == null || servers == null || work == null) {
                check.failed("the proxy's way was not checked: the install test passes -D" + EXAMPLES + ", -D" + SERVERS
                        + " and -D" + WORK);
                return;
            }
            new ProxyFlowCheck(check, workbench, Path.of(examples), Path.of(servers), Path.of(work)).run();
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
}
