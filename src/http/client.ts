import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import type * as Https from 'node:https';
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

// Codes Node gives to failures where no (complete) answer arrived.
const NETWORK_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

const IDEMPOTENT = new Set(['GET', 'DELETE']);

/**
 * The one HTTP layer: keep-alive connections, a timeout per try, retries with backoff on
 * 429/502/503/504 and connection failures (honouring Retry-After), AIP-193 error decoding,
 * and zod validation of every JSON body.
 */
export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0 };
  private readonly agent: HttpAgent;
  private httpsAgent: Https.Agent | null = null;
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
    this.agent = new HttpAgent({ keepAlive: true, maxSockets: 64 });
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
      throw invalidResponse(
        label,
        `the body is not JSON (${text.length} bytes, starts with ${JSON.stringify(text.slice(0, 40))})`,
      );
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
    this.agent.destroy();
    this.httpsAgent?.destroy();
  }

  /** node:https (TLS) is loaded on the first https request only. */
  private https(): { agent: Https.Agent; request: typeof Https.request } {
    const https = process.getBuiltinModule('node:https') as typeof Https;
    this.httpsAgent ??= new https.Agent({ keepAlive: true, maxSockets: 64 });
    return { agent: this.httpsAgent, request: https.request };
  }

  /** Sends with retries; resolves with the body of a 2xx answer (a leading BOM dropped), throws ApiError otherwise. */
  private async send(
    url: URL,
    method: string,
    label: string,
    req: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Buffer> {
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
      let failure: ApiError;
      let retryAfterMs: number | undefined;
      if (this.signal?.aborted) throw deadlineError(withHost(label, url), this.signal);
      try {
        this.stats.requests++;
        const answer = await this.once(url, method, headers, payload);
        if (answer.status >= 200 && answer.status < 300) return answer.body;
        const text = answer.body.toString('utf8');
        this.pool.release(answer.body);
        failure = decodeErrorResponse(answer.status, text, label);
        retryAfterMs = parseRetryAfter(answer.retryAfter, Date.now());
      } catch (error) {
        if (this.signal?.aborted) throw deadlineError(withHost(label, url), this.signal);
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
   * One try, with Node's own HTTP client: keep-alive sockets, the chunks collected as they
   * arrive. Node's client makes fewer objects per exchange than undici's and needs no
   * WebAssembly parser compiled at start: 10 to 17 MB less at 5 000 references (bench/README.md).
   */
  private once(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      let request: ClientRequest | undefined;
      const run = this.signal;
      const finish = (error: unknown, response?: IncomingMessage) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        run?.removeEventListener('abort', onRunAbort);
        if (error !== null || response === undefined) return reject(error);
        let bytes = this.pool.join(chunks, size);
        // A view past the BOM: release() knows the pooled buffer by its ArrayBuffer, not the view.
        if (bytes.subarray(0, 3).equals(BOM)) bytes = bytes.subarray(3);
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          body: bytes,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        });
      };
      // Settled at once; the exchange is cut where it is.
      const abort = (reason: Error) => {
        finish(reason);
        request?.destroy(reason);
      };
      // One timer per try, cleared and its listener removed when the try ends: AbortSignal.timeout
      // and AbortSignal.any would keep a 30 s timer and a signal alive per try until it fires.
      const timer = setTimeout(
        () => abort(new DOMException(`no answer within ${this.timeoutMs} ms`, 'TimeoutError')),
        this.timeoutMs,
      );
      const onRunAbort = () => abort(run?.reason);
      run?.addEventListener('abort', onRunAbort, { once: true });
      try {
        const tls = url.protocol === 'https:' ? this.https() : null;
        const options: RequestOptions = {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          agent: tls?.agent ?? this.agent,
          // A user and password written in an input's URL are not sent as Basic credentials
          // (Node would): only the headers this client sets go out.
          auth: null,
        };
        request = tls ? tls.request(url, options) : httpRequest(url, options);
        request.on('error', (error) => finish(error));
        request.on('response', (response) => {
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) abort(new BodyTooLarge());
            else chunks.push(chunk);
          });
          response.on('end', () => finish(null, response));
          response.on('error', (error) => finish(error));
          // A connection that closes before the answer is whole ('end' comes first when it is).
          response.on('close', () =>
            finish(Object.assign(new Error('the connection closed before the answer ended'), { code: 'ECONNRESET' })),
          );
        });
        request.end(body);
      } catch (error) {
        // A header value Node refuses (a line break in a token), before anything is sent.
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

/** A request's label with the host asked, so a wrong or hung service shows which URL input it is. */
function withHost(label: string, url: URL): string {
  return label.includes(url.host) ? label : `${label} (${url.host})`;
}

/** No answer: the message names the host asked, so a wrong URL input shows. */
function networkError(error: unknown, bare: string, timeoutMs: number, url: URL): ApiError {
  const label = withHost(bare, url);
  if (error instanceof BodyTooLarge)
    return invalidResponse(
      label,
      `the body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB; this client reads no more of one answer`,
    );
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  if (err.name === 'TimeoutError') {
    return new ApiError({
      status: 0,
      code: 0,
      reason: 'TIMEOUT',
      message: `${label} got no answer within ${timeoutMs} ms`,
      request: label,
      retryable: true,
    });
  }
  const code = err.code ?? err.cause?.code;
  if (code === 'ECONNREFUSED') {
    return new ApiError({
      status: 0,
      code: 0,
      reason: 'CONNECTION_REFUSED',
      message: `${label}: connection refused`,
      request: label,
      retryable: true,
    });
  }
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
    return new ApiError({
      status: 0,
      code: 0,
      reason: 'CONNECTION_FAILED',
      message: `${label}: connection failed (${code})`,
      request: label,
      retryable: true,
    });
  }
  return new ApiError({
    status: 0,
    code: 0,
    reason: 'CONNECTION_FAILED',
    message: `${label}: ${err.message ?? String(error)}`,
    request: label,
    retryable: false,
  });
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
