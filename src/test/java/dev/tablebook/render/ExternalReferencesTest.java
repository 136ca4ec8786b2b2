package dev.tablebook.render;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The scanner the packet tests rely on finds what it must, and passes what is local. */
class ExternalReferencesTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "<link rel=stylesheet href='site.css'>",
            "<script src='https://cdn.example/x.js'></script>",
            "<img src='chart.svg'>",
            "<a href='../services/orders.html'>orders</a>",
            "<svg><use xlink:href='sprite.svg#a'/></svg>",
            "<svg><image href='//example.com/a.png'/></svg>",
            "<div style=\"background: url('x.png')\"></div>",
            "<style>body { background: url(x.png) }</style>",
            "<style>@import 'other.css';</style>",
            "<img srcset='a.png 1x'>",
            "<object data='a.pdf'></object>"})
    void findsEveryFetch(String html) {
        assertEquals(1, ExternalReferences.in(html).size(), html);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "<a href='#key-map'>key map</a>",
            "<img src='data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='>",
            "<style>.x { background: url(data:image/png;base64,AAAA) }</style>",
            "<svg><use href='#marker'/></svg>",
            "<p>https://example.com is text, not a fetch</p>"})
    void passesWhatIsLocal(String html) {
        assertEquals(List.of(), ExternalReferences.in(html), html);
    }
}
