[Services](../index.md) › [Rules](index.md) › ${rule.id}

# `${rule.id}`

**${rule.severity}** · ${rule.category}<#if !rule.importedModels> · YAML designs only</#if>

**${md(rule.summary)}**

${md(rule.description)}

${rule.proseMarkdown}

_Generated from the rule class and `docs/rules/${rule.id}.md`; do not edit._
