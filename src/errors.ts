// The named errors of every layer, each with its data. Only the scrubbing below it is imported, so
// refs/, check/ and auth/ can throw them without importing config or the shells (no import circles).
import { safeText } from './secrets';

/**
 * A setting that is not of the accepted form; the message names the action input. The shells
 * turn it into their own words (the action fails the step with it; the CLI names the option).
 */
export class InputError extends Error {
  /** What was seen, without the input's name and the fix. */
  readonly detail: string;
  constructor(
    readonly input: string,
    message: string,
    /** What to do, in one sentence: it leads the message. */
    readonly fix?: string,
  ) {
    super(`Input "${input}": ${fix ? `${fix}. ${asSentence(message)}` : message}`);
    this.name = 'InputError';
    this.detail = message;
  }
}

/** A message that starts with a plain word starts a sentence; one that starts with a name (a file, `s1.json`) keeps its case. */
const asSentence = (message: string) =>
  /^[a-z]+[\s,:;]/.test(message) ? `${message.charAt(0).toUpperCase()}${message.slice(1)}` : message;

/** Why a `registry-map` pair cannot be used, leading with the fix; thrown by parseRegistryMap. */
export class RegistryMapError extends InputError {
  constructor(fix: string, detail: string) {
    super('registry-map', detail, fix);
    this.name = 'RegistryMapError';
  }
}

/** A command line that cannot be run as given: shown with the command's help hint, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose help applies, e.g. "identity create". */
    readonly command = '',
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A problem of the policy file (the `config` input), at its line. */
export interface LedgerProblem {
  line: number;
  message: string;
}

