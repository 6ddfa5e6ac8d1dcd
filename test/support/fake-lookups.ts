import { Lookups } from '../../src/check/lookups';
import type { Advisory, Tag } from '../../src/platform/schemas';
import type { HistoryRecord } from '../../src/registry/client';

/** In-process answers per image, as the services would give them. */
export interface FakeServices {
  tags(org: string, image: string): Promise<Tag[]>;
  history(org: string, image: string, tag: string): Promise<HistoryRecord[]>;
  advisories(image: string): Promise<Advisory[]>;
}

/** The engine's real Lookups (caching, placement, repo choice) over in-process services with one repo per image. */
export function lookupsOver(services: FakeServices): Lookups {
  return new Lookups({
    platform: {
      findRepos: async (org, name) => [{ uid: `${org}/${name}`, name }],
      // A repo's uid is under its organization's group, named as the organization.
      group: async (uid) => ({ uid, name: uid }),
      listTags: (uid) => {
        const [org = '', image = ''] = uid.split('/');
        return services.tags(org, image);
      },
      listAdvisories: (image) => services.advisories(image),
    },
    registry: { token: async () => 'token', history: (org, image, tag) => services.history(org, image, tag) },
  });
}
