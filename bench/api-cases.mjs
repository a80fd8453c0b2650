// The catalogue's own reads and writes on the generated archive: records, lists and their pages
// (the issue's "any page of any list ≤ 30 ms" on PostgreSQL at 1M), pickers' searches, and a
// write. Writes run as the administrator and are undone afterwards (cleanup), so the generated
// set stays as it was generated.

const FULL_SCORE = `query ($id: ID!) { getScore(id: $id) { id shelfmark short_title short_title_prefix
  author { name } attributions { function qualifier person { id name } } parts { type voices { voice count } }
  incipits { numbering clef key_signature time_signature pae text } genres { name } voices { voice count }
  sources { citation url } publications { number publication { short_title } } entries { title } } }`;

export function apiCases(probes, database) {
  const list = database === 'pglite' ? undefined : 30;
  const read = (name, group, target, query, variables) => ({
    name,
    group,
    target,
    body: () => ({ query, variables }),
  });
  const run = Date.now().toString(36);
  return [
    {
      name: 'upsertCollection (create)',
      group: 'write',
      write: true,
      auth: true,
      body: (i) => ({
        query:
          'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
        variables: { input: { name: `Bench collection ${run} ${i}`, prefix: `B-${run}-${i}` } },
      }),
      async cleanup(post, token) {
        const found = await post(
          {
            query: `{ collections(search: "Bench collection ${run}", first: 1000) { data { id } } }`,
          },
          token,
        );
        for (const { id } of found.data?.collections?.data ?? []) {
          await post({ query: `mutation { deleteCollection(id: "${id}") { success } }` }, token);
        }
      },
    },
    read(
      'getCollection',
      'record',
      undefined,
      '{ getCollection(id: "7") { id name prefix version } }',
    ),
    {
      name: 'batch of 5 getCollection',
      group: 'record',
      body: () =>
        Array.from({ length: 5 }, (_, k) => ({
          query: `{ getCollection(id: "${k + 1}") { id name } }`,
        })),
    },
    read('getScore (full)', 'record', undefined, FULL_SCORE, { id: '4242' }),
    read(
      'getPerson (top composer, attributions page 1)',
      'record',
      undefined,
      `{ getPerson(id: "${probes.topComposer.id}") { id name names { name } attribution_count
        attributions(first: 25, page: 1) { function score { id short_title } } } }`,
    ),
    read('collections (all)', 'list', list, '{ collections { id name prefix } }'),
    read('collections(search)', 'list', list, '{ collections(search: "kloster") { data { id } } }'),
    read('catalogs (all)', 'list', list, '{ catalogs { id name } }'),
    read(
      'scores, page 1 of 25',
      'list',
      list,
      '{ scores(first: 25, page: 1) { data { id short_title author { name } } paginatorInfo { total lastPage } } }',
    ),
    read(
      'scores, page 400 of 25',
      'list',
      list,
      '{ scores(first: 25, page: 400) { data { id short_title author { name } } paginatorInfo { total lastPage } } }',
    ),
    read(
      'scores of the largest collection, page 400',
      'list',
      list,
      '{ scores(collection_id: "1", first: 25, page: 400) { data { id short_title } paginatorInfo { total } } }',
    ),
    read(
      `scores(search: "${probes.shelfmark}")`,
      'list',
      list,
      `{ scores(search: "${probes.shelfmark}", first: 25) { data { id shelfmark } paginatorInfo { total } } }`,
    ),
    read(
      'people, page 1 of 25',
      'list',
      list,
      '{ people(first: 25, page: 1) { data { id name } paginatorInfo { total } } }',
    ),
    read(
      'people, page 400 of 25',
      'list',
      list,
      '{ people(first: 25, page: 400) { data { id name } paginatorInfo { total } } }',
    ),
    read(
      'people(search: "müller") (picker)',
      'list',
      database === 'pglite' ? undefined : 20,
      '{ people(search: "müller", first: 25) { data { id name } paginatorInfo { total } } }',
    ),
    read(
      'entries(search) (picker)',
      'list',
      list,
      `{ entries(search: "${probes.topComposer.name.split(',')[0]}", first: 25) { id title } }`,
    ),
    {
      ...read(
        'getCatalog (every page with its entries)',
        'record',
        undefined,
        '{ getCatalog(id: "1") { name pages { number entries { number composer title score { id short_title } } } } }',
      ),
      // A catalog holds entries / 20 (10,000 at 1M): a heavy answer, measured a few times.
      iterations: 10,
    },
  ];
}
