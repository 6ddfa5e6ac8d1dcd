// The connection to the services and the look-up phase of a check: loaded by src/check/check-images.ts
// only when there is something to look up (the service clients, the engine and zod behind them).

import { resolveCredentials } from '../auth/oidc';
import type { Config } from '../config';
import { InputError } from '../errors';
import { HttpClient } from '../http/client';
import type { ImageResult } from '../model';
import { PlatformClient } from '../platform/client';
import { EolTagsClient } from '../platform/eoltags';
import { VulnReportsClient } from '../platform/vuln-reports';
import { PoliciesClient } from '../platform/policies';
import { judgePolicies, notConsulted, prefetchPolicies, refusedBy } from './pull-policies/judge-policies';
import { judgeSignatures, notVerified, prefetchSignature } from './judge/signatures';
import type { Ledger } from '../policy-file/read';
import { RegistryClient } from '../registry/client';
import { openSignatureChecks } from './signature-clients';
import { signersRefusedNotice } from '../provenance/signature-checks';
import { settle } from '../settle';
import { adviseResults, prefetchAdvice, type Advice } from './judge/advice';
import { toResultError, unchecked, type CheckTarget } from './judge/assess';
import { credentialSources } from './credential-failures';
import { checkTargets } from './judge/engine';
import { gateOf } from '../findings';
import { vulnerabilityNotices } from './judge/vulnerabilities';
import { Lookups } from './lookups/lookups';
import { describeChanges } from './judge/package-changes';
import type { ServiceClients } from './service-clients';
import type { HandedIdToken } from '../auth/ci-token';
import type { IdTokenSource } from '../auth/github-oidc';
import { ACTION_WORDS, type Words } from '../words';

/** How credentials are obtained when `identity` asks for a token exchange. */
export interface AuthOptions {
  /** Registers each obtained secret besides the process's secret registry (secrets.ts), which always scrubs it. */
  mask?: (secret: string) => void;
  /** The CI's OIDC token source; by default the GitHub Actions runner's, read from `env`. */
  getIdToken?: IdTokenSource;
  /** Where the GitHub Actions OIDC variables are read (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN). */
  env?: Record<string, string | undefined>;
  /** A CI's OIDC token the job handed over (the CLI's IMAGE_CHECK_ID_TOKEN), exchanged instead of GitHub's. */
  idToken?: HandedIdToken;
  /** When look-ups must stop (the run's `timeout`): what is unfinished becomes an error result. */
  signal?: AbortSignal;
  /** The shell's names for the settings its messages tell to change (the action's by default). */
  words?: Words;
  /** Where `trusted-root` and `cache-dir` are resolved (the action's workspace, the CLI's working directory). */
  workspace?: string;
}

/** The connection to the services: one HTTP client, look-ups shared by everyone holding it. */
export interface Services {
  http: HttpClient;
  lookups: Lookups;
  /** The clients, credentials resolved on the first call (a run with nothing to look up needs none). */
  clients(): Promise<ServiceClients>;
  /** The words of the shell that opened the services. */
  words?: Words;
}

/**
 * A connection to the Platform API and the registry; credentials are resolved once, on first
 * need (a PR comment with nothing left to check needs none). The caller closes `http`.
 */
export function openServices(config: Config, auth: AuthOptions, http?: HttpClient): Services {
  const client =
    http ?? new HttpClient({ userAgent: 'image-check', signal: auth.signal, connections: config.concurrency });
  let clients: Promise<ServiceClients> | undefined;
  const serviceClients = () => (clients ??= connect(config, client, auth));
  return {
    http: client,
    lookups: new Lookups(serviceClients, config.group, auth.words),
    clients: serviceClients,
    words: auth.words ?? ACTION_WORDS,
  };
}

