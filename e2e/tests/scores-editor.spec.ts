import { expect, test, type Locator, type Page } from './fixtures';
import { createCatalog } from './catalogs-api';
import { createPerson } from './people-api';
import { createPlace, createPublication, createScore } from './scores-api';
import { FIRST_NOTATION } from './settled';
import { adminToken, createCollection, signInAsAdmin, unique } from './support';

/** Chooses a record in a reference picker: types the search, then clicks the found option. */
async function pick(page: Page, scope: Locator | Page, label: string, search: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(search);
  await page.getByRole('option', { name: search }).first().click();
}

/** Chooses a value of one of the closed lists (a select whose name starts with its label). */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function tab(page: Page, name: string | RegExp) {
  return page.getByRole('tab', { name });
}

function panel(page: Page, name: string) {
  return page.getByRole('tabpanel', { name });
}

test.describe('score editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('creates a score through all six tabs, drawing the incipit while it is typed', async ({
    page,
    request,
  }) => {
    // Six tabs of input, and the first notation loads Verovio's WebAssembly in its worker.
    test.setTimeout(60_000);
    const token = await adminToken(request);
    const person = unique('Mozart');
    await createPerson(request, token, { names: [{ name: person, primary: true }] });
    const publication = unique('RISM A/II');
    await createPublication(request, token, { short_title: publication, title: 'Manuscripts' });
    const place = unique('Salzburg');
    await createPlace(request, token, place);
    const signature = unique('Sig');
    const catalog = await createCatalog(request, token, [
      { number: '7', entries: [{ number: '3', composer: 'Mozart', signature }] },
    ]);
    const genre = unique('Missa');

    await page.goto('/scores/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New score' })).toBeVisible();

    // Basic information.
    const basic = panel(page, 'Basic information');
    await pick(page, basic, 'Collection', catalog.collection.name);
    await basic.getByRole('textbox', { name: 'Shelfmark', exact: true }).fill('Ms. 12,3');
    await basic.getByRole('textbox', { name: 'Title', exact: true }).fill('Missa a 4 voci');
    await basic.getByRole('textbox', { name: 'Opus', exact: true }).fill('KV 317');
    await choose(page, basic, 'Key', 'C major');
    await basic.getByRole('combobox', { name: 'Genre', exact: true }).fill(genre);
    await page.getByRole('option', { name: `Create “${genre}”` }).click();
    const voice = basic.getByRole('region', { name: 'Voice 1' });
    await voice.getByRole('textbox', { name: 'Voice or instrument' }).fill('Canto');
    await voice.getByRole('spinbutton', { name: 'Count' }).fill('2');
    await basic.getByRole('button', { name: 'Add a catalog entry' }).click();
    await pick(
      page,
      basic.getByRole('region', { name: 'Catalog entry 1' }),
      'Catalog entry',
      signature,
    );
    await expect(basic.getByRole('link', { name: /Open the catalog page/ })).toHaveAttribute(
      'href',
      `/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[0]}`,
    );

    // Attributions.
    await tab(page, 'Attributions').click();
    await page.getByRole('button', { name: 'Add an attribution' }).click();
    const attribution = page.getByRole('region', { name: 'Attribution 1' });
    await pick(page, attribution, 'Person', person);
    await choose(page, attribution, 'Function', 'Author');
    await choose(page, attribution, 'Certainty', 'Ascertained');
    await attribution.getByRole('textbox', { name: 'Profession' }).fill('Hofkapellmeister');
    await attribution.getByRole('textbox', { name: 'From', exact: true }).fill('1779');
    await pick(page, attribution, 'Place', place);
    await pick(page, attribution, 'Publication', publication);

    // The suggested short title: author — first genre in key.
    await tab(page, 'Basic information').click();
    const title = `${person} — ${genre} in C major`;
    await basic.getByRole('button', { name: `Use suggestion: ${title}` }).click();
    await expect(basic.getByRole('textbox', { name: 'Short title' })).toHaveValue(title);

    // Parts.
    await tab(page, 'Parts').click();
    await page.getByRole('button', { name: 'Add a part' }).click();
    const part = page.getByRole('region', { name: 'Part 1', exact: true });
    await choose(page, part, 'Type', 'Manuscript copy');
    await part.getByRole('textbox', { name: 'Extent' }).fill('14 parts');
    await part
      .getByRole('region', { name: 'Part 1, voice 1' })
      .getByRole('textbox', { name: 'Voice or instrument' })
      .fill('Organo');

    // Incipits: the notation appears while the code is typed.
    await tab(page, 'Incipits').click();
    await page.getByRole('button', { name: 'Add an incipit' }).click();
    const incipits = panel(page, 'Incipits');
    await incipits.getByRole('spinbutton', { name: 'Number' }).fill('1');
    await incipits.getByRole('spinbutton', { name: 'Movement' }).fill('2');
    await incipits.getByRole('spinbutton', { name: 'Section' }).fill('1');
    await expect(incipits.getByRole('region', { name: 'Incipit 1.2.1' })).toBeVisible();
    await incipits.getByRole('textbox', { name: 'Tempo' }).fill('Allegro');
    await choose(page, incipits, 'Clef', 'Treble clef (G-2)');
    await choose(page, incipits, 'Key signature', '1 flat (F major / D minor)');
    await incipits.getByRole('textbox', { name: 'Time signature' }).fill('3/4');
    await expect(incipits.getByText('No Plaine & Easie code yet.')).toBeVisible();
    await incipits
      .getByRole('textbox', { name: 'Plaine & Easie code' })
      .pressSequentially("'4C8DE4F");
    await expect(incipits.getByTestId('incipit-notation').locator('svg').first()).toBeVisible(
      FIRST_NOTATION,
    );
    await incipits.getByRole('textbox', { name: 'Text incipit' }).fill('Kyrie eleison');
    await incipits.getByRole('checkbox', { name: 'Basso continuo' }).check();

    // Links.
    await tab(page, 'Links').click();
    await page.getByRole('button', { name: 'Add a literature reference' }).click();
    const reference = page.getByRole('region', { name: 'Literature reference 1' });
    await pick(page, reference, 'Publication', publication);
    await reference.getByRole('textbox', { name: 'Number', exact: true }).fill('p. 12');

    // Sources.
    await tab(page, 'Sources').click();
    await page.getByRole('button', { name: 'Add a source' }).click();
    const source = page.getByRole('region', { name: 'Source 1' });
    await expect(source.getByRole('textbox', { name: 'Type' })).toHaveValue('cit');
    await source.getByRole('textbox', { name: 'Citation' }).fill('RISM Online');
    await source.getByRole('textbox', { name: 'URL' }).fill('https://rism.online/sources/1');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/scores\/\d+$/);
    await expect(page.getByText('The score has been saved.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `A-KR Ms. 12,3 · ${title}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: person }).first()).toBeVisible();
    await expect(page.getByText('Author', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Ascertained')).toBeVisible();
    await expect(page.getByText('Manuscript copy')).toBeVisible();
    await expect(page.getByText('Canto (2)')).toBeVisible();
    const notation = page.getByRole('region', { name: 'Incipits' });
    await notation.scrollIntoViewIfNeeded();
    await expect(notation.getByRole('heading', { name: 'Incipit 1.2.1 · Allegro' })).toBeVisible();
    await expect(notation.getByTestId('incipit-notation').locator('svg').first()).toBeVisible(
      FIRST_NOTATION,
    );
    await expect(page.getByText(`${publication}, p. 12`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://rism.online/sources/1' })).toBeVisible();
    await expect(page.getByRole('link', { name: /p\. 7, no\. 3: Mozart/ })).toHaveAttribute(
      'href',
      `/catalogs/${catalog.id}?tab=page&pageId=${catalog.pages[0]}`,
    );
  });

  test('marks the tabs whose fields are empty and keeps the new score unsaved', async ({
    page,
  }) => {
    await page.goto('/scores/create');
    await tab(page, 'Attributions').click();
    await page.getByRole('button', { name: 'Add an attribution' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(tab(page, 'Basic information (3 errors)')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tab(page, 'Attributions (3 errors)')).toBeVisible();
    await expect(tab(page, 'Parts')).toBeVisible();
    await expect(page.getByText('Collection cannot be empty!')).toBeVisible();
    await expect(page.getByText('Shelfmark cannot be empty!')).toBeVisible();
    await expect(page.getByText('Short title cannot be empty!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Shelfmark', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await tab(page, /^Attributions/).click();
    await expect(page.getByText('Person cannot be empty!')).toBeVisible();
    await expect(page.getByText('Function cannot be empty!')).toBeVisible();

    await tab(page, /^Basic information/).click();
    await page.getByRole('textbox', { name: 'Shelfmark', exact: true }).fill('Ms. 1');
    await expect(tab(page, 'Basic information (2 errors)')).toBeVisible();
    await expect(page).toHaveURL(/\/scores\/create$/);
  });

  test('edits one part and removes another', async ({ page, request }) => {
    const token = await adminToken(request);
    const collection = await createCollection(request, token, unique('Pfarrarchiv'), 'A-Sd');
    const id = await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Ms. 88',
      short_title: 'Litaniae Lauretanae',
      parts: [
        { type: 'aut', extent: '12 parts', voices: [{ voice: 'Canto' }] },
        { type: 'prt', extent: '1 score' },
      ],
    });

    await page.goto(`/scores/${id}/edit`);
    await tab(page, 'Parts').click();
    const first = page.getByRole('region', { name: 'Part 1', exact: true });
    await first.getByRole('textbox', { name: 'Extent' }).fill('13 parts');
    // Removing a part's last voice leaves one empty voice (spec §4).
    await first.getByRole('button', { name: 'Remove Part 1, voice 1' }).click();
    const voice = first.getByRole('region', { name: 'Part 1, voice 1' });
    await expect(voice.getByRole('textbox', { name: 'Voice or instrument' })).toHaveValue('');
    await voice.getByRole('textbox', { name: 'Voice or instrument' }).fill('Basso');
    await page.getByRole('button', { name: 'Remove Part 2', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Part 2', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    const parts = page.getByRole('region', { name: 'Parts' });
    await expect(parts.getByText('13 parts')).toBeVisible();
    await expect(parts.getByText('Basso')).toBeVisible();
    await expect(parts.getByText('Autograph')).toBeVisible();
    await expect(parts.getByText('Print')).toHaveCount(0);
  });

  test('tells the second of two tabs that the first saved, keeping its input', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const collection = await createCollection(request, token, unique('Domarchiv'), 'D-FRd');
    const id = await createScore(request, token, {
      collection: { id: collection },
      shelfmark: 'Mus. 5',
      short_title: 'Vesperae',
    });

    const other = await page.context().newPage();
    await page.goto(`/scores/${id}/edit`);
    await other.goto(`/scores/${id}/edit`);

    await other.getByRole('textbox', { name: 'Short title' }).fill('Vesperae de confessore');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other).toHaveURL(new RegExp(`/scores/${id}$`));

    const shortTitle = page.getByRole('textbox', { name: 'Short title' });
    await shortTitle.fill('Vesperae solennes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Someone else saved this record/)).toBeVisible();
    await expect(shortTitle).toHaveValue('Vesperae solennes');

    await page.getByRole('button', { name: 'Load the current version' }).click();
    await expect(shortTitle).toHaveValue('Vesperae de confessore');

    // A save based on the current version goes through.
    await shortTitle.fill('Vesperae solennes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Vesperae solennes/ })).toBeVisible();
  });
});

test.describe('score editor in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows the tabs, vocabularies and messages in German', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/scores/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Musikalie' })).toBeVisible();
    for (const name of ['Grunddaten', 'Zuschreibungen', 'Material', 'Incipits', 'Verknüpfungen']) {
      await expect(tab(page, name)).toBeVisible();
    }
    await tab(page, 'Zuschreibungen').click();
    await page.getByRole('button', { name: 'Zuschreibung hinzufügen' }).click();
    await choose(
      page,
      page.getByRole('region', { name: 'Zuschreibung 1' }),
      'Funktion',
      'Komponist',
    );
    await choose(
      page,
      page.getByRole('region', { name: 'Zuschreibung 1' }),
      'Gewissheit',
      'Vermutet',
    );

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(tab(page, 'Grunddaten (3 Fehler)')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Zuschreibungen (1 Fehler)')).toBeVisible();
    await expect(page.getByText('Signatur darf nicht leer sein!')).toBeVisible();
    await expect(page.getByText('Kurztitel darf nicht leer sein!')).toBeVisible();
    await tab(page, /^Zuschreibungen/).click();
    await expect(page.getByText('Person darf nicht leer sein!')).toBeVisible();
  });
});
