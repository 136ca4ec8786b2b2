package dev.tablebook.render;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;

import java.io.IOException;
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

    public Templates() {
        config = new Configuration(VERSION);
        config.setClassForTemplateLoading(Templates.class, "/templates");
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
