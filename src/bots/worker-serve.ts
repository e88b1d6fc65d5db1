import { compileCore } from '../dsl/core.js';
import { buildFlow } from '../dsl/flow.js';
import type { GameDef } from '../dsl/types.js';
import { botThinking, type BotGame } from './levels.js';
import { thinkInSlices } from './think.js';
import { readRequest, type ThinkReply } from './worker-protocol.js';

/** What a worker global offers (`self` in a worker; a stand-in in tests). */
export interface WorkerScope {
  postMessage(message: ThinkReply): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/**
 * A game's rules as a bot uses them: its definition and the fast core, without the XState
 * machine (a worker never runs the table's actor).
 *
 * @example
 * const game = botGameOf(hisssGame);
 * const move = botMove(game, view, 1, 'hard', 'seed');
 */
export function botGameOf<G>(def: GameDef<G, any>): BotGame<G> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return { def, core: compileCore<G>(def, buildFlow<G>(def)) };
}

type AnyBotGame = BotGame<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Milliseconds per slice in a worker: long enough to waste little, short enough to notice a newer request soon. */
const WORKER_SLICE_MS = 50;

/**
 * Answers a table's think requests in a worker: checks each message, loads the game's rules,
 * thinks within the request's budget and posts the move back. A newer request supersedes the one
 * being thought about (that one gets no answer: the table has moved on). Every problem — a
 * malformed message, an unknown game, rules that throw — is answered as an error, never thrown.
 *
 * @example
 * // bot-worker.ts
 * serveBots(self, (id) => (id === hisssGame.id ? botGameOf(hisssGame) : undefined));
 */
export function serveBots(scope: WorkerScope, load: (id: string) => AnyBotGame | undefined | Promise<AnyBotGame | undefined>): void {
  const games = new Map<string, Promise<AnyBotGame | undefined>>();
  let latest = -1;
  // eslint-disable-next-line unicorn/require-post-message-target-origin -- a worker's postMessage has no target origin
  const post = (reply: ThinkReply) => scope.postMessage(reply);
  scope.addEventListener('message', (event) => {
    const request = readRequest(event.data);
    if (typeof request === 'string') {
      const id = (event.data as { id?: unknown } | null)?.id;
      post({ kind: 'error', id: Number.isSafeInteger(id) ? (id as number) : null, message: `bad request: ${request}` });
      return;
    }
    latest = request.id;
    const fail = (error: unknown) => post({ kind: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
    void (async () => {
      let game = games.get(request.game);
      if (!game) games.set(request.game, (game = Promise.resolve().then(() => load(request.game))));
      const rules = await game;
      if (!rules) return fail(new Error(`unknown game "${request.game}"`));
      if (latest !== request.id) return;
      const thinking = botThinking(rules, request.view, request.seat, request.level, request.seed);
      const move = await thinkInSlices(thinking, { budget: request.budget, slice: WORKER_SLICE_MS, cancelled: () => latest !== request.id });
      if (move !== undefined) post({ kind: 'move', id: request.id, move });
    })().catch(fail);
  });
}
