/**
 * Snap!, the real-time game of the author's guide, small enough to test the host with: the host shows a card after a
 * pause, then the first to slap scores; slaps within the race window are a tie and nobody
 * scores. First to three points wins.
 */
import { compile, defineGame, move, phases, simultaneous, type Move, type Seat } from '../../src/dsl/index.js';
import { list, seat as seatRef, t } from '../../src/i18n/index.js';
import { snapTranslations } from './snap.translations.js';

export interface SnapState {
  shown: boolean;
  points: number[];
  /** The seats of the last tie, for the log. */
  lastTie: Seat[] | null;
}

const everyone = (_G: unknown, ctx: { players: number }): Seat[] => Array.from({ length: ctx.players }, (_, s) => s);

const show = move<SnapState>({
  check: (G) => !G.shown || t`The card is already shown.`,
  apply: (G) => {
    G.shown = true;
  },
  describe: () => t`The card is shown.`,
});

const slap = move<SnapState>({
  apply: (G, _args, { seat }) => {
    G.points[seat]!++;
    G.shown = false;
  },
  describe: () => t`slapped first`,
});

const subsets = (players: number): Seat[][] => {
  const out: Seat[][] = [];
  for (let mask = 0; mask < 1 << players; mask++) {
    const seats = everyone(null, { players }).filter((s) => mask & (1 << s));
    if (seats.length >= 2) out.push(seats);
  }
  return out;
};

const tie = move<SnapState, { seats: Seat[] }>({
  args: (_G, ctx) => subsets(ctx.players).map((seats) => ({ seats })),
  check: (_G, { seats }, ctx) =>
    (Array.isArray(seats) && seats.length >= 2 && seats.every((s, i) => Number.isInteger(s) && s >= 0 && s < ctx.players && seats.indexOf(s) === i)) ||
    t`A tie names two or more different seats.`,
  apply: (G, { seats }) => {
    G.lastTie = [...seats];
    G.shown = false;
  },
  describe: ({ seats }) => t`${list(seats.map(seatRef))} slapped at once: nobody scores.`,
});

export const snap = defineGame<SnapState>({
  id: 'snap',
  name: 'Snap!',
  players: { min: 2, max: 4 },
  setup: ({ players }) => ({ shown: false, points: Array(players).fill(0), lastTie: null }),
  flow: phases({
    play: {
      turn: simultaneous(everyone),
      phases: {
        wait: { moves: { show }, next: [{ if: (G) => G.shown, to: 'race' }] },
        race: { moves: { slap, tie }, next: [{ if: (G) => !G.shown, to: 'wait' }] },
      },
      next: [{ if: (G) => G.points.some((p) => p >= 3), to: 'over' }],
    },
    over: { final: true },
  }),
  translations: snapTranslations,
  result: (G) => {
    const best = Math.max(...G.points);
    return { scores: [...G.points], winners: everyone(null, { players: G.points.length }).filter((s) => G.points[s] === best) };
  },
  realtime: {
    hostMoves: ['show', 'tie'],
    host: (G, ctx) => (G.shown || ctx.over ? null : { move: { type: 'show', seat: 0 }, after: 500 }),
    window: {
      ms: 150,
      moves: ['slap'],
      combine: (_G, _ctx, presses): Move[] => (presses.length === 1 ? [presses[0]!] : [{ type: 'tie', seat: presses[0]!.seat, seats: presses.map((p) => p.seat).sort((a, b) => a - b) }]),
    },
    reflexes: {
      easy: { reaction: [900, 1400], slips: 0 },
      medium: { reaction: [450, 800], slips: 0 },
      hard: { reaction: [150, 300], slips: 0 },
    },
    aim: (view, seat) => (view.G.shown ? { type: 'slap', seat } : null),
  },
});

export const snapCompiled = compile(snap);
