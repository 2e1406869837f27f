package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import javax.rmi.PortableRemoteObject;
import javax.rmi.CORBA.Util;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.proxies.shop.Shop;
import dev.bindwise.examples.proxies.shop.ShopSoap;
import dev.bindwise.examples.soap.SoapServer;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.iiop.GlassFishOrbs;

/**
 * A declared fault on every binding: a proxy generated from Shop.wsdl (WSIF's fault mapping) calls the shop over SOAP
 * (the Axis2 example server, in this JVM), over RMI-IIOP (served in this JVM by the project's own ORB set-up, looked up in its
 * naming service) and over local Java, and the same user code (src/test/scenario/client/ShopScenario.java, compiled
 * with the generated classes) catches the same generated exception, with the same fault info, on each.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ShopFaultsEndToEndTest {

    private static final Path WSDL = Path.of("src/test/resources/shop/Shop.wsdl");

    @TempDir
    static Path work;
    private static ORB server;
    private static int serverPort;
    private static ServiceDescription description;
    private static ServerMain.Running soapServer;

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
        soapServer = SoapServer.start(0, List.of(new ExampleService("shop", ShopSoap.class, ShopSoap::new,
                "examples/proxies/" + WSDL, List.of())));
    }

    @AfterAll
    static void stopTheServers() {
        if (server != null) {
            server.destroy();
        }
        if (soapServer != null) {
            soapServer.stop();
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"RMI_IIOP", "LOCAL_JAVA"})
    void theSameGeneratedExceptionIsCaughtByTheSameCodeOverEachJavaBinding(BindingKind binding, @TempDir Path project)
            throws Exception {
        try (URLClassLoader loader = generated(binding, project);
                AutoCloseable proxy = open(loader)) {
            Method reserve = loader.loadClass("client.ShopScenario").getMethod("reserve",
                    loader.loadClass("client.shop.Shop"), String.class, int.class);
            assertEquals("reserved 2", reserve.invoke(null, proxy, "tea", 2));
            assertEquals("refused: only 3 of tea left | info: only 3 of tea left, tea, 3", reserve.invoke(null, proxy, "tea", 5));

            // an exception the WSDL does not declare reaches the caller as the service threw it
            InvocationTargetException undeclared = assertThrows(InvocationTargetException.class,
                    () -> reserve.invoke(null, proxy, "tea", -1));
            assertEquals(IllegalArgumentException.class, undeclared.getCause().getClass());
            assertEquals("count must not be negative: -1", undeclared.getCause().getMessage());

            List<OperationStatus> status = ((ServiceRuntime) proxy.getClass().getMethod("runtime").invoke(proxy)).status();
            assertEquals(binding, status.get(0).current(), status.toString());
        }
    }

    /**
     * order's fault is the shop's SoldOutException, written the JAX-WS way: the exception has no getters for what its
     * fault bean (getFaultInfo()) holds. The generated exception's fault info is that bean's, field by field the same
     * over SOAP (where the detail is the fault bean, as JAX-WS sends it), RMI-IIOP and local Java.
     */
    @Test
    void aJaxWsFaultBeanIsTheFaultInfoFieldByFieldOnEveryBinding(@TempDir Path project) throws Exception {
        Map<BindingKind, Map<String, Object>> infos = new EnumMap<>(BindingKind.class);
        Map<BindingKind, String> messages = new EnumMap<>(BindingKind.class);
        for (BindingKind binding : List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.LOCAL_JAVA)) {
            try (URLClassLoader loader = generated(binding, project.resolve(binding.name()));
                    AutoCloseable proxy = open(loader)) {
                Method order = loader.loadClass("client.shop.Shop").getMethod("order", String.class, int.class);
                assertEquals(2, order.invoke(proxy, "tea", 2));
                Throwable fault = assertThrows(InvocationTargetException.class, () -> order.invoke(proxy, "tea", 5)).getCause();
                assertEquals("client.shop.SoldOutFault", fault.getClass().getName(), () -> "the generated exception, not " + fault);
                messages.put(binding, fault.getMessage());
                infos.put(binding, properties(fault.getClass().getMethod("getFaultInfo").invoke(fault)));
                List<OperationStatus> status = ((ServiceRuntime) proxy.getClass().getMethod("runtime").invoke(proxy)).status();
                assertEquals(binding, status.get(1).current(), status.toString());
            }
        }
        assertEquals(Map.of("item", "tea", "available", 3, "restock", "next Monday"), infos.get(BindingKind.SOAP));
        assertEquals(infos.get(BindingKind.SOAP), infos.get(BindingKind.RMI_IIOP));
        assertEquals(infos.get(BindingKind.SOAP), infos.get(BindingKind.LOCAL_JAVA));
        assertEquals("sold out: tea", messages.get(BindingKind.SOAP));
        assertEquals(messages.get(BindingKind.SOAP), messages.get(BindingKind.RMI_IIOP));
        assertEquals(messages.get(BindingKind.SOAP), messages.get(BindingKind.LOCAL_JAVA));
    }

    /** The proxy generated from Shop.wsdl to call the binding first, compiled with ShopScenario, in a loader of its own. */
    private static URLClassLoader generated(BindingKind first, Path project) throws Exception {
        List<BindingKind> ranking = new ArrayList<>(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.LOCAL_JAVA));
        ranking.remove(first);
        ranking.add(0, first);
        Path sources = project.resolve("src");
        new GenerateProxyOperation(new GenerateRequest(description, GeneratedProxies.plan(description, operation -> true,
                ranking), null, "client.shop", sources)).execute(null);
        Files.createDirectories(sources.resolve("client"));
        Files.copy(Path.of("src/test/scenario/client/ShopScenario.java"), sources.resolve("client/ShopScenario.java"));
        Path classes = GeneratedProxies.compile("Shop.wsdl with ShopScenario", sources, project.resolve("classes"));
        return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ShopFaultsEndToEndTest.class.getClassLoader());
    }

    /** The generated proxy, its RMI-IIOP port at the shop's ORB, its SOAP port at the Axis2 server. */
    private static AutoCloseable open(ClassLoader loader) throws Exception {
        RuntimeOptions options = RuntimeOptions.defaults().address("ShopIiopPort", "corbaloc:iiop:127.0.0.1:" + serverPort)
                .address("ShopSoapPort", "http://127.0.0.1:" + soapServer.port() + "/axis2/services/ShopSoap")
                .localInstance(Shop.class, new Shop());
        return (AutoCloseable) loader.loadClass("client.shop.ShopProxy").getConstructor(RuntimeOptions.class).newInstance(options);
    }

    /** A bean's properties by name, read by its getters (getClass's aside). */
    private static Map<String, Object> properties(Object bean) throws ReflectiveOperationException {
        Map<String, Object> properties = new TreeMap<>();
        for (Method method : bean.getClass().getMethods()) {
            String name = method.getName();
            if (method.getParameterCount() == 0 && name.startsWith("get") && !name.equals("getClass")) {
                properties.put(Character.toLowerCase(name.charAt(3)) + name.substring(4), method.invoke(bean));
            }
        }
        return properties;
    }
}
