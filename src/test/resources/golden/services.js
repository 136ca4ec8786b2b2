window.tablebookServices = [{"service":"showcase","title":"Showcase"},{"service":"tiny","title":"Tiny"}];
