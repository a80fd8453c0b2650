// The OAI-PMH provider (issue 25) on the generated archive: a harvester's pages, at the start of
// the list and deep in it (a resumption token from the middle of ten years of changes), of all
// scores and of a collection's set. The target: p95 ≤ 100 ms per page at 1,000,000 scores, the
// same deep in the harvest as at its start (keyset on the change time).

/** The middle of the generated changes (bench/generator/scores.ts: ten years from 2014). */
const MIDDLE = '2019-01-01T00:00:00Z';

/** The resumption token of a list's first page. */
function tokenOf(xml) {
  const match = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml);
  if (!match) throw new Error('the list has no next page');
  return match[1];
}

export function oaiCases(probes) {
  const target = 100;
  const page = (name, query) => ({ name, group: 'oai', target, get: () => `/oai?${query}` });
  /** The page after the first of a list starting at `query`: a token from the middle. */
  const resumed = (name, verb, query) => {
    let path = null;
    return {
      name,
      group: 'oai',
      target,
      async prepare(server) {
        const first = await server.get(`/oai?verb=${verb}&${query}`);
        path = `/oai?verb=${verb}&resumptionToken=${tokenOf(first.text)}`;
      },
      get: () => path,
    };
  };
  // Collection 1 is the generated archive's largest (generator/probes.ts).
  const set = `collection:${probes.shelfmark?.collection ?? '1'}`;
  return [
    page('ListIdentifiers, first page', 'verb=ListIdentifiers&metadataPrefix=oai_dc'),
    resumed(
      'ListIdentifiers, resumed mid-harvest',
      'ListIdentifiers',
      `metadataPrefix=oai_dc&from=${MIDDLE}`,
    ),
    resumed(
      `ListIdentifiers of a set (${set}), resumed mid-harvest`,
      'ListIdentifiers',
      `metadataPrefix=oai_dc&set=${set}&from=${MIDDLE}`,
    ),
    page('ListRecords oai_dc, first page', 'verb=ListRecords&metadataPrefix=oai_dc'),
    resumed(
      'ListRecords marcxml, resumed mid-harvest',
      'ListRecords',
      `metadataPrefix=marcxml&from=${MIDDLE}`,
    ),
    resumed(
      `ListRecords oai_dc of a set (${set}), resumed mid-harvest`,
      'ListRecords',
      `metadataPrefix=oai_dc&set=${set}&from=${MIDDLE}`,
    ),
    {
      name: 'GetRecord marcxml',
      group: 'oai',
      target,
      async prepare(server) {
        const first = await server.get('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc');
        const identifier = /<identifier>([^<]+)<\/identifier>/.exec(first.text)[1];
        this.path = `/oai?verb=GetRecord&metadataPrefix=marcxml&identifier=${identifier}`;
      },
      get() {
        return this.path;
      },
    },
  ];
}
