package dev.tablebook.render;

import freemarker.ext.beans.StringModel;
import freemarker.ext.util.WrapperTemplateModel;
import freemarker.template.AdapterTemplateModel;
import freemarker.template.DefaultListAdapter;
import freemarker.template.DefaultMapAdapter;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.ObjectWrapper;
import freemarker.template.SimpleNumber;
import freemarker.template.SimpleScalar;
import freemarker.template.TemplateBooleanModel;
import freemarker.template.TemplateCollectionModel;
import freemarker.template.TemplateHashModelEx2;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateSequenceModel;
import freemarker.template.Version;
import freemarker.template.WrappingTemplateModel;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.concurrent.ConcurrentHashMap;

/**
 * FreeMarker's default object wrapper, with the page views (public records) read without
 * reflection and each value wrapped once: {@code row.id} calls the record's accessor through a
 * method handle found once per record class, each record model keeps the models of the
 * components it has handed out, and lists and maps keep the models of the elements they have
 * handed out, so {@code service.cost.blocks} (and every row of it) read by the shared sections,
 * the Markdown copy and the page is wrapped once ({@link Templates#wrap}). Everything else
 * (methods such as {@code counts.summary()}, other types) is wrapped exactly as the default
 * wrapper does, and lists and maps read as its adapters read them, so pages read the same.
 * Thread-safe: the per-class tables are immutable; a model belongs to the one thread that
 * wrapped it (a service's renders run on one thread).
 */
final class RecordObjectWrapper extends DefaultObjectWrapper {
    /**
     * The accessors of each record class met, {@link Accessors#NONE} for one the default wrapper
     * hides. A map rather than a {@code ClassValue}: under the client compiler the class value's
     * look-up went to its backup table for most reads of a page (8 of 438 JFR samples of a
     * 1,000-service build).
     */
    private static final ConcurrentHashMap<Class<?>, Accessors> ACCESSORS = new ConcurrentHashMap<>();

    RecordObjectWrapper(Version version) {
        super(version);
        writeProtect(); // its settings are final from here on, as FreeMarker requires for sharing between threads
    }

    /**
     * The values pages read most, wrapped before the default wrapper's chain of type tests: a
     * string, a number or a boolean as the default wrapper wraps it, a page record as a
     * {@link RecordModel}, a list or a map as an adapter that wraps each element once ({@link ListModel}, {@link MapModel}).
     */
    @Override
    public TemplateModel wrap(Object obj) throws TemplateModelException {
        if (obj instanceof String s) {
            return new SimpleScalar(s);
        }
        // numbers and booleans as the default wrapper wraps them, before the interface tests below
        // (a failed test of an interface is the client compiler's slow subtype check)
        if (obj instanceof Integer || obj instanceof Long || obj instanceof Double) {
            return new SimpleNumber((Number) obj);
        }
        if (obj instanceof Boolean b) {
            return b ? TemplateBooleanModel.TRUE : TemplateBooleanModel.FALSE;
        }
        if (obj instanceof Record) {
            Class<?> type = obj.getClass();
            Accessors accessors = ACCESSORS.get(type);
            if (accessors == null) {
                accessors = ACCESSORS.computeIfAbsent(type, Accessors::of);
            }
            if (accessors != Accessors.NONE) {
                return new RecordModel(obj, this, accessors);
            }
        } else if (obj instanceof List<?> list && list instanceof RandomAccess) {
            return new ListModel(list, this);
        } else if (obj instanceof Map<?, ?> map) {
            return new MapModel(map, this);
        }
        return super.wrap(obj);
    }

    /** Types the default wrapper wraps by what they are, not as beans: a record of one of them is left to it. */
    private static final List<Class<?>> WRAPPED_OTHERWISE = List.of(TemplateModel.class, Iterable.class, Map.class,
            Iterator.class, Enumeration.class, CharSequence.class, org.w3c.dom.Node.class);

    /** The component accessors of a public record class, by name; {@link #NONE} for a class the default wrapper hides. */
    private record Accessors(Map<String, Integer> index, MethodHandle[] handles) {
        /** A class the default wrapper wraps. */
        static final Accessors NONE = new Accessors(Map.of(), new MethodHandle[0]);

        static Accessors of(Class<?> type) {
            if (!type.isRecord() || !Modifier.isPublic(type.getModifiers()) || WRAPPED_OTHERWISE.stream()
                    .anyMatch(t -> t.isAssignableFrom(type))) {
                return NONE;
            }
            RecordComponent[] components = type.getRecordComponents();
            Map<String, Integer> index = new HashMap<>();
            MethodHandle[] handles = new MethodHandle[components.length];
            MethodType generic = MethodType.methodType(Object.class, Object.class);
            try {
                for (int i = 0; i < components.length; i++) {
                    var accessor = components[i].getAccessor();
                    accessor.setAccessible(true);
                    handles[i] = MethodHandles.lookup().unreflect(accessor).asType(generic);
                    index.put(components[i].getName(), i);
                }
            } catch (IllegalAccessException | RuntimeException e) {
                return NONE;
            }
            return new Accessors(Map.copyOf(index), handles);
        }
    }

