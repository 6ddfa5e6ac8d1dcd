import { JSONParser, TokenType } from '@streamparser/json';
import type { z } from 'zod';
import { LookupError } from '../errors';
import { describeZodError, invalidResponse } from './api-error';

// A JSON body `{ "<field>": [ ... ] }`: each item of the one array field is checked by its schema
// and handed on in order. A body that ends within WHOLE_BODY_BYTES is parsed whole (V8's own
// parser, several times faster than a token stream, when the run starts with every slot's answer
// arriving at once); a longer one is read as it streams in, so no long body's text or array is
// ever held whole. Either way the same items are handed on and the same bodies refused.

interface JsonItemsRequest<T> {
  /** The one field read, an array; other fields are skipped, an absent one reads as empty. */
  field: string;
  schema: z.ZodType<T>;
  /** Names the request in errors, as HttpClient.json's label. */
  label: string;
  /** Each valid item, in the order sent. */
  each: (item: T) => void;
}

/** The longest body parsed whole; a longer one streams. */
export const WHOLE_BODY_BYTES = 256 * 1024;

/** Reads `chunks` (a 2xx body) to their end; a body HttpClient.json would refuse throws the same INVALID_RESPONSE. */
export async function readJsonItems<T>(chunks: AsyncIterable<Uint8Array>, req: JsonItemsRequest<T>): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  const held: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    held.push(next.value);
    bytes += next.value.length;
    if (bytes > WHOLE_BODY_BYTES) return streamItems(held, iterator, req);
  }
  if (!readWhole(held, req)) await streamItems(held, iterator, req);
}

/**
 * A whole body's items handed on, when it is plainly what is asked for: true. False (nothing
 * handed on) for anything else, which the token stream then reads for its exact refusal: not
 * JSON, another shape, the field named twice (which JSON.parse would take silently), or an
 * escaped key that could spell it.
 */
function readWhole<T>(held: readonly Uint8Array[], req: JsonItemsRequest<T>): boolean {
  const text = Buffer.concat(held).toString('utf8');
  const named = `"${req.field}"`;
  const first = text.indexOf(named);
  if (text.includes('\\u') || (first !== -1 && text.indexOf(named, first + 1) !== -1)) return false;
  let body: unknown;
  try {
    body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const items = (body as Record<string, unknown>)[req.field];
  if (items !== undefined && !Array.isArray(items)) return false;
  (items ?? []).forEach((value: unknown, index: number) => handOn(value, index, req));
  return true;
}

/** One item checked by the schema and handed on; a wrong one throws, naming its place. */
function handOn<T>(value: unknown, index: number, req: JsonItemsRequest<T>): void {
  const parsed = req.schema.safeParse(value);
  if (!parsed.success) throw invalidResponse(req.label, describeZodError(parsed.error, [req.field, index]));
  req.each(parsed.data);
}

/** The body read token by token: the chunks `held` already, then the rest of `iterator`. */
async function streamItems<T>(
  held: readonly Uint8Array[],
  iterator: AsyncIterator<Uint8Array>,
  req: JsonItemsRequest<T>,
): Promise<void> {
  const { field, label } = req;
  const parser = new JSONParser({ paths: [`$.${field}.*`], keepStack: false });
  const shape = new Shape(field);
  // The parser hands every error to onError, ours from the callbacks below included.
  const failures: Error[] = [];
  parser.onError = (error) => failures.push(error);
  parser.onToken = ({ token, value }) => {
    const problem = shape.see(token, value);
    if (problem) throw invalidResponse(label, problem);
  };
  parser.onValue = ({ value, key }) => handOn(value, key as number, req);
  let bytes = 0;
  // The first bytes, for the message of a body that is not JSON.
  const head: Uint8Array[] = [];
  for await (const chunk of rest(held, iterator)) {
    const piece = bytes === 0 ? withoutBom(chunk) : chunk;
    if (bytes < 160) head.push(piece.subarray(0, 160 - bytes));
    bytes += chunk.length;
    // After a parse error the rest is only counted: the connection stays usable, the message says how long the body was.
    if (failures.length > 0) continue;
    parser.write(piece);
    if (failures[0] instanceof LookupError) throw failures[0];
  }
  if (failures.length === 0 && !parser.isEnded) parser.end();
  if (failures[0] instanceof LookupError) throw failures[0];
  if (failures.length > 0 || !shape.started)
    throw invalidResponse(
      label,
      `the body is not JSON (${bytes} bytes, starts with ${JSON.stringify(Buffer.concat(head).toString('utf8').slice(0, 40))})`,
    );
}

/** The chunks `held`, then the rest of `iterator`. */
async function* rest(held: readonly Uint8Array[], iterator: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* held;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
}

/** The chunk without a leading byte order mark, as undici's `text()` reads a body. */
function withoutBom(chunk: Uint8Array): Uint8Array {
  return chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? chunk.subarray(3) : chunk;
}

/**
 * The body's outline, token by token: an object whose `field`, when present, is an array (as
 * `z.object({ field: z.array(...).optional() })` asks), given once.
 */
class Shape {
  started = false;
  private depth = 0;
  private awaitingKey = false;
  private afterColon = false;
  private key: string | undefined;
  private seen = false;

  constructor(private readonly field: string) {}

  /** What is wrong with the body at this token, or null. */
  see(token: TokenType, value: unknown): string | null {
    const problem = this.started ? (this.depth === 1 ? this.member(token, value) : null) : this.start(token);
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) this.depth++;
    else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) this.depth--;
    return problem;
  }

  private start(token: TokenType): string | null {
    this.started = true;
    this.awaitingKey = true;
    return token === TokenType.LEFT_BRACE ? null : '(body): expected an object';
  }

  /** A token directly inside the object: a key, a colon, a comma or the first token of a value. */
  private member(token: TokenType, value: unknown): string | null {
    if (token === TokenType.STRING && this.awaitingKey) {
      this.key = value as string;
      this.awaitingKey = false;
    } else if (token === TokenType.COLON) this.afterColon = true;
    else if (token === TokenType.COMMA) this.awaitingKey = true;
    else if (this.afterColon) {
      this.afterColon = false;
      if (this.key !== this.field) return null;
      if (this.seen) return `${this.field}: given twice`;
      this.seen = true;
      if (token !== TokenType.LEFT_BRACKET) return `${this.field}: expected an array`;
    }
    return null;
  }
}
