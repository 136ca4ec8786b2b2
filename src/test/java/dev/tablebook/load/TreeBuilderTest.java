package dev.tablebook.load;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeBuilderTest {

    @Test
    void keepsPositionsOfKeysAndValues() throws Exception {
        Node root = TreeBuilder.parseYaml("d.yaml", "service: orders\ntables:\n  Commerce:\n    key: { partition: \"pk\" }\n");
        Node.MapNode map = assertInstanceOf(Node.MapNode.class, root);
        assertEquals(1, map.keys().get("service").line());
        assertEquals(1, map.keys().get("service").column());
        Node.Scalar service = assertInstanceOf(Node.Scalar.class, map.values().get("service"));
        assertEquals("orders", service.value());
        assertEquals(10, service.pos().column());
        assertFalse(service.quoted());
        Node.MapNode commerce = (Node.MapNode) ((Node.MapNode) map.values().get("tables")).values().get("Commerce");
        Node.Scalar pk = (Node.Scalar) ((Node.MapNode) commerce.values().get("key")).values().get("partition");
        assertEquals(4, pk.pos().line());
        assertEquals(23, pk.pos().column());
        assertTrue(pk.quoted());
    }

    @Test
    void resolvesAnchorsAliasesAndMergeKeys() throws Exception {
        Node root = TreeBuilder.parseYaml("d.yaml", """
                base: &base { type: S, bytes: 26 }
                a: *base
                b:
                  <<: *base
                  bytes: 8
                """);
        Node.MapNode map = (Node.MapNode) root;
        Node.MapNode a = assertInstanceOf(Node.MapNode.class, map.values().get("a"));
        assertEquals(26L, ((Node.Scalar) a.values().get("bytes")).value());
        Node.MapNode b = (Node.MapNode) map.values().get("b");
        assertEquals(8L, ((Node.Scalar) b.values().get("bytes")).value());
        assertEquals("S", ((Node.Scalar) b.values().get("type")).value());
    }

    @Test
    void refusesAliasBombs() {
        StringBuilder yaml = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        char prev = 'a';
        for (char c = 'b'; c <= 'j'; c++) {
            yaml.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 10; i++) {
                yaml.append(i == 0 ? "" : ", ").append('*').append(prev);
            }
            yaml.append("]\n");
            prev = c;
        }
        TreeBuilder.TreeException e = assertThrows(TreeBuilder.TreeException.class,
                () -> TreeBuilder.parseYaml("bomb.yaml", yaml.toString()));
        assertTrue(e.getMessage().startsWith("YAML aliases expand to more than 10000 nodes"), e.getMessage());
    }

    @Test
    void reportsSyntaxErrorsWithPosition() {
        TreeBuilder.TreeException e = assertThrows(TreeBuilder.TreeException.class,
                () -> TreeBuilder.parseYaml("bad.yaml", "service: orders\n  title: [unclosed\n"));
        assertEquals("bad.yaml", e.pos.file());
        assertTrue(e.pos.line() >= 2, e.pos.toString());
        assertTrue(e.getMessage().startsWith("not valid YAML"), e.getMessage());
    }

    @Test
    void reportsDuplicateKeys() {
        TreeBuilder.TreeException e = assertThrows(TreeBuilder.TreeException.class,
                () -> TreeBuilder.parseYaml("dup.yaml", "service: a\nservice: b\n"));
        assertEquals("duplicate key `service` (first at line 1)", e.getMessage());
        assertEquals(2, e.pos.line());
    }

    @Test
    void readsJsonWithPositions() throws Exception {
        Node root = TreeBuilder.parseJson("m.json", "{\n  \"tables\": [],\n  \"access_patterns\": [ {\"peak_rps\": 1.5} ]\n}");
        Node.MapNode map = (Node.MapNode) root;
        assertEquals(3, map.keys().get("access_patterns").line());
        Node.MapNode ap = (Node.MapNode) ((Node.ListNode) map.values().get("access_patterns")).items().get(0);
        assertEquals(1.5, ((Node.Scalar) ap.values().get("peak_rps")).value());
    }
}
