<#-- diff --format md: a pull-request comment. Headline, services table, migrations, new errors; details folded. -->
<#macro money m><#if diff.priced> | ${m.expectedBefore} → ${m.expectedAfter} | ${m.expectedDelta} (${m.expectedPercent}) | ${m.peakDelta}</#if></#macro>
<#if diff.changedServices == 0>
**tablebook diff** ${md(diff.base)} → ${md(diff.head)}: no design changes.
<#else>
**tablebook diff** ${md(diff.base)} → ${md(diff.head)}: ${diff.changedServices} service<#if diff.changedServices != 1>s</#if> changed · ships as **${diff.shipCost}**<#if diff.priced> · expected ${diff.total.expectedBefore} → ${diff.total.expectedAfter} a month (${diff.total.expectedDelta}, ${diff.total.expectedPercent}) · peak ${diff.total.peakDelta}</#if><#if diff.oneTime?has_content> · one-time ${diff.oneTime}</#if><#if diff.findingsCompared> · <#if diff.newErrors?has_content>**${diff.newErrors?size} new error<#if diff.newErrors?size != 1>s</#if>**<#else>no new errors</#if></#if>
<#if diff.gated>

<#if diff.gate.passed>`--fail-over ${diff.gate.threshold}`: **passed**<#if diff.gate.largest?has_content> (largest rise: ${md(diff.gate.largest)})</#if><#else>`--fail-over ${diff.gate.threshold}`: **failed** — <#list diff.gate.exceeded as e>${md(e)}<#sep>; </#list></#if>
</#if>

| Service | Change | Ships as | Changes<#if diff.priced> | Expected / month | Δ expected | Δ peak | One-time</#if> |
|---|---|---|---:<#if diff.priced>|---:|---:|---:|---:</#if>|
<#list diff.services as s>
| ${md(s.service)} | ${s.status} | ${s.shipCost} | ${s.changes}<@money s.cost/><#if diff.priced> | ${s.oneTime}</#if> |
</#list>
</#if>
<#if diff.migrations?has_content>

#### Migrations

<#list diff.migrations as m>
**${md(m.service)} · ${m.element} ${md(m.name)}** — ${m.shipCost}<#if m.fields?has_content>: <#list m.fields as f>${md(f)}<#sep>; </#list></#if><#if m.oneTime?has_content> · one-time ${m.oneTime}</#if>

<#list m.steps as step>
${step?counter}. ${md(step)}
</#list>

</#list>
</#if>
<#if diff.oneTimes?has_content>

#### One-time costs

Paid once to ship, beside the monthly figures and never in them; <#list diff.prices as p>${md(p)}<#sep>, </#list>.

<#list diff.oneTimes as o>
**${md(o.service)} · ${md(o.what)}**: ${o.usd} (for <#list o.changes as c>${md(c)}<#sep>, </#list>)
<#list o.parts as p>
- ${md(p.what)}: ${md(p.quantity)} x ${md(p.price)} = ${p.usd}
</#list>
<#list o.defaults as g>
- default: ${md(g)}
</#list>
<#if o.risk?has_content>
- risk: ${md(o.risk)}
</#if>

</#list>
</#if>
<#if diff.newErrors?has_content>

#### New errors

<#list diff.newErrors as f>
- **${md(f.service)}** `${f.rule}`<#if f.target?has_content> on ${md(f.target)}</#if>: ${md(f.message)}<#if f.location?has_content> (${md(f.location)})</#if>
</#list>
</#if>
<#if diff.headErrors?has_content>

#### Input errors in ${md(diff.head)}

<#list diff.headErrors as e>
- ${md(e)}
</#list>
</#if>
<#list diff.details as d>

<details><summary>${md(d.service)}: ${d.status}<#if d.changes?has_content>, ${d.changes?size} change<#if d.changes?size != 1>s</#if></#if></summary>

<#if d.changes?has_content>
| Element | Name | Change | Ships as | Fields and notes |
|---|---|---|---|---|
<#list d.changes as c>
| ${c.element} | ${md(c.name)} | ${c.kind} | ${c.shipCost} | <#list c.fields as f>${md(f)}<#sep><br></#list><#if c.fields?has_content && c.notes?has_content><br></#if><#list c.notes as n>${md(n)}<#sep><br></#list><#if c.oneTime?has_content><br>One-time: ${c.oneTime}</#if> |
</#list>
</#if>
<#if d.tables?has_content>

| Table | Expected before → after | Δ expected | Δ peak |
|---|---:|---:|---:|
<#list d.tables as t>
| ${md(t.name)} | ${t.cost.expectedBefore} → ${t.cost.expectedAfter} | ${t.cost.expectedDelta} | ${t.cost.peakDelta} |
</#list>
</#if>
<#if d.patterns?has_content>

| Pattern | Expected before → after | Δ expected | Δ peak |
|---|---:|---:|---:|
<#list d.patterns as p>
| ${md(p.name)} | ${p.cost.expectedBefore} → ${p.cost.expectedAfter} | ${p.cost.expectedDelta} | ${p.cost.peakDelta} |
</#list>
</#if>
<#if d.recommendations?has_content>

<#list d.recommendations as rc>
- Capacity of ${md(rc.table)}: ${md(rc.before)} → **${md(rc.after)}**<#if rc.why?has_content> — ${md(rc.why)}</#if>
</#list>
</#if>
<#if d.appeared?has_content || d.resolved?has_content>

<#list d.appeared as f>
- new ${f.severity}<#if f.accepted> (accepted)</#if> `${f.rule}`<#if f.target?has_content> on ${md(f.target)}</#if>: ${md(f.message)}
</#list>
<#list d.resolved as f>
- gone ${f.severity} `${f.rule}`<#if f.target?has_content> on ${md(f.target)}</#if>: ${md(f.message)}
</#list>
</#if>

</details>
</#list>
