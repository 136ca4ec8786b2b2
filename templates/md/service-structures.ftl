<#-- The sections of a service's Markdown copy about its entities, tables, cost, findings and CloudFormation, as macros that service.ftl calls in order. -->
<#import "lib.ftl" as lib>
<#macro entities>

## Entities

*guess* marks a number the designer has not confirmed; *assumed* a key placeholder no attribute declares (S, 26 bytes).
<#list service.entities as e>

### Entity ${md(e.name)}
<#if e.descriptionMarkdown?has_content>

${e.descriptionMarkdown}
</#if>

- **Items:** <#if e.count?has_content>${e.count}<#else>*not stated*</#if>
<#if e.maxPerPartition?has_content>- **At most per partition:** ${e.maxPerPartition}
</#if><#list e.sizes as s>- **Item size<#if s.table?has_content> in ${md(s.table)}</#if>:** ${s.bytes} B (${md(s.derivation)})<#if s.guess> *guess*</#if>
</#list><#if !e.stored>- **Stored:** *in no table*
</#if>
<#if e.attributes?has_content>

| Attribute | Type | Bytes | Source | Mutable | Distinct | In keys |
|---|---|---:|---|---|---:|---|
<#list e.attributes as a>
| ${md(a.name)} | ${a.type} | ${a.bytes} | <#if a.assumed>*assumed*<#elseif a.guess>*guess*<#else>user</#if> | <#if a.mutable>yes<#else>no</#if> | ${a.distinct} | ${md(a.keyOf)} |
</#list>
</#if>
</#list>
</#macro>
<#macro keyMap>

## Key map
<#assign sharedSettings = service.sharedSettings>
<#if sharedSettings?has_content>

Operational settings of every table:

<#list sharedSettings as s>
- **${s.label}:** ${md(s.value)}
</#list>
</#if>
<#assign each = service.settingsByTable>
<#if each.labels?has_content>

Operational settings of each table:

<@lib.table each.table/>
</#if>
<#list service.tables as t>

### Table ${md(t.name)}

| Key attribute | Role | Type |
|---|---|---|
<#list t.keySchema as k>
| ${md(k.name)} | ${md(k.role)} | ${k.type} |
</#list>

Item collections:

| Partition key | Entity | Sort key | Index keys |
|---|---|---|---|
<#list t.collections as c><#list c.members as m>
| ${md(c.partition)} | ${md(m.entity)} | <#if m.sort?has_content>${md(m.sort)}<#else>—</#if> | <#list m.indexKeys as k>${md(k)}<#sep><br></#list> |
</#list></#list>
<#list t.examples as x>

Example ${md(x.entity)} item:

${fence(x.json)}json
${x.json}
${fence(x.json)}
</#list>
<#if service.tables?size == 1>

Operational settings:

<#list t.settings as s>
- **${s.label}:** ${md(s.value)}
</#list>
</#if>
</#list>
</#macro>
<#macro indexMap>
<#if service.indexes?has_content>

## Index map
<#list service.indexes as i>

### Index ${md(i.name)}

${i.kind} on table ${md(i.table)}.

<#if i.partition?has_content>- **Partition key:** ${md(i.partition)}
</#if><#if i.sort?has_content>- **Sort key:** ${md(i.sort)}
</#if>- **Projection:** ${md(i.projection)}
<#list i.facts as f>- **${f.label}:** ${md(f.value)}
</#list>- **Holds:** <#if i.sparse>sparse: not every entity of the table carries its keys<#else>every entity of the table</#if>
<#if i.nonMembers?has_content>- **Not in the index:** <#list i.nonMembers as n>${md(n)}<#sep>, </#list>
</#if>- **Read by:** <#list i.readBy as p>[${md(p.id)}](#${p.mdAnchor()})<#sep>, </#list><#if !i.readBy?has_content>*no pattern*</#if>
- **Written by:** <#list i.writtenBy as p>[${md(p.id)}](#${p.mdAnchor()})<#sep>, </#list><#if !i.writtenBy?has_content>no pattern</#if>
<#assign ic = (service.cost.indexes[i.table + "/" + i.name])!"">
<#if ic?has_content>
<#if ic.writes?has_content>- **Write amplification:** ${md(ic.writes)}
</#if><#if ic.storage?has_content>- **Storage:** ${md(ic.storage)}
</#if></#if>
<#if i.members?has_content>

| Member entity | Partition key value | Sort key value |
|---|---|---|
<#list i.members as m>
| ${md(m.entity)} | ${md(m.partition)} | <#if m.sort?has_content>${md(m.sort)}<#else>—</#if> |
</#list>
</#if>
</#list>
</#if>
</#macro>
<#macro matrix>

## Pattern × table/index

