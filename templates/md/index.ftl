<#import "lib.ftl" as lib>
# Services
<#if verified??>

Proved on **${md(verified.engine)}** at ${verified.at}: <#list verified.services as s>[${md(s.service)}](services/${s.service}.md) ${s.tally}<#sep>; </#list>.
</#if>

${site.services?size} service<#if site.services?size != 1>s</#if> in this design repository. Design files follow the [JSON Schema](schema/design.schema.json); the [rule catalog](rules/index.md) explains every finding.

| Service | Owner | Status | Findings | Monthly cost (expected) | Patterns | Entities | Tables | Indexes | Consumers |
|---|---|---|---|---:|---:|---:|---:|---:|---:|
<#list site.services as s>
| [${md(s.title)}](services/${s.service}.md) `${s.service}` | ${md(s.owner)} | ${md(s.status)} | ${s.findingCounts.summary()} | <#if s.cost.priced>${s.cost.expected}<#else>*not priced*</#if> | ${s.patternCount} | ${s.entityCount} | ${s.tableCount} | ${s.indexCount} | ${s.consumerCount} |
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
