package dev.tablebook.render;

import freemarker.ext.beans.StringModel;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.Version;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.Map;

/**
 * FreeMarker's default object wrapper, with the page views (public records) read without
 * reflection: {@code row.id} calls the record's accessor through a method handle found once per
 * record class, and each record model keeps the models of the components it has handed out, so
 * {@code service.cost.blocks} read twice on a page is wrapped once. Everything else (methods
 * such as {@code counts.summary()}, other types) is wrapped exactly as the default wrapper does,
 * so pages read the same. Thread-safe: the per-class tables are immutable; a record model
 * belongs to the one page render that made it.
 */
final class RecordObjectWrapper extends DefaultObjectWrapper {
    private static final ClassValue<Accessors> ACCESSORS = new ClassValue<>() {
        @Override
        protected Accessors computeValue(Class<?> type) {
            return Accessors.of(type);
        }
    };

    RecordObjectWrapper(Version version) {
        super(version);
        writeProtect(); // its settings are final from here on, as FreeMarker requires for sharing between threads
    }

    @Override
    protected TemplateModel handleUnknownType(Object obj) throws TemplateModelException {
        if (obj instanceof Record) {
            Accessors accessors = ACCESSORS.get(obj.getClass());
            if (accessors != null) {
                return new RecordModel(obj, this, accessors);
            }
        }
        return super.handleUnknownType(obj);
    }

    /** The component accessors of a public record class, by name; null for a class the default wrapper hides. */
    private record Accessors(Map<String, Integer> index, MethodHandle[] handles) {
        static Accessors of(Class<?> type) {
            if (!type.isRecord() || !Modifier.isPublic(type.getModifiers())) {
                return null;
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
                return null;
            }
            return new Accessors(Map.copyOf(index), handles);
        }
    }

    /**
     * A record as a hash of its components; the default generic object model (a string model that
     * knows method calls, {@code x.m()}) for anything that is not a component read as a value.
     */
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
}
