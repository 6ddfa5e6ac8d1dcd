// Wording every layer shares. Imports nothing.

/** `1 image`, `2 images`: a count and its noun. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
