// Every credential of a run, and the forms it takes in text the run produces or receives: the
// runner masks only the exact strings it was told about, and only in the log. Outputs, SARIF,
// the job summary and the PR comment are ours to keep clean, so every string that comes from a
// service or the repository passes `scrub` before a reporter sees it.

/** What replaces a credential in text. */
export const REDACTED = '***';

// Shorter strings would redact ordinary words (an empty or one-letter password).
const MIN_SECRET_LENGTH = 4;

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The forms a secret takes in text: as is, URL-encoded, HTML-escaped, base64 and base64url. */
export function encodingsOf(secret: string): string[] {
  const forms = new Set<string>([
    secret,
    encodeURIComponent(secret),
    encodeURI(secret),
    secret.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!),
    JSON.stringify(secret).slice(1, -1),
  ]);
  const bytes = Buffer.from(secret);
  forms.add(bytes.toString('base64'));
  forms.add(bytes.toString('base64').replace(/=+$/, ''));
  forms.add(bytes.toString('base64url'));
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/** The credentials of a run. `add` registers one (and its encodings) with the runner's masking. */
export class SecretRegistry {
  private readonly forms = new Set<string>();
  private readonly index = new FormIndex();

  /** `mask` registers a string with the runner (the action passes `core.setSecret`); none by default. */
  constructor(private mask: (secret: string) => void = () => undefined) {}

  /**
   * Sets how secrets are registered with the runner, and registers those already known. Kept
   * out of the constructor so this module imports nothing of the action: the CLI bundles it too.
   */
  maskWith(mask: (secret: string) => void): void {
    this.mask = mask;
    for (const form of this.forms) mask(form);
  }

  /** Registers a credential the moment it exists. Returns it, so `const t = secrets.add(await get())` reads naturally. */
  add(secret: string): string {
    if (secret === '') return secret;
    // A short one is still masked by the runner as given; scrubbing it would redact ordinary words.
    if (secret.length < MIN_SECRET_LENGTH) {
      this.mask(secret);
      return secret;
    }
    for (const form of encodingsOf(secret)) {
      if (this.forms.has(form)) continue;
      this.forms.add(form);
      this.index.add(form);
      this.mask(form);
    }
    return secret;
  }

  /** A `Basic` credential: the header value's base64 is registered too (and `user:password` itself). */
  addBasic(username: string, password: string): void {
    this.add(password);
    this.add(`${username}:${password}`);
  }

  /** The text with every registered secret, in every form, replaced by `***` (leftmost, longest form first). */
  scrub(text: string): string {
    if (this.forms.size === 0 || text === '') return text;
    return this.index.replaceAll(text, REDACTED);
  }

  get size(): number {
    return this.forms.size;
  }
}

/**
 * Literal strings found in a text by their first three characters. A run may register thousands
 * of forms (a pull token per image, eight forms each): one regular expression of them all would
 * be compiled again after every new token, while this index only grows a map.
 */
class FormIndex {
  /** Forms by a key of their first three characters, longest first. */
  private readonly byKey = new Map<number, string[]>();

  add(form: string): void {
    const key = keyAt(form, 0);
    const bucket = this.byKey.get(key);
    if (!bucket) this.byKey.set(key, [form]);
    else {
      bucket.push(form);
      bucket.sort((a, b) => b.length - a.length);
    }
  }

  /** As `text.replace(/form1|form2|.../g, by)` with the forms longest first. */
  replaceAll(text: string, by: string): string {
    let out = '';
    let copied = 0;
    for (let i = 0; i + MIN_SECRET_LENGTH <= text.length;) {
      const match = this.byKey.get(keyAt(text, i))?.find((form) => text.startsWith(form, i));
      if (match === undefined) {
        i++;
        continue;
      }
      out += text.slice(copied, i) + by;
      i += match.length;
      copied = i;
    }
    return copied === 0 ? text : out + text.slice(copied);
  }
}

/** A small integer from the three characters at `i` (collisions only cost a comparison). */
function keyAt(text: string, i: number): number {
  return (
    ((text.charCodeAt(i) & 0x3ff) << 20) | ((text.charCodeAt(i + 1) & 0x3ff) << 10) | (text.charCodeAt(i + 2) & 0x3ff)
  );
}

/**
 * The registry of this process: the action runs once per process, and the credential sources
 * (inputs, token exchange, registry tokens) and the place errors are built share it. Tests that
 * need isolation make their own `SecretRegistry`. The action's entry point (main) connects it to
 * the runner's masking with `maskWith(setSecret)` before anything else.
 */
export const secrets = new SecretRegistry();

/** Scrubs with the process registry. */
export function scrub(text: string): string {
  return secrets.scrub(text);
}

/**
 * Text made safe to log: secrets scrubbed, and newlines and other control characters written as
 * escapes, so text from a file or a service can never start a line, and so never a workflow
 * command (`::stop-commands::`, a forged `::error`).
 */
export function safeText(text: string, registry: SecretRegistry = secrets): string {
  return neutralizeControls(registry.scrub(text));
}

/**
 * Text from anywhere made safe for a log line, an annotation or a terminal (the output channels
 * call it on everything they write, so no field is forgotten): every control character but the
 * line feeds the writer put there is a visible escape (an ESC sequence reads as `\u001b[2J`,
 * it does nothing), and no line can start a workflow command: `::` at a line's start (after
 * blanks, which the runner trims) and the legacy `##[`, found anywhere in a line, are broken by a
 * word joiner (U+2060), which reads as nothing.
 */
export function terminalText(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      neutralizeControls(line)
        .replace(/^(\s*):(?=:)/, '$1:\u2060')
        .replaceAll('##[', '#\u2060#['),
    )
    .join('\n');
}

/** Control characters (C0, DEL, C1) and Unicode line separators as visible escapes (`\n`, `\u0085`). */
export function neutralizeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return ' ';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
