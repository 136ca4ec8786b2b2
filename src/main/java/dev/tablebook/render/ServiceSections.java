package dev.tablebook.render;

import dev.tablebook.render.verify.VerifiedView;
import freemarker.template.TemplateModel;

import java.util.HashMap;
import java.util.Map;

/**
 * The sections a service page and its review packet show alike (access patterns, pattern
 * details, entities, key map, index map, fan-out, cost and capacity), rendered once per service
 * as HTML and inserted into both ({@code templates/parts/shared.ftlh}). The pattern details are
 * rendered again for the page when there is a verify report, which only the page shows.
 */
record ServiceSections(Map<String, String> page, Map<String, String> packet) {
    ServiceSections {
        page = Map.copyOf(page);
        packet = Map.copyOf(packet);
    }

    static ServiceSections of(Templates templates, ServiceView service, VerifiedView verified) {
        return of(templates, templates.wrap(service), verified);
    }

    /** The same for a service view already wrapped ({@link Templates#wrap}), which the page and packet read after. */
    static ServiceSections of(Templates templates, TemplateModel service, VerifiedView verified) {
        Map<String, String> shared = templates.capture("parts/shared.ftlh", Map.of("service", service));
        if (verified == null) {
            return new ServiceSections(shared, shared);
        }
        Map<String, String> page = new HashMap<>(shared);
        page.putAll(templates.capture("parts/verified-details.ftlh", Map.of("service", service, "verified", verified)));
        return new ServiceSections(page, shared);
    }
}
