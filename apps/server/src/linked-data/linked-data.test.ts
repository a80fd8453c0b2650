import { describe, expect, it } from 'vitest';
import {
  createCatalog,
  createCollection,
  createGenre,
  createPerson,
  createPlace,
  createPublication,
  createPublicationScore,
  createScore,
} from '../test/factories';
import { server, useTestServer } from '../test/suite';
import { prefersLinkedData } from './route';

useTestServer({ APP_URL: 'http://partitura.test' });

const APP = 'http://partitura.test';
const LD = { accept: 'application/ld+json' };

async function linked(path: string, headers: Record<string, string> = LD) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, body: response.status === 200 ? ((await response.json()) as any) : null };
}

describe('linked data', () => {
  it('answers a score as schema.org JSON-LD at its own address, naming the records by theirs', async () => {
    const { db } = server.database;
    const collection = await createCollection(db, { name: 'Musikbibliothek', prefix: 'CH-E' });
    const composer = await createPerson(db, ['Mozart, Wolfgang Amadeus']);
    const copyist = await createPerson(db, ['Estlinger, Joseph Richard']);
    const genre = await createGenre(db);
    const score = await createScore(db, {
      collectionId: collection.id,
      shelfmark: '215,1',
      shortTitle: 'Missa in C',
      title: 'Missa | a 4 voci',
      key: 'C',
      genreIds: [genre.id],
      attributions: [{ personId: composer }, { personId: copyist, function: 'scr' }],
    });
    const publication = await createPublication(db, { title: 'Köchel-Verzeichnis' });
    await createPublicationScore(db, {
      publicationId: publication,
      scoreId: score,
      number: 'K. 317',
    });

    const { response, body } = await linked(`/scores/${score}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Language');
    const person = (id: number, name: string) => ({
      '@id': `${APP}/people/${id}`,
      '@type': 'Person',
      name,
    });
    expect(body).toEqual({
      '@context': 'https://schema.org',
      '@id': `${APP}/scores/${score}`,
      url: `${APP}/scores/${score}`,
      '@type': ['CreativeWork', 'ArchiveComponent'],
      name: 'Missa | a 4 voci',
      alternateName: 'Missa in C',
      identifier: 'CH-E 215,1',
      isPartOf: {
        '@id': `${APP}/collections/${collection.id}`,
        '@type': 'Collection',
        name: 'Musikbibliothek',
      },
      creator: [person(composer, 'Mozart, Wolfgang Amadeus')],
      contributor: [
        {
          '@type': 'Role',
          roleName: 'Scribe',
          contributor: person(copyist, 'Estlinger, Joseph Richard'),
        },
      ],
      exampleOfWork: {
        '@type': 'MusicComposition',
        name: 'Missa in C',
        composer: [person(composer, 'Mozart, Wolfgang Amadeus')],
        musicalKey: 'C major',
        genre: [genre.name],
      },
      citation: [
        {
          '@id': `${APP}/publications/${publication}`,
          '@type': 'Book',
          name: 'Köchel-Verzeichnis',
          position: 'K. 317',
        },
      ],
    });

    // The address with .jsonld answers anyone (the link on screen); the labels follow the language.
    const german = await linked(`/scores/${score}.jsonld`, { 'accept-language': 'de' });
    expect(german.response.status).toBe(200);
    expect(german.body.contributor[0].roleName).toBe('Schreiber');
    expect(german.body.exampleOfWork.musicalKey).toBe('C-Dur');

    // Unchanged: told so by its ETag.
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${server.url}/scores/${score}`, {
      headers: { ...LD, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers people, places, publications, catalogs and collections', async () => {
    const { db } = server.database;
    const person = await createPerson(db, ['Haydn, Joseph', 'Haydn, Franz Joseph'], {
      dates: '1732–1809',
    });
    expect((await linked(`/people/${person}`)).body).toEqual({
      '@context': 'https://schema.org',
      '@id': `${APP}/people/${person}`,
      url: `${APP}/people/${person}`,
      '@type': 'Person',
      name: 'Haydn, Joseph',
      alternateName: ['Haydn, Franz Joseph'],
      description: '1732–1809',
    });
    const place = await createPlace(db, 'Eisenstadt');
    expect((await linked(`/places/${place}`)).body).toMatchObject({
      '@type': 'Place',
      name: 'Eisenstadt',
    });
    const publication = await createPublication(db, {
      title: 'Joseph Haydn. Thematisch-bibliographisches Werkverzeichnis',
      shortTitle: 'Hob',
      publisher: 'Schott',
    });
    expect((await linked(`/publications/${publication}`)).body).toMatchObject({
      '@type': 'Book',
      name: 'Joseph Haydn. Thematisch-bibliographisches Werkverzeichnis',
      alternateName: 'Hob',
      publisher: { '@type': 'Organization', name: 'Schott' },
    });
    const { catalogId } = await createCatalog(db, { name: 'Catalogus 1790', pages: [] });
    const catalog = (await linked(`/catalogs/${catalogId}.jsonld`)).body;
    expect(catalog).toMatchObject({ name: 'Catalogus 1790', isPartOf: { '@type': 'Collection' } });
    const collection = await createCollection(db, { name: 'Esterházy', prefix: 'A-Ee' });
    expect((await linked(`/collections/${collection.id}`)).body).toMatchObject({
      '@type': 'Collection',
      name: 'Esterházy',
      identifier: 'A-Ee',
    });
  });

  it('says what is missing, leaves a browser to the application, and refuses other methods', async () => {
    const missing = await linked('/scores/999999999');
    expect(missing.response.status).toBe(404);
    expect((await linked('/people/999999999.jsonld', {})).response.status).toBe(404);

    // A browser asks for HTML first: the application's page (not built for this test server:
    // it says so; http.test.ts checks the page and its Vary).
    const page = await fetch(`${server.url}/scores/1`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await page.text()).toContain('has not been built');

    const post = await fetch(`${server.url}/scores/1.jsonld`, { method: 'POST' });
    expect(post.status).toBe(405);
    await post.body?.cancel();
  });

  it('negotiates: JSON-LD only when the client prefers it to HTML', () => {
    expect(prefersLinkedData('application/ld+json')).toBe(true);
    expect(prefersLinkedData('application/ld+json, text/html;q=0.5')).toBe(true);
    expect(prefersLinkedData('text/html, application/ld+json;q=0.9')).toBe(false);
    expect(prefersLinkedData('*/*')).toBe(false);
    expect(prefersLinkedData(undefined)).toBe(false);
    expect(prefersLinkedData('application/json')).toBe(false);
  });
});
