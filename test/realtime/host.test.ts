import { describe, expect, it } from 'vitest';
import { compile, defineGame, type Level, type Move, type Seat } from '../../src/dsl/index.js';
import { Match } from '../../src/engine/match.js';
import { GENTLE_PACE, RealtimeHost, seatKeyIndex, seatKeys, VirtualClock } from '../../src/realtime/index.js';
import { binomialTail, simulateRealtime } from '../../src/testing/index.js';
import { snap, snapCompiled, type SnapState } from '../../stories/guide/snap.js';

/** A Snap! match, its virtual clock and a host around them, with bots where asked. */
function table(opts: { players?: number; bots?: Record<number, Level>; scale?: number; running?: boolean } = {}) {
  const match = new Match<SnapState>(snapCompiled, { players: opts.players ?? 2, seed: 'host' });
  const clock = new VirtualClock();
  const played: { move: Move; at: number; by: string }[] = [];
  let running = opts.running ?? true;
  const host: RealtimeHost<SnapState> = new RealtimeHost(clock, {
    match: () => match,
    bots: () => new Map(Object.entries(opts.bots ?? {}).map(([s, l]) => [Number(s), l])),
    scale: () => opts.scale ?? 1,
    running: () => running,
    play: (move, by) => {
      const result = match.play(move);
      if (result.ok) played.push({ move, at: clock.now(), by });
      host.update();
      return result;
    },
  });
  host.update();
  return { match, clock, host, played, setRunning: (on: boolean) => ((running = on), host.update()) };
}

const slap = (seat: Seat): Move => ({ type: 'slap', seat });

