// Compose's variable interpolation (compose-spec "Interpolation"), for one value of a Compose
// file. The environment the file is used with is unknown here, so every variable counts as
// unset: `${VAR:-default}` and `${VAR-default}` give their default (what `docker compose` does
// when VAR is unset, and what the author meant as the usual value); a value that needs a
// variable's own value (`$VAR`, `${VAR}`, `${VAR:?err}`, `${VAR:+alt}`) is unresolved.
// `$$` is a literal `$`. Defaults may nest: `${A:-${B:-x}}`.

interface Interpolation {
  value: string;
  /** Variables whose value was needed; empty when `value` is final. */
  unresolved: string[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

export function interpolateCompose(text: string): Interpolation {
  const unresolved: string[] = [];
  const [value] = interpolate(text, 0, false, unresolved);
  return { value, unresolved: [...new Set(unresolved)] };
}

/** Reads from `i` to the end, or (inside a `${...}`) to its closing brace; returns the text and where it stopped. */
function interpolate(text: string, start: number, nested: boolean, unresolved: string[]): [string, number] {
  let out = '';
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (nested && c === '}') return [out, i];
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next !== '{') {
      const name = NAME.exec(text.slice(i + 1))?.[0];
      if (name === undefined) {
        out += '$';
        i++;
        continue;
      }
      unresolved.push(name);
      i += 1 + name.length;
      continue;
    }
    const name = NAME.exec(text.slice(i + 2))?.[0];
    if (name === undefined) {
      // Not a substitution compose accepts (it refuses the file); kept as text, so the
      // reference is reported invalid rather than guessed.
      out += '$';
      i++;
      continue;
    }
    i += 2 + name.length;
    let op = text[i] ?? '';
    if (op === '}') {
      unresolved.push(name);
      i++;
      continue;
    }
    if (op === ':' && '-?+'.includes(text[i + 1] ?? '')) {
      op = text[i + 1]!;
      i++;
    }
    if (!'-?+'.includes(op) || op === '') {
      unresolved.push(name);
      const [, end] = interpolate(text, i, true, []);
      i = end + 1;
      continue;
    }
    const inner: string[] = [];
    const [word, end] = interpolate(text, i + 1, true, inner);
    i = end + 1;
    if (op === '-') {
      out += word;
      unresolved.push(...inner);
    } else {
      unresolved.push(name);
    }
  }
  return [out, i];
}
