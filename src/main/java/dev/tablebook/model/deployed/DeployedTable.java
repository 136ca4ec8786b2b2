package dev.tablebook.model.deployed;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Maps;
import dev.tablebook.model.Pos;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;

import java.util.List;
import java.util.Map;

/**
 * One table as it is deployed, as every reader of a source fills it (a CloudFormation or SAM
 * template, a CDK cloud assembly, a live endpoint), so that the comparer never knows which ran.
 * A field the source leaves unresolved (a parameter without a default, an ARN of another stack, a
 * setting the endpoint would not describe) is null and named in {@code unresolved} with why; it is
 * listed apart, never compared. {@code positions} holds where each field stands in the source
 * (field name as the drift report names it: {@code key.partition}, {@code capacity}, {@code ttl},
 * {@code indexes.NAME}, …); a live table has none.
 *
 * @param source        the label of the source it was read from (a template path, a cloud assembly, an endpoint)
 * @param pos           where the resource stands in the source (the endpoint and table for a live one)
 * @param logicalId     the resource's logical id (null for a live table)
 * @param constructPath the CDK construct path of the resource (null where none is known)
 * @param resourceType  {@code AWS::DynamoDB::Table}, {@code AWS::DynamoDB::GlobalTable},
 *                      {@code AWS::Serverless::SimpleTable}, or {@code live} for a described table
 * @param name          the physical table name (null: the template states none, or it is unresolved)
 * @param attributeTypes the type of each key attribute of the table and its indexes
 * @param mode          the billing mode; {@code read}/{@code write} its provisioned units (null on demand)
 * @param maxRead       on-demand maximum read request units (null: none)
 * @param warmRead      warm throughput, read units per second (null: not stated)
 * @param ttl           the TTL attribute, null when TTL is off
 * @param pitr          whether point-in-time recovery is on; {@code pitrDays} its recovery period
 * @param encryption    the kind of key; null with {@code kmsKey} set when KMS is used and which kind is not known
 * @param replicas      the Regions of a global table's replicas (empty: a single-Region table); a
 *                      replica in the deploying stack's own Region is named {@link #HOME_REGION}
 * @param notes         what was assumed to read it ("at the parameters' defaults: …")
 */
public record DeployedTable(String source, Pos pos, String logicalId, String constructPath, String resourceType,
                            String name, String partitionKey, String sortKey, Map<String, AttrType> attributeTypes,
                            Map<String, DeployedIndex> indexes, Capacity.Mode mode, Integer read, Integer write,
                            Integer maxRead, Integer maxWrite, Integer warmRead, Integer warmWrite, String ttl,
                            StreamView streams, Boolean pitr, Integer pitrDays, Boolean deletionProtection,
                            Table.TableClass tableClass, Table.Encryption encryption, String kmsKey,
                            List<String> replicas, Table.Replication replication, Map<String, String> tags,
                            Map<String, String> unresolved, Map<String, Pos> positions, List<String> notes) {

    /** The replica Region of a global table deployed in the stack's own Region ({@code Ref: AWS::Region}). */
    public static final String HOME_REGION = "(the stack's Region)";

    public DeployedTable {
        attributeTypes = Maps.ordered(attributeTypes);
        indexes = Maps.ordered(indexes);
        replicas = List.copyOf(replicas);
        tags = Maps.ordered(tags);
        unresolved = Maps.ordered(unresolved);
        positions = Maps.ordered(positions);
        notes = List.copyOf(notes);
    }

    /** Where a field stands in the source, else where the resource does. */
    public Pos at(String field) {
        Pos p = positions.get(field);
        return p != null ? p : pos;
    }

    public boolean isUnresolved(String field) {
        return unresolved.containsKey(field);
    }

    /** A global table: more than one replica, or one in a Region other than the stack's own. */
    public boolean isGlobal() {
        return replicas.size() > 1;
    }

    /** How the table is named in a report: its physical name, else its logical id or construct path. */
    public String label() {
        return name != null ? name : constructPath != null ? constructPath : logicalId;
    }
}
