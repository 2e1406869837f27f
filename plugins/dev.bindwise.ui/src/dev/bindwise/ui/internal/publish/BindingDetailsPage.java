package dev.bindwise.ui.internal.publish;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.bindwise.core.publish.AddBindingsException;
import dev.bindwise.core.publish.AddBindingsOperation;
import dev.bindwise.core.publish.ComplexTypes;
import dev.bindwise.core.publish.NewBinding;
import dev.bindwise.core.publish.NewBindingChecks;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Page 1: which bindings to add and their details, checked as they are typed with core's
 * {@link NewBindingChecks}. A kind the WSDL already has cannot be chosen. Every input control carries
 * its field's name as data under {@link #FIELD}, so that tests find it.
 */
final class BindingDetailsPage extends WizardPage {

    /** The key of the widget data that names an input control, e.g. {@code ejb.jndiName}. */
    static final String FIELD = "dev.bindwise.field";

    private final PortType portType;
    private final Set<BindingKind> present;
    private final List<String> complexTypes;
    /** The kinds this page offers to add, one group each, in the order of the groups. */
    private final Set<BindingKind> offered = EnumSet.noneOf(BindingKind.class);

    private Button ejb;
    private Text remoteInterface;
    private Text jndiName;
    private Text jndiProviderUrl;
    private Text initialContextFactory;
    private Button cics;
    private Text connectionUrl;
    private Text serverName;
    private Text program;
    private final Map<String, Text> programs = new LinkedHashMap<>();
    private Button java;
    private Text implementation;
    private final Map<String, Text> javaTypes = new LinkedHashMap<>();
    private final Map<String, Text> cobolRecords = new LinkedHashMap<>();
    private final List<Control> ejbControls = new ArrayList<>();
    private final List<Control> cicsControls = new ArrayList<>();
    private final List<Control> javaControls = new ArrayList<>();

    BindingDetailsPage(ServiceDescription description) throws AddBindingsException {
        super("details", "Bindings to add", null);
        this.portType = AddBindingsOperation.onePortType(description);
        this.present = AddBindingsOperation.presentKinds(description, portType);
        this.complexTypes = ComplexTypes.names(description);
        setDescription("Publish more bindings for port type " + portType.getName() + " (it has " + present
                + "): clients can then choose the fastest one they can reach.");
    }

