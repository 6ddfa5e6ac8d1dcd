import * as core from '@actions/core';
import { afterEach, describe, expect, it } from 'vitest';
import { readUnverifiedClaims, requestGitHubIdToken } from '../../src/auth/github-oidc';
import { githubTokenAudience, resolveCredentials } from '../../src/auth/oidc';
import { readConfig } from '../../src/config';
import { HttpClient } from '../../src/http/client';
import { signedJwt } from '../emulator/oidc';
import { startGitHubOidcStub, type GitHubOidcStub } from '../support/github-oidc-stub';

let stub: GitHubOidcStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe('the workflow GitHub OIDC token', () => {
  it('is asked of the runner with the issuer host as audience, as core.getIDToken does', async () => {
    stub = await startGitHubOidcStub({ sub: 'repo:acme/app:ref:refs/heads/main' });
    const audience = githubTokenAudience('https://issuer.enforce.dev/');
    expect(audience).toBe('issuer.enforce.dev');
    // core.getIDToken reads the runner variables from process.env.
    Object.assign(process.env, stub.env);
    try {
      const jwt = await requestGitHubIdToken(audience, core.getIDToken, stub.env);
      expect(jwt).toBe(stub.jwtFor('issuer.enforce.dev'));
      expect(stub.audiences).toEqual(['issuer.enforce.dev']);
      expect(readUnverifiedClaims(jwt)).toMatchObject({
        iss: 'https://token.actions.githubusercontent.com',
        sub: 'repo:acme/app:ref:refs/heads/main',
        aud: 'issuer.enforce.dev',
      });
    } finally {
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_URL;
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    }
  });

  it('says exactly which permission to add when the job has none, before any request', async () => {
    const http = new HttpClient();
    const config = readConfig((name) => ({ identity: 'abc/def' })[name] ?? '');
    const masked: string[] = [];
    let asked = false;
    const attempt = resolveCredentials(config, http, {
      env: {},
      mask: (s) => masked.push(s),
      getIdToken: async () => {
        asked = true;
        return 'never';
      },
    });
    await expect(attempt).rejects.toThrow(/add `permissions: id-token: write` to the job/);
    expect(asked).toBe(false);
    expect(http.stats.requests).toBe(0);
    await http.close();
  });

  it('reports a failing token service with the audience asked for', async () => {
    stub = await startGitHubOidcStub({ failWith: 500 });
    Object.assign(process.env, stub.env);
    try {
      await expect(requestGitHubIdToken('issuer.example', core.getIDToken, stub.env)).rejects.toThrow(
        /Input "identity": the runner did not hand out the workflow's GitHub OIDC token \(audience issuer.example\): .*500/,
      );
    } finally {
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_URL;
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    }
  });

  it('reads claims only from well-formed JWTs', () => {
    expect(readUnverifiedClaims(signedJwt({ sub: 'repo:a/b:pull_request' }))?.sub).toBe('repo:a/b:pull_request');
    expect(readUnverifiedClaims('opaque-token')).toBeUndefined();
    expect(readUnverifiedClaims('a.bm90IGpzb24.c')).toBeUndefined();
  });
});