<#-- at most 7 columns a table: the pattern and 6 tables or indexes; more go into a further table -->
<#list service.matrix.columns?chunk(6) as cols>
<#assign from = cols?index * 6>
<#if cols?index gt 0>

</#if>
| Pattern |<#list cols as c> ${md(c.label())}<#if c.index??> (${md(c.table)})</#if> |</#list>
|---|<#list cols as c>---|</#list>
<#list service.matrix.rows as r>
| ${md(r.id)} |<#list cols as c> ${r.cells[from + c?index]} |</#list>
</#list>
</#list>
</#macro>
<#macro fanOut>
<#if service.fanOuts?has_content>

## Stream fan-out
<#list service.fanOuts as f>

### Stream of ${md(f.table)}

```mermaid
${f.mermaid}```

${md(f.diagram.description)}
<#if f.consumers?has_content>

| Consumer | Via | Filter | Batch | Retries | Max record age |
|---|---|---|---:|---|---|
<#list f.consumers as c>
| ${md(c.name)} | ${c.via} | <#if c.filter?has_content>${md(c.filter)}<#else>none</#if> | ${c.batchSize} | ${c.retries} | ${c.maxRecordAge} |
</#list>

| Consumer | Bisect | On failure | Dedupe | Targets |
|---|---|---|---|---|
<#list f.consumers as c>
| ${md(c.name)} | ${c.bisect} | <#if c.onFailure?has_content>${md(c.onFailure)}<#else>*none*</#if> | <#if c.dedupe?has_content>${c.dedupe}<#else>*not stated*</#if> | <#list c.targets as x>${md(x)}<#sep>, </#list> |
</#list>
</#if>
<#list f.consumers as c><#if c.descriptionMarkdown?has_content>

**${md(c.name)}:** ${c.descriptionMarkdown}
</#if></#list>
<#if f.problems?has_content>

Problems:

<#list f.problems as p>
- ${md(p)}
</#list>
</#if>
</#list>
</#if>
</#macro>
<#macro cost>

## Cost and capacity

<#if service.cost.priced>
On-demand **${service.cost.expected}** a month expected, **${service.cost.peak}** at peak. Prices: ${md(service.cost.pricing)}.
<#list service.cost.blocks as b>

### ${md(b.title)}
<#list b.paragraphs as p>

${md(p)}
</#list>
<#if b.assumptions()>

The cost rests on the prices named above and on the [assumptions every design shares](../assumptions.md)<#if b.bullets?has_content>, and on these of its own:<#else>.</#if>
</#if>
<#if b.chart??>

${md(b.chart.description)}<#list b.chart.notes as n> ${md(n)}</#list>
<#if b.chart.data??>

<@lib.table b.chart.data/>
</#if>
</#if>
<#if b.table??>

<@lib.table b.table/>
</#if>
<#if b.bullets?has_content>

<#list b.bullets as n>
- ${md(n)}
</#list>
</#if>
</#list>
<#else>
*Not priced:* ${md(service.cost.reason)}
</#if>
</#macro>
<#macro findings>

## Findings and deviations

<#if service.findings?has_content>
${service.findingCounts.summary()}. Each rule links to its page in the [rule catalog](../rules/index.md).

| Severity | Rule | Target | Finding | Where |
|---|---|---|---|---|
<#list service.findings as f>
| ${f.severity}<#if f.accepted> (accepted)</#if> | [${f.rule}](../rules/${f.rule}.md) | ${md(f.target)} | ${f.messageCell}<#if f.accepted><#if service.deviationAnchor(f)?has_content><br>accepted: see its deviation below<#else><br>**Accepted:** ${f.reasonCell}</#if></#if> | ${md(f.position)} |
</#list>
<#else>
The rule catalog finds nothing in this design.
</#if>
<#if service.deviations?has_content>

Deviations (rules knowingly not applied):

| Rule | Target | Reason |
|---|---|---|
<#list service.deviations as d>
| ${md(d.rule)} | ${md(d.target)} | <#if d.justified>${d.reasonCell}<#else>*no reason given: accepts nothing*</#if> |
</#list>
<#else>

This design records no deviations.
</#if>
</#macro>
<#macro iac>
<#if service.iac?has_content>

## CloudFormation
<#list service.iac as x>

### ${md(x.table)} (`${x.logicalId}`)
<#if drift?? && (drift.byService[service.service][x.table])??><#assign dl = drift.byService[service.service][x.table]>

Deployed: **${dl.status}** — ${md(dl.headline)}
<#list dl.lines as line>
- ${md(line)}
</#list>
</#if>
<#if x.notes?has_content>

<#list x.notes as n>
- ${md(n)}
</#list>
</#if>

${fence(x.yaml)}yaml
${x.yaml}${fence(x.yaml)}
</#list>
</#if>
</#macro>
