/**
 * DIG's hard level: MCTS that searches two moves in every position — the medium plan's and a
 * sharper plan's (`sharpMove`) — and plays each simulated game out to its end with the sharper
 * plan. Random playouts wander for a thousand moves and say nothing; a search over every legal
 * move expanded each seat's replies at random, so handing the turn over met a careless opponent
 * and looked best (the old hard level ended its turns early and lost to medium).
 */
import type { GameState, Move, Random, Seat } from '../../src/dsl/index.js';
import { colourOf, isBowl, isHidden, scentOf } from './cards.js';
import { MAX_ACTIONS, MAX_BONES, bowlValues, cardAt, greedyMove, moveLimit, type DigState } from './rules.js';

/** A move's identity whatever the order of its fields (the legal list names `to` before `type`). */
const key = (m: Move): string => JSON.stringify(Object.keys(m).sort().map((k) => [k, (m as unknown as Record<string, unknown>)[k]]));
const find = (legal: readonly Move[], m: Move | null): Move | undefined => (m ? legal.find((l) => key(l) === key(m)) : undefined);

/**
 * The sharper plan: the medium plan, but a buried bone is worth more the more its scent's colours
 * are worth now, and a bowl more the more bones of its colour the dog carries. Sees only `view`.
 *
 * @example
 * const move = sharpMove(core.view(state, 0), 0, new Random({ rng: 1 }));
 */
export function sharpMove(view: GameState<DigState>, seat: Seat, random: Random): Move | null {
  const G = view.G;
  const values = bowlValues(G);
  const hand = G.hands[seat] ?? [];
  const worth = (id: string) => (isHidden(id) ? 0 : values[colourOf(id)]);
  // A face-down bone is one of its scent's two colours.
  const buried = (c: string) => (isHidden(c) ? (values[scentOf(c)[0]] + values[scentOf(c)[1]]) / 2 : values[colourOf(c)]);
  if (G.replaceAt !== null) {
    if (hand.length <= MAX_BONES) return { type: 'keep', seat };
    return { type: 'replace', seat, bone: hand.slice().sort((a, b) => worth(a) - worth(b))[0]! };
  }
  if (G.actions >= MAX_ACTIONS) return null;
  const pos = G.dogs[seat]!;
  const here = cardAt(G, pos);
  if (here !== null && isBowl(here)) {
    const bones = hand.filter((id) => !isHidden(id) && colourOf(id) === colourOf(here));
    if (bones.length) return { type: 'drop', seat, bones: bones.sort() };
  }
  if (here !== null && !isBowl(here) && hand.length < MAX_BONES) return { type: 'dig', seat };
  const held: Record<string, number> = {};
  for (const id of hand) if (!isHidden(id)) held[colourOf(id)] = (held[colourOf(id)] ?? 0) + 1;
  let best: number | null = null;
  let bestScore = -Infinity;
  G.yard.forEach((c, i) => {
    const p = i + 1;
    if (c === null || p === pos) return;
    let gain: number;
    if (isBowl(c) && held[colourOf(c)]) gain = 10 + values[colourOf(c)] * held[colourOf(c)]!;
    else if (!isBowl(c) && hand.length < MAX_BONES) gain = 6 + buried(c) + random.float();
    else return;
    const s = gain - Math.abs(p - pos);
    if (s > bestScore) {
      bestScore = s;
      best = p;
    }
  });
  const limit = moveLimit(G, seat);
  if (best === null || limit === 0) return { type: 'end', seat };
  return { type: 'move', seat, to: pos + Math.max(-limit, Math.min(limit, (best as number) - pos)) };
}

/**
 * `bots.playout`: the sharper plan's move for the seat to move (the state is a guess, so it sees
 * every bone), or a legal move at random if the plan has none among `legal`.
 *
 * @example
 * const move = digPlayout(state, core.legalMoves(state), random);
 */
export function digPlayout(state: GameState<DigState>, legal: readonly Move[], random: Random): Move {
  return find(legal, sharpMove(state, state.ctx.active[0]!, random)) ?? random.pick(legal);
}

/**
 * `bots.candidates`: the sharper plan's move and the medium plan's (one move when they agree).
 *
 * @example
 * const moves = digCandidates(state, core.legalMoves(state), random);
 */
export function digCandidates(state: GameState<DigState>, legal: readonly Move[], random: Random): readonly Move[] {
  const seat = state.ctx.active[0]!;
  const sharp = find(legal, sharpMove(state, seat, random));
  const medium = find(legal, greedyMove(state, seat, random));
  const out = [sharp, medium].filter((m): m is Move => m !== undefined);
  return out.length === 2 && key(out[0]!) === key(out[1]!) ? [out[0]!] : out.length > 0 ? out : legal;
}
