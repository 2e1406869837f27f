package dev.bindwise.core.estimate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.inspect.Offers;
import dev.bindwise.core.inspect.OperationOffer;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Message sizes and the vote for every operation of a service description (paper 4.3): for each binding
 * that offers an operation and has a size model, the request and reply bytes at every point of the
 * parameter space the operation depends on; points whose largest message (over the bindings taking part)
 * exceeds the cap are left out; at each remaining point the cheapest binding gets the vote. A pure
 * function of the model, the hints, the costs and the space.
 */
public final class Estimator {

    private final Map<BindingKind, SizeModel> models = new EnumMap<>(BindingKind.class);
    private final CostTable costs;
    private final ParameterSpace space;
    /**
     * The sizes at each list of points of each model's {@link SizeModel#signature signature} met so far: a large
     * service often repeats its messages under many operations, and sizing is most of an estimate's time.
     */
    private final Map<List<Object>, double[][]> sizesBySignature = new ConcurrentHashMap<>();

    public Estimator(List<? extends SizeModel> models, CostTable costs, ParameterSpace space) {
        models.forEach(model -> this.models.put(model.kind(), model));
        this.costs = costs;
        this.space = space;
    }

    /**
     * Every size model we have, the default costs (our measured stacks) and the paper's space. A local Java call moves no bytes and is not
     * sized: whether it can be used (the same JVM) is for the rules, and where it can, nothing is faster.
     */
    public static Estimator withDefaults() {
        return new Estimator(standardModels(), CostTable.defaults(), ParameterSpace.defaults());
    }

    public static List<SizeModel> standardModels() {
        return List.of(new SoapSizeModel(), new GiopSizeModel(), new CommareaSizeModel());
    }

    public Estimator withCosts(CostTable replacement) {
        return new Estimator(List.copyOf(models.values()), replacement, space);
    }

    public Estimator withSpace(ParameterSpace replacement) {
        return new Estimator(List.copyOf(models.values()), costs, replacement);
    }

    /** This estimator with the SOAP replies sized as the stack that answers writes them. */
    public Estimator withSoapStack(SoapStack stack) {
        return new Estimator(models.values().stream()
                .map(model -> model.kind() == BindingKind.SOAP ? new SoapSizeModel(stack) : model).toList(), costs, space);
    }

    public ParameterSpace space() {
        return space;
    }

    public CostTable costs() {
        return costs;
    }

    /** Sizes and vote of every operation of every port type, in document order. */
    public List<OperationEstimate> estimate(ServiceDescription description, SpaceHints hints) {
        List<Map.Entry<PortType, Operation>> operations = new ArrayList<>();
        for (PortType portType : description.getPortTypes()) {
            for (Operation operation : portType.getOperations()) {
                operations.add(Map.entry(portType, operation));
            }
        }
        // operations are independent and the models keep no state per call: estimate them side by side
        return operations.parallelStream()
                .map(entry -> estimate(description, entry.getKey(), entry.getValue(), hints)).toList();
    }

    public OperationEstimate estimate(ServiceDescription description, PortType portType, Operation operation,
            SpaceHints hints) {
        ParameterSpace narrowed = space.narrowedBy(hints);
        MessageTraits traits = MessageTraits.of(operation);
        long cap = narrowed.maxMessageBytes(hints, traits);
        boolean longerArrays = hints.maxMessageBytes().isPresent() && traits.arrays();
        // what the points are made of names them for the sizes of other operations: cheaper to compare than the points
        return estimate(description, portType, operation, traits, narrowed.settings(traits, longerArrays),
                List.of(narrowed, traits, longerArrays), cap, Collections.max(narrowed.arrayLengths()));
    }

    /**
     * Sizes and vote of one operation at one point of the space, where the user knows its data are: one sample,
     * which the binding whose call costs least there wins (or a tie). No cap applies: the user said so.
     */
    public OperationEstimate estimateAt(ServiceDescription description, PortType portType, Operation operation,
            ValueSetting point) {
        return estimate(description, portType, operation, MessageTraits.of(operation), List.of(point), point,
                Long.MAX_VALUE, point.arrayLength());
    }

