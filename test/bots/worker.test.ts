/**
 * The bot worker's side, without a browser: it checks every message (a malformed one gets an
 * error answer and the worker goes on), loads the game named, answers with the same move as
 * `botMove`, and drops a request a newer one superseded.
 */
import { describe, expect, it } from 'vitest';
import { hisssCompiled, hisssGame } from '../../machines/hisss/index.js';
import { botMove } from '../../src/bots/index.js';
import { nextTask } from '../../src/bots/think.js';
import { readRequest, type ThinkReply, type ThinkRequest } from '../../src/bots/worker-protocol.js';
import { botGameOf, serveBots } from '../../src/bots/worker-serve.js';
import { botPositions } from '../../src/testing/index.js';

const [state] = botPositions(hisssCompiled, { players: 3, seed: 'worker', cuts: [5] });
const seat = state!.ctx.active[0]!;
const view = hisssCompiled.core.view(state!, seat);
const request = (extra: Partial<ThinkRequest> = {}): ThinkRequest => ({ kind: 'think', id: 1, game: 'hisss', view, seat, level: 'medium', seed: 's', budget: 0, ...extra });

/**
 * HISSS at the engine's default levels (medium and hard search every move, 150 and 800
 * iterations): its own hard judges a few candidates at once, too quickly to be superseded.
 */
const game = { ...hisssGame, bots: {} };

/** A worker scope in memory: messages in, replies collected. */
function fakeWorker() {
  const replies: ThinkReply[] = [];
  let listener: ((event: { data: unknown }) => void) | undefined;
  serveBots({ postMessage: (reply) => replies.push(reply), addEventListener: (_type, l) => (listener = l) }, (id) => (id === 'hisss' ? botGameOf(game) : undefined));
  return {
    replies,
    send: (data: unknown) => listener!({ data }),
    /** Waits until `count` replies came (the worker thinks in slices with pauses between them). */
    async until(count: number) {
      for (let i = 0; i < 10_000 && replies.length < count; i++) await nextTask();
      return replies;
    },
  };
}

describe('bot worker requests', () => {
  it('accepts a well-formed request', () => {
    expect(readRequest(request())).toEqual(request());
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['another kind', { ...request(), kind: 'load' }],
    ['a fractional id', { ...request(), id: 1.5 }],
    ['a game id with a path in it', { ...request(), game: '../../etc' }],
    ['an unknown level', { ...request(), level: 'expert' }],
    ['a seed that is an object', { ...request(), seed: { a: 1 } }],
    ['a negative budget', { ...request(), budget: -1 }],
    ['an infinite budget', { ...request(), budget: Infinity }],
    ['a view without ctx', { ...request(), view: { G: {} } }],
    ['a view whose active seats are text', { ...request(), view: { G: {}, ctx: { ...view.ctx, active: ['0'] } } }],
    ['a seat outside the game', { ...request(), seat: 7 }],
  ])('refuses %s', (_name, data) => {
    expect(typeof readRequest(data)).toBe('string');
  });
});

describe('serveBots', () => {
  it('answers with the same move as botMove for the same view, seat, level and seed', async () => {
    const worker = fakeWorker();
    worker.send(request());
    const [reply] = await worker.until(1);
    expect(reply).toEqual({ kind: 'move', id: 1, move: botMove(botGameOf(game), view, seat, 'medium', 's') });
  });

  it('answers a malformed message, an unknown game and rules that throw with errors, and still works after', async () => {
    const worker = fakeWorker();
    const asks: unknown[] = [
      { kind: 'think', id: 4, game: 'hisss' },
      request({ id: 5, game: 'chess' }),
      request({ id: 6, view: { G: { nonsense: true }, ctx: view.ctx } as unknown as ThinkRequest['view'] }),
      request({ id: 7, level: 'easy' }),
    ];
    // One at a time: a request sent before the last was answered supersedes it.
    for (const [i, ask] of asks.entries()) {
      worker.send(ask);
      await worker.until(i + 1);
    }
    const { replies } = worker;
    expect(replies.map((r) => [r.kind, r.id])).toEqual([['error', 4], ['error', 5], ['error', 6], ['move', 7]]);
    expect(replies[0]).toMatchObject({ message: expect.stringMatching(/^bad request: /) });
    expect(replies[1]).toMatchObject({ message: 'unknown game "chess"' });
  });

  it('drops a request that a newer one superseded while it was thinking', async () => {
    const worker = fakeWorker();
    worker.send(request({ id: 1, level: 'hard' }));
    await nextTask(); // the first has started thinking
    worker.send(request({ id: 2, level: 'easy' }));
    await worker.until(1);
    for (let i = 0; i < 50; i++) await nextTask();
    expect(worker.replies.map((r) => r.id)).toEqual([2]);
  });
});
