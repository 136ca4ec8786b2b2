package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.tablebook.check.Fixtures;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

/** Attribute names DynamoDB allows but an expression cannot hold reach every request through `#` names. */
class SdkAttributeNamesTest {

    private static final String DESIGN = """
            service: labs
            access_patterns:
              - id: AP1
                operation: Query
                table: Jobs
                index: ByStatusTime
                key: { Status#Time: "{Status#Time}", Status_Time: { begins_with: "2026" } }
                limit: 10
                returns: Job
                rps: 1
                authorization: service-role
              - id: AP2
                operation: UpdateItem
                table: Jobs
                key: { job id: "{job id}" }
                writes:
                  - { entity: Job, action: update, attributes: [Status#Time, Status_Time, runs], condition: attribute_exists(#k) }
                rps: 1
                authorization: service-role
                idempotency: natural
            entities:
              Job:
                attributes:
                  job id: { type: S, bytes: 26 }
                  Status#Time: { type: S, bytes: 30, mutable: true }
                  Status_Time: { type: S, bytes: 30, mutable: true }
                  runs: { type: N, bytes: 4, counter: true }
            tables:
              Jobs:
                key: { partition: job id }
                items: { Job: {} }
                indexes:
                  ByStatusTime: { partition: Status#Time, sort: Status_Time }
            """;

    private static final Design D = Fixtures.load("designs/labs.yaml", DESIGN);

    private static SdkRequest request(String id) {
        return new SdkRequests(D).of(D.pattern(id)).orElseThrow();
    }

    @Test
    void namesThatReduceToTheSameTokenGetAliasesOfTheirOwn() {
        SdkRequest q = request("AP1");
        assertEquals("Status#Time", q.names().get("#Status_Time"));
        assertEquals("Status_Time", q.names().get("#Status_Time_2"));
        assertEquals("#Status_Time = :Status_Time AND begins_with(#Status_Time_2, :Status_Time_2)",
                q.keyCondition());
        assertEquals(2, q.values().size(), "each condition binds its own value");
    }

    @Test
    void everyNameInAnUpdateIsAnExpressionAttributeNameAndACounterIsAddedTo() {
        SdkRequest u = request("AP2");
        assertEquals("SET #Status_Time = :Status_Time, #Status_Time_2 = :Status_Time_2, #runs = #runs + :runs",
                u.update());
        String js = JsSdkCall.of(u, "AP2", "us-east-1");
        assertTrue(js.contains("\"job id\": jobId"), js);
    }

    @Test
    void cloudFormationWritesHashNamesAsYamlThatReadsBack() throws Exception {
        JsonNode t = new ObjectMapper(new YAMLFactory()).readTree(CloudFormation.yaml(D.tables().get("Jobs")));
        String defs = t.findValue("AttributeDefinitions").toString();
        assertTrue(defs.contains("\"Status#Time\"") && defs.contains("\"job id\""), defs);
    }
}
