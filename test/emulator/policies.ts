import { aip, badRequest, notFound, ok, platformAuthFailure, type Reply } from './errors';
import type { EolTagsService } from './eoltags';
import { listPage } from './paging';
import type { EmulatorState, RequestContext } from './state';
import type { EmulatorStore, Tag } from './store';

// The registry's pull-time policies (shared/spec/registry-policies.md, policies.platform.proto):
// the system policies `no-eol`, `cooldown` and `support-window` as the vendor documents them,
// custom policies (their Rego stood in for by a function of the same input document: the
// emulator runs no Rego), bindings in ENFORCED or DRY_RUN mode with parameters, per-digest
// overrides, and the check operation `POST /registry/v1/repos/{repo uid}:checkPolicies`, which
// answers the configuration of now without applying overrides. `mode` makes the feature absent
// for the organization (404), refused (403 PERMISSION_DENIED) or unimplemented (501).

const DAY = 86_400_000;
const DOMAIN = 'registry.chainguard.dev';
export type PoliciesMode = 'on' | 'absent' | 'refused' | 'unimplemented';
export type BindingMode = 'POLICY_MODE_ENFORCED' | 'POLICY_MODE_DRY_RUN';
type Verdict = 'ALLOWED' | 'DENIED' | 'ERROR';
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The input document a policy reads (the addendum's "Custom policies read the same input document"). */
export interface PolicyInput {
  main_package: string;
  main_package_version: { version?: string; eolDate?: string; releaseDate?: string; exists: boolean };
  create_time: string;
  parameters: Record<string, Json>;
}

export interface ParameterSchema {
  name: string;
  type: 'PARAMETER_TYPE_INTEGER' | 'PARAMETER_TYPE_STRING' | 'PARAMETER_TYPE_STRING_LIST' | 'PARAMETER_TYPE_BOOLEAN';
  description: string;
  default?: Json;
  minimum?: number;
  maximum?: number;
}

export interface EmuPolicy {
  id: string;
  name: string;
  policyType: 'POLICY_TYPE_SYSTEM' | 'POLICY_TYPE_CUSTOM';
  description: string;
  expression: string;
  parameterSchemas: ParameterSchema[];
  createdAt: string;
  /** The Rego's verdict on an input document (ERROR: it could not be evaluated). */
  evaluate(input: PolicyInput, now: number): Verdict;
  seq: number;
}

export interface EmuBinding {
  id: string;
  policy: string;
  mode: BindingMode;
  parameters: Record<string, Json>;
  createdAt: string;
  seq: number;
}

export interface EmuOverride {
  id: string;
  policyId: string;
  digest: string;
  reason: string;
  createdBy: string;
  createdAt: string;
  seq: number;
}

/** The date `months` whole months after a YYYY-MM-DD date, as a time. */
function monthsAfter(date: string, months: number): number {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

const intParam = (parameters: Record<string, Json>, name: string, fallback: number): number =>
  typeof parameters[name] === 'number' ? parameters[name] : fallback;

const SYSTEM: Omit<EmuPolicy, 'id' | 'createdAt' | 'seq'>[] = [
  {
    name: 'no-eol',
    policyType: 'POLICY_TYPE_SYSTEM',
    description: 'Deny images whose main package version is past its end-of-life date.',
    expression: 'package chainguard.policies\nallow if not eol\n',
    parameterSchemas: [],
    evaluate: (input, now) => {
      const eol = input.main_package_version.eolDate;
      return eol && Date.parse(`${eol}T00:00:00Z`) <= now ? 'DENIED' : 'ALLOWED';
    },
  },
  {
    name: 'cooldown',
    policyType: 'POLICY_TYPE_SYSTEM',
    description: 'Deny images younger than a number of days, counted from their creation time.',
    expression:
      'package chainguard.policies\nallow if time.now_ns() - time.parse_rfc3339_ns(input.create_time) >= days\n',
    parameterSchemas: [
      {
        name: 'days',
        type: 'PARAMETER_TYPE_INTEGER',
        description: 'Minimum age in days.',
        default: 7,
        minimum: 1,
        maximum: 365,
      },
    ],
    evaluate: (input, now) =>
      now - Date.parse(input.create_time) < intParam(input.parameters, 'days', 7) * DAY ? 'DENIED' : 'ALLOWED',
  },
  {
    name: 'support-window',
    policyType: 'POLICY_TYPE_SYSTEM',
    description: 'Deny versions whose support span (release to end of life) is shorter than a number of months.',
    expression: 'package chainguard.policies\nallow if span >= months\n',
    parameterSchemas: [
      {
        name: 'months',
        type: 'PARAMETER_TYPE_INTEGER',
        description: 'Minimum support span in months.',
        default: 6,
        minimum: 1,
        maximum: 24,
      },
    ],
    evaluate: (input) => {
      const { eolDate, releaseDate } = input.main_package_version;
      if (!eolDate || !releaseDate) return 'ALLOWED';
      const months = intParam(input.parameters, 'months', 6);
      return Date.parse(`${eolDate}T00:00:00Z`) < monthsAfter(releaseDate, months) ? 'DENIED' : 'ALLOWED';
    },
  },
];

export class PoliciesService {
  mode: PoliciesMode = 'on';
  readonly policies = new Map<string, EmuPolicy>();
  readonly bindings = new Map<string, EmuBinding>();
  readonly overrides = new Map<string, EmuOverride>();
  /** Bindings the listing leaves out while the check applies them (a partial listing: permissions, paging, inheritance). */
  readonly unlisted = new Set<string>();
  /** A digest's creation time where it is not its first build's time (an image re-tagged later). */
  readonly created = new Map<string, string>();
  /** The time the registry evaluates at; the store's anchor unless a test moves it. */
  now: number;
  private nextId = 0;

  constructor(
    private readonly store: EmulatorStore,
    private readonly eolTags: EolTagsService,
  ) {
    this.now = store.now;
    for (const policy of SYSTEM) this.addPolicy(policy, null);
  }

  /** A custom policy of the organization `group`: `evaluate` stands in for its Rego. */
  addCustom(
    group: string,
    name: string,
    evaluate: EmuPolicy['evaluate'],
    parameterSchemas: ParameterSchema[] = [],
  ): EmuPolicy {
    return this.addPolicy(
      {
        name,
        policyType: 'POLICY_TYPE_CUSTOM',
        description: `custom policy ${name}`,
        expression: `package chainguard.policies\n# ${name}\n`,
        parameterSchemas,
        evaluate,
      },
      group,
    );
  }

  /** Binds a policy (by name) to an organization (its uid or name) in `mode` with `parameters`. */
  bind(group: string, name: string, mode: 'ENFORCED' | 'DRY_RUN', parameters: Record<string, Json> = {}): EmuBinding {
    const policy = this.policyNamed(name);
    const binding: EmuBinding = {
      id: `${this.store.groupUid(group)}/${this.hex()}`,
      policy: policy.id,
      mode: mode === 'ENFORCED' ? 'POLICY_MODE_ENFORCED' : 'POLICY_MODE_DRY_RUN',
      parameters,
      createdAt: new Date(this.store.now - DAY).toISOString(),
      seq: ++this.nextId,
    };
    this.bindings.set(binding.id, binding);
    return binding;
  }

  /** An override of one policy (by name) for one digest, granted under `group`. */
  override(
    group: string,
    name: string,
    digest: string,
    reason: string,
    createdBy = 'platform-admin@acme.com',
  ): EmuOverride {
    const o: EmuOverride = {
      id: `${this.store.groupUid(group)}/${this.hex()}`,
      policyId: this.policyNamed(name).id,
      digest,
      reason,
      createdBy,
      createdAt: new Date(this.store.now - 2 * DAY).toISOString(),
      seq: ++this.nextId,
    };
    this.overrides.set(o.id, o);
    return o;
  }

  policyNamed(name: string): EmuPolicy {
    const policy = [...this.policies.values()].find((p) => p.name === name);
    if (!policy) throw new Error(`emulator policies: no policy ${name}`);
    return policy;
  }

  handle(state: EmulatorState, ctx: RequestContext): Reply | undefined {
    const check = /^\/registry\/v1\/repos\/(.+):checkPolicies$/.exec(ctx.path);
    if (!check && !ctx.path.startsWith('/policies/v1/')) return undefined;
    const refused = this.refusal(ctx) ?? platformAuthFailure(state, ctx, DOMAIN);
    if (refused) return refused;
    if (check) return ctx.method === 'POST' ? this.check(decodeURIComponent(check[1]!), ctx) : noRoute(ctx);
    if (ctx.method !== 'GET') return noRoute(ctx);
    const list = (
      key: string,
      items: { name: string; createTime: string; seq: number; uid: string }[],
      render: (i: never) => unknown,
    ) =>
      listPage(
        {
          query: ctx.query,
          pathname: ctx.path,
          domain: DOMAIN,
          tokenLifetimeMs: state.pageTokenLifetimeMs,
          expireToken: () => Boolean(ctx.faults.take('expire-page-token')),
          nextNonce: () => state.nextNonce(),
        },
        key,
        items,
        render as (i: unknown) => unknown,
      );
    const within = (id: string) => this.inScope(id, ctx.query);
    switch (ctx.path) {
      case '/policies/v1/overrides':
        return list('items', sortable([...this.overrides.values()].filter((o) => within(o.id))), renderOverride);
      case '/policies/v1/bindings':
        return list(
          'items',
          sortable([...this.bindings.values()].filter((b) => within(b.id) && !this.unlisted.has(b.id))),
          renderBinding,
        );
      case '/policies/v1/policies':
        return list('items', sortable([...this.policies.values()]), renderPolicy);
      case '/policies/v1/decisions':
        return list('items', [], () => ({}));
      default:
        return noRoute(ctx);
    }
  }

  private refusal(ctx: RequestContext): Reply | undefined {
    if (this.mode === 'absent') return aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, DOMAIN);
    if (this.mode === 'unimplemented') return aip('UNIMPLEMENTED', 'policies are not implemented', DOMAIN);
    if (this.mode === 'refused')
      return aip(
        'PERMISSION_DENIED',
        'the caller does not have permission to use policies in this organization',
        DOMAIN,
      );
    return undefined;
  }

  /** A uidp filter (descendants_of, children_of) on an id: its group is the filter's uid or under it. */
  private inScope(id: string, query: URLSearchParams): boolean {
    const under = query.get('uidp.descendants_of');
    const children = query.get('uidp.children_of');
    if (under && !id.startsWith(`${under}/`)) return false;
    if (children && id.slice(0, id.lastIndexOf('/')) !== children) return false;
    return true;
  }

  private check(repoUid: string, ctx: RequestContext): Reply {
    const repo = this.store.repos.get(repoUid);
    if (!repo) return notFound(DOMAIN, 'Repo', repoUid);
    const body = ctx.body as { digest?: unknown } | undefined;
    const digest = typeof body?.digest === 'string' ? body.digest : '';
    if (!/^sha256:[0-9a-f]{64}$/.test(digest))
      return badRequest(DOMAIN, [{ field: 'digest', description: 'must be a manifest digest (sha256:<64 hex>)' }]);
    const tag = this.store.tagsOf(repoUid).find((t) => t.history.some((r) => r.digest === digest));
    if (!tag) return notFound(DOMAIN, 'Digest', digest, `digest of ${repo.name}`);
    const input = this.inputOf(tag, digest);
    const results = [...this.bindings.values()]
      .filter((b) => repoUid.startsWith(`${b.id.slice(0, b.id.lastIndexOf('/'))}/`))
      .sort((a, b) => a.seq - b.seq)
      .map((b) => {
        const policy = this.policies.get(b.policy)!;
        const parameters = { ...defaults(policy), ...b.parameters };
        return {
          policyId: policy.id,
          policyName: policy.name,
          bindingId: b.id,
          mode: b.mode === 'POLICY_MODE_ENFORCED' ? 'ENFORCED' : 'DRY_RUN',
          parameters,
          result: policy.evaluate({ ...input, parameters }, this.now),
        };
      });
    return ok({ results });
  }

  /** The input document of `digest` as a build of `tag`: its creation time is its first build's unless set. */
  private inputOf(tag: Tag, digest: string): Omit<PolicyInput, 'parameters'> {
    const first = tag.history.find((r) => r.digest === digest)!;
    // The dates v1's end-of-life tags give the tag's main package version (eolTags.overrides sets them).
    const { eolDate, releaseDate } = this.eolTags.itemOf(tag)?.mainPackageVersion ?? {};
    return {
      main_package: tag.name.split('-')[0] ?? tag.name,
      main_package_version: {
        version: tag.name,
        exists: true,
        ...(eolDate ? { eolDate } : {}),
        ...(releaseDate ? { releaseDate } : {}),
      },
      create_time: this.created.get(digest) ?? first.updateTimestamp,
    };
  }

  private addPolicy(policy: Omit<EmuPolicy, 'id' | 'createdAt' | 'seq'>, group: string | null): EmuPolicy {
    const id = group === null ? `system/${this.hex()}` : `${this.store.groupUid(group)}/${this.hex()}`;
    const made: EmuPolicy = {
      ...policy,
      id,
      createdAt: new Date(this.store.now - 90 * DAY).toISOString(),
      seq: ++this.nextId,
    };
    this.policies.set(id, made);
    return made;
  }

  private hex(): string {
    return (++this.nextId * 2654435761).toString(16).padStart(16, '0').slice(-16);
  }
}

const defaults = (policy: EmuPolicy): Record<string, Json> =>
  Object.fromEntries(policy.parameterSchemas.flatMap((s) => (s.default === undefined ? [] : [[s.name, s.default]])));

const noRoute = (ctx: RequestContext) => aip('NOT_FOUND', `no route ${ctx.method} ${ctx.path}`, DOMAIN);

/** Items in the shape listPage sorts (creation order, id as uid). */
function sortable<T extends { id: string; createdAt: string; seq: number }>(items: T[]) {
  return items.map((item) => ({ ...item, uid: item.id, name: item.id, createTime: item.createdAt }));
}

function renderOverride(o: EmuOverride) {
  const { id, policyId, digest, reason, createdBy, createdAt } = o;
  return { id, policyId, digest, reason, createdBy, createdAt };
}

function renderBinding(b: EmuBinding) {
  return {
    id: b.id,
    policy: b.policy,
    mode: b.mode,
    resourceTypes: ['registry.chainguard.dev/Repo'],
    parameters: b.parameters,
    createdAt: b.createdAt,
    updatedAt: b.createdAt,
  };
}

function renderPolicy(p: EmuPolicy) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    policyType: p.policyType,
    supportedResourceType: 'registry.chainguard.dev/Repo@v1',
    expression: p.expression,
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
    parameterSchemas: p.parameterSchemas,
  };
}
