// An import that changes a rent is on the properties page (/society/<id>/properties, the page alert e-mails link
// to) at once: the page's cache entry carries the society's properties tag, which the import revalidates. Before,
// it kept the old rent until its hourly refresh.
import { expect, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { csv, runImport } from './pages/import-command';

const stamp = Date.now();

test('a rent changed by an import shows on the cached properties page at once', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  runImport(
    csv('fresh-societies.csv', [
      'external_key,name,builder,zone,location,project_type,project_status,category,total_units,bedroom_configurations',
      `fresh-${stamp},Freshness Test Enclave ${stamp},Freshness Test Builder,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,120,2 BHK`,
    ]),
    baseURL!,
    '--create-missing',
  );
  runImport(csv('fresh-properties.csv', ['external_key,society_key,configuration,sqft', `fresh-home-${stamp},fresh-${stamp},2 BHK,1100`]), baseURL!);
  const rentFile = (rent: number) =>
    csv(`fresh-rent-${rent}.csv`, ['external_key,property_key,listing_status,expected_rent,configuration', `fresh-rent-${stamp},fresh-home-${stamp},Active,${rent},2 BHK`]);
  runImport(rentFile(45000), baseURL!);
  const [society] = await e2eQuery<{ id: string }>('select id from gated_societies where external_key = $1', [`fresh-${stamp}`]);
  const path = `/society/${society!.id}/properties`;

  // The page is cached (a HIT) with the first rent.
  await expect
    .poll(async () => {
      const response = await page.request.get(path);
      return `${response.headers()['x-nextjs-cache']} ${(await response.text()).includes('₹45 K')}`;
    }, { message: 'the cached page with the first rent', timeout: 30_000 })
    .toBe('HIT true');

  expect(runImport(rentFile(61000), baseURL!)).toMatch(/Pages: revalidated \d+ cache tag\(s\)/);
  // The revalidated entry is regenerated on the request after the revalidation: the new rent within seconds,
  // not after the page's hourly refresh.
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('₹61 K'), { message: 'the new rent on the properties page', timeout: 20_000 })
    .toBe(true);
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain('₹45 K');
});
