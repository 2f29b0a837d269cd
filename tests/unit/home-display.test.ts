/** @jest-environment node */
// One title rule for a home and one photo base for every read of homes (server/db/home-query.ts): the
// photos this app serves are site-relative, hosted storage keeps its absolute URL.
import { homeTitle } from '@/lib/listings/display';
import { resetEnvCacheForTests } from '@/server/env';
import { photoBase, toPhotoUrl, toPhotoUrls } from '@/server/db/home-query';

describe('homeTitle', () => {
  it('joins what is known with a middle dot, or falls back', () => {
    expect(homeTitle('2 BHK', 'Semi-Furnished')).toBe('2 BHK · Semi-Furnished');
    expect(homeTitle(null, 'Furnished')).toBe('Furnished');
    expect(homeTitle('3 BHK', null)).toBe('3 BHK');
    expect(homeTitle(null, null)).toBe('Property');
    expect(homeTitle(undefined, '', 'the property')).toBe('the property');
  });
});

describe('photoBase', () => {
  const saved = { STORAGE_URL: process.env.STORAGE_URL, SITE_URL: process.env.SITE_URL, SUPABASE: process.env.NEXT_PUBLIC_SUPABASE_URL };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  const configure = (storage: string | undefined, site = 'http://localhost:3000') => {
    set('STORAGE_URL', storage);
    set('NEXT_PUBLIC_SUPABASE_URL', undefined);
    set('SITE_URL', site);
    resetEnvCacheForTests();
  };
  afterAll(() => {
    set('STORAGE_URL', saved.STORAGE_URL);
    set('SITE_URL', saved.SITE_URL);
    set('NEXT_PUBLIC_SUPABASE_URL', saved.SUPABASE);
    resetEnvCacheForTests();
  });

  const stored = { bucket: 'societies', path: 'abc/1 a.svg' };

  it('is site-relative when this app serves the photos (no storage URL, or one that is this site)', () => {
    configure(undefined);
    expect(photoBase()).toBe('');
    expect(toPhotoUrl(stored)).toBe('/storage/v1/object/public/societies/abc/1%20a.svg');
    configure('https://homes.example/', 'https://homes.example');
    expect(photoBase()).toBe('');
  });

  it('is the hosted storage origin otherwise', () => {
    configure('https://bucket.example/');
    expect(photoBase()).toBe('https://bucket.example');
    expect(toPhotoUrl(stored)).toBe('https://bucket.example/storage/v1/object/public/societies/abc/1%20a.svg');
  });

  it('maps lists safely and keeps full URLs as they are', () => {
    configure(undefined);
    expect([stored, 'https://cdn.example/x.jpg'].map(toPhotoUrl)).toEqual(['/storage/v1/object/public/societies/abc/1%20a.svg', 'https://cdn.example/x.jpg']);
    expect(toPhotoUrls([null, stored])).toEqual(['/storage/v1/object/public/societies/abc/1%20a.svg']);
    expect(toPhotoUrls(null)).toEqual([]);
  });
});
