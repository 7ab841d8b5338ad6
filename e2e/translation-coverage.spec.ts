import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { ok } from './api-data';
import { signInAsHeadOffice } from './sign-in';

// Issue 34 point 3 (decision 0078): on a 360-px phone head office opens the translation
// coverage, finds a feature card's title without Hindi among the first texts, writes its Hindi
// where it stands, and sees the per cent of the feature cards rise.

test.use({ viewport: { width: 360, height: 740 } });

interface Coverage {
  kinds: {
    kind: string;
    percent: number;
    translated: number;
    total: number;
    items: {
      itemId: number;
      title: string;
      version: number;
      fields: { field: string; hindi: string }[];
    }[];
  }[];
}

test('head office writes a missing Hindi text on the coverage screen and the per cent rises @phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsHeadOffice(page);
  const headers = { origin: baseURL! };
  const coverage = async () =>
    (await ok(await page.request.get('/api/dashboard/content/translations/coverage'))) as Coverage;
  const features = async () => (await coverage()).kinds.find((kind) => kind.kind === 'feature')!;

  // A feature card whose title has no Hindi: the last card's, emptied if the product shipped one.
  const before = await features();
  const card = before.items.at(-1)!;
  const shipped = card.fields.find((field) => field.field === 'title')!.hindi;
  if (shipped !== '') {
    await ok(
      await page.request.put(`/api/dashboard/content/translations/feature/${card.itemId}`, {
        headers,
        data: { texts: { title: '' }, version: card.version },
      }),
    );
  }
  const missing = await features();
  const hindi = shipped || 'व्यावहारिक कंप्यूटर प्रशिक्षण';

  await page.goto('/dashboard/Website/coverage');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Translation coverage', level: 1 })).toBeVisible();
  const kinds = page.getByRole('table', { name: 'Hindi per kind of content' });
  await expect(kinds.getByRole('row', { name: /Feature cards/ })).toContainText(
    `${missing.percent}%`,
  );
  await kinds.getByRole('button', { name: 'Show the texts of Feature cards' }).click();
  await expect(
    page.getByRole('heading', {
      name: `Feature cards: ${missing.percent}% translated`,
      level: 2,
    }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);

  // Missing first: the card's title is among the texts without Hindi, at the top of the list.
  const texts = page.getByRole('table', { name: /The texts of Feature cards/ });
  const row = texts.getByRole('row').filter({
    has: page.getByRole('textbox', { name: `${card.title}: Title in Hindi` }),
  });
  await expect(row).toContainText('No Hindi yet');
  const box = row.getByRole('textbox', { name: `${card.title}: Title in Hindi` });
  await box.fill(hindi);
  await row.getByRole('button', { name: `Save the Hindi of ${card.title}: Title` }).click();
  await expect(page.getByText(`Hindi saved: ${card.title}: Title`)).toBeVisible();

  const after = await features();
  expect(after.translated).toBe(missing.translated + 1);
  expect(after.percent).toBeGreaterThan(missing.percent);
  await expect(
    page.getByRole('heading', { name: `Feature cards: ${after.percent}% translated`, level: 2 }),
  ).toBeVisible();
  await expect(kinds.getByRole('row', { name: /Feature cards/ })).toContainText(
    `${after.percent}%`,
  );
});

test("head office writes a notice's Hindi and an album's English in place @phone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsHeadOffice(page);
  const headers = { origin: baseURL! };
  const stamp = Date.now().toString(36);
  const english = `Centre closed on Monday ${stamp}`;
  const notice = (await ok(
    await page.request.post('/api/dashboard/content/notices', {
      headers,
      data: { textEn: english, textHi: '', startsOn: '', endsOn: '', position: 900 },
    }),
  )) as { id: number };
  const album = (await ok(
    await page.request.post('/api/dashboard/content/gallery/albums', {
      headers,
      data: { title: `Annual day ${stamp}` },
    }),
  )) as { id: number };

  await page.goto('/dashboard/Website/coverage');
  await waitForHydration(page);
  const kinds = page.getByRole('table', { name: 'Hindi per kind of content' });
  await kinds.getByRole('button', { name: 'Show the texts of Notices (home page banner)' }).click();
  const texts = page.getByRole('table', { name: /The texts of Notices/ });
  const box = texts.getByRole('textbox', { name: `${english}: Text in Hindi` });
  await expect(box).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
  await box.fill('सोमवार को केंद्र बंद');
  await texts.getByRole('button', { name: `Save the Hindi of ${english}: Text` }).click();
  await expect(page.getByText(`Hindi saved: ${english}: Text`)).toBeVisible();
  // Saved on the notice itself, through the notice's own save.
  const notices = (await ok(await page.request.get('/api/dashboard/content/notices'))) as {
    id: number;
    textEn: string;
    textHi: string;
  }[];
  expect(notices.find((entry) => entry.id === notice.id)).toMatchObject({
    textEn: english,
    textHi: 'सोमवार को केंद्र बंद',
  });

  await kinds.getByRole('button', { name: 'Show the texts of Gallery albums' }).click();
  const albums = page.getByRole('table', { name: /The texts of Gallery albums/ });
  await albums
    .getByRole('button', { name: `Edit the English of Annual day ${stamp}: Title` })
    .click();
  const title = albums.getByRole('textbox', { name: `Annual day ${stamp}: Title in English` });
  await title.fill(`Annual day ${stamp} 2026`);
  await albums.getByRole('button', { name: 'Save English' }).click();
  await expect(page.getByText(`English saved: Annual day ${stamp}: Title`)).toBeVisible();
  const saved = (await ok(await page.request.get('/api/dashboard/content/gallery/albums'))) as {
    id: number;
    title: string;
  }[];
  expect(saved.find((entry) => entry.id === album.id)!.title).toBe(`Annual day ${stamp} 2026`);
  await expect(
    albums.getByRole('textbox', { name: `Annual day ${stamp} 2026: Title in Hindi` }),
  ).toBeVisible();
});
