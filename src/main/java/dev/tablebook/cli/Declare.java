package dev.tablebook.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * How a command declares itself to picocli: its name, description, options and parameters, with
 * picocli's programmatic API ({@link CommandSpec}, {@link OptionSpec#builder}, {@link PositionalParamSpec#builder}),
 * not its annotations. Reading annotations cost a one-design {@code check} a tenth of its CPU: the JDK
 * builds a proxy class per annotation type and picocli reflects over every member (docs/performance.md).
 *
 * <p>Each command declares itself in its {@code declare()} method, next to the fields its options set:
 * <pre>
 * Declare.command(this, "check", "Checks the designs ...")
 *     .add(Declare.option("--format", Format.class, format, v -&gt; format = v).paramLabel("FORMAT")
 *             .description("text (default), json or sarif."))
 * </pre>
 * An option is bound to its field by a setter: the field's value when declared is the option's initial
 * value, which picocli restores before it parses.
 */
final class Declare {
    private final CommandSpec spec;

    private Declare(CommandSpec spec) {
        this.spec = spec;
    }

    /**
     * A command, run by {@code command} ({@link Runnable} or {@link java.util.concurrent.Callable}), with the
     * standard {@code -h, --help} and {@code -V, --version} options and tablebook's version.
     */
    static Declare command(Object command, String name, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command);
        spec.name(name);
        spec.usageMessage().description(description);
        spec.versionProvider(new Version());
        return new Declare(spec).standardHelp();
    }

    /**
     * The options picocli's {@code mixinStandardHelpOptions} adds, with its texts: that one reads them from
     * the annotations of a class of its own. They are the command's options, not a mixin of their own, as
     * every mixin is one more {@code CommandSpec}, and each compiles picocli's four negatable-option patterns.
     */
    private Declare standardHelp() {
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        return this;
    }

    Declare add(OptionSpec.Builder option) {
        spec.addOption(option.build());
        return this;
    }

    /** A positional parameter, required when its arity asks for a value (as picocli's annotations make it). */
    Declare add(PositionalParamSpec.Builder parameter) {
        PositionalParamSpec built = parameter.build();
        spec.addPositional(built.arity().min > 0 && !built.required() ? parameter.required(true).build() : built);
        return this;
    }

    /**
     * Options shared by several commands ({@link PricingOptions#options()}), added as the command's own
     * rather than as picocli's mixin: the help lists them the same either way.
     */
    Declare addAll(List<OptionSpec.Builder> options) {
        for (OptionSpec.Builder option : options) {
            add(option);
        }
        return this;
    }

    Declare subcommand(String name, CommandSpec subcommand) {
        spec.addSubcommand(name, subcommand);
        return this;
    }

    CommandSpec spec() {
        return spec;
    }

    /** An option that takes one value of {@code type}. */
    static <T> OptionSpec.Builder option(String name, Class<T> type, T initial, Consumer<T> field) {
        return bind(OptionSpec.builder(name).type(type), initial, field);
    }

    /** An option without a value: true when given. */
    static OptionSpec.Builder flag(String name, Consumer<Boolean> field) {
        return option(name, boolean.class, false, field);
    }

    /** An option that may be repeated, each time with one value of {@code element}. */
    static <E> OptionSpec.Builder list(String name, Class<E> element, List<E> initial, Consumer<List<E>> field) {
        return bind(OptionSpec.builder(name).type(List.class).auxiliaryTypes(element), initial, field);
    }

    /** An option that may be repeated, each time with one {@code KEY=VALUE}. */
    static OptionSpec.Builder map(String name, Map<String, String> initial, Consumer<Map<String, String>> field) {
        return bind(OptionSpec.builder(name).type(Map.class).auxiliaryTypes(String.class, String.class), initial, field);
    }

    /** A positional parameter of one value of {@code type}. */
    static <T> PositionalParamSpec.Builder parameter(Class<T> type, Consumer<T> field) {
        return bind(PositionalParamSpec.builder().type(type), null, field);
    }

    /** Positional parameters of {@code element}, as many as their arity allows. */
    static <E> PositionalParamSpec.Builder parameters(Class<E> element, Consumer<List<E>> field) {
        return bind(PositionalParamSpec.builder().type(List.class).auxiliaryTypes(element), null, field);
    }

    private static <T> OptionSpec.Builder bind(OptionSpec.Builder option, T initial, Consumer<T> field) {
        Field<T> binding = new Field<>(initial, field);
        return option.initialValue(initial).getter(binding).setter(binding);
    }

    private static <T> PositionalParamSpec.Builder bind(PositionalParamSpec.Builder parameter, T initial, Consumer<T> field) {
        Field<T> binding = new Field<>(initial, field);
        return parameter.initialValue(initial).getter(binding).setter(binding);
    }

    /**
     * An option's value, kept here and passed on to the command's field: picocli reads it back to add a
     * repeated option's values to the list it made.
     */
    private static final class Field<T> implements IGetter, ISetter {
        private final Consumer<T> field;
        private T value;

        Field(T initial, Consumer<T> field) {
            this.value = initial;
            this.field = field;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <V> V get() {
            return (V) value;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <V> V set(V value) {
            T old = this.value;
            this.value = (T) value;
            field.accept(this.value);
            return (V) old;
        }
    }
}
