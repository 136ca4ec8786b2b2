[Services](../index.md) › Rules

# Rule catalog

Findings are reported authorization first, then correctness, operational, cost and style. A `deviations` entry with a reason accepts a finding: it stays listed and no longer fails the run.

| Rule | Severity | Category | Fires when |
|---|---|---|---|
<#list rules as r>
| [`${r.id}`](${r.id}.md) | ${r.severity} | ${r.category} | ${md(r.summary)} |
</#list>

_Generated from the rule classes and `docs/rules/`; do not edit._
