package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.rmi.PortableRemoteObject;
import javax.rmi.CORBA.Util;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.omg.CORBA.ORB;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.Servant;

import com.sun.corba.ee.impl.naming.cosnaming.TransientNameService;
import com.sun.corba.ee.spi.ior.iiop.IIOPProfileTemplate;

import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.proxies.shop.Shop;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.iiop.GlassFishOrbs;

/**
 * A declared fault on the bindings that call the service's Java classes: a proxy generated from Shop.wsdl (WSIF's
 * fault mapping) calls the shop over RMI-IIOP (served in this JVM by the project's own ORB set-up, looked up in its
 * naming service) and over local Java, and the same user code (src/test/scenario/client/ShopScenario.java, compiled
 * with the generated classes) catches the same generated exception, with the same fault info, on both.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ShopFaultsEndToEndTest {

    private static final Path WSDL = Path.of("src/test/resources/shop/Shop.wsdl");

    @TempDir
    static Path work;
    private static ORB server;
    private static int serverPort;
    private static ServiceDescription description;

    @BeforeAll
    static void serveTheShopOverRmiIiop() throws Exception {
        server = GlassFishOrbs.server(0);
        POA rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        rootPoa.the_POAManager().activate();
        NamingContextExt naming = NamingContextExtHelper.narrow(
                new TransientNameService((com.sun.corba.ee.spi.orb.ORB) server).initialNamingContext());
        Shop servant = new Shop();
        PortableRemoteObject.exportObject(servant);
        naming.rebind(naming.to_name("Shop"), rootPoa.servant_to_reference((Servant) Util.getTie(servant)));
        serverPort = ((IIOPProfileTemplate) ((com.sun.corba.ee.spi.orb.ORB) server).getIOR(naming, false).getProfile()
                .getTaggedProfileTemplate()).getPrimaryAddress().getPort();
        description = new WsdlReader().read(WSDL);
    }

    @AfterAll
    static void stopTheServer() {
        if (server != null) {
            server.destroy();
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"RMI_IIOP", "LOCAL_JAVA"})
    void theSameGeneratedExceptionIsCaughtByTheSameCodeOverEachJavaBinding(BindingKind binding, @TempDir Path project)
            throws Exception {
        List<BindingKind> ranking = binding == BindingKind.RMI_IIOP ? List.of(BindingKind.RMI_IIOP, BindingKind.LOCAL_JAVA)
                : List.of(BindingKind.LOCAL_JAVA, BindingKind.RMI_IIOP);
        Path sources = project.resolve("src");
        new GenerateProxyOperation(new GenerateRequest(description, GeneratedProxies.plan(description, operation -> true,
                ranking), null, "client.shop", sources)).execute(null);
        Files.createDirectories(sources.resolve("client"));
        Files.copy(Path.of("src/test/scenario/client/ShopScenario.java"), sources.resolve("client/ShopScenario.java"));
        Path classes = GeneratedProxies.compile("Shop.wsdl with ShopScenario", sources, project.resolve("classes"));

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> proxyClass = loader.loadClass("client.shop.ShopProxy");
            Method reserve = loader.loadClass("client.ShopScenario").getMethod("reserve",
                    loader.loadClass("client.shop.Shop"), String.class, int.class);
            RuntimeOptions options = RuntimeOptions.defaults().address("ShopIiopPort", "corbaloc:iiop:127.0.0.1:" + serverPort)
                    .localInstance(Shop.class, new Shop());
            try (AutoCloseable proxy = (AutoCloseable) proxyClass.getConstructor(RuntimeOptions.class).newInstance(options)) {
                assertEquals("reserved 2", reserve.invoke(null, proxy, "tea", 2));
                assertEquals("refused: only 3 of tea left | info: only 3 of tea left, tea, 3", reserve.invoke(null, proxy, "tea", 5));

                // an exception the WSDL does not declare reaches the caller as the service threw it
                InvocationTargetException undeclared = assertThrows(InvocationTargetException.class,
                        () -> reserve.invoke(null, proxy, "tea", -1));
                assertEquals(IllegalArgumentException.class, undeclared.getCause().getClass());
                assertEquals("count must not be negative: -1", undeclared.getCause().getMessage());

                List<OperationStatus> status = ((ServiceRuntime) proxyClass.getMethod("runtime").invoke(proxy)).status();
                assertEquals(binding, status.get(0).current(), status.toString());
            }
        }
    }
}
