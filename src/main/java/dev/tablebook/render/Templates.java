package dev.tablebook.render;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;

/**
 * The FreeMarker set-up for every page: templates from {@code /templates} on the class path
 * (the project's {@code templates/} folder, packed into the jar), HTML auto-escaping for
 * {@code .ftlh}, a fixed locale and time zone, and records readable as {@code row.id}.
 */
public final class Templates {
    private static final freemarker.template.Version VERSION = Configuration.VERSION_2_3_34;
    private final Configuration config;
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
        config.setRecognizeStandardFileExtensions(true);
        config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        config.setLogTemplateExceptions(false);
        config.setWrapUncheckedExceptions(true);
        config.setFallbackOnNullLoopVariable(false);
        config.setLocale(Locale.ROOT);
        config.setTimeZone(TimeZone.getTimeZone("UTC"));
        config.setNumberFormat("computer");
        config.setAPIBuiltinEnabled(false);
        config.setNewBuiltinClassResolver(freemarker.core.TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        config.setObjectWrapper(new DefaultObjectWrapperBuilder(VERSION).build());
        config.setSharedVariable("md", new MarkdownEscape());
        config.setSharedVariable("fence", MarkdownEscape.FENCE);
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

    /** Renders a template with the given model to a string. */
    public String render(String template, Map<String, Object> model) {
        try {
            Template t = config.getTemplate(template);
            StringWriter out = new StringWriter();
            t.process(model, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + template + " failed: " + e.getMessage(), e);
        }
    }
}
