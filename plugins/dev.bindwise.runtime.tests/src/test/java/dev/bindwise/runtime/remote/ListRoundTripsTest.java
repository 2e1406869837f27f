package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.iiop.IiopServer;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * Lists, as a proxy's types have them for a repeated element ({@code List<String>}, a data class's xjc-style List
 * property), over RMI-IIOP (the example ORB server, on loopback) and local Java: null, empty, one and many items come
 * back as they went and reach the service as they went, a null List and an empty one stay apart, and the caller's
 * values are not changed on the way. (SOAP, which cannot tell a null List of bare repeated elements from an empty
 * one, is SchemaWriterReaderTest's and the CXF example's.)
 */
@Timeout(120)
public class ListRoundTripsTest {

    /** A service whose values are Lists, as wsimport writes a repeated parameter and result. */
    public interface Shelf {

        List<String> words(List<String> words);

        Book book(Book book);

        /** What the service received, in words: {@code null}, or the List's class and items. */
        String received(List<String> words);
    }

    /** A data class as xjc writes one: a List made on first use, without a setter; and a List with one. */
    public static class Book implements Serializable {

        private static final long serialVersionUID = 1L;
        private String title;
        private List<Integer> ratings;
        private List<String> tags;

        public String getTitle() {
            return title;
        }

        public void setTitle(String title) {
            this.title = title;
        }

        public List<Integer> getRatings() {
            if (ratings == null) {
                ratings = new ArrayList<>();
            }
            return this.ratings;
        }

        public List<String> getTags() {
            return tags;
        }

        public void setTags(List<String> tags) {
            this.tags = tags;
        }
    }

    public static final class ShelfImpl implements Shelf {

        @Override
        public List<String> words(List<String> words) {
            return words;
        }

        @Override
        public Book book(Book book) {
            return book;
        }

        @Override
        public String received(List<String> words) {
            return words == null ? "null" : "a List " + words;
        }
    }

    private static ServerMain.Running iiopServer;

    @BeforeAll
    static void startServer() throws Exception {
        iiopServer = IiopServer.start(0, List.of(new ExampleService("shelf", Shelf.class, ShelfImpl::new, "(none)", List.of())));
    }

    @AfterAll
    static void stopServer() {
        if (iiopServer != null) {
            iiopServer.stop();
        }
    }

    private static ServiceRuntime start(BindingKind kind) {
        String port = kind == BindingKind.RMI_IIOP ? "ShelfIiopPort" : "ShelfLocalPort";
        Endpoint endpoint = kind == BindingKind.RMI_IIOP
                ? new Endpoint.RmiIiop(port, "corbaloc:iiop:127.0.0.1:" + iiopServer.port(), "Shelf",
                        "dev.bindwise.examples.iiop.ShelfRemote")
                : new Endpoint.LocalJava(port, ShelfImpl.class.getName());
        ServicePlan.Builder plan = ServicePlan.service("ShelfService", "plan of the test").endpoint(endpoint);
        for (String operation : List.of("words", "book", "received")) {
            Class<?> result = operation.equals("book") ? Book.class : operation.equals("words") ? List.class : String.class;
            OperationPlan.Builder planned = OperationPlan.operation(operation, result, true)
                    .parameter(operation, operation.equals("book") ? Book.class : List.class)
                    .route(kind == BindingKind.RMI_IIOP ? new Route.RmiIiop(port, operation) : new Route.LocalJava(port, operation));
            if (operation.equals("words")) {
                planned.resultItems(String.class);
            }
            plan.operation(planned);
        }
        return ServiceRuntime.start(plan.build(), ListRoundTripsTest.class.getClassLoader(),
                RuntimeOptions.defaults().localInstance(ShelfImpl.class, new ShelfImpl()));
    }

    @ParameterizedTest
    @EnumSource(names = {"RMI_IIOP", "LOCAL_JAVA"})
    void nullEmptyOneAndManyItemsArriveAndComeBackAsTheyWent(BindingKind kind) {
        try (ServiceRuntime runtime = start(kind)) {
            for (List<String> words : Arrays.<List<String>>asList(null, List.of(), List.of("one"), new ArrayList<>(List.of("a", "", "c")))) {
                assertEquals(words == null ? "null" : "a List " + words, runtime.call(2, words), "what the service received");
                assertEquals(words, runtime.call(0, words), "what came back");
            }
            List<String> sent = new ArrayList<>(List.of("x", "y"));
            List<?> back = (List<?>) runtime.call(0, sent);
            assertEquals(List.of("x", "y"), sent, "the caller's List as it was");
            if (kind == BindingKind.RMI_IIOP) {
                assertNotSame(sent, back, "a copy, as RMI-IIOP passes values");
            }
            assertEquals(kind, runtime.status().get(0).current());
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"RMI_IIOP", "LOCAL_JAVA"})
    void aDataClassesListsKeepNullApartFromEmpty(BindingKind kind) throws Exception {
        try (ServiceRuntime runtime = start(kind)) {
            Book book = new Book();
            book.setTitle("Lists");
            Book back = (Book) runtime.call(1, book);
            assertNull(ratingsField(back), "a List never made stays unmade");
            assertNull(back.getTags());
            assertNull(ratingsField(book), "the caller's book as it was");

            book.getRatings().addAll(List.of(5, 4, 5));
            book.setTags(List.of());
            back = (Book) runtime.call(1, book);
            assertEquals(List.of(5, 4, 5), back.getRatings());
            assertEquals(List.of(), back.getTags(), "an empty List stays empty, not null");

            book.getRatings().clear();
            book.setTags(List.of("one"));
            back = (Book) runtime.call(1, book);
            assertEquals(List.of(), ratingsField(back), "an empty List made by its getter stays empty");
            assertEquals(List.of("one"), back.getTags());
        }
    }

    private static Object ratingsField(Book book) throws ReflectiveOperationException {
        java.lang.reflect.Field field = Book.class.getDeclaredField("ratings");
        field.setAccessible(true);
        return field.get(book);
    }
}
