import { ApiError, BrokenRule, LookupError } from '../errors';
import { z } from 'zod';
import { ACTION_WORDS, type Words } from '../words';
import type { HttpClient } from '../http/client';
import type { RegistryCredentials } from '../auth/credentials';
import { secrets as processSecrets, type SecretRegistry } from '../secrets';
import { historyAddress, registryBaseUrl } from './address';
import type { HistoryRecord } from './history-schema';
import { bearerChallenge, pullScope, type BearerChallenge } from './challenge';

export { HISTORY_WINDOW, registryBaseUrl } from './address';
import { readHistory, walkHistory, walkHistoryPins, type HistoryWalk, type HistoryWalkRequest } from './history-walk';
import { TokenRenewal } from './token-renewal';

/**
 * Most builds of one tag the whole-history reader keeps: far beyond any real tag, and small
 * enough that a server sending new full windows forever ends in an error (README: Security).
 */
const MAX_FULL_HISTORY_RECORDS = 200_000;
export { PUBLIC_ORG } from '../model';

export type { HistoryRecord } from './history-schema';

interface RegistryClientOptions {
  http: HttpClient;
  /** Host as in references, e.g. 'cgr.dev' or '127.0.0.1:5000'. */
  registry: string;
  credentials: RegistryCredentials;
  /** The shell's names for the credentials a refusal tells to set (the action's by default). */
  words?: Words;
  /** Where the tokens a realm issues are registered the moment they arrive; the process registry by default. */
  secrets?: SecretRegistry;
}

const tokenSchema = z
  .looseObject({ token: z.string().min(1) })
  .or(z.looseObject({ access_token: z.string().min(1) }).transform((b) => ({ token: b.access_token })));

/** The registry's Tag History API, and the token its challenge's realm issues. */
export class RegistryClient {
  private readonly base: string;
  /** The registry's challenge, learned once (its realm and service are the registry's, not an image's). */
  private challenge?: Promise<BearerChallenge>;
  /** Tokens the realm issued for the identity token, per image (where the registry does not take it directly). */
  private readonly identityTokens = new Map<string, Promise<string>>();
  /** Tokens that expired mid-walk, and the ones that replaced them. */
  private readonly renewal = new TokenRenewal();

  constructor(private readonly options: RegistryClientOptions) {
    this.base = registryBaseUrl(options.registry);
  }

  /**
   * The Bearer for one image's Tag History. The identity token is that Bearer itself. Otherwise
   * the registry's challenge (learned from an unauthenticated history request of `tag`, any tag
   * of the image) names the realm, on the registry's own origin only, that is asked for a token
   * of this image's pull scope: with the pull token as Basic, or anonymously.
   */
  async token(org: string, image: string, tag = 'latest'): Promise<string> {
    const creds = this.options.credentials;
    if (creds.kind === 'bearer') return creds.token;
    try {
      const challenge = await this.learnChallenge(org, image, tag);
      return await this.askRealm(
        challenge,
        org,
        image,
        creds.kind === 'basic' ? basicAuthorization(creds.username, creds.password) : undefined,
      );
    } catch (error) {
      throw explainRegistryDenial(error, creds, `${org}/${image}`, this.options.words);
    }
  }

  /** A token of one image's pull scope from the challenge's realm (already checked to be the registry's own). */
  private async askRealm(
    { realm, service }: BearerChallenge,
    org: string,
    image: string,
    authorization: string | undefined,
  ): Promise<string> {
    const url = new URL(realm);
    const label = `GET ${this.options.registry}${url.pathname}`;
    url.searchParams.set('scope', pullScope(org, image));
    url.searchParams.set('service', service || this.options.registry);
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const body = await this.options.http.json(url, { headers, schema: tokenSchema, label });
    return (this.options.secrets ?? processSecrets).add(body.token);
  }

  /**
   * `read` with `token`. Where the registry does not take the identity token directly (a 401
   * with a challenge), its realm is asked once per image with Basic `_token:<identity token>`,
   * and `read` runs again with the token it issues.
   */
  private async viaIdentity<T>(
    org: string,
    image: string,
    token: string,
    read: (token: string) => Promise<T>,
  ): Promise<T> {
    const creds = this.options.credentials;
    if (creds.kind !== 'bearer' || token !== creds.token) return read(token);
    const key = `${org}/${image}`;
    // The image's realm token, once the registry has asked for one instead of the identity token.
    const known = this.identityTokens.get(key);
    if (known) return read(await known);
    try {
      return await read(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || error.challenge === undefined) throw error;
      let issued = this.identityTokens.get(key);
      if (!issued) {
        const label = error.request ?? `GET ${this.options.registry} Tag History`;
        issued = Promise.resolve().then(() =>
          this.askRealm(
            bearerChallenge(error, this.base, label),
            org,
            image,
            basicAuthorization('_token', creds.token),
          ),
        );
        this.identityTokens.set(key, issued);
      }
      return read(await issued);
    }
  }

