package dev.bindwise.core.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.wsdl.TestFiles;

/**
 * Whole results, character for character, against files made by the text-edit engine before it was split
 * into writers: new bindings of every kind, declarations added to a root tag on several lines and on one,
 * a service added where there was none, CRLF line ends, the refusals' messages. (Type mappings with one
 * entry each: Map.copyOf does not keep an order.)
 */
class AddBindingsGoldenTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @ValueSource(strings = { "all-three", "trader-cics", "trader-ejb-java", "no-service-crlf", "one-line-root",
            "bad-details" })
    void theResultIsWhatItWas(String scenario) throws Exception {
        Path expected = TestFiles.resource("publish/golden/" + scenario + ".txt");
        assertEquals(Files.readString(expected), run(scenario));
    }

    private String run(String scenario) throws Exception {
        Path google = soapOnly("google/GoogleSearch.wsdl", "GoogleSearch", List.of("Iiop", "Java"), List.of("Iiop", "Local"));
        Path trader = soapOnly("trader/Trader.wsdl", "Trader", List.of("Iiop", "Cics", "Java"), List.of("Iiop", "Cics", "Local"));
        NewBinding.Ejb ejb = new NewBinding.Ejb("dev.bindwise.examples.iiop.GoogleSearchRemote", "GoogleSearch",
                "corbaloc:iiop:127.0.0.1:1050", "com.sun.jndi.cosnaming.CNCtxFactory",
                Map.of("GoogleSearchResult", "dev.bindwise.examples.google.GoogleSearchResult"));
        NewBinding.LocalJava java = new NewBinding.LocalJava("dev.bindwise.examples.google.GoogleSearchImpl", Map.of());
        NewBinding.Cics cics = new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA", Map.of("*", "GOOGLE"), Map.of());
        return switch (scenario) {
            case "all-three" -> {
                edit(google, text -> text.replace("\n    xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\"", "")
                        .replace("\n    xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\"", ""));
                yield result(google, List.of(ejb, cics, java));
            }
            case "trader-cics" -> result(trader, List.of(new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA",
                    Map.of("*", "TRADERBL", "buy", "TRADERBY"), Map.of("Quote", "TRADER-QUOTE-COMMAREA"))));
            case "trader-ejb-java" -> result(trader, List.of(
                    new NewBinding.LocalJava("dev.bindwise.examples.trader.TraderImpl", Map.of("Holding", "dev.Holding")),
                    new NewBinding.Ejb("dev.bindwise.examples.iiop.TraderRemote", "Trader", "corbaname:iiop:host:1050", null,
                            Map.of("Quote", "dev.Quote"))));
            case "no-service-crlf" -> {
                edit(google, text -> cut(text, "\n  <service name=\"GoogleSearchService\"", "</service>").replace("\n", "\r\n"));
                yield result(google, List.of(new NewBinding.LocalJava("dev.bindwise.examples.google.GoogleSearchImpl",
                        Map.of("ResultElement", "dev.ResultElement"))));
            }
            case "one-line-root" -> {
                edit(google, text -> {
                    int start = text.indexOf("<definitions");
                    int end = text.indexOf('>', start);
                    String root = text.substring(start, end).replace("\n    xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\"", "")
                            .replace("\n    xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\"", "")
                            .replace("\n    xmlns:format=\"http://schemas.xmlsoap.org/wsdl/formatbinding/\"", "")
                            .replace("\n    ", " ");
                    return text.substring(0, start) + root + text.substring(end);
                });
                yield result(google, List.of(ejb));
            }
            case "bad-details" -> {
                String messages = "";
                for (NewBinding bad : List.<NewBinding>of(
                        new NewBinding.Ejb("com..Remote", " x", "http://host:1050", "1bad", Map.of("NoSuchType", "a..b")),
                        new NewBinding.Cics("tcp://host", "CICSA", Map.of("search", "TOOLONGNAME"), Map.of("NoSuchType", "X-")),
                        new NewBinding.LocalJava("", Map.of("ResultElement", "")))) {
                    messages += message(google, List.of(bad)) + "\n";
                }
                messages += message(google, List.of(java, java)) + "\n";
                messages += message(TestFiles.example("google/GoogleSearch.wsdl"), List.of(java)) + "\n";
                messages += message(google, List.of()) + "\n";
                yield messages;
            }
            default -> throw new IllegalArgumentException(scenario);
        };
    }

    private static String result(Path wsdl, List<NewBinding> bindings) throws Exception {
        AddBindingsResult result = new AddBindingsOperation(wsdl, bindings).execute(null);
        return "added: " + result.added() + "\nnotes: " + result.notes() + "\n" + result.newText();
    }

    private static String message(Path wsdl, List<NewBinding> bindings) {
        try {
            new AddBindingsOperation(wsdl, bindings).execute(null);
            return "no refusal";
        } catch (AddBindingsException e) {
            return e.getMessage().replace(wsdl.toString(), "WSDL");
        }
    }

    private Path soapOnly(String example, String name, List<String> bindings, List<String> ports) throws Exception {
        String text = Files.readString(TestFiles.example(example));
        for (String binding : bindings) {
            text = cut(text, "\n  <binding name=\"" + name + binding + "Binding\"", "</binding>\n");
        }
        for (String port : ports) {
            text = cut(text, "\n    <port name=\"" + name + port + "Port\"", "</port>");
        }
        Path wsdl = folder.resolve(Path.of(example).getFileName());
        Files.writeString(wsdl, text);
        return wsdl;
    }

    private static void edit(Path wsdl, java.util.function.UnaryOperator<String> change) throws Exception {
        Files.writeString(wsdl, change.apply(Files.readString(wsdl)));
    }

    private static String cut(String text, String from, String to) {
        int start = text.indexOf(from);
        int end = text.indexOf(to, start) + to.length();
        return text.substring(0, start) + text.substring(end);
    }
}
