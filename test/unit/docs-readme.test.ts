import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, USAGE } from '../support/readme';

// The README is what a user reads first: what image-check is, the two commands, the pictures, the
// set-up, a quick start and the inputs table. It grew with every feature; the examples of each
// feature live in docs/usage.md, linked. Held here so that it cannot grow back unnoticed.

const readme = readFileSync(README, 'utf8');
const usage = readFileSync(USAGE, 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation but `-` dropped, spaces as `-`. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchors = (text: string) =>
  new Set([...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));

describe('the README', () => {
  it('is at most 400 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
  });

  it('keeps what it is for, the two commands first', () => {
    const first = readme.indexOf('```sh');
    expect(readme.slice(first, first + 200)).toMatch(/npm ci && npm run demo[\s\S]*npm ci && npm test/);
    for (const heading of ['## Set up for cgr.dev', '## Quick start', '## Inputs and outputs'])
      expect(readme).toContain(`\n${heading}\n`);
    expect(readme.match(/!\[[^\]]*\]\(docs\/images\/[^)]+\.png\)/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('links only to headings docs/usage.md has, the registry policies one among them', () => {
    const links = [...readme.matchAll(/\]\(docs\/usage\.md#([^)]+)\)/g)].map((m) => m[1]!);
    expect(links).toContain('registry-policies');
    const known = anchors(usage);
    expect(links.filter((l) => !known.has(l))).toEqual([]);
    expect([...readme.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!).filter((l) => !anchors(readme).has(l))).toEqual(
      [],
    );
  });
});
