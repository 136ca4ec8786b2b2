<#-- Markdown macros: a data table (render/DataTable.java, written by render/DataTableMarkup.java, which escapes every text as md() does). Every other text goes through md(). -->
<#macro table t>
${dataTableMd(t)}</#macro>
