/**
 * Sanity checks run before any measurement; the first failure stops with a non-zero exit.
 *
 * 1. Same rules: from the same fixed deal and the same move choices, the DSL core and the DSL's
 *    XState machine (for both flows of the game), boardgame.io and the hand-written reducer list the same legal moves for the same seat
 *    at every step, and end with the same scores, discards and winner.
 * 2. Each playout used by the benchmark ends its games, with scores + discards = 40 (80 moves).
 * 3. HISSS (3 players): the core and the machine end the same games in the same state, cards conserved.
 */
import { createActor } from 'xstate';
import { jsonEqual, type GameState, type Move } from '../src/dsl/index.js';
import { hisssCompiled } from '../machines/hisss/index.js';
import { pileMatch, pileMatchFlat, type PileMatchState } from './games/pile-match.dsl.js';
import * as reducer from './games/pile-match.reducer.js';
import { rng } from './lib/harness.js';
import { loadBgio, playouts } from './lib/playouts.js';

function fail(message: string): never {
  throw new Error(`check failed: ${message}`);
}

const dslName = (m: Move): string => (m.type === 'place' ? `place:${String(m.pile)}` : m.type);

/** A shuffled deck (top last) from a seed, independent of every implementation's own shuffle. */
function deal(seed: number): number[] {
  const r = rng(seed);
  const deck = Array.from({ length: 40 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** One execution of the DSL game: a fast core or an XState actor, for either flow. */
interface DslRunner {
  name: string;
  state(): GameState<PileMatchState>;
  /** Legal moves, listed by the compiled game's own core. */
  moves(): Move[];
  over(): boolean;
  apply(m: Move): void;
  stop(): void;
}

function dslRunners(deck: number[]): DslRunner[] {
  const out: DslRunner[] = [];
  for (const [flowName, compiled] of [['sub-phases', pileMatch], ['flat', pileMatchFlat]] as const) {
    const core = compiled.core;
    const cs = core.init({ players: 2, seed: 1, options: { deck } });
    out.push({ name: `core (${flowName})`, state: () => cs, moves: () => core.legalMoves(cs), over: () => core.isOver(cs), apply: (m) => core.applyInPlace(cs, m), stop: () => undefined });
    const actor = createActor(compiled.machine, { input: { players: 2, seed: 1, options: { deck } } });
    actor.start();
    const ctxOf = () => actor.getSnapshot().context as GameState<PileMatchState>;
    out.push({
      name: `machine (${flowName})`,
      state: ctxOf,
      moves: () => core.legalMoves(ctxOf()),
      over: () => actor.getSnapshot().status === 'done',
      apply: (m) => {
        const before = ctxOf().ctx.moves;
        actor.send(m);
        if (ctxOf().ctx.moves !== before + 1) fail(`the ${flowName} machine refused ${JSON.stringify(m)}`);
      },
      stop: () => actor.stop(),
    });
  }
  return out;
}

/** Plays one deal through every execution in lock step: 2 DSL flows × (core, machine), boardgame.io, the reducer. */
function lockstep(deck: number[], chooserSeed: number): { score: number[]; discarded: number } {
  const b = loadBgio();
  const reduce = b.CreateGameReducer({ game: b.game });
  const bot = new b.RandomBot({ enumerate: b.game.ai.enumerate });
  const core = pileMatch.core;

  const dsl = dslRunners(deck);
  let bs = b.init({ deck });
  const rs = reducer.init(deck);
  const out: number[] = [];
  const choose = rng(chooserSeed);

  for (let step = 0; ; step++) {
    const dslMoves = dsl.map((r) => r.moves());
    const bgioOver = bs.ctx.gameover !== undefined;
    const bgioActions = bgioOver ? [] : bot.enumerate(bs.G, bs.ctx, b.currentMover(bs.ctx));
    const k = reducer.legalMoves(rs, out);
    const lists: Record<string, string[]> = {};
    dsl.forEach((r, i) => (lists[r.name] = dslMoves[i]!.map((m) => `${m.seat}:${dslName(m)}`)));
    lists['boardgame.io'] = bgioActions.map((a: { payload: { type: string; args?: unknown[]; playerID: string } }) =>
      `${a.payload.playerID}:${a.payload.type === 'place' ? `place:${String(a.payload.args![0])}` : a.payload.type}`);
    lists.reducer = out.slice(0, k).map((m) => `${rs.current}:${reducer.moveName(m)}`);
    const ref = JSON.stringify(lists[dsl[0]!.name]);
    for (const [who, list] of Object.entries(lists)) {
      if (JSON.stringify(list) !== ref) fail(`deal ${JSON.stringify(deck)} step ${step}: ${who} lists ${JSON.stringify(list)}, ${dsl[0]!.name} lists ${ref}`);
    }
    const overs = [...dsl.map((r) => r.over()), bgioOver, rs.over];
    if (!overs.every((o) => o === overs[0])) fail(`step ${step}: game over disagrees (${[...dsl.map((r) => r.name), 'boardgame.io', 'reducer'].join(', ')}) = ${overs.join(', ')}`);
    if (overs[0]) break;
    if (dslMoves[0]!.length === 0) fail(`step ${step}: no legal move in a running game`);
    if (step > 80) fail('more than 80 moves in a game of 40 cards');

    const i = (choose() * dslMoves[0]!.length) | 0;
    dsl.forEach((r, j) => r.apply(dslMoves[j]![i]!));
    const next = reduce(bs, bgioActions[i]);
    if (next.transients && next.transients.error) fail(`step ${step}: boardgame.io refused ${lists['boardgame.io']![i]}: ${JSON.stringify(next.transients)}`);
    bs = next;
    reducer.apply(rs, out[i]!);
  }

  const finals: Record<string, { score: number[]; discarded: number }> = {};
  for (const r of dsl) finals[r.name] = { score: r.state().G.score, discarded: r.state().G.discarded };
  finals['boardgame.io'] = { score: [bs.G.score[0], bs.G.score[1]], discarded: bs.G.discarded };
  finals.reducer = { score: rs.score, discarded: rs.discarded };
  const ref = finals[dsl[0]!.name]!;
  for (const [who, f] of Object.entries(finals)) {
    if (!jsonEqual(f, ref)) fail(`final ${who} ${JSON.stringify(f)} differs from ${dsl[0]!.name}'s ${JSON.stringify(ref)}`);
    if (f.score[0]! + f.score[1]! + f.discarded !== 40) fail(`${who}: scores + discards = ${f.score[0]! + f.score[1]! + f.discarded}, not 40`);
  }
  for (const j of [0, 2]) {
    if (!jsonEqual(dsl[j + 1]!.state(), dsl[j]!.state())) fail(`${dsl[j + 1]!.name}: the final state differs from ${dsl[j]!.name}'s`);
  }
  const winners = core.result(dsl[0]!.state()).winners;
  const go = bs.ctx.gameover;
  const bgioWinners = go.draw ? [0, 1] : [Number(go.winner)];
  if (!jsonEqual(winners, bgioWinners)) fail(`winners: core ${JSON.stringify(winners)}, boardgame.io ${JSON.stringify(go)}`);
  for (const r of dsl) r.stop();
  return ref;
}

const DEALS = Number(process.env.CHECK_DEALS ?? 200);
const t0 = performance.now();
let placed = 0;
for (let d = 1; d <= DEALS; d++) {
  const f = lockstep(deal(d), 1000 + d);
  placed += f.score[0]! + f.score[1]!;
}
console.log(`check: ${DEALS} deals played in lock step (our core and machine for both flows, boardgame.io, the reducer): same legal moves at every step, same final scores; ${(placed / DEALS).toFixed(1)} cards placed per game`);

// Each benchmark playout ends its games with 80 moves.
for (const [name, make] of Object.entries(playouts)) {
  const play = make(rng(7));
  for (let g = 0; g < 20; g++) {
    const n = play();
    if (name.startsWith('pile') && n !== 80) fail(`${name}: a game took ${n} moves, expected 80 (40 draws + 40 place/discard)`);
    if (name.startsWith('hisss') && (n < 2 || n > 200)) fail(`${name}: a game took ${n} moves`);
  }
}
// The reducer's own shuffle and counts.
{
  const r = rng(3);
  const out: number[] = [];
  for (let g = 0; g < 100; g++) {
    const s = reducer.init(r);
    if ([...s.deck].sort((a, b) => a - b).join() !== Array.from({ length: 40 }, (_, i) => i).join()) fail('reducer: the shuffle lost a card');
    while (!s.over) reducer.apply(s, out[(r() * reducer.legalMoves(s, out)) | 0]!);
    if (s.score[0]! + s.score[1]! + s.discarded !== 40) fail('reducer: scores + discards is not 40');
  }
}
{
  const b = loadBgio();
  const s = b.init({ seed: 5 });
  if ([...s.G.deck].sort((x: number, y: number) => x - y).join() !== Array.from({ length: 40 }, (_, i) => i).join()) fail('boardgame.io: the shuffle lost a card');
}
console.log('check: every benchmark playout ends its games (pile-match: 80 moves each)');

// HISSS: core and machine agree on whole games.
{
  const { core, machine } = hisssCompiled;
  for (let g = 1; g <= 10; g++) {
    const cs = core.init({ players: 3, seed: g });
    const actor = createActor(machine, { input: { players: 3, seed: g } });
    actor.start();
    const choose = rng(g);
    let n = 0;
    while (!core.isOver(cs)) {
      const moves = core.legalMoves(cs);
      const mm = core.legalMoves(actor.getSnapshot().context as typeof cs);
      if (!jsonEqual(moves, mm)) fail(`HISSS game ${g} move ${n}: core and machine list different moves`);
      const m = moves[(choose() * moves.length) | 0]!;
      core.applyInPlace(cs, m);
      actor.send(m);
      if (++n > 200) fail(`HISSS game ${g}: no end after 200 moves`);
    }
    if (actor.getSnapshot().status !== 'done') fail(`HISSS game ${g}: the core ended, the machine did not`);
    if (!jsonEqual(actor.getSnapshot().context, cs)) fail(`HISSS game ${g}: core and machine end in different states`);
    const cards = core.conserved(cs).cards as string[];
    if (cards.length !== 50 || new Set(cards).size !== 50) fail(`HISSS game ${g}: ${cards.length} cards at the end, expected 50 distinct`);
    actor.stop();
  }
  console.log('check: HISSS, 10 games at 3 players: core and machine end in the same state, 50 cards conserved');
}
console.log(`check: passed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