    @Override
    public void createControl(Composite parent) {
        ScrolledComposite scrolled = new ScrolledComposite(parent, SWT.V_SCROLL);
        scrolled.setExpandHorizontal(true);
        scrolled.setExpandVertical(true);
        Composite page = new Composite(scrolled, SWT.NONE);
        GridLayoutFactory.swtDefaults().applyTo(page);

        Group ejbGroup = kindGroup(page, "RMI-IIOP (WSIF ejb binding)", BindingKind.RMI_IIOP);
        ejb = checkbox(ejbGroup, "Add an RMI-IIOP binding and port", "ejb", BindingKind.RMI_IIOP);
        remoteInterface = field(ejbGroup, "Remote interface:", "ejb.remoteInterface", "", ejbControls);
        jndiName = field(ejbGroup, "JNDI name:", "ejb.jndiName", portType.getName(), ejbControls);
        jndiProviderUrl = field(ejbGroup, "JNDI provider URL:", "ejb.jndiProviderURL", "corbaloc:iiop:localhost:1050", ejbControls);
        initialContextFactory = field(ejbGroup, "Initial context factory (optional):", "ejb.initialContextFactory",
                "com.sun.jndi.cosnaming.CNCtxFactory", ejbControls);

        Group cicsGroup = kindGroup(page, "JCA (CICS connector)", BindingKind.JCA);
        cics = checkbox(cicsGroup, "Add a JCA binding and port to a CICS program", "cics", BindingKind.JCA);
        connectionUrl = field(cicsGroup, "Connection URL:", "cics.connectionURL", "tcp://localhost:2006", cicsControls);
        serverName = field(cicsGroup, "CICS region (server name):", "cics.serverName", "", cicsControls);
        program = field(cicsGroup, "Program of every operation:", "cics.program", "", cicsControls);
        for (Operation operation : portType.getOperations()) {
            programs.put(operation.getName(), field(cicsGroup, "  program of " + operation.getName() + " (if another):",
                    "cics.program." + operation.getName(), "", cicsControls));
        }

        Group javaGroup = kindGroup(page, "Local Java (WSIF java binding)", BindingKind.LOCAL_JAVA);
        java = checkbox(javaGroup, "Add a local Java binding and port", "java", BindingKind.LOCAL_JAVA);
        implementation = field(javaGroup, "Implementation class:", "java.className", "", javaControls);

        if (!complexTypes.isEmpty()) {
            Group types = new Group(page, SWT.NONE);
            types.setText("Type mappings (optional): the schema's complex types as Java classes and COBOL records");
            GridLayoutFactory.swtDefaults().numColumns(3).applyTo(types);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(types);
            new Label(types, SWT.NONE).setText("Complex type");
            new Label(types, SWT.NONE).setText("Java class (RMI-IIOP, local Java)");
            new Label(types, SWT.NONE).setText("COBOL record (CICS)");
            for (String type : complexTypes) {
                new Label(types, SWT.NONE).setText(type);
                javaTypes.put(type, text(types, "java.type." + type, ""));
                cobolRecords.put(type, text(types, "cobol.type." + type, ""));
            }
        }

        scrolled.setContent(page);
        // the page's height at the width it is given, so that it scrolls to its last field wherever the dialog's
        // size puts it (computed once at its widest, it was cut off at the bottom and on the right)
        scrolled.addListener(SWT.Resize, event -> scrolled.setMinSize(
                page.computeSize(scrolled.getClientArea().width, SWT.DEFAULT)));
        scrolled.setMinSize(page.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        setControl(scrolled);
        enableFields();
        validate();
    }

    private Group kindGroup(Composite parent, String title, BindingKind kind) {
        offered.add(kind);
        Group group = new Group(parent, SWT.NONE);
        group.setText(title + (present.contains(kind) ? ": already in the WSDL" : ""));
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(group);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(group);
        return group;
    }

    private Button checkbox(Composite group, String label, String name, BindingKind kind) {
        Button button = new Button(group, SWT.CHECK);
        button.setText(label);
        button.setData(FIELD, name);
        button.setEnabled(!present.contains(kind));
        GridDataFactory.fillDefaults().span(2, 1).applyTo(button);
        button.addListener(SWT.Selection, event -> {
            enableFields();
            validate();
        });
        return button;
    }

    private Text field(Composite group, String label, String name, String initial, List<Control> controls) {
        Label caption = new Label(group, SWT.NONE);
        caption.setText(label);
        Text text = text(group, name, initial);
        controls.add(caption);
        controls.add(text);
        return text;
    }

    private Text text(Composite parent, String name, String initial) {
        Text text = new Text(parent, SWT.BORDER | SWT.SINGLE);
        text.setText(initial);
        text.setData(FIELD, name);
        GridDataFactory.fillDefaults().grab(true, false).hint(260, SWT.DEFAULT).applyTo(text);
        text.addListener(SWT.Modify, event -> validate());
        return text;
    }

    private void enableFields() {
        ejbControls.forEach(control -> control.setEnabled(ejb.getSelection()));
        cicsControls.forEach(control -> control.setEnabled(cics.getSelection()));
        javaControls.forEach(control -> control.setEnabled(java.getSelection()));
    }

    /**
     * Shows the first problem of what is typed; the page is complete when a binding is chosen and none remains.
     * Until a binding is chosen there is nothing wrong yet, only something to do; and where the WSDL has every
     * kind already, there is nothing to do at all.
     */
    private void validate() {
        if (nothingToAdd()) {
            setErrorMessage(null);
            setMessage(portType.getName() + " already has every binding Bindwise adds (" + labels(offered)
                    + "): there is nothing to add. Cancel closes the wizard.", INFORMATION);
            setPageComplete(false);
            return;
        }
        if (!ejb.getSelection() && !cics.getSelection() && !java.getSelection()) {
            setErrorMessage(null);
            List<BindingKind> addable = offered.stream().filter(kind -> !present.contains(kind)).toList();
            setMessage("Choose a binding to add: " + labels(addable) + ".", INFORMATION);
            setPageComplete(false);
            return;
        }
        setMessage(null);
        String problem = firstProblem();
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }

    /** Whether the WSDL has every kind this page could add. */
    boolean nothingToAdd() {
        return present.containsAll(offered);
    }

    private static String labels(Collection<BindingKind> kinds) {
        List<String> labels = kinds.stream().map(BindingKind::label).toList();
        return labels.size() <= 1 ? String.join("", labels)
                : String.join(", ", labels.subList(0, labels.size() - 1)) + " and " + labels.get(labels.size() - 1);
    }

    private String firstProblem() {
        List<Supplier<String>> checks = new ArrayList<>();
        if (ejb.getSelection()) {
            checks.add(() -> NewBindingChecks.javaClassName("the remote interface", remoteInterface.getText().trim()));
            checks.add(() -> NewBindingChecks.jndiName(jndiName.getText()));
            checks.add(() -> NewBindingChecks.jndiProviderUrl(jndiProviderUrl.getText().trim()));
            checks.add(() -> NewBindingChecks.initialContextFactory(initialContextFactory.getText().trim()));
        }
        if (cics.getSelection()) {
            checks.add(() -> NewBindingChecks.connectionUrl(connectionUrl.getText().trim()));
            checks.add(() -> NewBindingChecks.cicsName("the CICS region", serverName.getText().trim()));
            for (Map.Entry<String, Text> entry : programs.entrySet()) {
                String own = entry.getValue().getText().trim();
                checks.add(() -> NewBindingChecks.cicsName("the program of " + entry.getKey(),
                        own.isEmpty() ? program.getText().trim() : own));
            }
            for (Map.Entry<String, Text> entry : cobolRecords.entrySet()) {
                String record = entry.getValue().getText().trim();
                checks.add(() -> record.isEmpty() ? null : NewBindingChecks.cobolRecordName(entry.getKey(), record));
            }
        }
        if (java.getSelection()) {
            checks.add(() -> NewBindingChecks.javaClassName("the implementation class", implementation.getText().trim()));
        }
        if (ejb.getSelection() || java.getSelection()) {
            for (Map.Entry<String, Text> entry : javaTypes.entrySet()) {
                String type = entry.getValue().getText().trim();
                checks.add(() -> type.isEmpty() ? null : NewBindingChecks.javaClassName("the Java class of " + entry.getKey(), type));
            }
        }
        for (Supplier<String> check : checks) {
            String problem = check.get();
            if (problem != null) {
                return Character.toUpperCase(problem.charAt(0)) + problem.substring(1) + ".";
            }
        }
        return null;
    }

    /** The bindings as chosen and typed. */
    List<NewBinding> bindings() {
        List<NewBinding> bindings = new ArrayList<>();
        if (ejb.getSelection()) {
            String factory = initialContextFactory.getText().trim();
            bindings.add(new NewBinding.Ejb(remoteInterface.getText().trim(), jndiName.getText(),
                    jndiProviderUrl.getText().trim(), factory.isEmpty() ? null : factory, filled(javaTypes)));
        }
        if (cics.getSelection()) {
            Map<String, String> chosen = new LinkedHashMap<>(filled(programs));
            if (!program.getText().isBlank()) {
                chosen.put(NewBinding.Cics.EVERY_OPERATION, program.getText().trim());
            }
            bindings.add(new NewBinding.Cics(connectionUrl.getText().trim(), serverName.getText().trim(), chosen,
                    filled(cobolRecords)));
        }
        if (java.getSelection()) {
            bindings.add(new NewBinding.LocalJava(implementation.getText().trim(), filled(javaTypes)));
        }
        return bindings;
    }

    private static Map<String, String> filled(Map<String, Text> texts) {
        Map<String, String> values = new LinkedHashMap<>();
        texts.forEach((key, text) -> {
            if (!text.getText().isBlank()) {
                values.put(key, text.getText().trim());
            }
        });
        return values;
    }
}
