/**
 * Construction Zone bots: random, the medium rules of thumb, hard's look-ahead and MCTS play legal
 * moves only and decide from a seat's view alone; medium and MCTS beat the random bot clearly, and
 * hard beats medium, in measured matches.
 */
import { describe, expect, it } from 'vitest';
import { constructionZoneCompiled, kindOf, policyMove, type ZoneState } from '../../machines/construction-zone/index.js';
import { botMove, mctsMove, randomMove } from '../../src/bots/index.js';
import { type GameState } from '../../src/dsl/index.js';
import { botMoveProblems, botPositions, levelMatch, measureMatch, seededRandom as rng, winsNeeded, type MatchPlayer } from '../../src/testing/index.js';

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
  it('random, medium, hard and MCTS play only legal moves, for the seat asked, from its view', () => {
    const { problems, checked, phases } = botMoveProblems<ZoneState>(core, positions, {
      random: (view, seat) => randomMove(core, view, seat, rng('r')),
      medium: (view, seat) => botMove(constructionZoneCompiled, view, seat, 'medium', 'levels'),
      hard: (view, seat) => botMove(constructionZoneCompiled, view, seat, 'hard', 'levels'),
      mcts: (view, seat) => mctsMove(core, constructionZoneCompiled.def, view, seat, { iterations: 10, playoutLimit: 4, random: rng('m') }),
    });
    expect(problems).toEqual([]);
    expect(checked).toBe(4 * positions.length);
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

  it('never reads hidden state after drawing either: another draw pile order and other buildings under the tops — same view, same move', () => {
    // Medium plays both seats of a two-player game for 30 moves, then on to a seat's exchange-or-build step with a choice.
    const a = core.init({ players: 2, seed: 'hidden-act' }) as GameState<ZoneState>;
    while (a.ctx.moves < 30 || a.G.step !== 'act' || core.legalMoves(a, a.ctx.current).length < 3) core.applyInPlace(a, policyMove(core.view(a, a.ctx.current), a.ctx.current, rng(`p${a.ctx.moves}`))!);
    const seat = a.ctx.current;
    const b = structuredClone(a);
    b.G.draw.reverse();
    const pile = b.G.piles.findIndex((p) => p.length >= 3);
    [b.G.piles[pile]![0], b.G.piles[pile]![1]] = [b.G.piles[pile]![1]!, b.G.piles[pile]![0]!];
    expect(JSON.stringify(b.G)).not.toBe(JSON.stringify(a.G));
    expect(JSON.stringify(core.view(b, seat))).toBe(JSON.stringify(core.view(a, seat)));
    expect(core.legalMoves(a, seat).length).toBeGreaterThan(1);
    expect(botMove(constructionZoneCompiled, core.view(b, seat), seat, 'hard', 'hidden')).toEqual(botMove(constructionZoneCompiled, core.view(a, seat), seat, 'hard', 'hidden'));
  });

  it('hard decides the same way again from the same view and seed', () => {
    const state = positions.find((s) => s.ctx.players === 2 && s.G.step === 'act' && !core.isOver(s))!;
    const seat = state.ctx.current;
    expect(botMove(constructionZoneCompiled, core.view(state, seat), seat, 'hard', 'again')).toEqual(botMove(constructionZoneCompiled, core.view(state, seat), seat, 'hard', 'again'));
  });

  it('the medium rules of thumb beat the random bot clearly (measured)', () => {
    // 12 four-player games: winning 6 of them happens by luck less than 1% of the time.
    const { wins, played, p: pValue, seconds } = match('medium', medium, 12);
    console.log(`[construction-zone bots] medium vs 3 random, 4 players: ${wins}/${played} outright wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);

  it('hard (the rules of thumb plus a look-ahead) wins at least 7 of 10 two-player games against medium (measured; p < 0.2 here, p < 0.01 on the ladder)', () => {
    // Outright wins of hard, seats alternating, against medium in the other seat; chance would be
    // 1/2. Ten games (a hard decision takes about 26 ms) are what fits in half a minute, too few
    // for p < 0.01 at hard's measured rate (about 60–73% over 100 and more games, README): we
    // require 7 of 10, which a bot no better than medium reaches about one time in six. The
    // strength ladder (bench/, README) makes the p < 0.01 claim.
    const match = levelMatch(constructionZoneCompiled, { players: 2, games: 10, seed: 'cz-hard', level: 'hard', against: 'medium', alpha: 0.2 });
    console.log(`[construction-zone bots] ${match.summary}`);
    expect(match.needed).toBe(7);
    expect(match.p).toBeLessThan(0.2);
  }, 120_000);

  it('MCTS beats the random bot clearly (measured)', () => {
    // 8 four-player games; 6 wins would be luck with p ≈ 0.004.
    const { wins, played, p: pValue, seconds } = match('mcts', mcts, 8);
    console.log(`[construction-zone bots] MCTS (${MATCH.iterations} iterations, playouts of ${MATCH.playoutLimit} moves) vs 3 random, 4 players: ${wins}/${played} outright wins; p = ${pValue.toExponential(2)}; ${seconds.toFixed(1)} s`);
    expect(pValue).toBeLessThan(0.01);
  }, 120_000);
});
