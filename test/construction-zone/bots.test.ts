/**
 * Construction Zone bots: random, the medium rules of thumb and MCTS play legal moves only, decide
 * from a seat's view alone, and beat the random bot clearly in measured matches.
 */
import { describe, expect, it } from 'vitest';
import { constructionZoneCompiled, kindOf, policyMove, type ZoneState } from '../../machines/construction-zone/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { type GameState } from '../../src/dsl/index.js';
import { botMoveProblems, botPositions, measureMatch, seededRandom as rng, winsNeeded, type MatchPlayer } from '../../src/testing/index.js';

const { core } = constructionZoneCompiled;

/** Positions spread over games of every player count, in both phases. */
const positions = botPositions<ZoneState>(constructionZoneCompiled, { players: [2, 3, 4], seed: (players) => `cz-pos-${players}`, cuts: [0, 1, 2, 3, 40, 41, 42, 120, 121], live: true });

/** The MCTS player of the measured match: 20 simulations, playouts of 8 moves by the rules of thumb. */
export const MATCH = { iterations: 20, playoutLimit: 8 };
const mcts: MatchPlayer<ZoneState> = (view, seat, random) => mctsMove(core, constructionZoneCompiled.def, view, seat, { ...MATCH, playout: constructionZoneCompiled.def.bots!.playout!, random });
const medium: MatchPlayer<ZoneState> = (view, seat, random) => policyMove(view, seat, random);

/** Four-player games against three random bots, the contender's seat going round: outright wins (chance 1/4). */
const match = (name: string, bot: MatchPlayer<ZoneState>, games: number) =>
  measureMatch<ZoneState>(constructionZoneCompiled, { players: 4, games, seed: `cz-${name}`, contender: bot, decideAt: winsNeeded(games, 1 / 4, 0.01) }); // stops once the verdict is settled

describe('Construction Zone bots', () => {
  it('random, medium and MCTS play only legal moves, for the seat asked, from its view', () => {
    const { problems, checked, phases } = botMoveProblems<ZoneState>(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      medium: (view, seat) => botMove(constructionZoneCompiled, view, seat, 'medium', 'levels'),
      mcts: (view, seat) => mctsMove(core, constructionZoneCompiled.def, view, seat, { iterations: 10, playoutLimit: 4, random: rng('m') }),
    });
    expect(problems).toEqual([]);
    expect(checked).toBe(3 * positions.length);
    expect(phases.size).toBe(2);
  });

  it('never reads hidden state: other dealt cards in another hand, another draw pile order — same view, same move', () => {
    const a = core.init({ players: 3, seed: 'hidden' }) as GameState<ZoneState>;
    const seat = a.ctx.current;
    const other = (seat + 1) % 3;
    const b = structuredClone(a);
    // Swap a dealt card of another player with a draw-pile card of the other kind.
    const mine = b.G.hands[other]![0]!;
    const at = b.G.draw.findIndex((id) => kindOf(id) !== kindOf(mine));
    [b.G.hands[other]![0], b.G.draw[at]] = [b.G.draw[at]!, mine];
    b.G.unseen[other]![b.G.unseen[other]!.indexOf(mine)] = b.G.hands[other]![0]!;
    b.G.draw.reverse();
    expect(JSON.stringify(b.G)).not.toBe(JSON.stringify(a.G));
    expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
    for (const level of ['medium', 'hard'] as const) {
      expect(botMove(constructionZoneCompiled, core.view(b, seat), seat, level, 'hidden')).toEqual(botMove(constructionZoneCompiled, core.view(a, seat), seat, level, 'hidden'));
    }
  });

  it('the medium rules of thumb beat the random bot clearly (measured)', () => {
    // 12 four-player games: winning 6 of them happens by luck less than 1% of the time.
    const { wins, played, p: pValue, seconds } = match('medium', medium, 12);
    console.log(`[construction-zone bots] medium vs 3 random, 4 players: ${wins}/${played} outright wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('MCTS beats the random bot clearly (measured)', () => {
    // 8 four-player games; 6 wins would be luck with p ≈ 0.004.
    const { wins, played, p: pValue, seconds } = match('mcts', mcts, 8);
    console.log(`[construction-zone bots] MCTS (${MATCH.iterations} iterations, playouts of ${MATCH.playoutLimit} moves) vs 3 random, 4 players: ${wins}/${played} outright wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
