package dev.bindwise.model.persistence;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.xml.sax.SAXParseException;

import dev.bindwise.model.ModelPackage;

/**
 * Saves and loads one Bindwise document (a {@link dev.bindwise.model.ServiceDescription}, a
 * {@link dev.bindwise.model.SelectionPlan}) as XMI in UTF-8. References between objects of the document are kept.
 * <p>
 * The same code runs standalone and under Eclipse: every resource set made here registers the model package and
 * the XMI factory itself, instead of relying on the global registries, which only a running Eclipse fills (from
 * plugin.xml).
 */
public final class ModelResources {

  private static final Map<String, Object> SAVE_OPTIONS = Map.of(XMLResource.OPTION_ENCODING, "UTF-8");

  /** Plans are read on deployment targets: a document with a DOCTYPE (external entities, entity bombs) is refused. */
  private static final Map<String, Object> LOAD_OPTIONS = Map.of(
      XMLResource.OPTION_PARSER_FEATURES, Map.of("http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE),
      XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);

  private ModelResources() {
  }

  /** A resource set that reads and writes Bindwise documents as XMI, whatever their file extension. */
  public static ResourceSet newResourceSet() {
    ResourceSet resourceSet = new ResourceSetImpl();
    resourceSet.getPackageRegistry().put(ModelPackage.eNS_URI, ModelPackage.eINSTANCE);
    resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap()
        .put(Resource.Factory.Registry.DEFAULT_EXTENSION, new XMIResourceFactoryImpl());
    return resourceSet;
  }

  /** Writes {@code root} and everything it contains to {@code file}. */
  public static void save(EObject root, Path file) throws IOException {
    save(root, fileUri(file));
  }

  /**
   * Writes {@code root} and everything it contains to {@code uri}. The caller's objects stay in the resource they are
   * in, or in none: an object held by a resource or another object is written as a copy, and one held by none (a plan
   * just made) is itself written, then taken out of the resource again, which saves copying a large model.
   */
  public static void save(EObject root, URI uri) throws IOException {
    Resource resource = newResourceSet().createResource(uri);
    boolean free = root.eResource() == null && root.eContainer() == null;
    resource.getContents().add(free ? root : EcoreUtil.copy(root));
    try {
      resource.save(SAVE_OPTIONS);
    } catch (IOException e) {
      throw new IOException("cannot write " + describe(uri) + ": " + e.getMessage(), e);
    } finally {
      resource.getContents().clear();
    }
  }

  /**
   * Reads the document in {@code file}, which must hold one object of type {@code rootType}, and is no larger than
   * {@link InputLimit#PLAN}.
   */
  public static <T extends EObject> T load(Path file, Class<T> rootType) throws IOException {
    URI uri = fileUri(file);
    Resource resource = newResourceSet().createResource(uri);
    byte[] content;
    try {
      content = InputLimit.PLAN.read(file);
    } catch (InputLimit.InputTooLargeException e) {
      throw e;
    } catch (IOException e) {
      throw new IOException("cannot read " + describe(uri) + ": " + e, e);
    }
    try {
      resource.load(new ByteArrayInputStream(content), LOAD_OPTIONS);
    } catch (IOException e) {
      throw new IOException("cannot read " + describe(uri) + where(e) + ": " + e.getMessage(), e);
    }
    return root(resource, uri, rootType);
  }

  /** Reads the document at {@code uri}, which must hold one object of type {@code rootType}. */
  public static <T extends EObject> T load(URI uri, Class<T> rootType) throws IOException {
    Resource resource = newResourceSet().createResource(uri);
    try {
      resource.load(LOAD_OPTIONS);
    } catch (IOException e) {
      throw new IOException("cannot read " + describe(uri) + where(e) + ": " + e.getMessage(), e);
    }
    return root(resource, uri, rootType);
  }

  private static <T extends EObject> T root(Resource resource, URI uri, Class<T> rootType) throws IOException {
    if (resource.getContents().size() != 1) {
      throw new IOException(describe(uri) + " holds " + resource.getContents().size()
          + " top-level objects; a Bindwise document holds one " + rootType.getSimpleName());
    }
    EObject root = resource.getContents().get(0);
    if (!rootType.isInstance(root)) {
      throw new IOException(describe(uri) + " holds a " + root.eClass().getName() + ", not a " + rootType.getSimpleName());
    }
    return rootType.cast(root);
  }

  /** The line and column of an XML syntax error, which EMF's message leaves out. */
  private static String where(Throwable error) {
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof SAXParseException parseError && parseError.getLineNumber() > 0) {
        return " at line " + parseError.getLineNumber() + ", column " + parseError.getColumnNumber();
      }
    }
    return "";
  }

  private static URI fileUri(Path file) {
    return URI.createFileURI(file.toAbsolutePath().toString());
  }

  private static String describe(URI uri) {
    return uri.isFile() ? uri.toFileString() : uri.toString();
  }
}
