import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.codegen.merge.java.JControlModel;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Regenerates the model code of a bundle from its .genmodel with EMF's own generator, without Eclipse.
 * <p>
 * What the Eclipse IDE does with "Reload" and then "Generate Model Code": the GenModel is built afresh from
 * the .ecore (so classes and features added there are picked up), the settings of the existing .genmodel are
 * carried over onto it, it is saved back, and the model code is generated into the GenModel's model directory,
 * which is emptied first: everything in it is generated, and generating into an empty folder needs no merging
 * (merging would need JDT).
 * <p>
 * Usage: {@code java -cp <EMF jars> GenerateModel.java <bundle folder> <genmodel path inside the bundle>}
 */
public class GenerateModel {

  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: GenerateModel <bundle folder> <genmodel path inside the bundle, e.g. model/x.genmodel>");
      System.exit(2);
    }
    Path bundleFolder = Path.of(args[0]).toAbsolutePath().normalize();
    String bundleName = bundleFolder.getFileName().toString();
    String genModelPath = args[1];

    ResourceSet resourceSet = standaloneResourceSet(bundleFolder, bundleName);
    Resource genModelResource = resourceSet.getResource(
        URI.createPlatformResourceURI(bundleName + "/" + genModelPath, true), true);
    GenModel genModel = reload((GenModel) genModelResource.getContents().get(0));
    genModelResource.getContents().set(0, genModel);

    Diagnostic validation = genModel.diagnose();
    if (validation.getSeverity() >= Diagnostic.ERROR) {
      fail("the GenModel is not valid", validation);
    }
    genModelResource.save(null);
    System.out.println("Saved " + bundleFolder.resolve(genModelPath));

    Path modelDirectory = outputFolder(bundleFolder, bundleName, genModel.getModelDirectory());
    deleteRecursively(modelDirectory);

    genModel.setCanGenerate(true);
    // Under Eclipse an extension point registers the GenModel templates; standalone, nothing does.
    var generatorFactories = GeneratorAdapterFactory.Descriptor.Registry.INSTANCE;
    if (generatorFactories.getDescriptors(GenModelPackage.eNS_URI).isEmpty()) {
      generatorFactories.addDescriptor(GenModelPackage.eNS_URI, GenModelGeneratorAdapterFactory.DESCRIPTOR);
    }
    Generator generator = new Generator() {
      // JMerger needs JDT, which is not on the class path here. Without a facade helper the generator writes what
      // the templates emit (imports included) as it is; there is nothing to merge with in an emptied folder.
      @Override
      public JControlModel getJControlModel() {
        if (jControlModel == null) {
          jControlModel = new JControlModel();
        }
        return jControlModel;
      }
    };
    generator.setInput(genModel);
    // Generating from each GenPackage rather than from the GenModel writes the Java code only: the bundle's
    // MANIFEST.MF, build.properties and plugin.xml are kept by hand (plugin.xml as EMF first generated it).
    for (GenPackage genPackage : genModel.getGenPackages()) {
      Diagnostic result = generator.generate(genPackage, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
          new BasicMonitor.Printing(System.out));
      if (result.getSeverity() >= Diagnostic.ERROR) {
        fail("generating package " + genPackage.getPrefix() + " failed", result);
      }
    }
    System.out.println("Generated model code into " + modelDirectory);
  }

  /**
   * A resource set that reads platform:/resource/BUNDLE/ from the bundle folder and platform:/plugin/org.eclipse.emf.ecore/
   * from the Ecore jar on the class path (the .genmodel uses Ecore's own GenModel, for EStringToStringMapEntry).
   */
  private static ResourceSet standaloneResourceSet(Path bundleFolder, String bundleName) throws URISyntaxException {
    EcorePlugin.getPlatformResourceMap().put(bundleName, URI.createFileURI(bundleFolder + "/"));
    Path ecoreJar = Path.of(EcorePackage.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    URIConverter.URI_MAP.put(URI.createPlatformPluginURI("org.eclipse.emf.ecore/", false),
        URI.createURI("archive:" + URI.createFileURI(ecoreJar.toString()) + "!/"));

    ResourceSet resourceSet = new ResourceSetImpl();
    var factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
    factories.put("ecore", new EcoreResourceFactoryImpl());
    factories.put("genmodel", new EcoreResourceFactoryImpl());
    resourceSet.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
    resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
    return resourceSet;
  }

  /** A GenModel built afresh from the Ecore packages of {@code original}, with the settings of {@code original}. */
  private static GenModel reload(GenModel original) {
    List<EPackage> ePackages = new ArrayList<>();
    for (GenPackage genPackage : original.getGenPackages()) {
      EPackage ePackage = genPackage.getEcorePackage();
      if (ePackage == null || ePackage.eIsProxy()) {
        throw new IllegalStateException("cannot load the Ecore package of GenPackage " + genPackage.getPrefix());
      }
      ePackages.add(ePackage);
    }
    GenModel reloaded = GenModelFactory.eINSTANCE.createGenModel();
    reloaded.initialize(ePackages);
    reloaded.getUsedGenPackages().addAll(original.getUsedGenPackages());
    reloaded.getForeignModel().addAll(original.getForeignModel());
    reloaded.setImporterID(original.getImporterID());
    reloaded.reconcile(original);
    return reloaded;
  }

  private static Path outputFolder(Path bundleFolder, String bundleName, String workspacePath) {
    String prefix = "/" + bundleName + "/";
    if (workspacePath == null || !workspacePath.startsWith(prefix)) {
      throw new IllegalStateException("modelDirectory " + workspacePath + " is not inside " + prefix);
    }
    return bundleFolder.resolve(workspacePath.substring(prefix.length()));
  }

  private static void deleteRecursively(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(folder)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> {
        try {
          Files.delete(path);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }

  private static void fail(String what, Diagnostic diagnostic) {
    System.err.println("GenerateModel: " + what + ": " + diagnostic.getMessage());
    printChildren(diagnostic, "  ");
    System.exit(1);
  }

  private static void printChildren(Diagnostic diagnostic, String indent) {
    for (Diagnostic child : diagnostic.getChildren()) {
      System.err.println(indent + child.getMessage());
      printChildren(child, indent + "  ");
    }
  }
}
