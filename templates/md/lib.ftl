<#-- Markdown macros: a data table (render/DataTable.java). Every text goes through md(). -->
<#macro table t>
|<#list t.headers as h> ${md(h)} |</#list>
|<#list t.headers as h><#if t.numeric[h?index]>---:<#else>---</#if>|</#list>
<#list t.rows as row>
|<#list row as c> <#if c.mdHref?has_content>[${md(c.text)}](${c.mdHref})<#else>${md(c.text)}</#if> |</#list>
</#list>
</#macro>
