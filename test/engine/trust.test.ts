/**
 * The Match keeps secrets and refuses cleanly: undo and load never cross a reveal (worked out by
 * the engine, whatever a move's `undoable` says), hidden arguments stay with their seats, handed-out
 * objects are copies, and hostile input is refused with a short sentence.
 */
import { describe, expect, it } from 'vitest';
import { compile, defineGame, move, phases, clockwise, type Seat } from '../../src/dsl/index.js';
import { Match, SaveError, type MatchChange } from '../../src/engine/match.js';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { orcCompiled } from '../../machines/orc/index.js';
import { puertoRicoCompiled } from '../../machines/puerto-rico/index.js';

/** A market of two face-up cards refilled from a face-down deck by a phase's enter hook. */
interface MarketState {
  deck: string[];
  market: string[];
  taken: string[][];
  rolls: number[];
}
const HIDDEN = 'hidden';
const take = move<MarketState, { card: string }>({
  args: (G) => G.market.map((card) => ({ card })),
  check: (G, { card }) => G.market.includes(card) || 'Take a card from the market.',
  apply: (G, { card }, { seat }) => {
    G.market = G.market.filter((c) => c !== card);
    G.taken[seat]!.push(card);
  },
  endsTurn: true,
  describe: ({ card }) => `took ${card}`,
});
const roll = move<MarketState>({
  apply: (G, _args, api) => {
    G.rolls.push(api.random.die(6));
  },
  endsTurn: true,
});
const pass = move<MarketState>({ apply: () => {}, endsTurn: true });
const market = compile(defineGame<MarketState>({
  id: 'market', name: 'Market', players: { min: 2, max: 2 },
  setup: ({ random }) => ({ deck: random.shuffle(['a', 'b', 'c', 'd', 'e', 'f']), market: [], taken: [[], []], rolls: [] }),
  flow: phases({
    refill: {
      enter: (G) => {
        while (G.market.length < 2 && G.deck.length > 0) G.market.push(G.deck.pop()!);
      },
      next: [{ to: 'play' }],
    },
    play: {
      turn: clockwise(),
      moves: { take, roll, pass },
      next: [
        { if: (G) => G.market.length === 0 && G.deck.length === 0, to: 'over' },
        { if: (G) => G.market.length === 0, to: 'refill' },
      ],
    },
    over: { final: true },
  }),
  view: (G) => ({ ...G, deck: G.deck.map(() => HIDDEN), market: [...G.market], taken: G.taken.map((t) => [...t]), rolls: [...G.rolls] }),
  secrets: (G) => G.deck.map((value) => ({ value, seenBy: [] as Seat[] })),
  determinize: (view, _ctx, _seat, random) => {
    const seen = new Set([...view.market, ...view.taken.flat()]);
    const unseen = random.shuffle(['a', 'b', 'c', 'd', 'e', 'f'].filter((c) => !seen.has(c)));
    return { ...view, deck: view.deck.map(() => unseen.pop()!), market: [...view.market], taken: view.taken.map((t) => [...t]), rolls: [...view.rolls] };
  },
  result: (G) => ({ scores: G.taken.map((t) => t.length), winners: [0] }),
}));

