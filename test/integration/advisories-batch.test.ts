import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/http/client';
import {
  ADVISORY_URL_BOUND,
  advisoriesUrl,
  chunkNames,
  listAdvisoriesBatch,
} from '../../src/platform/advisories-batch';
import { PlatformClient } from '../../src/platform/client';
import { startEmulator, type Emulator } from '../emulator/index';

// Advisories of many images in one combined query, split by artifactName, against the emulator.

let emu: Emulator;
let http: HttpClient;
const images = Array.from({ length: 300 }, (_, i) => `batch-image-${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  emu = await startEmulator({ catalog: 'empty' });
  images.forEach((image, i) => {
    if (i % 7 !== 0) emu.store.addAdvisories(image, i % 6);
  });
  emu.store.addAdvisories('not-asked-for', 5);
  http = new HttpClient({ timeoutMs: 5_000, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
});
afterAll(async () => {
  await http.close();
  await emu.close();
});
afterEach(() => {
  emu.requests.length = 0;
});

const headers = () => ({ authorization: `Bearer ${emu.apiToken}` });

describe('listAdvisoriesBatch', () => {
  it('answers every image as the one-image query does, in one query paged in parallel', async () => {
    const byImage = await listAdvisoriesBatch({
      http,
      apiUrl: emu.url,
      headers: headers(),
      images: [...images, images[3]!],
    });
    const batchRequests = emu.requests.length;
    const total = images.reduce((n, image) => n + emu.store.advisoriesOf(image).length, 0);
    expect(total).toBeGreaterThan(600);
    // 300 names of 29 characters take two chunks within 6 000 characters; each is paged by 200.
    const chunks = chunkNames(emu.url, images);
    expect(chunks).toHaveLength(2);
    const pages = chunks.map((chunk) =>
      Math.ceil(chunk.reduce((n, image) => n + emu.store.advisoriesOf(image).length, 0) / 200),
    );
    expect(batchRequests).toBe(pages[0]! + pages[1]!);
    expect(emu.requests.every((r) => `${emu.url}${r.url}`.length <= ADVISORY_URL_BOUND)).toBe(true);
    expect(emu.requests[0]!.url).toContain('artifactNames=batch-image-000&artifactNames=batch-image-001');

    const platform = new PlatformClient({ http, apiUrl: emu.url, token: emu.apiToken });
    expect([...byImage.keys()]).toEqual(images);
    for (const image of images) {
      const one = await platform.listAdvisories(image);
      expect(
        byImage
          .get(image)!
          .map((a) => a.uid)
          .sort(),
        image,
      ).toEqual(one.map((a) => a.uid).sort());
    }
    expect(byImage.get(images[0]!)).toEqual([]);
    expect(byImage.has('not-asked-for')).toBe(false);
  });

  it('splits the names into chunks whose URLs stay within the bound', async () => {
    const bound = 1_200;
    const chunks = chunkNames(emu.url, images, bound);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.flat()).toEqual(images);
    for (const chunk of chunks)
      expect(advisoriesUrl(emu.url, chunk).href.length + '&page_size=200&skip=999999999'.length).toBeLessThanOrEqual(
        bound,
      );
    // Chunks are as full as they can be: one more name would cross the bound.
    for (const [i, chunk] of chunks.slice(0, -1).entries()) {
      expect(
        advisoriesUrl(emu.url, [...chunk, chunks[i + 1]![0]!]).href.length + '&page_size=200&skip=999999999'.length,
      ).toBeGreaterThan(bound);
    }

    const byImage = await listAdvisoriesBatch({
      http,
      apiUrl: emu.url,
      headers: headers(),
      images,
      maxUrlLength: bound,
    });
    expect(emu.requests.every((r) => `${emu.url}${r.url}`.length <= bound)).toBe(true);
    for (const image of images) expect(byImage.get(image)!.length, image).toBe(emu.store.advisoriesOf(image).length);
  });

  it('gives a name too long for any chunk a chunk of its own', () => {
    const long = 'x'.repeat(500);
    expect(chunkNames(emu.url, ['a', long, 'b'], 300)).toEqual([['a'], [long], ['b']]);
  });

  it('asks nothing for no images', async () => {
    expect((await listAdvisoriesBatch({ http, apiUrl: emu.url, headers: headers(), images: [] })).size).toBe(0);
    expect(emu.requests).toHaveLength(0);
  });
});
