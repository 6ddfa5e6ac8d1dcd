import { z } from 'zod';
import { ApiError } from '../errors';
import type { HttpClient } from '../http/client';
import { audiencesOf } from './ci-token';
import { GITHUB_ACTIONS_ISSUER, readUnverifiedClaims, refusalOf, type IdTokenClaims } from './github-oidc';

interface ExchangeRequest {
  /** Base URL of the token exchange service (the `issuer-url` input). */
  issuerUrl: string;
  /** Uid of the identity to assume. */
  identity: string;
  /** Who the issued token is for: the Platform API URL or the registry host. */
  audience: string;
  /** The CI's OIDC token (GitHub's, or the one the job handed over). */
  idToken: string;
}

// `expiry` is informative only: a run is far shorter than an exchanged token's life.
const exchangeSchema = z.looseObject({ token: z.string().min(1), expiry: z.unknown().optional() });

/** `GET {issuer}/sts/exchange?aud=&identity=` with the GitHub token as Bearer: an identity token for one audience. */
export async function exchangeIdentityToken(http: HttpClient, req: ExchangeRequest): Promise<string> {
  const url = new URL(`${req.issuerUrl.replace(/\/+$/, '')}/sts/exchange`);
  url.searchParams.set('aud', req.audience);
  url.searchParams.set('identity', req.identity);
  const label = `GET ${url.host}/sts/exchange (audience ${req.audience})`;
  try {
    const body = await http.json(url, {
      headers: { authorization: `Bearer ${req.idToken}` },
      schema: exchangeSchema,
      label,
    });
    return body.token;
  } catch (error) {
    throw explainExchangeRefusal(error, req);
  }
}

/**
 * A refused exchange almost always means the identity's claimMatch does not match this
 * workflow: name the subject the workflow's token carries, so the fix is one copy-paste. Any
 * answer of the service is reported by its status and reason, never its body, which may quote
 * the token it was sent.
 */
function explainExchangeRefusal(error: unknown, req: ExchangeRequest): unknown {
  if (!(error instanceof ApiError) || error.httpCode === null) return error;
  const refusal = refusalOf(error);
  const claims = readUnverifiedClaims(req.idToken);
  let message: string;
  if (error.status === 404)
    message = `the token exchange service answered ${refusal}: identity ${req.identity} was not found; check that identity ${req.identity} exists (image-check identity create prints its uid).${presentedBy(claims)}`;
  else if ([400, 401, 403].includes(error.status))
    message =
      claims?.iss !== undefined && claims.iss !== GITHUB_ACTIONS_ISSUER
        ? `the token exchange for identity ${req.identity} was refused: ${refusal}; ${otherCiFix(claims, req.issuerUrl)}`
        : `the token exchange for identity ${req.identity} was refused: ${refusal}; the identity's claimMatch must be issuer ${GITHUB_ACTIONS_ISSUER} and a subject (or subjectPattern) matching the one this workflow presents: push runs carry the ref, e.g. repo:<owner>/<name>:ref:refs/heads/main, pull_request runs repo:<owner>/<name>:pull_request (image-check identity create --events covers several).${presentedBy(claims)}`;
  else message = `the token exchange for identity ${req.identity} failed: ${refusal}`;
  return new ApiError({
    status: error.status,
    code: error.code,
    reason: error.reason,
    domain: error.domain,
    message,
    request: error.request,
    retryable: error.retryable,
  });
}

const presentedBy = (claims: IdTokenClaims | undefined) =>
  claims?.sub ? ` This workflow's token carries issuer ${claims.iss ?? '(none)'} and subject "${claims.sub}".` : '';

/**
 * Another CI's token: an identity matches its issuer, subject and audience, so the fix names
 * those three claims as the token carries them (claims are not secret; the signature is).
 */
function otherCiFix(claims: IdTokenClaims, issuerUrl: string): string {
  const audiences = audiencesOf(claims);
  return (
    `the identity's claimMatch must accept what this job's token carries: issuer ${claims.iss}, subject "${claims.sub ?? '(none)'}", ` +
    `audience ${audiences.join(', ') || '(none)'} (an identity created without an audience accepts ${new URL(issuerUrl).host} only). ` +
    'image-check identity create makes one: --issuer with --subject or --subject-pattern and --audience, or the ready forms --gitlab, --circleci, --buildkite, --bitbucket.'
  );
}
