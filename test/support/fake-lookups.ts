import { Lookups } from '../../src/check/lookups/lookups';
import type { ServiceClients } from '../../src/check/service-clients';
import type { Advisory, Tag } from '../../src/platform/schemas';
import type { HistoryRecord } from '../../src/registry/client';
import { walkOfRecords } from '../../src/registry/history-walk';

/** In-process answers per image, as the services would give them. */
export interface FakeServices {
  tags(org: string, image: string): Promise<Tag[]>;
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  advisories(image: string): Promise<Advisory[]>;
}

/** The v1 enrichments as a platform that does not offer them answers: null everywhere. */
export const notOffered: Pick<ServiceClients, 'eolTags' | 'vulnReports' | 'policies'> = {
  eolTags: { list: () => Promise.resolve(null) },
  vulnReports: { counts: () => Promise.resolve(null), reports: () => Promise.resolve(null) },
  policies: {
    check: () => Promise.resolve(null),
    overrides: () => Promise.resolve(null),
    unavailable: { status: 404, message: 'not offered' },
  },
};

/** The engine's real Lookups (caching, placement, repo choice) over in-process services with one repo per image. */
export function lookupsOver(services: FakeServices): Lookups {
  return new Lookups(fakeClients(services));
}

/** Complete service clients over in-process services with one repo per image (uid `<org>/<image>`). */
export function fakeClients(services: FakeServices): ServiceClients {
  const tagsOf = (uid: string) => {
    const [org = '', image = ''] = uid.split('/');
    return services.tags(org, image);
  };
  return {
    platform: {
      findRepos: async (org, name) => [{ uid: `${org}/${name}`, name }],
      // A repo's uid is under its organization's group, named as the organization.
      group: async (uid) => ({ uid, name: uid }),
      tagPages: (uid, limit) => limit(() => tagsOf(uid)),
      // Page 1 is the whole listing: one page, no next.
      tagHead: (uid, limit) => limit(async () => ({ items: await tagsOf(uid) })),
      findTags: async (uid, filter) =>
        (await tagsOf(uid)).filter((t) => ('name' in filter ? t.name === filter.name : t.digest === filter.digest)),
      advisoriesOf: async (images, limit) =>
        new Map(
          await Promise.all(
            images.map(async (image) => [image, await limit(() => services.advisories(image))] as const),
          ),
        ),
    },
    registry: {
      token: async () => 'token',
      history: (org, image, tag) => services.history(org, image, tag),
      walk: async (org, image, tag, _token, pin, options) =>
        walkOfRecords(await services.history(org, image, tag), pin, options.watch),
      walkPins: async (org, image, tag, _token, pins) => {
        const history = await services.history(org, image, tag);
        return new Map(pins.map((pin) => [pin, walkOfRecords(history, pin)]));
      },
    },
    ...notOffered,
  };
}
