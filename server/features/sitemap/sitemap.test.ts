import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';

const database = setupTestDatabase();
const app = () =>
  createTestApp(database, {
    PUBLIC_URL: 'https://habesha.example',
    AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
  });

describe('robots.txt and sitemaps (issue #20: listings can be found)', () => {
  it('robots.txt allows the public site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await app().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /account/');
    expect(text).toContain('Sitemap: https://habesha.example/sitemap.xml');
  });

  it('lists active listings with their last change, marketplace items under /market, never inactive ones', async () => {
    const { userId } = await signedUpMember(createTestApp(database), database.db);
    const room = await insertListing(database.db, userId, { title: 'Room' });
    const sofa = await insertListing(database.db, userId, {
      title: 'Sofa',
      category: 'marketplace',
      subcategory: 'furniture',
    });
    const hidden = await insertListing(database.db, userId, { status: 'inactive' });

    const index = await (await app().request('/sitemap.xml')).text();
    expect(index).toContain('<loc>https://habesha.example/sitemaps/listings-1.xml</loc>');
    expect(index).toContain('<loc>https://habesha.example/sitemaps/market-1.xml</loc>');

    const page = await app().request('/sitemaps/listings-1.xml');
    expect(page.headers.get('content-type')).toMatch(/application\/xml/);
    const listings = await page.text();
    expect(listings).toContain(
      `<url><loc>https://habesha.example/l/${room.id}</loc><lastmod>${room.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(listings).not.toContain(hidden.id);
    expect(listings).not.toContain(sofa.id);
    expect(await (await app().request('/sitemaps/market-1.xml')).text()).toContain(
      `https://habesha.example/market/${sofa.id}`,
    );
  });

  it('answers 404 for a page past the end or an unknown source', async () => {
    expect((await app().request('/sitemaps/listings-9.xml')).status).toBe(404);
    expect((await app().request('/sitemaps/nothing-1.xml')).status).toBe(404);
    expect((await app().request('/sitemaps/listings-0.xml')).status).toBe(404);
  });
});
