<#-- The Markdown copy of a service page. Every design string goes through md(); code goes in fences longer than any backtick run inside.
     The SDK examples are in the site's default language only (JavaScript, as templates/assets/site.js's switch starts); the page carries both. -->
<#import "lib.ftl" as lib>
[Services](../index.md) › ${md(service.title)}

# ${md(service.title)} (`${service.service}`)

<#if service.owner?has_content>- **Owner:** ${md(service.owner)}
</#if><#if service.status?has_content>- **Status:** ${md(service.status)}
</#if>- **Region:** ${md(service.region)}
<#if service.revision??>- **Revision:** ${service.revision.shortId} of ${service.revision.date}<#if service.revision.modified> (uncommitted changes)</#if>
</#if>- **Source:** ${md(service.file)}<#if service.imported> (imported cost model)</#if>
<#if service.importedFrom?has_content>- **Imported from:** ${md(service.importedFrom)}
</#if>- **Findings:** [${service.findingCounts.summary()}](#findings-and-deviations)
- **Monthly cost:** <#if service.cost.priced>[${service.cost.expected}](#cost-and-capacity) expected · ${service.cost.peak} at peak (on-demand)<#else>*not priced*</#if>
- **Counts:** ${service.counts}
<#if packets!false>- **Review packet:** the [page](${service.service}.html) prints as the packet (A4 or Letter); the site also holds it as one file, `packets/${service.service}.html`
<#else>- **Review packet:** this page; its HTML version prints as the packet (A4 or Letter), and `tablebook packet ${service.service}` writes it as one file
</#if>

Sections: <#list service.sections as s><#if s.id != "summary">[${s.title}](#${s.mdAnchor})<#sep> · </#if></#list>
<#if service.summaryMarkdown?has_content>

${service.summaryMarkdown}
</#if>
<#include "service-structures.ftl">
<@patterns/>
<@findings/>
<@keyMap/>
<@indexMap/>
<@matrix/>
<@fanOut/>
<@entities/>
<@cost/>
<@details/>
<@iac/>
<#-- The sections, in the order a reviewer reads them (the page's order: render/ServiceView.sections). -->
<#macro patterns>

## Access patterns

<#if service.patterns?has_content>
| Id | Name | Operation | Table / index | Key condition | Items / call, order | Consistency |
|---|---|---|---|---|---|---|
<#list service.patterns as p>
| [${md(p.id)}](#${p.mdDetailAnchor})<#list (service.badges[p.id])![] as b> ${b.label()}</#list> | ${md(p.name)}<#list p.writes as w><br>• ${md(w)}</#list> | ${p.operation} | ${md(p.target)} | <#if p.keyCondition?has_content>${code(p.keyCondition)}<#else>—</#if> | ${p.itemsPerCall}<#if p.order?has_content>, ${p.order}</#if> | ${p.consistency} |
</#list>

| Id | Peak / avg rps | Authorization | Units / call | Monthly peak / expected |
|---|---:|---|---|---:|
<#list service.patterns as p>
| [${md(p.id)}](#${p.mdDetailAnchor}) | <#if p.peakRps?has_content>${p.peakRps} / ${p.averageRps}<#else>*no rps*</#if> | <#if p.authorization?has_content>${code(p.authorization)}<#if p.internal?has_content> (internal: ${md(p.internal)})</#if><#elseif p.internal?has_content>internal: ${md(p.internal)}<#else>*none*</#if> | <#assign pc = (service.cost.patterns[p.id])!""><#if pc?has_content>${md(pc.units)} | <#if pc.noRate>*no rps: costs nothing*<#else>${pc.peak} / ${pc.expected}</#if><#else> | *not priced*</#if> |
</#list>
<#else>
This design lists no access patterns.
</#if>
</#macro>
<#macro details>

## Pattern details
<#if service.sdkSetup.javascript?has_content>

Each pattern's example is the call alone, in JavaScript (the site's default language): it runs after this set-up, written once for the page. The same calls for the AWS SDK for Java v2 are on the [page](${service.service}.html#pattern-details), behind its language switch.

<details><summary>Set-up: AWS SDK for JavaScript v3 (@aws-sdk/lib-dynamodb)</summary>

${fence(service.sdkSetup.javascript)}js
${service.sdkSetup.javascript}${fence(service.sdkSetup.javascript)}

</details>
</#if>
<#list service.details as p>

### Pattern ${md(p.id)}

**${md(p.name)}**
<#if verified?? && (verified.byService[service.service][p.id])??><#assign line = verified.byService[service.service][p.id]>
<#list line.statuses as v>

**On ${md(v.engine)}:** ${v.label}<#if v.reason?has_content> ${md(v.reason)}</#if><#if v.predicted?has_content> · units: predicted ${v.predicted}, consumed ${v.consumed}</#if><#if v.unitsNote?has_content> (${md(v.unitsNote)})</#if>
</#list>
<#if line.difference?has_content>

**Engines differ:** ${md(line.difference)}
</#if>
</#if>
<#if p.descriptionMarkdown?has_content>

${p.descriptionMarkdown}
</#if>

**${p.selects}:** <#if p.matched?has_content><#list p.matched as e>${e.count}[${md(e.name)}](#${e.mdAnchor()})<#sep>, </#list><#else>*no entity*</#if><#if p.declared?has_content && p.selects != "Writes"> · declared `returns`: <#list p.declared as d>${md(d)}<#sep>, </#list></#if>
<#if p.notes?has_content>

<#list p.notes as n>
- ${md(n)}
</#list>
</#if>
<#assign pc = (service.cost.patterns[p.id])!"">
<#if pc?has_content>
<#if pc.terms?has_content || pc.notes?has_content>

<details><summary>How the cost is computed</summary>

<#list pc.terms as t>
- ${md(t.label)}: ${md(t.formula)}
</#list>
<#list pc.notes as n>
- ${md(n)}
</#list>

</details>
</#if>
</#if>
<#if p.javascript?has_content>

<details><summary>JavaScript</summary>

${fence(p.javascriptCall)}js
${p.javascriptCall}${fence(p.javascriptCall)}

</details>
<#else>

${md(p.sdkNote)}
</#if>
</#list>
</#macro>
