// Variable expansion of one Dockerfile word, as BuildKit's shell lexer does it (quotes, the
// escape character, $VAR, ${VAR}, ${VAR:-word}, ${VAR-word}, ${VAR:+word}, ${VAR+word},
// ${VAR:?msg}). We cannot know --build-arg values, so a variable is either known (a value
// from a default) or unknown; a word whose value depends on an unknown variable is unresolved.

/** name -> value; null when declared without a value (set only by --build-arg). A Map fits. */
export interface Scope {
  get(name: string): string | null | undefined;
}

interface Expansion {
  value: string;
  /** Variables whose value was needed but is not known; empty when `value` is final. */
  unresolved: string[];
}

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

/** Expands a word; `escape` is the Dockerfile's escape character (`\` or a backtick). */
export function expandWord(word: string, scope: Scope, escape = '\\'): Expansion {
  const unresolved: string[] = [];
  const value = new Expander(word, scope, escape, unresolved).word('');
  return { value, unresolved: [...new Set(unresolved)] };
}

class Expander {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly scope: Scope,
    private readonly escape: string,
    private readonly unresolved: string[],
  ) {}

  /** Reads up to (not including) an unquoted `stop` character, or to the end. */
  word(stop: string): string {
    const { text } = this;
    let out = '';
    while (this.i < text.length) {
      const c = text[this.i]!;
      if (stop !== '' && c === stop) break;
      if (c === this.escape) {
        // An escape keeps the next character literally; a trailing escape is itself.
        out += text[this.i + 1] ?? c;
        this.i += 2;
      } else if (c === "'") {
        const end = text.indexOf("'", this.i + 1);
        const close = end < 0 ? text.length : end;
        out += text.slice(this.i + 1, close);
        this.i = close + 1;
      } else if (c === '"') {
        this.i++;
        out += this.doubleQuoted();
      } else if (c === '$') {
        out += this.dollar();
      } else {
        out += c;
        this.i++;
      }
    }
    return out;
  }

  private doubleQuoted(): string {
    const { text } = this;
    let out = '';
    while (this.i < text.length && text[this.i] !== '"') {
      const c = text[this.i]!;
      const next = text[this.i + 1];
      if (c === this.escape && next !== undefined && (next === '"' || next === '$' || next === this.escape)) {
        out += next;
        this.i += 2;
      } else if (c === '$') {
        out += this.dollar();
      } else {
        out += c;
        this.i++;
      }
    }
    this.i++; // the closing quote
    return out;
  }

  private name(): string {
    const start = this.i;
    while (this.i < this.text.length && NAME_CHAR.test(this.text[this.i]!)) this.i++;
    return this.text.slice(start, this.i);
  }

  private lookup(name: string): string | null {
    return this.scope.get(name) ?? null;
  }

  /** At a '$': the variable's expansion. */
  private dollar(): string {
    const { text } = this;
    const next = text[this.i + 1];
    if (next !== undefined && NAME_START.test(next)) {
      this.i++;
      return this.plain(this.name());
    }
    if (next !== '{') {
      this.i++;
      return '$';
    }
    const start = this.i;
    this.i += 2;
    const name = this.name();
    const c = text[this.i];
    if (name === '' || c === undefined) {
      // Not a substitution BuildKit accepts; kept as text, so the reference is invalid later.
      this.i = start + 1;
      return '$';
    }
    if (c === '}') {
      this.i++;
      return this.plain(name);
    }
    let colon = false;
    let op = c;
    if (c === ':' && '-+?'.includes(text[this.i + 1] ?? '')) {
      colon = true;
      op = text[this.i + 1]!;
      this.i++;
    }
    if (!'-+?'.includes(op)) {
      // ${VAR#pattern}, ${VAR%pattern}, ${VAR/a/b}...: not evaluated, so not resolved.
      this.word('}');
      this.i++;
      this.unresolved.push(name);
      return '';
    }
    this.i++;
    const inner = new Expander(text, this.scope, this.escape, []);
    inner.i = this.i;
    const innerUnresolved = inner.unresolved;
    const alternative = inner.word('}');
    this.i = inner.i + 1;
    const value = this.lookup(name);
    const set = value !== null && (!colon || value !== '');
    // An unknown variable counts as unset for the modifiers: that is what a build without
    // --build-arg does, and the word after the modifier is the author's intended default.
    const useAlternative = op === '-' ? !set : op === '+' ? set : false;
    if (useAlternative) {
      this.unresolved.push(...innerUnresolved);
      return alternative;
    }
    if (op === '+') return '';
    if (!set && op === '?') {
      this.unresolved.push(name);
      return '';
    }
    return value ?? '';
  }

  private plain(name: string): string {
    const value = this.lookup(name);
    if (value === null) this.unresolved.push(name);
    return value ?? '';
  }
}
