<#import "lib.ftl" as lib>
# Services
<#if verified??>
<#list verified.engines as e>

Proved on **${md(e.engine)}** at ${e.at}: <#list e.services as s>[${md(s.service)}](services/${s.service}.md) ${s.tally}<#sep>; </#list>.
</#list>
<#if (verified.engines?size > 1)>

The engines differ on the status of ${verified.statusDifferences} pattern<#if verified.statusDifferences != 1>s</#if> and on the consumed units of ${verified.unitDifferences}; each pattern says how.
</#if>
</#if>
<#if drift??>

Compared with what is deployed (<#list drift.sources as src>${md(src)}<#sep>; </#list>): ${md(drift.tally)}.
</#if>

${site.services?size} service<#if site.services?size != 1>s</#if> in this design repository. Design files follow the [JSON Schema](schema/design.schema.json); the [rule catalog](rules/index.md) explains every finding.

| Service | Owner | Status | Findings | Monthly cost (expected) |<#if drift??> Deployed |</#if>
|---|---|---|---|---:|<#if drift??>---|</#if>
<#list site.services as s>
| [${md(s.title)}](services/${s.service}.md) `${s.service}` | ${md(s.owner)} | ${md(s.status)} | ${s.findingCounts.summary()} | <#if s.cost.priced>${s.cost.expected}<#else>*not priced*</#if> |<#if drift??> ${md(drift.serviceCounts[s.service]!"not compared")} |</#if>
</#list>

| Service | Patterns | Entities | Tables | Indexes | Consumers |
|---|---:|---:|---:|---:|---:|
<#list site.services as s>
| [${md(s.title)}](services/${s.service}.md) | ${s.patternCount} | ${s.entityCount} | ${s.tableCount} | ${s.indexCount} | ${s.consumerCount} |
</#list>
<#if site.comparison??>

## Monthly cost by service

${md(site.comparison.description)}<#list site.comparison.notes as n> ${md(n)}</#list>

<@lib.table site.comparison.data/>
</#if>
<#if site.inputErrors?has_content>

## Designs that could not be loaded

<#list site.inputErrors as e>
- ${md(e)}
</#list>
</#if>
