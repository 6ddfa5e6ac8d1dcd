import { ApiError, BodyTooLarge, LookupError } from '../errors';
import { setImmediate } from 'node:timers/promises';
import { Agent, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { deadlineError, decodeErrorResponse, describeZodError, invalidResponse } from './api-error';
import { sleep } from './deadline';
import { DEFAULT_RETRY_POLICY, backoffDelay, parseRetryAfter, type RetryPolicy } from './retry';

interface HttpClientOptions {
  /** Per-try limit for the whole exchange (connect, headers, body). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  userAgent?: string;
  /** Injected for tests of the jitter; Math.random otherwise. */
  random?: () => number;
  /** The run's deadline: once it fires, requests (and the waits between retries) stop with a DEADLINE_EXCEEDED error. */
  signal?: AbortSignal;
  /** Connections kept to one host: the run's `concurrency` (look-ups at once); unbounded when absent. */
  connections?: number;
}

interface JsonRequest<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** Short description for errors, e.g. "GET /registry/v2/tags"; derived from the URL when absent. */
  label?: string;
  /** A POST that only reads (a check): a failed connection is retried as a GET's is. */
  safe?: boolean;
}

interface StreamRequest<T> {
  headers?: Record<string, string>;
  /** As JsonRequest's. */
  label?: string;
  /** Reads a 2xx body to its end, called afresh for each try; a LookupError it throws ends the request unretried. */
  read: (body: AsyncIterable<Uint8Array>, label: string) => Promise<T>;
}

/** The most bytes read of one answer: far above any page the spec allows; an endless body is cut here, not at the timeout. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface HttpStats {
  requests: number;
  retries: number;
}

// Codes (Node's and undici's) of failures where no complete answer arrived: worth another try.
const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);

/**
 * The one HTTP layer: undici keeps the connections (keep-alive, `connections` per host) and
 * bounds each body; this class adds a timeout per try, retries (./retry), AIP-193 error
 * decoding and zod validation of every JSON body.
 */
