// Helm (Go template) and Jinja templates of YAML files: not YAML until rendered. To read what
// can be read without rendering, each template tag (`{{ ... }}`, `{% ... %}`, `{# ... #}`) is
// taken out line by line, so every line keeps its number: a line of tags only (`{{- if ... }}`,
// `{% for %}`) becomes blank, and a tag inside a line becomes a placeholder word that
// `restoreTemplate` turns back into the tag, so a value holding one is seen as templated (and
// skipped), never as a reference. GitHub's `${{ }}` expressions are not template tags.

const TAG = /(?<!\$)\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}/g;
const PLACEHOLDER = /__image_check_template_(\d+)__/g;

/** Whether the text holds template tags (a tag must open and close on one line). */
export function isTemplate(content: string): boolean {
  TAG.lastIndex = 0;
  return content.split('\n').some((line) => {
    TAG.lastIndex = 0;
    return TAG.test(line);
  });
}

export interface Untemplated {
  /** The text with its tags taken out, the same number of lines. */
  text: string;
  /** The tags replaced by placeholders, by index. */
  tags: string[];
  /** The 1-based line of the first tag. */
  firstLine: number;
}

export function untemplate(content: string): Untemplated {
  const tags: string[] = [];
  const original = content.split('\n');
  const firstLine = original.findIndex((line) => line.replace(TAG, '') !== line) + 1;
  const lines = original.map((line) => {
    if (line.replace(TAG, '').trim() === '') return line.replace(TAG, '').trimEnd();
    return line.replace(TAG, (tag) => `__image_check_template_${tags.push(tag) - 1}__`);
  });
  return { text: lines.join('\n'), tags, firstLine };
}

/** A value read from untemplated text, with its tags put back as written. */
export function restoreTemplate(value: string, tags: readonly string[]): string {
  return value.replace(PLACEHOLDER, (placeholder, index: string) => tags[Number(index)] ?? placeholder);
}
