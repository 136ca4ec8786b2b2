[Services](../index.md) › ${md(service.title)}

# ${md(service.title)} (`${service.service}`)

<#if service.owner?has_content>- **Owner:** ${md(service.owner)}
</#if><#if service.status?has_content>- **Status:** ${md(service.status)}
</#if>- **Region:** ${service.region}
- **Source:** ${md(service.file)}
- **Counts:** ${service.patternCount} patterns · ${service.entityCount} entities · ${service.tableCount} tables · ${service.indexCount} indexes
<#if service.summaryMarkdown?has_content>

${service.summaryMarkdown}
</#if>

## Access patterns

| Id | Name | Operation | Table / index | Key condition | Order | Peak rps | Avg rps | Items / call | Consistency | Authorization |
|---|---|---|---|---|---|---:|---:|---:|---|---|
<#list service.patterns as p>
| ${md(p.id)} | ${md(p.name)}<#list p.writes as w><br>• ${md(w)}</#list> | ${p.operation} | ${md(p.target)} | <#if p.keyCondition?has_content>${md(p.keyCondition)}<#list p.keyValues as k, v><br>${md(k)} = ${md(v)}</#list><#else>—</#if> | ${p.order} | ${p.peakRps} | ${p.averageRps} | ${p.itemsPerCall} | ${p.consistency} | <#if p.authorization?has_content>${md(p.authorization)}<#else>none</#if> |
</#list>
