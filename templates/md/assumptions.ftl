[Services](index.md) › Cost assumptions

# Cost assumptions

Every service's cost rests on these, besides the price sheet its cost section names and the assumptions of its own that the section lists.

<#list standing as a>
- ${md(a)}
</#list>

_Generated from the cost model (`docs/cost-model.md` has every formula); do not edit._