/** A policy file that cannot be used: every problem with its line. */
export class LedgerError extends Error {
  constructor(
    readonly file: string,
    readonly problems: LedgerProblem[],
  ) {
    super(`${file}: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
    this.name = 'LedgerError';
  }
}

/** A write refused: `file` as asked, the message saying why. */
export class WriteRefused extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'WriteRefused';
  }
}

/** Which part of an image reference breaks the grammar. */
export type ReferencePart = 'empty' | 'domain' | 'path' | 'tag' | 'digest' | 'length' | 'format';

export class InvalidReferenceError extends Error {
  constructor(
    readonly reference: string,
    readonly part: ReferencePart,
    why: string,
  ) {
    super(`invalid image reference "${reference}": ${why}`);
    this.name = 'InvalidReferenceError';
  }
}

/** The runner's event (GITHUB_EVENT_PATH, GITHUB_REPOSITORY) cannot tell which pull request a run is on. */
export class RunnerEventError extends Error {
  override name = 'RunnerEventError';
}

/** The runner would not hand out the workflow's GitHub OIDC token for `identity`. */
export class GitHubIdTokenError extends Error {
  override name = 'GitHubIdTokenError';
  constructor(message: string) {
    super(`Input "identity": ${message}`);
  }
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Anything thrown, as an Error (itself when it is one). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * What an error is: `http` an error answer of the service (status 4xx/5xx), `network` no answer
 * (connection refused or failed, timeout), `condition` a rule of this client broken by answers
 * that were themselves fine. Only `http` errors have an HTTP status to show.
 */
type ErrorKind = 'http' | 'network' | 'condition';

const NETWORK_REASONS = new Set(['TIMEOUT', 'CONNECTION_REFUSED', 'CONNECTION_FAILED']);

interface LookupErrorInit {
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  status: number;
  /** AIP-193 code when the body had one, else the HTTP status (0 for network failures). */
  code: number;
  reason: string;
  message: string;
  /** What was asked, e.g. "GET /registry/v2/tags" (never with credentials). */
  request?: string;
  retryable?: boolean;
}

/** A look-up that failed: what was asked and why (machine-readable). The base of every error a result shows. */
export class LookupError extends Error {
  readonly status: number;
  readonly code: number;
  readonly reason: string;
  readonly request?: string;
  readonly retryable: boolean;

  constructor(init: LookupErrorInit) {
    // Service text becomes an error here: credentials the run holds (in any encoding) are
    // scrubbed, and control characters escaped, before any reporter or log line sees it.
    super(safeText(init.message));
    this.name = 'LookupError';
    this.status = init.status;
    this.code = init.code;
    this.reason = token(init.reason);
    this.request = init.request;
    this.retryable = init.retryable ?? false;
  }

  get kind(): ErrorKind {
    if (this.status >= 400) return 'http';
    return this.status === 0 && NETWORK_REASONS.has(this.reason) ? 'network' : 'condition';
  }

  /** The AIP-193 code or HTTP status of an error answer; null when there was none (see kind). */
  get httpCode(): number | null {
    return this.kind === 'http' ? this.code || this.status : null;
  }
}

export interface FieldViolation {
  field: string;
  description: string;
}
export interface PreconditionViolation {
  type: string;
  description: string;
}
export interface ResourceInfo {
  resourceType?: string;
  resourceName?: string;
  description?: string;
}

interface ApiErrorInit extends LookupErrorInit {
  domain?: string;
  fieldViolations?: FieldViolation[];
  preconditionViolations?: PreconditionViolation[];
  resourceInfo?: ResourceInfo;
  /** A 401 answer's `WWW-Authenticate` header as sent (the registry's challenge: registry/challenge.ts). */
  challenge?: string;
}

/** What a service answered (or that no answer came): the AIP-193 or OCI details, scrubbed. */
export class ApiError extends LookupError {
  readonly domain?: string;
  readonly fieldViolations: FieldViolation[];
  readonly preconditionViolations: PreconditionViolation[];
  readonly resourceInfo?: ResourceInfo;
  /** A 401 answer's `WWW-Authenticate` header, unread: only registry/challenge.ts reads it, and never shows it whole. */
  challenge?: string;

  constructor(init: ApiErrorInit) {
    super(init);
    this.name = 'ApiError';
    this.domain = init.domain === undefined ? undefined : token(init.domain);
    this.fieldViolations = (init.fieldViolations ?? []).map((v) => ({
      field: safeText(v.field),
      description: safeText(v.description),
    }));
    this.preconditionViolations = (init.preconditionViolations ?? []).map((v) => ({
      type: safeText(v.type),
      description: safeText(v.description),
    }));
    this.resourceInfo = init.resourceInfo && {
      resourceType: init.resourceInfo.resourceType === undefined ? undefined : safeText(init.resourceInfo.resourceType),
      resourceName: init.resourceInfo.resourceName === undefined ? undefined : safeText(init.resourceInfo.resourceName),
      description: init.resourceInfo.description === undefined ? undefined : safeText(init.resourceInfo.description),
    };
    this.challenge = init.challenge;
  }
}

/**
 * A rule of this client broken by answers that were themselves fine (an ambiguous repo, an
 * invalid body...): no HTTP answer to show. `status` is the answer's when one broke it.
 */
export class BrokenRule extends LookupError {
  constructor(reason: string, message: string, request?: string, status = 0) {
    super({ status, code: 0, reason, message, request });
    this.name = 'BrokenRule';
  }
}

/** A List endpoint whose pages do not add up (LIST_COUNT_MISMATCH, LIST_PAGE_LIMIT, LIST_NO_TOTAL). */
export class ListError extends BrokenRule {
  constructor(
    readonly label: string,
    reason: string,
    readonly problem: string,
  ) {
    super(reason, `${label}: ${problem}`, label, 200);
    this.name = 'ListError';
  }
}

/** A Tag History walk that read its bounds without finding what it walked to (HISTORY_LIMIT). */
export class HistoryLimitError extends BrokenRule {
  constructor(
    readonly label: string,
    readonly read: { records: number; requests: number },
    /** The pins not found ('the newest build' when none was asked for). */
    readonly missing: readonly string[],
    readonly bounds: { maxRecords: number; maxRequests: number },
  ) {
    super(
      'HISTORY_LIMIT',
      `${label}: read ${read.records} builds in ${read.requests} requests without finding ${missing.length > 0 ? missing.join(', ') : 'the newest build'}; the walk stops at ${bounds.maxRecords} builds or ${bounds.maxRequests} requests`,
      label,
      200,
    );
    this.name = 'HistoryLimitError';
  }
}

/** A full Tag History window that moved the walk no further (HISTORY_WINDOW_STUCK). */
export class WindowStuckError extends BrokenRule {
  constructor(
    readonly label: string,
    readonly page: { size: number; first: string; last: string },
    /** Where the window started; undefined at the first build. */
    readonly from: string | undefined,
  ) {
    super(
      'HISTORY_WINDOW_STUCK',
      `${label}: ${
        Date.parse(page.first) === Date.parse(page.last)
          ? `${page.size} records share the time ${page.first}; the window cannot move past them`
          : `a full window of ${page.size} records (${page.first} to ${page.last}) from ${from ?? 'the first build'} holds no build not already read; the server repeats records`
      }`,
      label,
      200,
    );
    this.name = 'WindowStuckError';
  }
}

/** An answer longer than the most its reader takes (BODY_TOO_LARGE): refused before more of it is read. */
export class BodyTooLarge extends BrokenRule {
  constructor(
    readonly label: string,
    readonly limit: number,
  ) {
    super(
      'BODY_TOO_LARGE',
      `${label}: the answer is over ${limit} bytes, the most this client reads of it`,
      label,
      200,
    );
    this.name = 'BodyTooLarge';
  }
}

/**
 * Registry content that is not what was asked (OCI_DIGEST_MISMATCH: bytes of another digest,
 * OCI_CONTENT: not the manifest or index the media type says, OCI_REFERRERS_LIMIT: endless pages).
 */
export class OciContentError extends BrokenRule {
  constructor(
    readonly label: string,
    reason: 'OCI_DIGEST_MISMATCH' | 'OCI_CONTENT' | 'OCI_REFERRERS_LIMIT',
    readonly problem: string,
  ) {
    super(reason, `${label}: ${problem}`, label, 200);
    this.name = 'OciContentError';
  }
}

/** A blob whose descriptor says it is larger than the caller reads (an SBOM past its bound): not read at all. */
export class OciBlobTooLarge extends OciContentError {
  constructor(
    label: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(label, 'OCI_CONTENT', `the blob is ${size} bytes, over the ${limit} read`);
    this.name = 'OciBlobTooLarge';
  }
}

/**
 * A signature that could not be checked (TRUSTED_ROOT: no trusted root to check it with;
 * SIGNATURE_UNREADABLE: an attached artifact that is not what its kind says): the result is an
 * error, never unsigned.
 */
export class SignatureCheckError extends BrokenRule {
  constructor(reason: 'TRUSTED_ROOT' | 'SIGNATURE_UNREADABLE', message: string, request?: string) {
    super(reason, message, request);
    this.name = 'SignatureCheckError';
  }
}

/** The identity may not read an organization's account association (its signers): one notice, not an error per image. */
export class AssociationRefused extends LookupError {
  constructor(
    readonly group: string,
    status: number,
    message: string,
  ) {
    super({ status, code: status, reason: 'PERMISSION_DENIED', message, request: 'GET /iam/v2/accountAssociations' });
    this.name = 'AssociationRefused';
  }
}

/** A machine-readable word from a service (reason, domain): scrubbed, and only word characters kept. */
export function token(text: string): string {
  return safeText(text)
    .replace(/[^A-Za-z0-9_.*-]/g, '_')
    .slice(0, 100);
}

// The GitHub and dashboard errors. Each says what happened; the one a user can act on also
// carries its setting and the fix, in the shape of InputError (the shells lead with the fix).

/** A try that got no answer within its per-try limit: the GitHub client retries it as a network failure. */
export class NoAnswer extends Error {
  override name = 'NoAnswer';
}

/** A GitHub call that could not finish: no answer in time, or the run's deadline. */
export class GitHubCallError extends Error {
  override name = 'GitHubCallError';
  constructor(message: string) {
    super(safeText(message));
  }
}

/** GitHub's rate limit is spent (or its wait is past the deadline): no more calls this run. */
export class RateLimited extends Error {
  override name = 'RateLimited';
}

/** A dashboard that could not be kept: the shells report it naming the `dashboard` setting. */
export class DashboardError extends Error {
  /** The setting at fault, as the action names it. */
  readonly setting = 'dashboard';
  constructor(
    message: string,
    /** What to do, in one sentence. */
    readonly fix?: string,
  ) {
    super(message);
    this.name = 'DashboardError';
  }
}
