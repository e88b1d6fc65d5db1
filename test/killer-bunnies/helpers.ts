/**
 * Constructed positions for the rules tests: a game set up and started, then edited (cards moved
 * between zones by id), with the dice rigged so a roll shows chosen numbers.
 */
import { expect } from 'vitest';
import { actors, card, killerBunniesCompiled, phaseOf, type G as State, type Bunny } from '../../machines/killer-bunnies/index.js';
import { Random, type GameState, type Move } from '../../src/dsl/index.js';

export const { core } = killerBunniesCompiled;
export type S = GameState<State>;

/** A game with every run card laid and the first player rolled for; seat 0 to play. */
export function started(players = 3, options: Record<string, string | boolean> = {}, seed = 'rules'): S {
  let s = core.init({ players, seed, options: { firstGame: false, ...options } });
  while (s.ctx.phase !== 'play.begin') s = play(s, core.legalMoves(s)[0]!);
  // No Terrible Misfortune comes up unless a test puts one on the draw pile.
  return edit(s, (G) => {
    G.turnSeat = 0;
    G.discard.push(...G.draw.filter((id) => card(id).type === 'playImmediately'));
    G.draw = G.draw.filter((id) => card(id).type !== 'playImmediately');
  });
}

/** Plays a move, failing the test with the refusal if it is refused. */
export function play(s: S, move: Move): S {
  const r = core.play(s, move);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${r.reason}`);
  return r.state;
}

/** The refusal of a move (null when legal). */
export const refusal = (s: S, move: Move): string | null => core.reason(s, move);

/** Edits a copy of the position; the phase and the active seats follow the data. */
export function edit(s: S, change: (G: State) => void): S {
  const next = structuredClone(s);
  change(next.G);
  next.ctx.phase = phaseOf(next.G);
  next.ctx.active = actors(next.G);
  return next;
}

/** Takes a large card out of wherever it lies. */
export function take(G: State, id: string): string {
  const out = (a: string[]) => { const i = a.indexOf(id); if (i >= 0) a.splice(i, 1); };
  out(G.draw); out(G.discard);
  // A run card taken away is replaced by a Kaballa Dolla 1, which does nothing when flipped.
  const filler = (): string => {
    const i = [...G.draw, ...G.discard].findIndex((x) => card(x).type === 'dolla' && card(x).n === 1 && x !== id);
    const pile = i < G.draw.length ? G.draw : G.discard;
    return pile.splice(i < G.draw.length ? i : i - G.draw.length, 1)[0]!;
  };
  for (const p of G.players) {
    out(p.hand); out(p.dolla);
    if (p.top === id) p.top = filler();
    if (p.bottom === id) p.bottom = filler();
  }
  G.circle = G.circle.filter((b) => b.id !== id);
  return id;
}

/**
 * Two players whose hands and run cards are all Kaballa Dolla (which do nothing when flipped), so
 * turns pass without surprises while a test watches one card at work.
 */
export function quiet(G: State): void {
  const dolla = [...G.draw, ...G.discard, ...G.players.flatMap((p) => p.dolla)].filter((id) => card(id).type === 'dolla');
  for (const p of G.players) {
    G.draw.unshift(...p.hand, ...(p.top ? [p.top] : []), ...(p.bottom ? [p.bottom] : []));
    p.hand = [];
    p.dolla = [];
  }
  G.draw = G.draw.filter((id) => !dolla.includes(id));
  G.discard = G.discard.filter((id) => !dolla.includes(id));
  for (const p of G.players) {
    p.top = dolla.pop()!;
    p.bottom = dolla.pop()!;
    p.hand = dolla.splice(0, Math.min(5, Math.floor(dolla.length / 2)));
  }
  G.discard.push(...dolla);
}

/** Puts a bunny card into the circle for `owner`. */
export function bunny(G: State, id: string, owner: number, extra: Partial<Bunny> = {}): Bunny {
  take(G, id);
  const b: Bunny = { id, owner, clovers: [], feeds: [], halo: null, trojan: null, immune: false, ...extra };
  G.circle.push(b);
  return b;
}

/** Makes `id` the top run card of `seat` (and a harmless card on top of the draw pile for the DRAW). */
export function topCard(G: State, seat: number, id: string): void {
  take(G, id);
  const p = G.players[seat]!;
  if (p.top) G.discard.push(p.top);
  p.top = id;
}

/** Gives `seat` a card in hand. */
export function inHand(G: State, seat: number, id: string): void {
  take(G, id);
  G.players[seat]!.hand.push(id);
}

/** Puts `ids` on top of the draw pile, the first drawn first. */
export function onDraw(G: State, ...ids: string[]): void {
  for (const id of ids) take(G, id);
  G.draw.push(...ids.slice().reverse());
}

/** Sets the generator so the next d12 rolls are `values`. */
export function rig(s: S, ...values: number[]): S {
  for (let rng = 1; rng < 5_000_000; rng++) {
    const r = new Random({ rng });
    if (values.every((v) => r.die(12) === v)) return { ...s, ctx: { ...s.ctx, rng } };
  }
  throw new Error(`no generator state rolls ${values.join(', ')}`);
}

/** The first card of a family (and optional test). */
export function find(family: string, test: (c: ReturnType<typeof card>) => boolean = () => true, booster = false): string {
  for (let n = 1; n <= (booster ? 161 : 101); n++) {
    const id = `k${String(n).padStart(3, '0')}`;
    try { if (card(id).family === family && test(card(id))) return id; } catch { /* 102–110 are not draw cards */ }
  }
  throw new Error(`no ${family}`);
}

/** Cards of a family, all of them. */
export function all(family: string, booster = false): string[] {
  const out: string[] = [];
  for (let n = 1; n <= (booster ? 161 : 101); n++) {
    const id = `k${String(n).padStart(3, '0')}`;
    try { if (card(id).family === family) out.push(id); } catch { /* not a draw card */ }
  }
  return out;
}

export const alive = (s: S, id: string): boolean => s.G.circle.some((b) => b.id === id);
export const pick = (s: S, value: string): S => play(s, { type: 'choose', seat: s.ctx.active[0]!, pick: value });
export const roll = (s: S): S => play(s, { type: 'roll', seat: s.ctx.active[0]! });
export const flip = (s: S): S => play(s, { type: 'flip', seat: s.G.turnSeat });

/** Plays on until the turn's player must REPLACE (rolls and picks by the first legal move). */
export function toReplace(s: S): S {
  let n = 0;
  while (s.ctx.phase !== 'play.replace' && n++ < 50) s = play(s, core.legalMoves(s)[0]!);
  expect(s.ctx.phase).toBe('play.replace');
  return s;
}

/**
 * From the launcher's (seat 0's, in a two-player game) first REPLACE after launching a roaming card:
 * on through the other seat's turn to the launcher's next REPLACE, where the roamer moves at the end
 * of the launcher's turn.
 */
export function toLaunchersNextTurnEnd(s: S): S {
  s = endTurn(toReplace(s));
  s = endTurn(toReplace(flip(s)));
  s = toReplace(flip(s));
  return play(s, { type: 'replace', seat: 0, card: s.G.players[0]!.hand[0]! });
}

/** REPLACE with the first card of the hand, then play on until the next turn begins. */
export function endTurn(s: S): S {
  const seat = s.G.turnSeat;
  s = play(s, { type: 'replace', seat, card: s.G.players[seat]!.hand[0]! });
  let n = 0;
  while (s.ctx.phase !== 'play.begin' && !s.G.ended && n++ < 50) s = play(s, core.legalMoves(s)[0]!);
  return s;
}
