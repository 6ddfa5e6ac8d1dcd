import { Agent, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { ApiError, deadlineError, decodeErrorResponse, describeZodError, invalidResponse } from './api-error';
import { BodyPool } from './body-pool';
import { sleep } from './deadline';
import { DEFAULT_RETRY_POLICY, backoffDelay, parseRetryAfter, type RetryPolicy } from './retry';

export interface HttpClientOptions {
  /** Per-try limit for the whole exchange (connect, headers, body). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  userAgent?: string;
  /** Injected for tests of the jitter; Math.random otherwise. */
  random?: () => number;
  /** The run's deadline: once it fires, requests (and the waits between retries) stop with a DEADLINE_EXCEEDED error. */
  signal?: AbortSignal;
}

export interface JsonRequest<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** Short description for errors, e.g. "GET /registry/v2/tags"; derived from the URL when absent. */
  label?: string;
}

/**
 * A body read as bytes: `decode` turns it into the answer, or throws UnexpectedBody saying why
 * not. The buffer is reused once `decode` returns: it must keep no view of it.
 */
export interface BytesRequest<T> {
  headers?: Record<string, string>;
  decode: (bytes: Buffer) => T;
  label?: string;
}

/** Thrown by a `decode`: the body is not what the operation answers; becomes an INVALID_RESPONSE error. */
export class UnexpectedBody extends Error {}

/**
 * The most bytes read of one answer: far above any page the spec allows (1 000 records of
 * about 150 bytes), and a server that sends without end is cut off here, not at the timeout.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface HttpStats {
  requests: number;
  retries: number;
}

// Codes undici and Node give to failures where no (complete) answer arrived.
const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);

const IDEMPOTENT = new Set(['GET', 'DELETE']);

/**
 * The one HTTP layer: keep-alive connections, a timeout per try, retries with backoff on
 * 429/502/503/504 and connection failures (honouring Retry-After), AIP-193 error decoding,
 * and zod validation of every JSON body.
 */
