package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import dev.bindwise.examples.fuzz.Step.Edit;
import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * generate --out into a folder that holds the user's files: generated files the user edited (the main file, its
 * .generated beside it, the hash line), files of their own beside them, a file Bindwise did not generate where it
 * would write one, a symbolic link to a file elsewhere, a read-only package folder, another WSDL into the same
 * package. Whatever the user touched must be there after every run, byte for byte.
 */
final class OutFolderMutants implements MutantSource {

    private static final String PACKAGE = "fuzz.trader";
    private static final List<String> GENERATED = List.of("Trader.java", "TraderProxy.java");

    private final Inputs inputs;
    private final Loopback loopback;

    OutFolderMutants(Inputs inputs, Loopback loopback) {
        this.inputs = inputs;
        this.loopback = loopback;
    }

    @Override
    public InputKind kind() {
        return InputKind.OUT_FOLDER;
    }

    @Override
    public List<String> mutations() {
        return List.of("edited-generated", "edited-dot-generated", "user-dot-generated", "user-files-beside",
                "not-generated-at-target", "hash-line-removed", "hash-changed", "truncated-generated", "symbolic-link",
                "read-only-package", "folder-at-target", "another-wsdl-same-package");
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path wsdl = MutantFiles.copyConfined(inputs.example("Trader.wsdl"), folder.resolve("in"), loopback);
        Path profile = Files.copy(inputs.profile(), folder.resolve("in/target.json"));
        Path out = folder.resolve("out");
        Path pkg = out.resolve(PACKAGE.replace('.', '/'));
        Path edited = pkg.resolve(XmlTree.pick(random, GENERATED));
        Set<Path> userFiles = new LinkedHashSet<>();
        Invocation generate = Invocation.of(false, "generate", "--target", profile.toString(), "--timeout", "500",
                "--package", PACKAGE, "--out", out.toString(), wsdl.toString());
        List<Step> steps = new ArrayList<>();
        steps.add(generate);
        switch (mutation) {
            case "edited-generated" -> {
                steps.add(edit("edit " + edited.getFileName(), () -> userEdit(edited, random, userFiles)));
                steps.add(generate);
            }
            case "edited-dot-generated" -> {
                Path beside = edited.resolveSibling(edited.getFileName() + ".generated");
                steps.add(edit("edit " + edited.getFileName(), () -> userEdit(edited, random, userFiles)));
                steps.add(generate);
                steps.add(edit("merge into " + beside.getFileName(), () -> userEdit(beside, random, userFiles)));
                steps.add(generate);
            }
            case "user-dot-generated" -> steps.add(edit("write a .generated of their own", () -> userFiles.add(
                    MutantFiles.write(edited.resolveSibling(edited.getFileName() + ".generated"), "// the user's notes\n"))));
            case "user-files-beside" -> steps.add(edit("add files of their own", () -> {
                userFiles.add(MutantFiles.write(pkg.resolve("Helper.java"), "package " + PACKAGE + ";\n\nclass Helper {\n}\n"));
                userFiles.add(MutantFiles.write(pkg.resolve("notes.txt"), "mine"));
                userFiles.add(MutantFiles.write(out.resolve("README"), "mine"));
                userFiles.add(MutantFiles.write(pkg.resolve("TraderProxy.java.orig"), "mine"));
            }));
            case "not-generated-at-target" -> {
                steps.clear();
                steps.add(edit("write " + edited.getFileName() + " by hand", () -> userFiles.add(MutantFiles.write(edited,
                        "package " + PACKAGE + ";\n\n// written by hand\ninterface " + edited.getFileName().toString()
                                .replace(".java", "") + " {\n}\n"))));
                steps.add(new Invocation(generate.args(), true, false));
            }
            case "hash-line-removed" -> steps.add(edit("remove the hash line", () -> {
                Files.writeString(edited, Files.readString(edited).replaceFirst("// bindwise-content-hash: [^\n]*\n", ""));
                userFiles.add(edited);
            }));
            case "hash-changed" -> steps.add(edit("change the hash", () -> {
                Files.writeString(edited, Files.readString(edited).replaceFirst("sha256:[0-9a-f]{8}", "sha256:00000000"));
                userFiles.add(edited);
            }));
            case "truncated-generated" -> steps.add(edit("truncate " + edited.getFileName(), () -> {
                byte[] content = Files.readAllBytes(edited);
                Files.write(edited, java.util.Arrays.copyOf(content, random.nextInt(content.length)));
                userFiles.add(edited);
            }));
            case "symbolic-link" -> steps.add(edit("make " + edited.getFileName() + " a link", () -> {
                Path mine = MutantFiles.write(folder.resolve("elsewhere/Mine.java"), "// the user's own file\n");
                Files.delete(edited);
                Files.createSymbolicLink(edited, mine);
                userFiles.add(edited);
            }));
            case "read-only-package" -> steps.add(edit("edit and make the package read-only", () -> {
                userEdit(edited, random, userFiles);
                Files.setPosixFilePermissions(pkg, PosixFilePermissions.fromString("r-xr-xr-x"));
            }));
            case "folder-at-target" -> {
                steps.clear();
                steps.add(edit("make a folder named " + edited.getFileName(), () -> Files.createDirectories(edited)));
                steps.add(new Invocation(generate.args(), true, false));
            }
            case "another-wsdl-same-package" -> {
                Path financial = MutantFiles.copyConfined(inputs.example("Financial.wsdl"), folder.resolve("in2"), loopback);
                // Files a newer plan no longer needs are left where they are (README): the Trader files are then the user's.
                steps.add(edit("keep the Trader files", () -> GENERATED.forEach(name -> userFiles.add(pkg.resolve(name)))));
                steps.add(Invocation.of(false, "generate", "--timeout", "500", "--package", PACKAGE, "--out", out.toString(),
                        financial.toString()));
            }
            default -> throw new IllegalArgumentException(mutation);
        }
        if (!mutation.equals("another-wsdl-same-package")) {
            steps.add(generate);
        }
        return new Mutant(seed, kind(), inputs.label(inputs.example("Trader.wsdl")) + " into --out", mutation, folder, steps,
                List.of(out), userFiles);
    }

    private static Edit edit(String description, Step.Action action) {
        return new Edit(description, action);
    }

    /** An edit a user makes (a comment added at the end, a line changed, a method added), after which the file is theirs. */
    private static void userEdit(Path file, Random random, Set<Path> userFiles) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String edited = switch (random.nextInt(3)) {
            case 0 -> text + "// edited by the user\n";
            case 1 -> text.replaceFirst("\n", "\n// the user was here\n");
            default -> text.substring(0, text.lastIndexOf('}')) + "    // a method the user added would go here\n}\n";
        };
        Files.writeString(file, edited, StandardCharsets.UTF_8);
        userFiles.add(file);
    }
}
