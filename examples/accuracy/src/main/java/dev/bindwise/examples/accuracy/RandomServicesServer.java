package dev.bindwise.examples.accuracy;

import java.util.Arrays;
import java.util.List;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.iiop.IiopServer;
import dev.bindwise.examples.soap.SoapServer;

/**
 * Serves random services (their compiled classes on the class path) as the example servers serve theirs:
 * over SOAP with Axis2 as POJO services, or over RMI-IIOP with the GlassFish ORB. Which binding and which
 * services come as system properties ({@link #KIND}, {@link #SEEDS}, {@link #PROFILE}); the rest is
 * {@link ServerMain}'s.
 */
public final class RandomServicesServer {

    /** SOAP or RMI_IIOP. */
    public static final String KIND = "bindwise.accuracy.kind";
    /** The services' seeds, separated by commas. */
    public static final String SEEDS = "bindwise.accuracy.seeds";
    /** The services' profile (ACCURACY unless given). */
    public static final String PROFILE = "bindwise.accuracy.profile";

    private RandomServicesServer() {
    }

    public static void main(String[] args) {
        String kind = System.getProperty(KIND, "");
        List<Long> seeds = Arrays.stream(System.getProperty(SEEDS, "").split(",")).filter(s -> !s.isBlank())
                .map(Long::parseLong).toList();
        RandomService.Profile profile = RandomService.Profile.valueOf(System.getProperty(PROFILE, RandomService.Profile.ACCURACY.name()));
        ServerMain.run(args, "RandomServicesServer " + kind, port -> {
            List<ExampleService> services = seeds.stream().map(seed -> exampleService(RandomService.of(profile, seed))).toList();
            return switch (kind) {
                case "SOAP" -> SoapServer.start(port, services);
                case "RMI_IIOP" -> IiopServer.start(port, services);
                default -> throw new IllegalArgumentException("-D" + KIND + " must be SOAP or RMI_IIOP, not '" + kind + "'");
            };
        });
    }

    /** The services of these seeds as example services (their classes must be on the class path). */
    public static List<ExampleService> exampleServices(List<Long> seeds) {
        return seeds.stream().map(seed -> exampleService(RandomService.of(seed))).toList();
    }

    /** The service as an example service (its classes must be on the class path), its WSDL not given. */
    public static ExampleService exampleService(RandomService service) {
        ServiceSources sources = new ServiceSources(service);
        try {
            Class<?> serviceInterface = Class.forName(sources.interfaceName());
            Class<?> implementation = Class.forName(sources.implementationName());
            return new ExampleService(service.exampleName(), serviceInterface, () -> {
                try {
                    return implementation.getConstructor().newInstance();
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }, null, List.of());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the classes of " + service.name() + " are not on the class path: " + e.getMessage(), e);
        }
    }
}