  /**
   * The HTTP client of one image's Tag History requests, `token` their Bearer: a token the
   * registry accepted and then refuses with its challenge (expired) is renewed at the realm of
   * that challenge (the registry's own only), with the run's credential, and the request sent
   * once more (./token-renewal).
   */
  private renewing(org: string, image: string, token: string): Pick<HttpClient, 'json' | 'stream'> {
    const { http, credentials: creds } = this.options;
    const authorization =
      creds.kind === 'basic'
        ? basicAuthorization(creds.username, creds.password)
        : creds.kind === 'bearer'
          ? basicAuthorization('_token', creds.token)
          : undefined;
    const send = <T>(get: (bearer: Record<string, string>) => Promise<T>) =>
      this.renewal.send(
        `${org}/${image}`,
        token,
        (bearer) => get({ authorization: `Bearer ${bearer}` }),
        (expiry) => {
          const label = expiry.request ?? `GET ${this.options.registry} Tag History`;
          return this.askRealm(bearerChallenge(expiry, this.base, label), org, image, authorization);
        },
      );
    return {
      json: (url, req) => send((bearer) => http.json(url, { ...req, headers: { ...req.headers, ...bearer } })),
      stream: (url, req) => send((bearer) => http.stream(url, { ...req, headers: { ...req.headers, ...bearer } })),
    };
  }

  /** The challenge of an unauthenticated history request, once per client; a failed attempt is not kept. */
  private learnChallenge(org: string, image: string, tag: string): Promise<BearerChallenge> {
    if (this.challenge) return this.challenge;
    const address = historyAddress(this.options.registry, org, image, tag);
    const { label } = address;
    const url = new URL(address.url);
    const asked = this.options.http.json(url, { schema: z.unknown(), label }).then(
      () => {
        throw new BrokenRule(
          'REGISTRY_CHALLENGE_MISSING',
          `${label} answered without asking for credentials: the registry gives no challenge to follow`,
          label,
        );
      },
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        const challenge = bearerChallenge(error, this.base, label);
        // The challenge's scope, when it names one, is the image asked: a challenge for another repo is not followed.
        if (challenge.scope !== undefined && challenge.scope !== pullScope(org, image))
          throw new BrokenRule(
            'REGISTRY_CHALLENGE_SCOPE',
            `${label}: the registry's challenge asks for the scope ${challenge.scope}, not ${pullScope(org, image)}`,
            label,
          );
        return challenge;
      },
    );
    this.challenge = asked;
    asked.catch(() => {
      if (this.challenge === asked) this.challenge = undefined;
    });
    return asked;
  }

  /** Every build of a tag, oldest first (./history-walk readHistory). */
  history(org: string, image: string, tag: string, token: string): Promise<HistoryRecord[]> {
    return this.reading(org, image, tag, token, (request) => readHistory(request, MAX_FULL_HISTORY_RECORDS));
  }

  /** The builds of a tag from the newest back to `pin` only, as a stream (./history-walk). */
  walk(
    org: string,
    image: string,
    tag: string,
    token: string,
    pin: string | null,
    options: { newestHint?: string; watch?: string; pullableBefore?: number },
  ): Promise<HistoryWalk> {
    return this.reading(org, image, tag, token, (request) => walkHistory({ ...request, pin, ...options }));
  }

  /** Several pins of one tag placed by one walk (./history-walk walkHistoryPins). */
  walkPins(
    org: string,
    image: string,
    tag: string,
    token: string,
    pins: readonly string[],
    options: { pullableBefore?: number } = {},
  ): Promise<Map<string, HistoryWalk | LookupError>> {
    return this.reading(org, image, tag, token, (request) => walkHistoryPins({ ...request, ...options }, pins));
  }

  /** One Tag History read of a tag: the identity's Bearer, renewal on expiry, a denial in words a user can act on. */
  private async reading<T>(
    org: string,
    image: string,
    tag: string,
    token: string,
    read: (request: Omit<HistoryWalkRequest, 'pin'>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.viaIdentity(org, image, token, (bearer) =>
        read({
          http: this.renewing(org, image, bearer),
          registry: this.options.registry,
          org,
          image,
          tag,
          token: bearer,
        }),
      );
    } catch (error) {
      throw explainRegistryDenial(error, this.options.credentials, `${org}/${image}:${tag}`, this.options.words);
    }
  }
}

const basicAuthorization = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A 401/403 from the registry, in words a user can act on. */
function explainRegistryDenial(
  error: unknown,
  creds: RegistryCredentials,
  what: string,
  words: Words = ACTION_WORDS,
): unknown {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return error;
  const hint =
    creds.kind === 'anonymous'
      ? `anonymous access only reaches public images' free tags (latest, latest-dev); for ${what} set ${words.registryCredential}`
      : creds.kind === 'bearer'
        ? `the registry token was refused for ${what}: it may be issued for another audience (it must be for the registry host) or the identity lacks pull access to this image`
        : `the pull token (${words.name('registry-username')}/${words.name('registry-password')}) was refused for ${what}: check it is valid and has access to this organization`;
  return new ApiError({
    status: error.status,
    code: error.code,
    reason: error.status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
    message: `${error.message}: ${hint}`,
    request: error.request,
    challenge: error.challenge,
  });
}