    /**
     * @param settingsKey equal for equal lists of settings
     * @param longestBaseArray the longest array of the space itself: longer ones over the cap are not counted as
     *        left out
     */
    private OperationEstimate estimate(ServiceDescription description, PortType portType, Operation operation,
            MessageTraits traits, List<ValueSetting> settings, Object settingsKey, long cap, double longestBaseArray) {
        Map<BindingKind, OperationOffer> offers = offersByKind(description, operation);
        List<BindingKind> unsized = new ArrayList<>();
        List<BindingKind> sized = new ArrayList<>();
        // the sizes at every point, per binding; a model that cannot size the operation at all (a JCA record needs
        // a layout or a stated length) says so at the first point
        List<double[][]> sizesBySized = new ArrayList<>();
        for (BindingKind kind : offers.keySet()) {
            double[][] sizes = models.containsKey(kind) && costs.cost(kind) != null
                    ? sizes(models.get(kind), offers.get(kind), settings, settingsKey) : null;
            if (sizes != null) {
                sized.add(kind);
                sizesBySized.add(sizes);
            } else {
                unsized.add(kind);
            }
        }
        int overCap = 0;

        int bindings = sized.size();
        List<double[]> requests = new ArrayList<>();
        List<double[]> replies = new ArrayList<>();
        double[] smallestPoint = null;
        double[] smallestReplyPoint = null;
        double smallestLargest = Double.MAX_VALUE;
        for (int s = 0; s < settings.size(); s++) {
            ValueSetting setting = settings.get(s);
            double[] request = new double[bindings];
            double[] reply = new double[bindings];
            double largest = 0;
            for (int b = 0; b < bindings; b++) {
                request[b] = sizesBySized.get(b)[s][0];
                reply[b] = sizesBySized.get(b)[s][1];
                largest = Math.max(largest, Math.max(request[b], reply[b]));
            }
            if (largest <= cap) {
                requests.add(request);
                replies.add(reply);
            } else {
                // the longer arrays are tried only as far as they fit: those that do not are no loss to report
                overCap += setting.arrayLength() <= longestBaseArray ? 1 : 0;
                if (largest < smallestLargest) {
                    smallestLargest = largest;
                    smallestPoint = request;
                    smallestReplyPoint = reply;
                }
            }
        }
        if (requests.isEmpty() && smallestPoint != null) {
            // every point is over the cap: vote on the smallest messages rather than on nothing
            requests.add(smallestPoint);
            replies.add(smallestReplyPoint);
            overCap = Math.max(0, overCap - 1);
        }

        double[][] voteCosts = new double[requests.size()][bindings];
        for (int s = 0; s < requests.size(); s++) {
            for (int b = 0; b < bindings; b++) {
                voteCosts[s][b] = costs.cost(sized.get(b)).millis(requests.get(s)[b] + replies.get(s)[b]);
            }
        }
        List<BindingEstimate> estimates = new ArrayList<>();
        for (int b = 0; b < bindings; b++) {
            OperationOffer offer = offers.get(sized.get(b));
            estimates.add(new BindingEstimate(sized.get(b), offer.port().getName(), offer.address(),
                    SizeRange.of(column(requests, b)), SizeRange.of(column(replies, b))));
        }
        return new OperationEstimate(portType.getName(), operation.getName(), estimates, unsized,
                new Vote(sized, voteCosts), requests.size(), overCap, cap, traits);
    }

    /** Request and reply bytes of every operation over every sized binding at one point of the space. */
    public List<PointEstimate> at(ServiceDescription description, ValueSetting setting) {
        List<PointEstimate> points = new ArrayList<>();
        for (PortType portType : description.getPortTypes()) {
            for (Operation operation : portType.getOperations()) {
                offersByKind(description, operation).forEach((kind, offer) -> {
                    SizeModel model = models.get(kind);
                    if (model != null) {
                        points.add(new PointEstimate(portType.getName(), operation.getName(), kind,
                                offer.port().getName(), model.requestBytes(offer.port(), offer.bindingOperation(), setting),
                                model.replyBytes(offer.port(), offer.bindingOperation(), setting)));
                    }
                });
            }
        }
        return points;
    }

    /**
     * Request and reply bytes at each point; null when the model cannot size the operation's messages at all (a JCA
     * record needs a layout or a stated length).
     */
    private double[][] sizes(SizeModel model, OperationOffer offer, List<ValueSetting> settings, Object settingsKey) {
        Object signature = model.signature(offer.port(), offer.bindingOperation());
        if (signature == null) {
            return measure(model, offer, settings);
        }
        List<Object> key = List.of(model, signature, settingsKey);
        double[][] sizes = sizesBySignature.get(key);
        if (sizes == null) {
            sizes = measure(model, offer, settings);
            if (sizes != null) {
                sizesBySignature.putIfAbsent(key, sizes);
            }
        }
        return sizes;
    }

    private static double[][] measure(SizeModel model, OperationOffer offer, List<ValueSetting> settings) {
        double[][] sizes = new double[settings.size()][];
        for (int s = 0; s < sizes.length; s++) {
            try {
                sizes[s] = new double[] {model.requestBytes(offer.port(), offer.bindingOperation(), settings.get(s)),
                        model.replyBytes(offer.port(), offer.bindingOperation(), settings.get(s))};
            } catch (LayoutException e) {
                if (s == 0) {
                    return null;
                }
                throw e;
            }
        }
        return sizes;
    }

    /** The first port of each binding kind that offers the operation, kinds in their enum order. */
    private static Map<BindingKind, OperationOffer> offersByKind(ServiceDescription description, Operation operation) {
        Map<BindingKind, OperationOffer> byKind = new EnumMap<>(BindingKind.class);
        for (OperationOffer offer : Offers.of(description, operation)) {
            if (offer.port() != null) {
                byKind.putIfAbsent(offer.port().getKind(), offer);
            }
        }
        return byKind;
    }

    private static double[] column(List<double[]> rows, int column) {
        double[] values = new double[rows.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = rows.get(i)[column];
        }
        return values;
    }
}