describe('the real-time host', () => {
  it('sends its own move after the pause the rules ask for, stretched by the pace', () => {
    for (const scale of [1, GENTLE_PACE]) {
      const { clock, played, match } = table({ scale });
      clock.runNext();
      expect(played).toEqual([{ move: { type: 'show', seat: 0 }, at: 500 * scale, by: 'host' }]);
      expect(match.phase).toBe('play.race');
    }
  });

  it('decides two slaps within the window as one tie move, in their order of arrival', () => {
    const { clock, host, played, match } = table({ players: 3 });
    clock.runNext(); // the card is shown at 500
    clock.schedule(() => host.press(slap(2)), 10);
    clock.schedule(() => host.press(slap(0)), 110);
    for (let i = 0; i < 3; i++) clock.runNext(); // two presses, then the window closes
    // The tie names the seats; the first to arrive carries it.
    expect(played.slice(1).map((p) => p.move)).toEqual([{ type: 'tie', seat: 2, seats: [0, 2] }]);
    expect(played[1]!.at).toBe(660); // the window closes 150 ms after the first slap
    expect(match.state.G.points).toEqual([0, 0, 0]);
  });

  it('lets the first slap win when the next comes after the window, and refuses the late one', () => {
    const { clock, host, played, match } = table();
    clock.runNext();
    const late: unknown[] = [];
    clock.schedule(() => host.press(slap(1)), 10);
    clock.schedule(() => late.push(host.press(slap(0))), 200);
    clock.runNext();
    clock.runNext(); // the window closes at 660
    clock.runNext(); // the late slap at 700, in the waiting phase
    expect(played.slice(1).map((p) => p.move)).toEqual([slap(1)]);
    expect(late).toEqual([expect.objectContaining({ ok: false })]);
    expect(match.state.G.points).toEqual([0, 1]);
  });

  it('counts one press per seat in a race, however often a child hits the pad', () => {
    const { clock, host, played } = table();
    clock.runNext();
    expect(host.press(slap(0))).toEqual({ ok: true, queued: true });
    host.press(slap(0));
    host.press(slap(0));
    expect(host.racing).toBe(true);
    clock.runNext();
    expect(played.slice(1).map((p) => p.move)).toEqual([slap(0)]);
  });

  it('refuses a host move pressed by a player, and an illegal press at once', () => {
    const { host, played } = table();
    const hostMove = host.press({ type: 'show', seat: 1 });
    expect(hostMove).toMatchObject({ ok: false, reason: 'Only the table\'s host may make the move "show".' });
    const early = host.press(slap(1)); // nothing is shown yet
    expect(early.ok).toBe(false);
    expect(host.racing).toBe(false);
    expect(played).toEqual([]);
  });

  it('plays a bot after its seeded reaction time, the same time for the same seed', () => {
    const times = [0, 1].map(() => {
      const { clock, played } = table({ bots: { 1: 'hard' } });
      clock.runNext(); // shown at 500
      clock.runNext(); // the bot slaps: into the window
      clock.runNext(); // the window closes
      return played.map((p) => [p.move.type, p.at]);
    });
    expect(times[0]).toEqual(times[1]);
    const reaction = (times[0]![1]![1] as number) - 150 - 500;
    expect(reaction).toBeGreaterThanOrEqual(150);
    expect(reaction).toBeLessThanOrEqual(300);
  });

  it('keeps a bot\'s pending move and its time while the move stays legal, and drops it when it is not', () => {
    const { clock, host, match } = table({ bots: { 1: 'easy' } });
    clock.runNext(); // shown
    const pending = host.upcoming.find((p) => p.by === 'bot')!;
    expect(pending).toMatchObject({ seat: 1, move: slap(1) });
    host.update();
    expect(host.upcoming.find((p) => p.by === 'bot')).toEqual(pending);
    host.press(slap(0));
    clock.runNext(); // the window closes: seat 0 scores, the card is gone
    expect(match.state.G.points).toEqual([1, 0]);
    expect(host.upcoming.map((p) => p.by)).toEqual(['host']);
  });

  it('fires nothing while stopped, and step() makes the earliest thing happen', () => {
    const { clock, host, played, setRunning } = table({ bots: { 0: 'hard', 1: 'easy' }, running: false });
    expect(clock.pending).toBe(0);
    expect(host.upcoming.map((p) => p.by)).toEqual(['host']);
    expect(host.step()).toBe(true);
    expect(played.map((p) => p.move.type)).toEqual(['show']);
    expect(host.upcoming.map((p) => p.seat)).toEqual([0, 1]); // hard first
    host.step(); // hard bot's slap goes into the race
    expect(host.racing).toBe(true);
    host.step(); // the race closes
    expect(played.map((p) => p.move)).toEqual([{ type: 'show', seat: 0 }, slap(0)]);
    setRunning(true);
    expect(clock.pending).toBe(1);
  });

  it('plays whole games of bots on a virtual clock: the quick bot beats the slow one every time it can', () => {
    const games = 20;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const hardSeat = g % 2;
      const levels: Level[] = hardSeat === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
      const game = simulateRealtime(snapCompiled, { players: 2, seed: `race-${g}`, levels });
      expect(game.by.person).toBe(0);
      if (game.result.winners.length === 1 && game.result.winners[0] === hardSeat) wins++;
    }
    expect(binomialTail(wins, games)).toBeLessThan(0.01);
  });

  it('replays the same game from the same seed, and stretches it at the gentle pace', () => {
    const a = simulateRealtime(snapCompiled, { players: 3, seed: 'same', levels: ['medium', 'medium', 'medium'] });
    const b = simulateRealtime(snapCompiled, { players: 3, seed: 'same', levels: ['medium', 'medium', 'medium'] });
    const gentle = simulateRealtime(snapCompiled, { players: 3, seed: 'same', levels: ['medium', 'medium', 'medium'], pace: 'gentle' });
    expect(b.log).toEqual(a.log);
    expect(b.times).toEqual(a.times);
    // The first show and the first bot's reaction both take 2.5 times as long.
    expect(gentle.times[0]).toBe(GENTLE_PACE * a.times[0]!);
    expect(gentle.times[1]! - gentle.times[0]! - 150).toBeCloseTo(GENTLE_PACE * (a.times[1]! - a.times[0]! - 150), 6);
  });

  it('says plainly when a real-time game can go no further', () => {
    const stuck = { ...snap, id: 'stuck-snap', realtime: { ...snap.realtime!, host: () => null } };
    expect(() => simulateRealtime({ ...snapCompiled, def: stuck }, { players: 2, seed: 's', levels: ['hard', 'hard'] })).toThrow(/nothing left to happen after 0 moves in phase play.wait/);
  });
});

