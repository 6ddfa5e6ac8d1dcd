import { digestOf, type EmulatorStore } from './store';

// The default catalog, as data: SEED names its facts so tests never hard-code them, and
// `seedCatalog` builds the store from the very same data. Uids, digests and times depend on the
// seed and the `now` anchor; names, counts and flags below do not.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const PUBLIC_ORG = 'chainguard';
export const PRIVATE_ORG = 'acme.com';
export const SUBGROUP = 'team';
/** The second organization of the `two-orgs` catalog: repos of the public catalog's names. */
export const OTHER_ORG = 'globex.com';
/** Opaque organization uids of the `two-orgs` catalog (not hex, as a real service's may be). */
export const TWO_ORGS_GROUPS = {
  [PUBLIC_ORG]: 'grp-public-cg',
  [PRIVATE_ORG]: 'grp-acme',
  [OTHER_ORG]: 'grp-globex',
} as const;
/** The literal `_<vendor>` segment of the Tag History path. */
export const HISTORY_VENDOR = 'chainguard';
/** Tags of public images anyone may read without credentials. */
export const FREE_TAGS = ['latest', 'latest-dev'] as const;
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

interface TagSpec {
  name: string;
  builds: number;
  deprecated?: boolean;
  /** Newest build this long ago (default: a seeded 1 to 20 hours). Deprecated tags stopped building. */
  newestDaysAgo?: number;
  intervalHours?: number;
}

interface ImageSpec {
  org: typeof PUBLIC_ORG | typeof PRIVATE_ORG | typeof OTHER_ORG;
  /** A subgroup of the org holds the repo (default: the org itself). */
  subgroup?: typeof SUBGROUP;
  image: string;
  description: string;
  tags: TagSpec[];
  advisories: number;
}

const versionTags = (prefix: string, count: number, extra: Partial<TagSpec> = {}): TagSpec[] =>
  Array.from({ length: count }, (_, p) => ({
    name: `${prefix}${p}`,
    builds: 3,
    newestDaysAgo: (count - 1 - p) * 7 + 1,
    ...extra,
  }));