async function connect(config: Config, http: HttpClient, auth: AuthOptions): Promise<ServiceClients> {
  const credentials = await resolveCredentials(config, http, auth);
  const registry = new RegistryClient({
    http,
    registry: config.registry,
    credentials: credentials.registry,
    words: auth.words,
  });
  const signatures =
    config.signatures === 'never'
      ? undefined
      : await openSignatureChecks(config, {
          http,
          registry,
          apiToken: credentials.apiToken,
          workspace: auth.workspace ?? '.',
        });
  return {
    ...(signatures ? { signatures } : {}),
    eolTags: new EolTagsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
    vulnReports: new VulnReportsClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
    policies: new PoliciesClient({ http, apiUrl: config.apiUrl, token: credentials.apiToken }),
    platform: new PlatformClient({
      http,
      apiUrl: config.apiUrl,
      token: credentials.apiToken,
      group: config.group || undefined,
    }),
    registry,
  };
}

/**
 * Every target's result, then what to do about it (advice). Throws InputError for a setting
 * that stops the run (no token, an exchange refused); any other failure to connect is every
 * image's error result.
 */
export async function lookUp(
  targets: readonly CheckTarget[],
  services: Services,
  settings: { config: Config; now: Date; ledger: Ledger | null },
): Promise<{ results: ImageResult[]; advice?: Advice }> {
  const { config, now, ledger } = settings;
  // Resolved before any look-up, so a missing token fails the run rather than every image.
  const connected = await settle(services.clients());
  if (!connected.ok) {
    // A setting to fix (no token, an exchange refused) stops the run with its message; anything
    // else (the deadline cut the token exchange, an issuer that never answered) is every
    // image's error, and the report is still published.
    if (connected.error instanceof InputError) throw connected.error;
    const error = toResultError(connected.error);
    return { results: targets.map((target) => unchecked(target, [error])) };
  }
  // The policies' overrides asked for now, beside the look-ups: the pass after advice then waits on them not.
  if (config.policies !== 'never') void settle(services.lookups.policyOverrides());
  const results = await checkTargets(targets, services.lookups, {
    now,
    maxAgeMs: config.maxAgeMs,
    concurrency: config.concurrency,
    credentials: credentialSources(config, services.words),
    words: services.words,
    vulnerabilityGate: gateOf(config.failOn),
    minAgeMs: config.minAgeMs,
    onResult: (result) => {
      prefetchAdvice(result, services.lookups);
      if (config.signatures !== 'never') prefetchSignature(result, services.lookups);
      if (config.policies !== 'never') prefetchPolicies(result, services.lookups);
    },
  });
  // Post-pass: what to move to, end-of-life dates, accepted findings.
  const advice = await adviseResults(results, services.lookups, { now, warnBeforeMs: config.warnBeforeMs, ledger });
  const { vulnReports, policies } = connected.value;
  // Then the registry's own policies: each digest in use asked once, the moves kept to builds that pass.
  if (config.policies === 'never') advice.results = notConsulted(advice.results);
  else {
    const judged = await judgePolicies(advice.results, services.lookups, {
      now,
      unavailable: () => policies.unavailable,
    });
    advice.results = judged.results;
    advice.notices.push(...judged.notices);
  }
  // Then the vendor's signatures: each digest in use verified once, the moves kept to signed builds.
  if (config.signatures === 'never') advice.results = notVerified(advice.results);
  else {
    advice.results = await judgeSignatures(advice.results, services.lookups, refusedBy(services.lookups));
    advice.notices.push(...signersRefusedNotice(connected.value.signatures?.refused ?? new Set()));
  }
  // Then what each move carries: the packages of both digests' platform images, by their verified SBOMs.
  const described = await describeChanges(advice.results, services.lookups, config);
  advice.results = described.results;
  advice.notices.push(...described.notices);
  const unavailable = Boolean(vulnReports.unavailable?.counts ?? vulnReports.unavailable?.reports);
  advice.notices.push(...vulnerabilityNotices(advice.results, unavailable, gateOf(config.failOn)));
  return { results: advice.results, advice };
}