    /**
     * A record as a hash of its components; the default generic object model (a string model that
     * knows method calls, {@code x.m()}) for anything that is not a component read as a value.
     */
    @SuppressWarnings("deprecation") // StringModel is the default wrapper's own model of a plain object
    private static final class RecordModel extends StringModel implements MethodCallAwareTemplateHashModel {
        private static final TemplateModel NULL = new TemplateModel() {
        };
        private final Accessors accessors;
        private TemplateModel[] models;

        RecordModel(Object record, DefaultObjectWrapper wrapper, Accessors accessors) {
            super(record, wrapper);
            this.accessors = accessors;
        }

        @Override
        public TemplateModel getBeforeMethodCall(String key) throws TemplateModelException,
                ShouldNotBeGetAsMethodException {
            return super.getBeforeMethodCall(key);
        }

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            Integer i = accessors.index().get(key);
            if (i == null) {
                return super.get(key);
            }
            if (models == null) {
                models = new TemplateModel[accessors.handles().length];
            }
            TemplateModel m = models[i];
            if (m == null) {
                Object value;
                try {
                    value = accessors.handles()[i].invokeExact(object);
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Throwable e) {
                    throw new TemplateModelException("reading " + key + " of " + object.getClass().getSimpleName(), e);
                }
                m = value == null ? NULL : wrapper.wrap(value);
                models[i] = m == null ? NULL : m;
            }
            return m == NULL ? null : m;
        }
    }

    /**
     * A list as the default wrapper's {@link DefaultListAdapter} shows it (a sequence; the list
     * itself when unwrapped), each element wrapped once, when it is first read: a list listed twice
     * on a page (or read by several templates from the same model) wraps its elements once.
     */
    static final class ListModel extends WrappingTemplateModel
            implements TemplateSequenceModel, AdapterTemplateModel, WrapperTemplateModel {
        private final List<?> list;
        /**
         * The list's size, read once: the views' lists do not change while a page is rendered, and
         * each call through {@code List} is an interface dispatch (a loop asks at every item).
         */
        private final int size;
        private TemplateModel[] models;

        ListModel(List<?> list, ObjectWrapper wrapper) {
            super(wrapper);
            this.list = list;
            this.size = list.size();
        }

        @Override
        public TemplateModel get(int index) throws TemplateModelException {
            if (index < 0 || index >= size) {
                return null; // as DefaultListAdapter
            }
            if (models == null) {
                models = new TemplateModel[size];
            }
            TemplateModel m = models[index];
            if (m == null) {
                m = wrap(list.get(index));
                models[index] = m;
            }
            return m;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Object getAdaptedObject(Class<?> hint) {
            return list;
        }

        @Override
        public Object getWrappedObject() {
            return list;
        }
    }

    /**
     * A map as the default wrapper's {@link DefaultMapAdapter} shows it, each value read by key
     * wrapped once; keys, values and listing are the default adapter's.
     */
    static final class MapModel extends WrappingTemplateModel
            implements TemplateHashModelEx2, AdapterTemplateModel, WrapperTemplateModel {
        private final Map<?, ?> map;
        private final DefaultMapAdapter adapter;
        private final Map<String, TemplateModel> read = new HashMap<>();

        MapModel(Map<?, ?> map, DefaultObjectWrapper wrapper) {
            super(wrapper);
            this.map = map;
            this.adapter = DefaultMapAdapter.adapt(map, wrapper);
        }

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            TemplateModel m = read.get(key);
            if (m == null && !read.containsKey(key)) {
                m = adapter.get(key);
                read.put(key, m);
            }
            return m;
        }

        @Override
        public boolean isEmpty() {
            return map.isEmpty();
        }

        @Override
        public int size() {
            return map.size();
        }

        @Override
        public TemplateCollectionModel keys() {
            return adapter.keys();
        }

        @Override
        public TemplateCollectionModel values() {
            return adapter.values();
        }

        @Override
        public TemplateHashModelEx2.KeyValuePairIterator keyValuePairIterator() {
            return adapter.keyValuePairIterator();
        }

        @Override
        public Object getAdaptedObject(Class<?> hint) {
            return map;
        }

        @Override
        public Object getWrappedObject() {
            return map;
        }
    }
}
