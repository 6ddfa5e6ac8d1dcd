import type { FaultScope } from './faults';
import type { SignatureService } from './signatures';
import type { EmulatorStore } from './store';

/** What the handlers share: the data, the credentials and the per-image registry tokens. */
export interface EmulatorState {
  store: EmulatorStore;
  /** 'http://127.0.0.1:PORT' */
  url: string;
  /** '127.0.0.1:PORT' */
  registry: string;
  apiToken: string;
  registryToken: string;
  pullUsername: string;
  pullPassword: string;
  pageTokenLifetimeMs: number;
  /** Per-image tokens issued by /token: Tag History requests each answered, when it was issued, whether it renews one. */
  imageTokens: Map<string, { repo: string; anonymous: boolean; uses: number; issuedMs: number; renewal: boolean }>;
  /** How long a token /token issues is taken at Tag History; undefined: for ever. */
  registryTokenLifetime?: RegistryTokenLifetime;
  /** How many tokens had been issued when the lifetime was set: the later ones of an image renew its first. */
  lifetimeFrom: number;
  issuedTokens: string[];
  /** Where the registry's challenge sends a client for a token; undefined: its own `/token`. */
  challengeRealm?: string;
  /** Whether Tag History takes the identity token directly (true, the vendor's documented form); false: 401 with the challenge. */
  identityAtHistory: boolean;
  /** Groups GET /iam/v2/groups/{uid} refuses (403), as for an identity without a role on them. */
  unreadableGroups: Set<string>;
  /** What the vendor attaches to builds (signatures, attestations) and the knobs that break them. */
  signatures: SignatureService;
  nextNonce(): number;
  exchangedToken(identity: string, audience: string): string;
  /** The identity and audience of a token /sts/exchange issued; undefined for anything else. */
  readExchanged(token: string): { identity: string; audience: string } | undefined;
}

/** One request, as the handlers see it. */
export interface RequestContext {
  method: string;
  /** Pathname as sent (percent-encoded). */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body; undefined when empty. */
  body: unknown;
  /** The body was not JSON. */
  bodyInvalid: boolean;
  authorization: string;
  faults: FaultScope;
}

/** Audiences compare without trailing slashes. */
export const normalizeAudience = (audience: string) => audience.replace(/\/+$/, '');

/**
 * A token's life at Tag History, then 401 with the challenge (expired): `requests` answered (a
 * count, so tests need no clock), or `ms` after it was issued; `renewedRequests` for the tokens
 * issued for an image that had one since the lifetime was set (0: a registry that refuses every fresh token).
 */
export interface RegistryTokenLifetime {
  requests?: number;
  ms?: number;
  renewedRequests?: number;
}