describe('undo never crosses a reveal', () => {
  it('refuses to take back the move whose phase rule refilled the market from the face-down deck, though the move says it is undoable', () => {
    const match = new Match(market, { players: 2, seed: 'refill' });
    const [first, second] = match.state.G.market;
    match.play({ type: 'take', seat: 0, card: first! });
    expect(match.undoReason(0)).toBeNull(); // nothing was shown yet
    match.play({ type: 'take', seat: 1, card: second! }); // empties the market: the refill shows two new cards
    expect(match.log[1]!.undoable).toBe(false);
    expect(match.undo(1)).toMatchObject({ ok: false, reason: 'That move showed something that was hidden (a card, a roll), so it cannot be taken back.' });
    expect(match.log).toHaveLength(2);
  });

  it('refuses to take back a die roll, and allows a move that shows nothing', () => {
    const match = new Match(market, { players: 2, seed: 'dice' });
    match.play({ type: 'roll', seat: 0 });
    expect(match.undo(0).ok).toBe(false);
    match.play({ type: 'pass', seat: 1 });
    expect(match.undo(1)).toEqual({ ok: true });
  });

  it('refuses every undo once the game is over', () => {
    const match = new Match(market, { players: 2, seed: 'end' });
    match.botSeats.add(1);
    while (!match.isOver) match.play(match.legalMoves().find((m) => m.type === 'take')!);
    for (const seat of [0, 1]) expect(match.undo(seat)).toMatchObject({ ok: false, reason: 'The game is over, so no move can be taken back.' });
  });
});

describe('load is no free undo', () => {
  it('refuses a save of this game from before a reveal, even after a reset, and loads one made after it', () => {
    const match = new Match(market, { players: 2, seed: 'peek' });
    const [first, second] = match.state.G.market;
    match.play({ type: 'take', seat: 0, card: first! });
    const before = match.save();
    match.play({ type: 'take', seat: 1, card: second! }); // the refill shows two cards
    const after = match.save();
    expect(() => match.load(before)).toThrow(SaveError);
    expect(match.save()).toBe(after);
    match.reset();
    expect(() => match.load(before)).toThrow(/from before cards or dice were shown/);
    match.load(after);
    expect(match.save()).toBe(after);
    // Another table never saw the reveal: there the earlier save loads.
    const elsewhere = new Match(market, { players: 2, seed: 'other' });
    elsewhere.load(before);
    expect(elsewhere.log).toHaveLength(1);
  });
});

describe('hidden arguments stay with their seats', () => {
  const lay = move<{ hands: string[][]; down: (string | null)[] }, { card: string }>({
    args: (G, _ctx, seat) => (G.down[seat] === null ? G.hands[seat]!.map((card) => ({ card })) : []),
    apply: (G, { card }, { seat }) => {
      G.hands[seat] = G.hands[seat]!.filter((c) => c !== card);
      G.down[seat] = card;
    },
    endsTurn: true,
    hiddenArgs: ['card'],
    describe: () => 'laid a card face down',
  });
  const game = compile(defineGame<{ hands: string[][]; down: (string | null)[] }>({
    id: 'face-down', name: 'Face down', players: { min: 2, max: 2 },
    setup: () => ({ hands: [['x1', 'x2'], ['y1', 'y2']], down: [null, null] }),
    flow: phases({ play: { turn: clockwise(), moves: { lay }, next: [{ if: (G) => G.down.every((d) => d !== null), to: 'over' }] }, over: { final: true } }),
    result: () => ({ scores: [0, 0], winners: [0, 1] }),
  }));

  it('leaves the card out of the public log and the events, keeps it for its owner and in the save', () => {
    const match = new Match(game, { players: 2, seed: 1 });
    const changes: MatchChange[] = [];
    match.subscribe((c) => changes.push(c));
    match.play({ type: 'lay', seat: 0, card: 'x2' });
    expect(match.log[0]!.move).toEqual({ type: 'lay', seat: 0 });
    expect(match.logFor(1)[0]!.move).toEqual({ type: 'lay', seat: 0 });
    expect(match.logFor(0)[0]!.move).toEqual({ type: 'lay', seat: 0, card: 'x2' });
    expect(changes[0]).toMatchObject({ kind: 'move', entry: { move: { type: 'lay', seat: 0 } } });
    expect(JSON.stringify(changes)).not.toContain('x2');
    expect(JSON.parse(match.save()).log).toEqual([{ type: 'lay', seat: 0, card: 'x2' }]);
  });

  it('hands out frozen entries: a listener that edits the move changes neither the log nor the save', () => {
    const match = new Match(game, { players: 2, seed: 1 });
    match.subscribe((c) => {
      if (c.kind === 'move') expect(() => ((c.entry.move as { seat: number }).seat = 1)).toThrow(TypeError);
    });
    match.play({ type: 'lay', seat: 0, card: 'x1' });
    const save = match.save();
    expect(() => ((match.log[0]!.move as { type: string }).type = 'edited')).toThrow(TypeError);
    expect(match.save()).toBe(save);
    const fresh = new Match(game, { players: 2, seed: 2 });
    fresh.load(save);
    expect(fresh.undo(0)).toEqual({ ok: true });
  });
});