export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0 };
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly policy: RetryPolicy;
  private readonly userAgent: string;
  private readonly random: () => number;
  private readonly signal?: AbortSignal;

  constructor(options: HttpClientOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.userAgent = options.userAgent ?? 'image-check';
    this.random = options.random ?? Math.random;
    this.signal = options.signal;
    this.agent = new Agent({
      connections: options.connections ?? null,
      maxResponseSize: MAX_BODY_BYTES,
      // The per-try timer (once) bounds the whole exchange; undici's own timers would cut it sooner or differently.
      connectTimeout: this.timeoutMs,
      headersTimeout: 0,
      bodyTimeout: 0,
    });
  }

  async json<T>(url: URL, req: JsonRequest<T>): Promise<T> {
    return (await this.jsonWithHeaders(url, req)).body;
  }

  /** As `json`, with the answer's headers (a host's paging: GitLab's `x-next-page`). */
  async jsonWithHeaders<T>(url: URL, req: JsonRequest<T>): Promise<{ body: T; headers: AnswerHeaders }> {
    const method = req.method ?? 'GET';
    const label = req.label ?? `${method} ${url.pathname}`;
    const { text, headers } = await this.send(url, method, label, req, async (body, headers) => ({
      text: await body.text(),
      headers,
    }));
    if (text === '' && method === 'DELETE') return { body: req.schema.parse({}), headers };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidResponse(
        label,
        `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`,
      );
    }
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) throw invalidResponse(label, describeZodError(parsed.error));
    return { body: parsed.data, headers };
  }

  /**
   * A GET whose 2xx body `req.read` takes as it arrives, nothing of it kept here; the same
   * timeout, retries, size bound and error answers as `json`.
   */
  async stream<T>(url: URL, req: StreamRequest<T>): Promise<T> {
    const label = req.label ?? `GET ${url.pathname}`;
    return this.send(url, 'GET', label, req, (body) => req.read(body, label));
  }

  /**
   * A GET whose 2xx body is read as bytes, at most `maxBytes` (a longer body, said or sent, is
   * refused before more is read), with the answer's headers: an OCI manifest or blob, whose digest
   * the caller checks against these bytes.
   */
  async bytes(
    url: URL,
    req: { headers?: Record<string, string>; label?: string; maxBytes: number },
  ): Promise<{ bytes: Buffer; headers: AnswerHeaders }> {
    const label = req.label ?? `GET ${url.pathname}`;
    return this.send(url, 'GET', label, req, async (body, headers) => {
      const said = Number(headers['content-length'] ?? NaN);
      const tooLong = () => new BodyTooLarge(label, req.maxBytes);
      if (said > req.maxBytes) {
        // Not read: the stream is ended here (its connection is not reused).
        await body[Symbol.asyncIterator]().return?.();
        throw tooLong();
      }
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of body) {
        length += chunk.length;
        if (length > req.maxBytes) throw tooLong();
        chunks.push(Buffer.from(chunk));
      }
      return { bytes: Buffer.concat(chunks), headers };
    });
  }

  async close(): Promise<void> {
    await this.agent.destroy();
  }

  /**
   * Sends with retries; resolves with what `read` makes of a 2xx body, throws ApiError otherwise. The
   * loop is ours, not undici's retry interceptor: that one shortens a long Retry-After instead of
   * refusing it, has no jitter, and spans all tries with one timeout and one abort.
   */
  private async send<R>(
    url: URL,
    method: string,
    label: string,
    req: { headers?: Record<string, string>; body?: unknown; safe?: boolean },
    read: (body: Body, headers: AnswerHeaders) => Promise<R>,
  ): Promise<R> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.userAgent,
      ...req.headers,
    };
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    for (let attempt = 1; ; attempt++) {
      let failure: LookupError;
      let retryAfterMs: number | undefined;
      if (this.signal?.aborted) throw deadlineError(withHost(label, url), this.signal);
      try {
        this.stats.requests++;
        const answer = await this.once(url, method, headers, payload, read);
        if (answer.ok) return answer.value;
        const answered = decodeErrorResponse(answer.status, answer.text, label);
        if (answer.status === 401) answered.challenge = answer.challenge;
        failure = answered;
        retryAfterMs = parseRetryAfter(answer.retryAfter, Date.now());
      } catch (error) {
        if (this.signal?.aborted) throw deadlineError(withHost(label, url), this.signal);
        // The reader's verdict on a body (not JSON, against the schema) is final.
        if (error instanceof LookupError) throw error;
        failure = networkError(error, label, this.timeoutMs, url);
        // A POST that may have reached the server is not sent twice.
        if (!IDEMPOTENT.has(method) && req.safe !== true && failure.reason !== 'CONNECTION_REFUSED') throw failure;
      }
      // Only an answer or a failed connection is retried: a broken rule is not.
      if (!(failure instanceof ApiError) || !failure.retryable || attempt >= this.policy.maxAttempts)
        throw exhausted(failure, attempt);
      if (retryAfterMs !== undefined && retryAfterMs > this.policy.maxRetryAfterMs) {
        throw new ApiError({
          ...failure,
          message: `${failure.message} (the server asked to retry after ${Math.round(retryAfterMs / 1000)} s, longer than the ${this.policy.maxRetryAfterMs / 1000} s this client waits)`,
          fieldViolations: failure.fieldViolations,
        });
      }
      this.stats.retries++;
      await sleep(retryAfterMs ?? backoffDelay(attempt, this.policy, this.random), this.signal);
    }
  }

  /** One try: a 2xx body as `read` makes it, else the answer's status, text (undici drops a leading BOM), Retry-After and WWW-Authenticate. */
  private async once<R>(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    read: (body: Body, headers: AnswerHeaders) => Promise<R>,
  ): Promise<
    { ok: true; value: R } | { ok: false; status: number; text: string; retryAfter?: string; challenge?: string }
  > {
    const controller = new AbortController();
    // One timer per try, cleared when the try ends: AbortSignal.timeout would stay armed until it fires.
    const timer = setTimeout(
      () => controller.abort(new DOMException(`no answer within ${this.timeoutMs} ms`, 'TimeoutError')),
      this.timeoutMs,
    );
    const run = this.signal;
    const onRunAbort = () => controller.abort(run?.reason);
    run?.addEventListener('abort', onRunAbort, { once: true });
    try {
      // Origin and path only: a user and password written in the URL are never sent as Basic credentials.
      const response = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body,
        signal: controller.signal,
      });
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      const value = ok ? await read(response.body, firstValues(response.headers)) : undefined;
      const text = ok ? '' : await response.body.text();
      // undici marks the connection idle a macrotask after the body ends; a request sent sooner
      // (the next window of a walk) would open a second connection to the same host.
      await setImmediate();
      if (ok) return { ok, value: value as R };
      const retryAfter = response.headers['retry-after'];
      const challenge = response.headers['www-authenticate'];
      return {
        ok,
        status: response.statusCode,
        text,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        // `WWW-Authenticate` as sent (read for a 401 only).
        challenge: Array.isArray(challenge) ? challenge[0] : challenge,
      };
    } finally {
      clearTimeout(timer);
      run?.removeEventListener('abort', onRunAbort);
    }
  }
}

/** An answer's headers, each by its lower-case name, the first value of a repeated one. */
export type AnswerHeaders = Readonly<Record<string, string | undefined>>;

function firstValues(headers: Record<string, string | string[] | undefined>): AnswerHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/** A response body as undici gives it: read once, by `text()` or chunk by chunk. */
type Body = AsyncIterable<Uint8Array> & { text(): Promise<string> };

/** A request's label with the host asked, so a wrong or hung service shows which URL input it is. */
function withHost(label: string, url: URL): string {
  return label.includes(url.host) ? label : `${label} (${url.host})`;
}

/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error: unknown, bare: string, timeoutMs: number, url: URL): LookupError {
  const label = withHost(bare, url);
  const failed = (message: string, retryable: boolean, reason = 'CONNECTION_FAILED') =>
    new ApiError({ status: 0, code: 0, reason, message: `${label}${message}`, request: label, retryable });
  if (error instanceof undiciErrors.ResponseExceededMaxSizeError)
    return invalidResponse(
      label,
      `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`,
    );
  // The parser's error carries the bytes it could not read: none of them goes into the message.
  if (error instanceof undiciErrors.HTTPParserError) return failed(': the answer is not HTTP/1.1', false);
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  if (err.name === 'TimeoutError') return failed(` got no answer within ${timeoutMs} ms`, true, 'TIMEOUT');
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') return failed(': connection refused', true, 'CONNECTION_REFUSED');
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) return failed(`: connection failed (${code})`, true);
  return failed(`: ${err.message ?? String(error)}`, false);
}

function exhausted(failure: LookupError, attempts: number): LookupError {
  if (attempts <= 1 || !failure.retryable || !(failure instanceof ApiError)) return failure;
  return new ApiError({
    ...failure,
    message: `${failure.message} (gave up after ${attempts} tries)`,
    fieldViolations: failure.fieldViolations,
    preconditionViolations: failure.preconditionViolations,
  });
}
