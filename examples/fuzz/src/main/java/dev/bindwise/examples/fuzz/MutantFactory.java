package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Makes a mutant from its seed alone, so that one number replays it: the seed's Random picks the input kind
 * (weighted: WSDLs most), then one of that kind's mutations, then every choice the mutation makes.
 */
public final class MutantFactory {

    /** Which input kind and mutation a seed stands for. */
    public record Choice(InputKind kind, String mutation) {
    }

    private static final Map<InputKind, Integer> WEIGHTS = Map.of(InputKind.WSDL, 45, InputKind.PROFILE, 12,
            InputKind.RULES, 10, InputKind.PLAN, 10, InputKind.OPTIONS, 13, InputKind.OUT_FOLDER, 10);

    private final Map<InputKind, MutantSource> sources = new LinkedHashMap<>();
    private final Path work;

    public MutantFactory(Inputs inputs, Loopback loopback, Path work) {
        this.work = work;
        for (MutantSource source : List.of(new WsdlMutants(inputs, loopback), new ProfileMutants(inputs, loopback),
                new RuleMutants(inputs, loopback), new PlanMutants(inputs, loopback, work),
                new OptionMutants(inputs, loopback), new OutFolderMutants(inputs, loopback))) {
            sources.put(source.kind(), source);
        }
    }

    public Choice choose(long seed) {
        return choose(new Random(seed));
    }

    private Choice choose(Random random) {
        int total = WEIGHTS.values().stream().mapToInt(Integer::intValue).sum();
        int draw = random.nextInt(total);
        for (MutantSource source : sources.values()) {
            draw -= WEIGHTS.get(source.kind());
            if (draw < 0) {
                List<String> mutations = source.mutations();
                return new Choice(source.kind(), mutations.get(random.nextInt(mutations.size())));
            }
        }
        throw new IllegalStateException("weights do not cover " + draw);
    }

    /** The mutant of a seed, its files written into a fresh folder {@code work/SEED}. */
    public Mutant create(long seed) {
        Random random = new Random(seed);
        Choice choice = choose(random);
        Path folder = work.resolve(Long.toString(seed));
        MutantRunner.deleteTree(folder);
        try {
            Files.createDirectories(folder);
            return sources.get(choice.kind()).create(seed, choice.mutation(), random, folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the mutant of seed " + seed, e);
        }
    }

    /**
     * Seeds from {@code first} on, the first one of every mutation of every kind: the quick mode's fixed set, which
     * meets each hostile case once.
     */
    public List<Long> coveringSeeds(long first) {
        Set<Choice> wanted = new LinkedHashSet<>();
        sources.values().forEach(source -> source.mutations().forEach(m -> wanted.add(new Choice(source.kind(), m))));
        List<Long> seeds = new ArrayList<>();
        for (long seed = first; !wanted.isEmpty(); seed++) {
            if (wanted.remove(choose(seed))) {
                seeds.add(seed);
            }
        }
        return seeds;
    }
}