describe('handed-out objects are copies', () => {
  it('editing Puerto Rico\'s view of seat 0 or its state changes nothing in the running game', () => {
    const match = new Match(puertoRicoCompiled, { players: 3, seed: 'copies' });
    const save = match.save();
    const view = match.view(0) as { G: { boards: { doubloons: number }[] } };
    view.G.boards[0]!.doubloons = 999;
    expect(JSON.stringify(match.view(0))).not.toContain('999');
    expect(() => ((match.state.G as { boards: { doubloons: number }[] }).boards[0]!.doubloons = 999)).toThrow(TypeError);
    expect(match.save()).toBe(save);
  });
});

describe('input that is refused cleanly', () => {
  it('refuses an own "__proto__" key and any key that args does not list, changing nothing', () => {
    const match = new Match(hisssCompiled, { players: 2, seed: 'proto' });
    const legal = match.legalMoves()[0]!;
    const polluted = Object.assign(JSON.parse('{"__proto__": {"polluted": true}}') as object, legal);
    const answer = match.play(polluted as typeof legal);
    expect(answer.ok).toBe(false);
    expect((answer as { reason: string }).reason).toMatch(/takes no argument "__proto__"/);
    expect(match.log).toHaveLength(0);
    expect(match.play({ ...legal, extra: 1 })).toMatchObject({ ok: false, reason: expect.stringMatching(/takes no argument "extra"/) });
  });

  it('answers hostile values and absurd sizes with a short reason instead of throwing', () => {
    const match = new Match(hisssCompiled, { players: 2, seed: 'hostile' });
    const legal = match.legalMoves()[0]!;
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = [deep];
    const cyclic: Record<string, unknown> = { ...legal };
    cyclic.self = cyclic;
    const getter = { ...legal };
    Object.defineProperty(getter, 'seat', { get: () => 0, enumerable: true });
    for (const bad of [
      { ...legal, deep }, { ...legal, text: 'x'.repeat(1_000_000) }, Object.create(legal) as object, getter, cyclic,
      { ...legal, toJSON: () => legal }, { ...legal, big: 10n },
    ]) {
      const answer = match.play(bad as typeof legal);
      expect(answer.ok).toBe(false);
      expect((answer as { reason: string }).reason.length).toBeLessThan(400);
    }
    expect(match.log).toHaveLength(0);
  });

  it('validates a save\'s setup as a new match\'s: an unknown option value, an unknown option, an infinite seed', () => {
    const match = new Match(orcCompiled, { players: 2, seed: 'setup' });
    const save = match.save();
    const withSetup = (setup: object) => JSON.stringify({ ...JSON.parse(save), setup });
    expect(() => match.load(withSetup({ players: 2, seed: 'setup', options: { bestOf: 7 } }))).toThrow(expect.objectContaining({ name: 'SaveError', message: 'This save cannot be loaded: The option "bestOf" must be 1 or 3, not 7.' }));
    expect(() => match.load(withSetup({ players: 2, seed: 'setup', options: { colour: 'red' } }))).toThrow(/ORC has no option "colour"; its options: bestOf/);
    expect(() => match.load(save.replace('"seed":"setup"', '"seed":1e400'))).toThrow(/not a finite number/);
    expect(match.save()).toBe(save);
    expect(() => new Match(orcCompiled, { players: 2, seed: 's', options: { bestOf: 7 } })).toThrow(/must be 1 or 3/);
  });
});
