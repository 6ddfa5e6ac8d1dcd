import { describe, expect, it } from 'vitest';
import { badRepositoryGlob, selectRepositories } from '../../../src/org/select';
import type { ListedRepository } from '../../../src/github/org-reads';

const repo = (name: string, extra: Partial<ListedRepository> = {}): ListedRepository => ({
  name,
  fullName: `acme/${name}`,
  private: false,
  archived: false,
  fork: false,
  defaultBranch: 'main',
  ...extra,
});

const listed = [
  repo('web'),
  repo('api', { private: true }),
  repo('old', { archived: true }),
  repo('upstream-fork', { fork: true }),
  repo('web-admin'),
];
const names = (globs: string[]) => selectRepositories(listed, globs).chosen.map((r) => r.name);

describe('selectRepositories', () => {
  it('takes every repository but archived ones and forks when no glob is given, in name order', () => {
    expect(names([])).toEqual(['api', 'web', 'web-admin']);
  });

  it('applies globs and ! excludes, ignoring case', () => {
    expect(names(['web*'])).toEqual(['web', 'web-admin']);
    expect(names(['*', '!web-*'])).toEqual(['api', 'web']);
    expect(names(['WEB'])).toEqual(['web']);
  });

  it('reads an archived repository or a fork only when named exactly', () => {
    expect(names(['*'])).toEqual(['api', 'web', 'web-admin']);
    expect(names(['old', 'upstream-fork'])).toEqual(['old', 'upstream-fork']);
    expect(names(['o*'])).toEqual([]);
  });

  it('names the repositories named exactly that the owner does not have', () => {
    expect(selectRepositories(listed, ['web', 'gone', '!excluded', 'excluded']).missing).toEqual(['gone']);
  });

  it('refuses owner/name forms', () => {
    expect(badRepositoryGlob(['web', '!acme/api'])).toBe('acme/api');
    expect(badRepositoryGlob(['web', '!api'])).toBeNull();
  });
});
