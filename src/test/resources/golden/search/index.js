tablebookSearch({"format":1,"shards":["search/rules.js","search/showcase.js","search/tiny.js"]});
