# Services

${site.services?size} service<#if site.services?size != 1>s</#if> in this design repository. Design files follow the [JSON Schema](schema/design.schema.json).

| Service | Owner | Status | Patterns | Entities | Tables | Indexes | Consumers |
|---|---|---|---:|---:|---:|---:|---:|
<#list site.services as s>
| [${md(s.title)}](services/${s.service}.md) `${s.service}` | ${md(s.owner)} | ${md(s.status)} | ${s.patternCount} | ${s.entityCount} | ${s.tableCount} | ${s.indexCount} | ${s.consumerCount} |
</#list>
<#if site.inputErrors?has_content>

## Designs that could not be loaded

<#list site.inputErrors as e>
- ${md(e)}
</#list>
</#if>
