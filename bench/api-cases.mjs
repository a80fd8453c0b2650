// The catalogue's own reads and writes on the generated archive: records, lists and their pages
// (the issue's "any page of any list ≤ 30 ms" on PostgreSQL at 1M), pickers' searches, and a
// write. Writes run as the administrator and are undone afterwards (cleanup), so the generated
// set stays as it was generated.

const FULL_SCORE = `query ($id: ID!) { getScore(id: $id) { id shelfmark short_title short_title_prefix
  author { name } attributions { function qualifier person { id name } } parts { type voices { voice count } }
  incipits { numbering clef key_signature time_signature pae text } genres { name } voices { voice count }
  sources { citation url } publications { number publication { short_title } } entries { title } } }`;

/** A score as its editor loads it to save it whole (ScoreInput's fields, children with ids). */
const EDITED_SCORE = `id version shelfmark former_shelfmarks title short_title opus key provenance notes
  collection { id } genres { id name } voices { id voice count position }
  attributions { id person { id } function qualifier profession from to designation member notes
    place { id } publication { id } }
  parts { id type extent measurements wear date watermark notes voices { id voice count position } }
  incipits { id number movement section tempo clef key_signature time_signature part text
    basso_continuo pae notes }
  publications { id number notes publication { id } } sources { id type citation description url notes }`;

/** The input the editor sends for a loaded score, with `notes` changed. */
function scoreInput(score, notes) {
  const ref = (value) => (value ? { id: value.id } : null);
  return {
    ...score,
    notes,
    collection: ref(score.collection),
    attributions: score.attributions.map((a) => ({
      ...a,
      person: ref(a.person),
      place: ref(a.place),
      publication: ref(a.publication),
    })),
    publications: score.publications.map((p) => ({ ...p, publication: ref(p.publication) })),
  };
}

/**
 * A score saved whole as its editor saves it, each time another score of a page of the archive
 * (a save claims its version: one score is saved once), its notes changed; afterwards each is
 * saved back with its own notes. Its p95 beside getScore's is the price of a save's history
 * (issue 26: at most 20 % more).
 */
function scoreUpdates(iterations) {
  let loaded = [];
  // Each call saves the next score: the rounds (a warm-up, the sequential and the concurrent
  // ones) number their calls from 0 each, and a score saved twice from one version is refused.
  let next = 0;
  const run = Date.now().toString(36);
  return {
    name: 'upsertScore (a full score saved whole)',
    group: 'write',
    write: true,
    auth: true,
    async prepare(server) {
      // The first answer, ten warm-up calls, the sequential rounds and the concurrent ones.
      const wanted = 1 + 10 + 2 * iterations;
      loaded = [];
      next = 0;
      for (let page = 1; loaded.length < wanted; page++) {
        const answer = await server.post({
          query: `{ scores(collection_id: "2", first: 25, page: ${page}) { data { ${EDITED_SCORE} } } }`,
        });
        const data = answer.data?.scores?.data ?? [];
        if (answer.errors) throw new Error(JSON.stringify(answer.errors).slice(0, 300));
        if (data.length === 0) break;
        loaded.push(...data);
      }
    },
    body: () => {
      const i = next++;
      return {
        query:
          'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success errors { field key } } }',
        variables: { input: scoreInput(loaded[i % loaded.length], `bench ${run} ${i}`) },
      };
    },
    check: (data) => (data?.upsertScore?.success ? null : JSON.stringify(data?.upsertScore)),
    async cleanup(post, token) {
      for (const score of loaded) {
        const answer = await post({ query: `{ getScore(id: "${score.id}") { version } }` }, token);
        const version = answer.data?.getScore?.version;
        if (version === undefined || version === score.version) continue;
        await post(
          {
            query: 'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success } }',
            variables: { input: { ...scoreInput(score, score.notes), version } },
          },
          token,
        );
      }
    },
  };
}

export function apiCases(probes, database, iterations = 100) {
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
    scoreUpdates(iterations),
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
