package dev.tablebook.render;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.ConditionalTemplateConfigurationFactory;
import freemarker.cache.FileExtensionMatcher;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.core.Environment;
import freemarker.core.TemplateConfiguration;
import freemarker.template.Configuration;
import freemarker.template.TemplateDirectiveBody;
import freemarker.template.TemplateDirectiveModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import freemarker.template.ObjectWrapper;
import freemarker.template.SimpleHash;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The FreeMarker set-up for every page: templates from {@code /templates} on the class path
 * (the project's {@code templates/} folder, packed into the jar), HTML auto-escaping for
 * {@code .ftlh} (in ASCII: {@link AsciiHtml}), a fixed locale and time zone, and records readable as {@code row.id}
 * ({@link RecordObjectWrapper}). The configuration and the parsed templates are made once and
 * shared: rendering is safe from several threads at once.
 */
public final class Templates {
    private static final freemarker.template.Version VERSION = Configuration.VERSION_2_3_34;
    private final Configuration config;
    private final ObjectWrapper wrapper = new RecordObjectWrapper(VERSION);
    private final Path folder;

    public Templates() {
        this(null);
    }

    /**
     * Templates read from {@code folder} (laid out as the project's {@code templates/}), each file
     * it lacks taken from the class path; a file edited in the folder is read again at its next
     * use, as {@code serve} needs. Null: the class path only.
     */
    public Templates(Path folder) {
        this.folder = folder;
        config = new Configuration(VERSION);
        TemplateLoader builtIn = new ClassTemplateLoader(Templates.class, "/templates");
        if (folder == null) {
            config.setTemplateLoader(builtIn);
            // the templates of the class path do not change while the program runs: never looked for
            // again (by default FreeMarker asks the jar whether a template changed after 5 seconds)
            config.setTemplateUpdateDelayMilliseconds(Long.MAX_VALUE);
        } else {
            try {
                config.setTemplateLoader(new MultiTemplateLoader(new TemplateLoader[] {
                    new FileTemplateLoader(folder.toFile()), builtIn}));
                config.setTemplateUpdateDelayMilliseconds(0);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        config.setDefaultEncoding("UTF-8");
        config.setOutputEncoding("UTF-8");
        // .ftlh: HTML, escaped as FreeMarker's HTML format does and written in ASCII (AsciiHtml)
        config.setRecognizeStandardFileExtensions(false);
        TemplateConfiguration html = new TemplateConfiguration();
        html.setOutputFormat(AsciiHtml.INSTANCE);
        config.setTemplateConfigurations(new ConditionalTemplateConfigurationFactory(new FileExtensionMatcher("ftlh"), html));
        config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        config.setLogTemplateExceptions(false);
        config.setWrapUncheckedExceptions(true);
        config.setFallbackOnNullLoopVariable(false);
        config.setLocale(Locale.ROOT);
        config.setTimeZone(TimeZone.getTimeZone("UTC"));
        config.setNumberFormat("computer");
        config.setAPIBuiltinEnabled(false);
        config.setNewBuiltinClassResolver(freemarker.core.TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        config.setObjectWrapper(wrapper);
        config.setSharedVariable("md", new MarkdownEscape());
        config.setSharedVariable("fence", MarkdownEscape.FENCE);
        config.setSharedVariable("code", MarkdownEscape.CODE);
        config.setSharedVariable("dataTableHtml", DataTableMarkup.HTML);
        config.setSharedVariable("content", AsciiHtml.CONTENT);
        config.setSharedVariable("dataTableMd", DataTableMarkup.MARKDOWN);
    }

    /** The folder the templates are read from before the built-in ones, or null: the built-in ones only. */
    public Path folder() {
        return folder;
    }

    /** A file beside the templates (an asset such as {@code assets/site.css}): from the folder when it has it. */
    public byte[] asset(String relative) {
        try {
            if (folder != null) {
                Path f = folder.resolve(relative).normalize();
                if (f.startsWith(folder.normalize()) && Files.isRegularFile(f)) {
                    return Files.readAllBytes(f);
                }
            }
            try (InputStream in = Templates.class.getResourceAsStream("/templates/" + relative)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource /templates/" + relative);
                }
                return in.readAllBytes();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A view wrapped for the templates: handed to several renders on one thread as a model value,
     * they all read it through the same models, so each value is wrapped once for all of them
     * (a service's sections, page, Markdown copy and packet). Not to be shared between threads.
     */
    TemplateModel wrap(Object view) {
        try {
            return wrapper.wrap(view);
        } catch (TemplateModelException e) {
            throw new IllegalStateException("cannot wrap " + view.getClass().getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Renders a template with the given model to a string. The model's values are wrapped once,
     * so the page reads each view through the same model however often it names it; a value
     * already wrapped ({@link #wrap}) is read as it is.
     */
    public String render(String template, Map<String, Object> model) {
        return render(template, model, null).toString();
    }

    /**
     * Renders a template as {@link #render(String, Map)} does, straight to its UTF-8 bytes: each part
     * of the text is encoded on its own, so the parts in Latin-1 (most of a Markdown copy, whose
     * template and values hold a few characters beyond it) take the JDK's fast path instead of being
     * widened to two bytes a character by a join first. The bytes are those of the rendered string.
     */
    public byte[] renderUtf8(String template, Map<String, Object> model) {
        return render(template, model, null).utf8();
    }

    /**
     * Renders a template that captures parts of a page ({@code <@capture name="x">...</@capture>})
     * and returns each part's text by name, in the order captured; whatever the template writes
     * outside a capture is dropped.
     */
    Map<String, String> capture(String template, Map<String, Object> model) {
        Map<String, String> parts = new LinkedHashMap<>();
        render(template, model, parts);
        return parts;
    }

    private Text render(String template, Map<String, Object> model, Map<String, String> parts) {
        try {
            Template t = template(template);
            SimpleHash root = new SimpleHash(wrapper);
            for (Map.Entry<String, Object> e : model.entrySet()) {
                root.put(e.getKey(), wrapper.wrap(e.getValue()));
            }
            if (parts != null) {
                root.put("capture", new Capture(parts));
            }
            Text out = new Text();
            t.process(root, out);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + template + " failed: " + e.getMessage(), e);
        }
    }

    /** The page templates of the class path, by name, as FreeMarker's cache first gave them. */
    private final Map<String, Template> pages = new ConcurrentHashMap<>();

    /**
     * A page template: from FreeMarker's cache, which checks a template in the folder for changes
     * ({@code serve}); the class path's, which never change, kept here once found.
     */
    private Template template(String name) throws IOException {
        if (folder != null) {
            return config.getTemplate(name);
        }
        Template t = pages.get(name);
        if (t == null) {
            t = config.getTemplate(name);
            pages.putIfAbsent(name, t);
        }
        return t;
    }

    /** {@code <@capture name="x">body</@capture>}: renders the body into the parts under its name. */
    private record Capture(Map<String, String> parts) implements TemplateDirectiveModel {
        @Override
        @SuppressWarnings("rawtypes")
        public void execute(Environment env, Map params, TemplateModel[] loopVars, TemplateDirectiveBody body)
                throws freemarker.template.TemplateException, IOException {
            if (!(params.get("name") instanceof TemplateScalarModel name) || params.size() != 1 || body == null) {
                throw new TemplateModelException("capture needs a name and a body, and nothing else");
            }
            Text text = new Text();
            body.render(text);
            if (parts.put(name.getAsString(), text.toString()) != null) {
                throw new TemplateModelException("part " + name.getAsString() + " is captured twice");
            }
        }
    }

    /**
     * The page as it is written (by one thread), in parts joined once at the end: short writes
     * (the template's text, escaped values) are copied into a chunk of a few thousand characters,
     * and a long string (a section rendered once and inserted into two pages, a chart's drawing,
     * the packet's styles) is kept as it is. The page is copied once, when it is joined, instead of
     * every time a growing buffer outgrows itself. Each chunk is a new builder: a builder that was
     * given one character beyond Latin-1 keeps two bytes a character for good, and would make every
     * chunk after it wide.
     */
    private static final class Text extends Writer {
        private static final int CHUNK = 8192;
        private static final int KEPT = 512;
        private final List<String> parts = new ArrayList<>();
        private final StringBuilder chunk = new StringBuilder(CHUNK);

        /** Closes the chunk into the parts if {@code length} more characters would not fit it. */
        private void room(int length) {
            if (chunk.length() + length > CHUNK) {
                endChunk();
            }
        }

        private void endChunk() {
            if (chunk.length() > 0) {
                // the chunk's text copied out, and the chunk written again from its start
                parts.add(chunk.toString());
                chunk.setLength(0);
            }
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            room(length);
            chunk.append(chars, offset, length);
        }

        @Override
        public void write(String s, int offset, int length) {
            if (offset == 0 && length == s.length()) {
                write(s);
            } else if (length >= KEPT) {
                endChunk();
                parts.add(s.substring(offset, offset + length));
            } else {
                room(length);
                chunk.append(s, offset, offset + length);
            }
        }

        @Override
        public void write(String s) {
            if (s.length() >= KEPT) {
                endChunk();
                parts.add(s);
            } else {
                room(s.length());
                chunk.append(s);
            }
        }

        @Override
        public void write(int c) {
            room(1);
            chunk.append((char) c);
        }

        @Override
        public Writer append(CharSequence s) {
            write(String.valueOf(s));
            return this;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            endChunk();
            return String.join("", parts);
        }

        /**
         * The text's UTF-8 bytes, each part encoded on its own; a text with a part that ends inside a
         * surrogate pair (a write that split one, which neither the templates nor the escapers do) is
         * encoded whole, so the bytes are always those of {@link #toString}.
         */
        byte[] utf8() {
            endChunk();
            byte[][] encoded = new byte[parts.size()][];
            int length = 0;
            for (int i = 0; i < encoded.length; i++) {
                String part = parts.get(i);
                if (!part.isEmpty() && Character.isHighSurrogate(part.charAt(part.length() - 1))) {
                    return toString().getBytes(StandardCharsets.UTF_8);
                }
                encoded[i] = part.getBytes(StandardCharsets.UTF_8);
                length += encoded[i].length;
            }
            byte[] out = new byte[length];
            int at = 0;
            for (byte[] part : encoded) {
                System.arraycopy(part, 0, out, at, part.length);
                at += part.length;
            }
            return out;
        }
    }
}