export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0 };
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly policy: RetryPolicy;
  private readonly userAgent: string;
  private readonly random: () => number;
  private readonly signal?: AbortSignal;
  private readonly pool: BodyPool;

  constructor(options: HttpClientOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.userAgent = options.userAgent ?? 'image-check';
    this.random = options.random ?? Math.random;
    this.signal = options.signal;
    this.pool = new BodyPool();
    this.agent = new Agent({ keepAliveTimeout: 10_000, connections: 64, connect: { timeout: this.timeoutMs } });
  }

  async json<T>(url: URL, req: JsonRequest<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const label = req.label ?? `${method} ${url.pathname}`;
    const bytes = await this.send(url, method, label, req);
    const text = bytes.toString('utf8');
    this.pool.release(bytes);
    if (text === '' && method === 'DELETE') return req.schema.parse({});
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidResponse(label, `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`);
    }
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) throw invalidResponse(label, describeZodError(parsed.error));
    return parsed.data;
  }

  /**
   * GET whose body is handed over as bytes, never made one string: for long answers read in
   * pieces (Tag History, src/registry/history-body.ts). Errors and retries as json().
   */
  async bytes<T>(url: URL, req: BytesRequest<T>): Promise<T> {
    const label = req.label ?? `GET ${url.pathname}`;
    const bytes = await this.send(url, 'GET', label, req);
    try {
      return req.decode(bytes);
    } catch (error) {
      if (error instanceof UnexpectedBody) throw invalidResponse(label, error.message);
      throw error;
    } finally {
      this.pool.release(bytes);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** Sends with retries; resolves with the body of a 2xx answer (a leading BOM dropped), throws ApiError otherwise. */
  private async send(url: URL, method: string, label: string, req: { headers?: Record<string, string>; body?: unknown }): Promise<Buffer> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': this.userAgent, ...req.headers };
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    for (let attempt = 1; ; attempt++) {
      let failure: ApiError;
      let retryAfterMs: number | undefined;
      if (this.signal?.aborted) throw deadlineError(label, this.signal);
      try {
        this.stats.requests++;
        const answer = await this.once(url, method, headers, payload);
        if (answer.status >= 200 && answer.status < 300) return answer.body;
        const text = answer.body.toString('utf8');
        this.pool.release(answer.body);
        failure = decodeErrorResponse(answer.status, text, label);
        retryAfterMs = parseRetryAfter(answer.retryAfter, Date.now());
      } catch (error) {
        if (this.signal?.aborted) throw deadlineError(label, this.signal);
        failure = networkError(error, label, this.timeoutMs, url);
        // A POST that may have reached the server is not sent twice.
        if (!IDEMPOTENT.has(method) && failure.reason !== 'CONNECTION_REFUSED') throw failure;
      }
      if (!failure.retryable || attempt >= this.policy.maxAttempts) throw exhausted(failure, attempt);
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

  /**
   * One try, through undici's handler interface: the chunks are collected as they arrive, with
   * no stream, async iterator or promise per chunk between the socket and this list (objects
   * that thousands of requests made and the young generation copied).
   */
  private once(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let status = 0;
      let retryAfter: string | undefined;
      let controller: Dispatcher.DispatchController | null = null;
      let done = false;
      const run = this.signal;
      const finish = (error: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        run?.removeEventListener('abort', onRunAbort);
        if (error !== null) return reject(error);
        let bytes = this.pool.join(chunks, size);
        // A view past the BOM: release() knows the pooled buffer by its ArrayBuffer, not the view.
        if (bytes.subarray(0, 3).equals(BOM)) bytes = bytes.subarray(3);
        resolve({ status, body: bytes, retryAfter });
      };
      // Settled at once; the exchange is cut where it is, or as soon as it starts.
      const abort = (reason: Error) => {
        finish(reason);
        controller?.abort(reason);
      };
      // One timer per try, cleared and its listener removed when the try ends: AbortSignal.timeout
      // and AbortSignal.any would keep a 30 s timer and a signal alive per try until it fires.
      const timer = setTimeout(() => abort(new DOMException(`no answer within ${this.timeoutMs} ms`, 'TimeoutError')), this.timeoutMs);
      const onRunAbort = () => abort(run?.reason);
      run?.addEventListener('abort', onRunAbort, { once: true });
      try {
        this.agent.dispatch(
          { origin: url.origin, path: `${url.pathname}${url.search}`, method: method as Dispatcher.HttpMethod, headers, body },
          {
            onRequestStart: (c) => {
              controller = c;
              if (done) c.abort(new Error('this try has ended'));
            },
            onResponseStart: (_c, statusCode, responseHeaders) => {
              status = statusCode;
              const value = responseHeaders['retry-after'];
              retryAfter = Array.isArray(value) ? value[0] : value;
            },
            onResponseData: (c, chunk) => {
              size += chunk.length;
              if (size > MAX_BODY_BYTES) abort(new BodyTooLarge());
              else chunks.push(chunk);
            },
            onResponseEnd: () => finish(null),
            onResponseError: (_c, error) => finish(error),
          },
        );
      } catch (error) {
        finish(error);
      }
    });
  }
}

/** One try's answer: status, body (pooled: see BodyPool.release) and Retry-After as sent. */
interface Answer {
  status: number;
  body: Buffer;
  retryAfter?: string;
}

/** An answer longer than MAX_BODY_BYTES: not read further, not retried. */
class BodyTooLarge extends Error {}

/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error: unknown, bare: string, timeoutMs: number, url: URL): ApiError {
  const label = bare.includes(url.host) ? bare : `${bare} (${url.host})`;
  if (error instanceof BodyTooLarge) return invalidResponse(label, `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`);
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT') {
    return new ApiError({ status: 0, code: 0, reason: 'TIMEOUT', message: `${label} got no answer within ${timeoutMs} ms`, request: label, retryable: true });
  }
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') {
    return new ApiError({ status: 0, code: 0, reason: 'CONNECTION_REFUSED', message: `${label}: connection refused`, request: label, retryable: true });
  }
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
    return new ApiError({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: connection failed (${code})`, request: label, retryable: true });
  }
  return new ApiError({ status: 0, code: 0, reason: 'CONNECTION_FAILED', message: `${label}: ${err.message ?? String(error)}`, request: label, retryable: false });
}

function exhausted(failure: ApiError, attempts: number): ApiError {
  if (attempts <= 1 || !failure.retryable) return failure;
  return new ApiError({
    ...failure,
    message: `${failure.message} (gave up after ${attempts} tries)`,
    fieldViolations: failure.fieldViolations,
    preconditionViolations: failure.preconditionViolations,
  });
}