/**
 * Snap! whose race is a turn-based moment: both bots are active and search their slap through
 * the table's `think`, which the test answers by hand, as a page's worker answers one question.
 */
function searchingTable() {
  const game = defineGame<SnapState>({ ...snap, id: 'snap-searched', realtime: { ...snap.realtime!, turnBased: (G) => G.shown } });
  const match = new Match<SnapState>(compile(game), { players: 2, seed: 'search' });
  const clock = new VirtualClock();
  const questions: { seat: Seat; answer: (move: Move | null | undefined) => void }[] = [];
  const host: RealtimeHost<SnapState> = new RealtimeHost(clock, {
    match: () => match,
    bots: () => new Map<Seat, Level>([[0, 'hard'], [1, 'hard']]),
    scale: () => 1,
    running: () => true,
    play: (move) => {
      const result = match.play(move);
      host.update();
      return result;
    },
    think: (seat) => new Promise((answer) => questions.push({ seat, answer })),
    changed: () => host.update(),
  });
  host.update();
  clock.runNext(); // the host shows the card: the race begins
  return { match, clock, host, questions };
}

describe('the real-time host at a turn-based moment', () => {
  it('asks for one bot at a time, and the next once the answer came back', async () => {
    const { host, questions } = searchingTable();
    expect(questions.map((q) => q.seat)).toEqual([0]);
    host.update();
    expect(questions.length).toBe(1); // seat 1 waits: a second question would cancel the first
    questions[0]!.answer({ type: 'slap', seat: 0 });
    await Promise.resolve();
    expect(questions.map((q) => q.seat)).toEqual([0, 1]);
    expect(host.upcoming.map((u) => u.seat)).toEqual([0]);
  });

  it('does not ask again at the same position after a search gave no answer', async () => {
    const { host, questions, clock, match } = searchingTable();
    questions[0]!.answer(undefined); // the bot failed
    await Promise.resolve();
    questions[1]!.answer(undefined);
    await Promise.resolve();
    host.update();
    expect(questions.length).toBe(2);
    expect(host.searching).toBe(false);
    // A new position asks again: seat 0 slaps by hand, the host shows the next card.
    expect(host.press({ type: 'slap', seat: 0 })).toEqual({ ok: true, queued: true });
    clock.runNext(); // the race window closes
    clock.runNext(); // the next card is shown
    expect(match.state.G.points).toEqual([1, 0]);
    expect(questions.length).toBe(3);
  });
});

describe('declaring a real-time game', () => {
  const base = { ...snap, id: 'checked' };
  it('names a host move no phase declares', () => {
    expect(() => defineGame({ ...base, realtime: { ...snap.realtime!, hostMoves: ['shuffle'] } })).toThrow(/names the move "shuffle", which no phase declares/);
  });
  it('races a host move', () => {
    expect(() => defineGame({ ...base, realtime: { ...snap.realtime!, window: { ...snap.realtime!.window!, moves: ['show'] } } })).toThrow(/races "show", a host move/);
  });
  it('gives a reaction slower than its fastest, or a slip chance above one', () => {
    const reflexes = snap.realtime!.reflexes;
    expect(() => defineGame({ ...base, realtime: { ...snap.realtime!, reflexes: { ...reflexes, easy: { reaction: [900, 100], slips: 0 } } } })).toThrow(/reflexes.easy.reaction/);
    expect(() => defineGame({ ...base, realtime: { ...snap.realtime!, reflexes: { ...reflexes, hard: { reaction: [1, 2], slips: 2 } } } })).toThrow(/reflexes.hard.slips/);
  });
});

describe('seat keys', () => {
  it('gives two people the ends of the middle row and four the corners, six at most', () => {
    expect(seatKeys(2)).toEqual(['A', 'L']);
    expect(seatKeys(4)).toEqual(['Q', 'P', 'Z', 'M']);
    expect(seatKeys(6)).toHaveLength(6);
    expect(new Set(seatKeys(6)).size).toBe(6);
    expect(seatKeys(7)).toEqual([]);
    expect(seatKeyIndex('l', 2)).toBe(1);
    expect(seatKeyIndex('Enter', 2)).toBe(-1);
  });
});