const CATALOG: ImageSpec[] = [
  {
    org: PUBLIC_ORG,
    image: 'nginx',
    description: 'Minimal nginx image',
    advisories: 3,
    tags: [
      { name: 'latest', builds: 120 },
      { name: 'latest-dev', builds: 120 },
      { name: '1.27', builds: 90 },
      { name: '1.27-dev', builds: 90 },
      { name: '1.26', builds: 200, deprecated: true, newestDaysAgo: 100 },
      { name: '1.25', builds: 150, deprecated: true, newestDaysAgo: 220 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'python',
    description: 'Minimal Python image',
    advisories: 2,
    tags: [
      { name: 'latest', builds: 150 },
      { name: 'latest-dev', builds: 150 },
      { name: '3.13', builds: 120 },
      { name: '3.13-dev', builds: 120 },
      { name: '3.12', builds: 200 },
      { name: '3.12-dev', builds: 200 },
      { name: '3.11', builds: 180, deprecated: true, newestDaysAgo: 60 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'go',
    description: 'Go toolchain image',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 100 },
      { name: 'latest-dev', builds: 100 },
      { name: '1.24', builds: 80 },
      { name: '1.23', builds: 150 },
      { name: '1.22', builds: 150, deprecated: true, newestDaysAgo: 45 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'node',
    description: 'Node.js runtime image',
    advisories: 4,
    tags: [
      { name: 'latest', builds: 90 },
      { name: 'latest-dev', builds: 90 },
      { name: '22', builds: 150 },
      { name: '20', builds: 200 },
      { name: '18', builds: 250, deprecated: true, newestDaysAgo: 150 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'static',
    description: 'Base image for static binaries',
    advisories: 0,
    tags: [
      // Rebuilt every 4 hours for about 390 days: more than two Tag History windows.
      { name: 'latest', builds: 2345, intervalHours: 4 },
      { name: 'latest-glibc', builds: 30 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'busybox',
    description: 'Busybox image',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 60 },
      { name: 'latest-dev', builds: 60 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'redis',
    description: 'Redis server image',
    advisories: 1,
    tags: [
      { name: 'latest', builds: 70 },
      { name: '7.4', builds: 50 },
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'jdk',
    description: 'OpenJDK development kit',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 40 },
      { name: 'latest-dev', builds: 40 },
      ...versionTags('21.0.', 100),
      ...versionTags('17.0.', 100),
      ...versionTags('11.0.', 60, { deprecated: true }),
    ],
  },
  {
    org: PUBLIC_ORG,
    image: 'jenkins',
    description: 'Jenkins controller image',
    advisories: 430,
    tags: [
      { name: 'latest', builds: 50 },
      { name: 'latest-dev', builds: 50 },
      { name: '2.479', builds: 30 },
    ],
  },
  {
    org: PRIVATE_ORG,
    image: 'python-fips',
    description: 'FIPS Python image (private)',
    advisories: 1,
    tags: [
      { name: '3.12', builds: 40 },
      { name: '3.13', builds: 30 },
      { name: '3.11', builds: 25, deprecated: true, newestDaysAgo: 90 },
    ],
  },
  {
    org: PRIVATE_ORG,
    image: 'go-fips',
    description: 'FIPS Go image (private)',
    advisories: 0,
    tags: [
      { name: '1.23', builds: 30 },
      { name: '1.22', builds: 20, deprecated: true, newestDaysAgo: 60 },
    ],
  },
  {
    org: PRIVATE_ORG,
    image: 'redis',
    description: 'Redis, private copy',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 20 },
      { name: '7.4', builds: 20 },
    ],
  },
  {
    org: PRIVATE_ORG,
    subgroup: SUBGROUP,
    image: 'node-fips',
    description: 'FIPS Node.js image of the team subgroup (private)',
    advisories: 0,
    tags: [
      { name: '22', builds: 20 },
      { name: '20', builds: 20 },
    ],
  },
];

// The `two-orgs` catalog adds these: an organization whose repos have the public catalog's names
// and tags of the same names, with builds of their own (other digests) and other end-of-life flags.
const OTHER_CATALOG: ImageSpec[] = [
  {
    org: OTHER_ORG,
    image: 'nginx',
    description: 'nginx of globex.com',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 30 },
      { name: '1.27', builds: 20 },
      // End-of-life in the public catalog, still maintained here: the verdicts differ.
      { name: '1.26', builds: 20 },
      { name: '1.25', builds: 10 },
    ],
  },
  {
    org: OTHER_ORG,
    image: 'python',
    description: 'python of globex.com',
    advisories: 0,
    tags: [
      { name: 'latest', builds: 10 },
      { name: '3.11', builds: 10 },
    ],
  },
];

// Tags of the forms the v2 listing leaves out by default (tags.proto): package epochs, dates,
// referrers. Added after everything else, so the seeded uids and times of the rest stay as they were.
const HIDDEN_TAGS = {
  org: PUBLIC_ORG,
  image: 'python',
  tags: [
    { name: '3.12.1-r0', daysAgo: 30 },
    { name: '3.12.1-r1', daysAgo: 2 },
    { name: '3.12-20250101', daysAgo: 200 },
    { name: `sha256-${'5e'.repeat(32)}.sig`, daysAgo: 1 },
  ],
} as const;

const ROLES = [
  { name: 'owner', description: 'Full control of the group' },
  { name: 'editor', description: 'Change resources of the group' },
  { name: 'viewer', description: 'Read access to the group' },
  { name: 'registry.pull', description: 'Pull images of the group' },
];

const IDENTITY = {
  name: 'github-acme-app',
  description: 'GitHub Actions of acme/app on main',
  issuer: GITHUB_ACTIONS_ISSUER,
  subject: 'repo:acme/app:ref:refs/heads/main',
  role: 'viewer',
};

type ImageRef = { org: string; image: string; tag: string };
const refsWhere = (keep: (image: ImageSpec, tag: TagSpec) => boolean): ImageRef[] =>
  CATALOG.flatMap((image) =>
    image.tags.filter((tag) => keep(image, tag)).map((tag) => ({ org: image.org, image: image.image, tag: tag.name })),
  );
const spec = (org: string, image: string) => CATALOG.find((i) => i.org === org && i.image === image)!;
const tagSpec = (org: string, image: string, tag: string) => spec(org, image).tags.find((t) => t.name === tag)!;

/** Facts of the default catalog. */
export const SEED = {
  publicOrg: PUBLIC_ORG,
  privateOrg: PRIVATE_ORG,
  /** Name of the subgroup of the private org (it holds `subgroupImage`). */
  subgroup: SUBGROUP,
  vendor: HISTORY_VENDOR,
  freeTags: [...FREE_TAGS] as string[],
  /** Every image of the catalog: org, image, the tag names, which are deprecated, its advisory count. */
  images: CATALOG.map((i) => ({
    org: i.org,
    image: i.image,
    subgroup: i.subgroup ?? null,
    tags: [
      ...i.tags.map((t) => t.name),
      ...(i.org === HIDDEN_TAGS.org && i.image === HIDDEN_TAGS.image ? HIDDEN_TAGS.tags.map((t) => t.name) : []),
    ],
    deprecated: i.tags.filter((t) => t.deprecated).map((t) => t.name),
    builds: Object.fromEntries([
      ...i.tags.map((t) => [t.name, t.builds]),
      ...(i.org === HIDDEN_TAGS.org && i.image === HIDDEN_TAGS.image ? HIDDEN_TAGS.tags.map((t) => [t.name, 1]) : []),
    ]) as Record<string, number>,
    advisories: i.advisories,
  })),
  /** Every deprecated (end-of-life) tag. */
  deprecatedTags: refsWhere((_, t) => t.deprecated === true),
  /** Public images' free tags: readable with an anonymous registry token. */
  publicFreeTags: refsWhere((i, t) => i.org === PUBLIC_ORG && (FREE_TAGS as readonly string[]).includes(t.name)),
  /** A public image with a current tag and a deprecated one, daily builds. */
  publicImage: {
    org: PUBLIC_ORG,
    image: 'nginx',
    tag: 'latest',
    deprecatedTag: '1.26',
    builds: tagSpec(PUBLIC_ORG, 'nginx', 'latest').builds,
    intervalHours: 24,
  },
  /** A public tag outside the free tier (anonymous access refused). */
  publicPaidTag: { org: PUBLIC_ORG, image: 'nginx', tag: '1.27' },
  /** A private image (org acme.com) with a current and a deprecated tag. */
  privateImage: {
    org: PRIVATE_ORG,
    image: 'python-fips',
    tag: '3.12',
    deprecatedTag: '3.11',
    builds: tagSpec(PRIVATE_ORG, 'python-fips', '3.12').builds,
  },
  /** A second private image. */
  privateImage2: {
    org: PRIVATE_ORG,
    image: 'go-fips',
    tag: '1.23',
    builds: tagSpec(PRIVATE_ORG, 'go-fips', '1.23').builds,
  },
  /** A repo of the private org's subgroup. */
  subgroupImage: { org: PRIVATE_ORG, subgroup: SUBGROUP, image: 'node-fips', tag: '22' },
  /** The tag with more than 2000 history records (two Tag History windows and more). */
  longHistory: {
    org: PUBLIC_ORG,
    image: 'static',
    tag: 'latest',
    count: tagSpec(PUBLIC_ORG, 'static', 'latest').builds,
    intervalHours: 4,
  },
  /** The repo with more than 200 tags (more than one maximum page). */
  manyTags: {
    org: PUBLIC_ORG,
    image: 'jdk',
    count: spec(PUBLIC_ORG, 'jdk').tags.length,
    deprecatedCount: spec(PUBLIC_ORG, 'jdk').tags.filter((t) => t.deprecated).length,
  },
  /** Tags of the forms the v2 listing leaves out unless asked for (include_epochs, include_dates, include_referrers). */
  hiddenTags: {
    org: PUBLIC_ORG,
    image: 'python',
    epoch: '3.12.1-r1',
    olderEpoch: '3.12.1-r0',
    date: '3.12-20250101',
    referrer: `sha256-${'5e'.repeat(32)}.sig`,
  },
  /** The repo with more end-of-life tags than one v1 page (EOL_MAX_PAGE_SIZE), one of them in its grace period past the first page. */
  eolPaged: { org: PUBLIC_ORG, image: 'jdk', graceTag: '17.0.99' },
  /** The image with more than 200 advisories (several pages). */
  manyAdvisories: { org: PUBLIC_ORG, image: 'jenkins', count: spec(PUBLIC_ORG, 'jenkins').advisories },
  /** A repo name present in two organizations: without a group, a look-up by name finds two. */
  ambiguousRepo: { name: 'redis', orgs: [PUBLIC_ORG, PRIVATE_ORG] },
  /** The `two-orgs` catalog: the default one plus OTHER_ORG, every organization with an opaque uid. */
  twoOrgs: {
    otherOrg: OTHER_ORG as typeof OTHER_ORG,
    groups: TWO_ORGS_GROUPS,
    /** Public tags that are end-of-life in the public catalog and current in OTHER_ORG's repo of the same name. */
    sameNameTags: [
      { image: 'nginx', tag: '1.26', publicDeprecated: true, otherDeprecated: false },
      { image: 'python', tag: '3.11', publicDeprecated: true, otherDeprecated: false },
    ],
    /** The images OTHER_ORG holds (each also a public image). */
    images: OTHER_CATALOG.map((i) => i.image),
  },
  /** Total advisories of the catalog. */
  advisoryCount: CATALOG.reduce((n, i) => n + i.advisories, 0),
  /** Total repos of the catalog. */
  repoCount: CATALOG.length,
  /** Built-in roles (every catalog, `empty` included). */
  roles: ROLES.map((r) => r.name),
  /** An identity of the default catalog under the private org, bound to `role` on it. */
  identity: IDENTITY,
  /** An image no catalog holds. */
  unknownImage: { org: PUBLIC_ORG, image: 'no-such-image', tag: 'latest' },
  pageSize: { default: 50, max: 200 },
  /** Most records one Tag History response holds. */
  historyWindow: 1000,
};

export type Catalog = 'default' | 'empty' | 'two-orgs';

/**
 * Fills a store: every catalog has the two organizations, the subgroup and the built-in roles;
 * `default` adds the repos, tags, histories, advisories and the identity of SEED.
 */
export function seedCatalog(store: EmulatorStore, catalog: Catalog): void {
  const twoOrgs = catalog === 'two-orgs';
  store.addGroup(null, PUBLIC_ORG, 'Public images', twoOrgs ? TWO_ORGS_GROUPS[PUBLIC_ORG] : undefined);
  const root = store.addGroup(null, PRIVATE_ORG, 'Acme Corp', twoOrgs ? TWO_ORGS_GROUPS[PRIVATE_ORG] : undefined);
  if (twoOrgs) store.addGroup(null, OTHER_ORG, 'Globex Corp', TWO_ORGS_GROUPS[OTHER_ORG]);
  store.addGroup(root.uid, SUBGROUP, 'A team of acme.com');
  for (const role of ROLES) store.addRole(role.name, role.description);
  if (catalog === 'empty') return;

  const subgroupUid = [...store.groups.values()].find((g) => g.parent === root.uid && g.name === SUBGROUP)!.uid;
  for (const image of twoOrgs ? [...CATALOG, ...OTHER_CATALOG] : CATALOG) {
    const group = image.subgroup ? subgroupUid : image.org;
    const repo = store.addRepo(group, image.image, image.description);
    for (const tag of image.tags) {
      const newest =
        tag.newestDaysAgo !== undefined
          ? store.now - tag.newestDaysAgo * DAY - Math.floor(store.random() * 6 * HOUR)
          : undefined;
      store.addTag(repo.uid, {
        name: tag.name,
        deprecated: tag.deprecated,
        history: { count: tag.builds, newest, intervalMs: (tag.intervalHours ?? 24) * HOUR },
      });
    }
    if (image.advisories > 0) store.addAdvisories(image.image, image.advisories);
  }
  const identity = store.addIdentity(
    root.uid,
    {
      name: IDENTITY.name,
      description: IDENTITY.description,
      claimMatch: { issuer: IDENTITY.issuer, subject: IDENTITY.subject },
    },
    store.now - 30 * DAY,
  );
  store.addBinding(root.uid, identity.uid, IDENTITY.role, store.now - 30 * DAY);
  for (const tag of HIDDEN_TAGS.tags)
    store.addTag(`${HIDDEN_TAGS.org}/${HIDDEN_TAGS.image}`, {
      name: tag.name,
      history: [
        {
          updateTimestamp: new Date(store.now - tag.daysAgo * DAY).toISOString(),
          digest: digestOf(store.nextDigestNumber()),
        },
      ],
    });
}
