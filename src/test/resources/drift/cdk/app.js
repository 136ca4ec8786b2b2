// A CDK app in JavaScript, built with aws-cdk-lib (installed by .ci/run under .ci/cdk) and synthesized
// by the drift tests: `node app.js SPEC.json OUTDIR`. SPEC lists the tables to declare, each with the
// L2 construct a team would write by hand (Table, or TableV2 for a global table resource).
const fs = require('fs');
const cdk = require('aws-cdk-lib');
const ddb = require('aws-cdk-lib/aws-dynamodb');

const [specFile, outdir] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(specFile, 'utf8'));
// no stack traces in the metadata: the assembly is the same wherever it is synthesized
const app = new cdk.App({ outdir, stackTraces: false });
const stack = new cdk.Stack(app, spec.stack, { env: { account: '111111111111', region: spec.region } });

const type = t => ({ S: ddb.AttributeType.STRING, N: ddb.AttributeType.NUMBER, B: ddb.AttributeType.BINARY })[t];
const key = k => k && { name: k.name, type: type(k.type) };
const projection = p => ({ ALL: ddb.ProjectionType.ALL, KEYS_ONLY: ddb.ProjectionType.KEYS_ONLY,
  INCLUDE: ddb.ProjectionType.INCLUDE })[p];

for (const t of spec.tables) {
  const gsis = (t.gsis || []).map(g => ({
    indexName: g.name, partitionKey: key(g.partition), sortKey: key(g.sort),
    projectionType: projection(g.projection), nonKeyAttributes: g.include,
  }));
  const stream = t.stream && ddb.StreamViewType[t.stream];
  if (t.v2) {
    new ddb.TableV2(stack, t.id, {
      tableName: t.tableName,
      partitionKey: key(t.partition), sortKey: key(t.sort),
      billing: t.provisioned ? ddb.Billing.provisioned({
        readCapacity: ddb.Capacity.fixed(t.provisioned.read),
        writeCapacity: ddb.Capacity.autoscaled({ minCapacity: t.provisioned.write, maxCapacity: t.provisioned.write }),
      }) : ddb.Billing.onDemand(),
      globalSecondaryIndexes: gsis,
      dynamoStream: stream,
      timeToLiveAttribute: t.ttl,
      pointInTimeRecoverySpecification: t.pitr ? { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: t.pitr } : undefined,
      deletionProtection: t.deletionProtection,
      encryption: t.encryption === 'aws-managed' ? ddb.TableEncryptionV2.awsManagedKey() : undefined,
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
    continue;
  }
  const table = new ddb.Table(stack, t.id, {
    tableName: t.tableName,
    partitionKey: key(t.partition), sortKey: key(t.sort),
    billingMode: t.provisioned ? ddb.BillingMode.PROVISIONED : ddb.BillingMode.PAY_PER_REQUEST,
    readCapacity: t.provisioned && t.provisioned.read, writeCapacity: t.provisioned && t.provisioned.write,
    stream,
    timeToLiveAttribute: t.ttl,
    pointInTimeRecoverySpecification: t.pitr ? { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: t.pitr } : undefined,
    deletionProtection: t.deletionProtection,
    encryption: t.encryption === 'aws-managed' ? ddb.TableEncryption.AWS_MANAGED : undefined,
    removalPolicy: cdk.RemovalPolicy.RETAIN,
  });
  for (const g of gsis) {
    table.addGlobalSecondaryIndex(t.provisioned ? { ...g, readCapacity: t.provisioned.read,
      writeCapacity: t.provisioned.write } : g);
  }
}
app.synth();
