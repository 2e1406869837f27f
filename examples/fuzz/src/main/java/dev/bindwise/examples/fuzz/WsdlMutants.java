package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * XML-level mutants of the example and corpus WSDLs ({@link XmlMutations}), plus a WSDL that imports itself and one
 * whose path holds what breaks a Java comment or string. Each is read by inspect and by one other command; when
 * inspect accepts it, by every command (estimate, discover and select with a short timeout, generate).
 */
final class WsdlMutants implements MutantSource {

    private static final List<String> ESCAPING_FOLDERS = List.of("in\\u000a", "x*", "in\nline", "a\"b", "$HOME", "in\\",
            "\u202Eevil", "sp ace", "tab\there");

    private final Inputs inputs;
    private final Loopback loopback;
    private final List<String> mutations = new ArrayList<>(XmlMutations.ALL.keySet());

    WsdlMutants(Inputs inputs, Loopback loopback) {
        this.inputs = inputs;
        this.loopback = loopback;
        mutations.add("self-import");
        mutations.add("escaping-path");
    }

    @Override
    public InputKind kind() {
        return InputKind.WSDL;
    }

    @Override
    public List<String> mutations() {
        return mutations;
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path source = pickSource(mutation, random);
        Path in = folder.resolve("in");
        if (mutation.equals("escaping-path")) {
            in = in.resolve(XmlTree.pick(random, ESCAPING_FOLDERS)).resolve(XmlTree.pick(random, ESCAPING_FOLDERS));
        }
        Path wsdl = MutantFiles.copyConfined(source, in, loopback);
        String xml = MutantFiles.read(wsdl);
        switch (mutation) {
            case "escaping-path" -> {
                // the content as it was; only where it is
            }
            case "self-import" -> MutantFiles.write(wsdl, xml.replaceFirst("(<([\\w]+:)?definitions[^>]*>)",
                    "$1<$2import namespace=\"urn:bindwise:fuzz:self\" location=\"" + wsdl.getFileName() + "\"/>"));
            default -> MutantFiles.write(wsdl, XmlMutations.ALL.get(mutation).apply(xml, random, loopback));
        }
        String path = wsdl.toString();
        String out = folder.resolve("out").toString();
        List<Invocation> others = new ArrayList<>(List.of(
                Invocation.ifAccepted(false, "estimate", path),
                Invocation.ifAccepted(false, "discover", "--timeout", "500", path),
                Invocation.ifAccepted(false, "select", "--timeout", "500", path),
                Invocation.ifAccepted(false, "generate", "--timeout", "500", "--out", out, path)));
        Invocation second = others.remove(random.nextInt(others.size()));
        List<Step> steps = new ArrayList<>();
        steps.add(Invocation.of(false, "inspect", path));
        steps.add(new Invocation(second.args(), false, false));
        steps.addAll(others);
        return new Mutant(seed, kind(), inputs.label(source), mutation, folder, steps, List.of(folder.resolve("out")),
                Set.of());
    }

    /** An example WSDL a third of the time, else a corpus one; for missing-part, one with ejb or java operations. */
    private Path pickSource(String mutation, Random random) throws IOException {
        List<Path> candidates = inputs.corpusWsdls().isEmpty() || random.nextInt(3) == 0
                ? inputs.exampleWsdls() : inputs.corpusWsdls();
        if (mutation.equals("missing-part")) {
            List<Path> withParts = new ArrayList<>();
            for (Path candidate : candidates) {
                String text = Files.readString(candidate);
                if (text.contains("parameterOrder") || text.contains("returnPart")) {
                    withParts.add(candidate);
                }
            }
            if (!withParts.isEmpty()) {
                candidates = withParts;
            }
        }
        return XmlTree.pick(random, candidates);
    }
}
