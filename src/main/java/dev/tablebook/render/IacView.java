package dev.tablebook.render;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;

import java.util.List;

/** The CloudFormation snippet of one table, with what it leaves out. */
public record IacView(String table, String anchor, String logicalId, String yaml, List<String> notes) {

    static List<IacView> of(Design d, Anchors anchors) {
        return d.tables().values().stream().map(t -> new IacView(t.name(), anchors.of("iac", t.name()),
                CloudFormation.logicalId(t), CloudFormation.yaml(t), CloudFormation.notes(t, kinesis(d, t)))).toList();
    }

    private static boolean kinesis(Design d, Table t) {
        return d.consumers().stream().anyMatch(c -> t.name().equals(c.table()) && c.via() == Consumer.Via.KINESIS);
    }
}
