<#-- Markdown macros: a data table (render/DataTable.java), written by render/DataTableMarkup.java, which escapes every text as md() does. -->
<#macro table t>
${dataTableMd(t)}</#macro>
