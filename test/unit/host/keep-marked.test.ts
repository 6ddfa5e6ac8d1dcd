import { describe, expect, it } from 'vitest';
import { keepMarked, type MarkedText, type MarkedTextStore, type Viewer } from '../../../src/host/keep-marked';

/** An in-memory store that records every write. */
function storeOf(texts: MarkedText<number>[]) {
  const writes: string[] = [];
  const store: MarkedTextStore<number> = {
    list: () => Promise.resolve(texts.map((t) => ({ ...t }))),
    create: (body) => {
      writes.push(`create ${body}`);
      return Promise.resolve(99);
    },
    update: (id, body) => {
      writes.push(`update ${id} ${body}`);
      return Promise.resolve();
    },
  };
  return { store, writes };
}

const M = '<!-- mark -->';
const me: Viewer = { login: 'Me' };
const app: Viewer = { app: true };

describe('keepMarked', () => {
  it('creates the text when none of the viewer opens with the marker', async () => {
    const { store, writes } = storeOf([
      { id: 1, body: `${M} by someone else`, author: 'mallory', order: 1 },
      { id: 2, body: `quoting\n${M}`, author: 'me', order: 2 },
    ]);
    expect(await keepMarked(store, { marker: M, viewer: me, body: `${M} new` })).toEqual({ action: 'created', id: 99 });
    expect(writes).toEqual([`create ${M} new`]);
  });

  it("updates the viewer's oldest marked text, case-insensitively by login", async () => {
    const { store, writes } = storeOf([
      { id: 7, body: `${M} newer`, author: 'me', order: 7 },
      { id: 3, body: `${M} older`, author: 'ME', order: 3 },
    ]);
    expect(await keepMarked(store, { marker: M, viewer: me, body: `${M} now` })).toEqual({ action: 'updated', id: 3 });
    expect(writes).toEqual([`update 3 ${M} now`]);
  });

  it('writes nothing when only line ends or what normalize leaves out differ', async () => {
    const { store, writes } = storeOf([{ id: 3, body: `${M}\r\nat 10:00\r\n`, author: 'me', order: 1 }]);
    const normalize = (s: string) => s.replace(/at \S+/, 'at …');
    expect(await keepMarked(store, { marker: M, viewer: me, body: `${M}\nat 11:00`, normalize })).toEqual({
      action: 'unchanged',
      id: 3,
    });
    expect(writes).toEqual([]);
  });

  it("under an app token, finds a bot's text and never a person's", async () => {
    const { store, writes } = storeOf([
      { id: 1, body: `${M} a person`, author: 'eve[bot]', authorIsBot: false, order: 1 },
      { id: 2, body: `${M} the app`, author: 'acme-checker[bot]', authorIsBot: true, order: 2 },
    ]);
    expect(await keepMarked(store, { marker: M, viewer: app, body: `${M} next` })).toEqual({
      action: 'updated',
      id: 2,
    });
    expect(writes).toEqual([`update 2 ${M} next`]);
  });

  it('keeps an open text before an older closed one, and a closed one only when no open one is left', async () => {
    const { store, writes } = storeOf([
      { id: 1, body: `${M} closed`, author: 'me', order: 1, closed: true },
      { id: 2, body: `${M} open`, author: 'me', order: 2 },
    ]);
    expect(await keepMarked(store, { marker: M, viewer: me, body: `${M} next` })).toEqual({ action: 'updated', id: 2 });
    const closedOnly = storeOf([
      { id: 3, body: `${M} newer closed`, author: 'me', order: 3, closed: true },
      { id: 1, body: `${M} older closed`, author: 'me', order: 1, closed: true },
    ]);
    expect(await keepMarked(closedOnly.store, { marker: M, viewer: me, body: `${M} next` })).toEqual({
      action: 'updated',
      id: 1,
    });
    expect([...writes, ...closedOnly.writes]).toEqual([`update 2 ${M} next`, `update 1 ${M} next`]);
  });

  it('does not create when asked not to, and refuses a body without its marker', async () => {
    const { store, writes } = storeOf([]);
    expect(await keepMarked(store, { marker: M, viewer: me, body: `${M} x`, create: false })).toEqual({
      action: 'none',
      id: null,
    });
    await expect(keepMarked(store, { marker: M, viewer: me, body: 'no marker' })).rejects.toThrow(/marker/);
    expect(writes).toEqual([]);
  });
});
