/**
 * Finders Keepers rules from the rulebook, one named test per rule, and the numbers of the
 * PROPOSED components. Positions are built from `core.init` with the game data set by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  CARDS, GRID, HAND, OBJECTS, SEARCH_PAUSE, SEYMOUR, TILES, aim, cardPoints, cardsEach, findersKeepersCompiled, keepMe, points, shows, slip, tilesEach,
  type FindersKeepersState, type Thing,
} from '../../machines/finders-keepers/index.js';
import { Random, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Match } from '../../src/engine/index.js';
import { Translator } from '../../src/i18n/index.js';
import { simulateRealtime } from '../../src/testing/index.js';

const { core, def } = findersKeepersCompiled;
const english = (text: Parameters<Translator['render']>[0]) => new Translator('en', []).render(text);
type State = GameState<FindersKeepersState>;

function play(state: State, move: Move): State {
  const result = core.play(state, move);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${result.reason}`);
  return result.state as State;
}
const refusal = (state: State, move: Move) => core.reason(state, move);

/** Cards that show `thing`, and cards that do not, in deck order. */
const withThing = (thing: Thing) => CARDS.filter((c) => shows(c.id, thing)).map((c) => c.id);
const without = (...things: Thing[]) => CARDS.filter((c) => things.every((th) => !shows(c.id, th))).map((c) => c.id);

/** A basic game whose next reveal is `tile`, with the given spreads. */
function basic(spreads: string[][], tile: string, opts: { revealer?: number } = {}): State {
  const players = spreads.length;
  const state = core.init({ players, seed: 'rules' }) as State;
  const used = new Set(spreads.flat());
  state.G.spreads = spreads.map((s) => [...s]);
  state.G.box = CARDS.map((c) => c.id).filter((id) => !used.has(id));
  state.G.pile = [...TILES.map((x) => x.id).filter((id) => id !== tile), tile];
  state.G.revealer = opts.revealer ?? 0;
  state.ctx.current = state.G.revealer;
  state.ctx.active = [state.G.revealer];
  return state;
}

describe('Finders Keepers: the components (PROPOSED)', () => {
  it('has 40 Find Me tiles: one for each of 36 objects and four Seymour tiles', () => {
    expect(TILES).toHaveLength(40);
    expect(OBJECTS).toHaveLength(36);
    expect(new Set(TILES.map((x) => x.id)).size).toBe(40);
    expect(TILES.filter((x) => x.thing === SEYMOUR)).toHaveLength(4);
    for (const o of OBJECTS) expect(TILES.filter((x) => x.thing === o)).toHaveLength(1);
  });

  it('has 60 Keep Me cards of four different objects: 24 objects on 7 cards, 12 on 6; Seymour hides on 12', () => {
    expect(CARDS).toHaveLength(60);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(60);
    for (const c of CARDS) expect(new Set(c.objects).size).toBe(4);
    const counts = OBJECTS.map((o) => CARDS.filter((c) => c.objects.includes(o)).length);
    expect(counts.filter((n) => n === 7)).toHaveLength(24);
    expect(counts.filter((n) => n === 6)).toHaveLength(12);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(240);
    expect(CARDS.filter((c) => c.seymour)).toHaveLength(12);
  });

  it('never has two cards sharing more than one object, so every card looks different', () => {
    for (let i = 0; i < CARDS.length; i++) {
      for (let j = i + 1; j < CARDS.length; j++) {
        expect(CARDS[i]!.objects.filter((o) => CARDS[j]!.objects.includes(o)).length, `${CARDS[i]!.id} and ${CARDS[j]!.id}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('scores a card 1 point, or 2 with Seymour', () => {
    const plain = CARDS.find((c) => !c.seymour)!.id;
    const seymour = CARDS.find((c) => c.seymour)!.id;
    expect(cardPoints(plain)).toBe(1);
    expect(cardPoints(seymour)).toBe(2);
    expect(points([plain, seymour, plain])).toBe(4);
  });
});

describe('Finders Keepers: saved games', () => {
  it('refuses a save from before Seymour\'s tiles found his cards (rules version 1) with the reason, and keeps the game', () => {
    const saved = new Match(findersKeepersCompiled, { players: 2, seed: 'old' });
    saved.play({ type: 'reveal', seat: 0 });
    const file = JSON.parse(saved.save());
    expect(file.gameVersion).toBe(2);
    // A version 1 save: its state still had the `wild` flags of the old reading.
    file.gameVersion = 1;
    file.state.G.wild = [false, false];
    const match = new Match(findersKeepersCompiled, { players: 2, seed: 'now' });
    expect(() => match.load(JSON.stringify(file))).toThrow('This save is from rules version 1 of finders-keepers; this is version 2.');
    expect(match.setup).toMatchObject({ players: 2, seed: 'now' });
    expect(match.log).toHaveLength(0);
  });
});

describe('Finders Keepers (basic): set up', () => {
  it('deals 12 Keep Me cards each with 2 to 4 players and 10 with five or six, face up; the rest stay in the box', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const state = core.init({ players, seed: `deal-${players}` }) as State;
      expect(cardsEach(players)).toBe(players >= 5 ? 10 : 12);
      for (const spread of state.G.spreads) expect(spread).toHaveLength(players >= 5 ? 10 : 12);
      expect(state.G.box).toHaveLength(60 - players * cardsEach(players));
      expect(state.G.pile).toHaveLength(40);
      expect(state.ctx.phase).toBe('basic.reveal');
      expect(state.ctx.active).toEqual([0]);
      // Every player's cards are face up for everyone; the box and the pile are not.
      const view = core.view(state, 1);
      expect(view.G.spreads).toEqual(state.G.spreads);
      expect(view.G.pile.every((x) => x === 'hidden')).toBe(true);
      expect(view.G.box.every((x) => x === 'hidden')).toBe(true);
    }
  });
});

describe('Finders Keepers (basic): a round', () => {
  const cats = withThing('cat');
  const noCat = without('cat', SEYMOUR);

  it('the player whose turn it is reveals the top tile for all to see; then everyone looks at once', () => {
    let state = basic([[cats[0]!, noCat[0]!], [cats[1]!, noCat[1]!]], 't-cat');
    expect(refusal(state, { type: 'reveal', seat: 1 })).toMatch(/not|turn|active/i);
    state = play(state, { type: 'reveal', seat: 0 });
    expect(state.G.shown).toBe('t-cat');
    expect(state.ctx.phase).toBe('basic.search');
    expect(state.ctx.active).toEqual([0, 1]);
    expect(core.legalMoves(state)).toHaveLength(6); // a claim and done for each, and the host's close (carried by each seat)
  });

  it('a player claims each card of theirs that shows the object; it goes to their Keepers pile', () => {
    let state = play(basic([[cats[0]!, cats[1]!, noCat[0]!], [noCat[1]!, noCat[2]!]], 't-cat'), { type: 'reveal', seat: 0 });
    expect(core.legalMoves(state, 0).filter((m) => m.type === 'claim').map((m) => m.card).sort()).toEqual([cats[0], cats[1]].sort());
    state = play(state, { type: 'claim', seat: 0, card: cats[1]! });
    expect(state.G.keepers[0]).toEqual([cats[1]]);
    expect(state.G.spreads[0]).toEqual([cats[0], noCat[0]]);
  });

  it('refuses a claim of a card without the object, with a reason, and changes nothing', () => {
    const state = play(basic([[cats[0]!, noCat[0]!], [noCat[1]!, noCat[2]!]], 't-cat'), { type: 'reveal', seat: 0 });
    const result = core.play(state, { type: 'claim', seat: 0, card: noCat[0]! });
    expect(result.ok).toBe(false);
    expect(core.reason(state, { type: 'claim', seat: 0, card: noCat[0]! })).toBe('No cat on this card: look again!');
    expect(core.reason(state, { type: 'claim', seat: 0, card: noCat[1]! })).toBe('That card is not one of yours that is still face up.');
    expect(core.reason(state, { type: 'claim', seat: 0, card: 'k99' })).toMatch(/no Keep Me card/);
  });

  it('a card the player missed stays face up in front of them; the player to the left reveals the next tile', () => {
    let state = play(basic([[cats[0]!, noCat[0]!], [cats[1]!, noCat[1]!], [noCat[2]!, noCat[3]!]], 't-cat'), { type: 'reveal', seat: 0 });
    state = play(state, { type: 'claim', seat: 1, card: cats[1]! });
    state = play(state, { type: 'done', seat: 1 });
    state = play(state, { type: 'done', seat: 0 }); // missed the cat
    expect(state.ctx.active).toEqual([2]);
    state = play(state, { type: 'done', seat: 2 });
    expect(state.ctx.phase).toBe('basic.reveal');
    expect(state.G.spreads[0]).toEqual([cats[0], noCat[0]]);
    expect(state.G.discard).toEqual(['t-cat']);
    expect(state.ctx.active).toEqual([1]);
    expect(core.reason(state, { type: 'claim', seat: 0, card: cats[0]! })).not.toBeNull();
  });

  it('the host ends a search nobody ends: everyone still looking is done', () => {
    let state = play(basic([[cats[0]!, noCat[0]!], [noCat[1]!, noCat[2]!]], 't-cat'), { type: 'reveal', seat: 0 });
    const host = def.realtime!.host!(state.G, state.ctx);
    expect(host).toEqual({ move: { type: 'close', seat: 0 }, after: SEARCH_PAUSE });
    state = play(state, host!.move);
    expect(state.ctx.phase).toBe('basic.reveal');
    expect(core.view(state, null).G.discard).toEqual(['t-cat']);
    expect(def.realtime!.host!(state.G, state.ctx)).toBeNull();
    expect(def.realtime!.hostMoves).toEqual(['close']);
  });

  it('the first player to keep all their cards wins', () => {
    let state = play(basic([[cats[0]!], [noCat[0]!, noCat[1]!]], 't-cat'), { type: 'reveal', seat: 0 });
    state = play(state, { type: 'claim', seat: 0, card: cats[0]! });
    expect(state.ctx.active).toEqual([1]); // seat 0 has nothing left to look at
    state = play(state, { type: 'done', seat: 1 });
    expect(state.ctx.over).toBe(true);
    expect(core.result(state)).toMatchObject({ winners: [0], scores: [1, 0] });
  });

  it('several players who keep their last card in the same round all win', () => {
    let state = play(basic([[cats[0]!], [cats[1]!], [noCat[0]!]], 't-cat'), { type: 'reveal', seat: 0 });
    state = play(state, { type: 'claim', seat: 1, card: cats[1]! });
    state = play(state, { type: 'claim', seat: 0, card: cats[0]! });
    expect(state.ctx.over).toBe(false); // seat 2 is still looking: the round is not over
    state = play(state, { type: 'done', seat: 2 });
    expect(core.result(state).winners).toEqual([0, 1]);
    expect(english(core.result(state).reason!)).toMatch(/all win/);
  });

  it('a Seymour tile is found like any object: each player takes exactly their cards that show Seymour', () => {
    const seymours = withThing(SEYMOUR);
    const plain = without(SEYMOUR);
    const spreads = [[seymours[0]!, plain[0]!, seymours[1]!, plain[1]!], [plain[2]!, seymours[2]!, plain[3]!], [plain[4]!, plain[5]!]];
    let state = play(basic(spreads, 't-seymour-2'), { type: 'reveal', seat: 0 });
    expect(english(def.flow.phases!.basic!.phases!.reveal!.moves!.reveal!.describe!({ seat: 0 }, state.G, state.G))).toBe('turned over the tile: Seymour');
    const claims = (seat: number) => core.legalMoves(state, seat).filter((m) => m.type === 'claim').map((m) => m.card).sort();
    expect(claims(0)).toEqual([seymours[0], seymours[1]].sort());
    expect(claims(1)).toEqual([seymours[2]]);
    expect(claims(2)).toEqual([]); // no card with Seymour: nothing to keep this round
    expect(refusal(state, { type: 'claim', seat: 0, card: plain[0]! })).toBe('No Seymour on this card: look again!');
    state = play(state, { type: 'claim', seat: 0, card: seymours[1]! });
    // Keeping one card does not end the search: the other card with Seymour may be kept too.
    expect(state.ctx.active).toContain(0);
    state = play(state, { type: 'claim', seat: 0, card: seymours[0]! });
    state = play(state, { type: 'claim', seat: 1, card: seymours[2]! });
    for (const seat of [0, 1, 2]) state = play(state, { type: 'done', seat });
    expect(state.ctx.phase).toBe('basic.reveal');
    expect(state.G.keepers).toEqual([[seymours[1], seymours[0]], [seymours[2]], []]);
    expect(state.G.spreads).toEqual([[plain[0], plain[1]], [plain[2], plain[3]], [plain[4], plain[5]]]);
  });

  it('when the pile runs out, the revealed tiles are shuffled into a new pile', () => {
    let state = basic([[noCat[0]!], [noCat[1]!]], 't-cat');
    state.G.discard = state.G.pile.slice(0, -1);
    state.G.pile = [];
    state.G.shown = null;
    state = play(state, { type: 'reveal', seat: 0 });
    // 39 used tiles make the new pile; its top one is now face up.
    expect(state.G.pile).toHaveLength(38);
    expect(state.G.shown).not.toBeNull();
    expect(state.G.discard).toEqual([]);
    expect(english(findersKeepersCompiled.def.flow.phases!.basic!.phases!.reveal!.moves!.reveal!.describe!({ seat: 0 }, state.G, { ...state.G, pile: [] }))).toMatch(/^shuffled the used tiles into a new pile/);
  });
});

describe('Expert Finders Keepers', () => {
  const expert = (players: number, seed = 'expert') => core.init({ players, seed, options: { variant: 'expert' } }) as State;

  it('deals a 3 × 3 grid and 20 / 13 / 10 tiles each for 2 / 3 / 4 players, the rest out of play; three of each player\'s tiles face up', () => {
    for (const [players, each] of [[2, 20], [3, 13], [4, 10]] as const) {
      const state = expert(players);
      expect(tilesEach(players)).toBe(each);
      expect(state.G.grid).toHaveLength(GRID);
      expect(state.G.reserve).toHaveLength(60 - GRID);
      for (let s = 0; s < players; s++) expect(state.G.hands[s]!.length + state.G.stacks[s]!.length).toBe(each);
      for (const hand of state.G.hands) expect(hand).toHaveLength(HAND);
      expect(state.G.out).toHaveLength(40 - players * each);
      expect(state.ctx.phase).toBe('expert');
    }
  });

  it('is for 2 to 4 players: a setup or a save of Expert with five or six is refused, saying for how many it is', () => {
    expect(def.playersFor!({ variant: 'expert' })).toEqual({ min: 2, max: 4 });
    expect(def.playersFor!({ variant: 'basic' })).toEqual({ min: 2, max: 6 });
    for (const players of [5, 6]) {
      expect(() => core.init({ players, seed: 'x', options: { variant: 'expert' } })).toThrow(`Finders Keepers with these options is for 2–4 players; got ${players}.`);
      expect(() => new Match(findersKeepersCompiled, { players, seed: 'x', options: { variant: 'expert' } })).toThrow(/for 2–4 players/);
      expect(core.init({ players, seed: 'x' }).ctx.phase).toBe('basic.reveal');
    }
    const save = JSON.parse(new Match(findersKeepersCompiled, { players: 4, seed: 'x', options: { variant: 'expert' } }).save());
    save.setup.players = 5;
    const match = new Match(findersKeepersCompiled, { players: 2, seed: 'y' });
    expect(() => match.load(JSON.stringify(save))).toThrow(/for 2–4 players; got 5/);
    expect(match.setup).toMatchObject({ players: 2, seed: 'y' });
  });

  /** An expert position with the given grid and hands (stacks and reserve from the rest). */
  function position(grid: string[], hands: string[][], opts: { stacks?: string[][] } = {}): State {
    const state = expert(hands.length, 'position');
    const used = new Set(grid);
    state.G.grid = [...grid];
    state.G.reserve = CARDS.map((c) => c.id).filter((id) => !used.has(id));
    state.G.hands = hands.map((h) => [...h]);
    const handTiles = new Set(hands.flat());
    const rest = TILES.map((x) => x.id).filter((id) => !handTiles.has(id));
    state.G.stacks = opts.stacks ?? hands.map((_, s) => rest.slice(s * 5, s * 5 + 5));
    const stacked = new Set(state.G.stacks.flat());
    state.G.out = rest.filter((id) => !stacked.has(id));
    state.G.keepers = hands.map(() => []);
    state.ctx.current = 0;
    state.ctx.active = [0];
    return state;
  }

  it('playing a tile takes every grid card with that object; the grid is refilled from the reserve and the hand from the stack', () => {
    const cats = withThing('cat').slice(0, 2);
    const others = without('cat', 'sun', 'moon').slice(0, 7);
    let state = position([...cats, ...others], [['t-cat', 't-sun', 't-moon'], ['t-key', 't-hat', 't-cup']]);
    const top = state.G.reserve.at(-1)!;
    const nextTile = state.G.stacks[0]!.at(-1)!;
    state = play(state, { type: 'capture', seat: 0, tile: 't-cat' });
    expect(state.G.keepers[0]!.sort()).toEqual([...cats].sort());
    expect(state.G.grid[0]).toBe(top);
    expect(state.G.grid.every((id) => id !== null)).toBe(true);
    expect(state.G.hands[0]).toEqual(['t-sun', 't-moon', nextTile]);
    expect(state.G.played).toEqual(['t-cat']);
    expect(state.ctx.current).toBe(1);
  });

  it('a tile takes cards with its own object only, and only from the grid', () => {
    const grid = [withThing('moon').find((id) => !shows(id, 'sun'))!, ...without('cat', 'sun', 'moon').slice(0, 8)];
    const state = position(grid, [['t-cat', 't-sun', 't-moon'], ['t-key', 't-hat', 't-cup']]);
    expect(refusal(state, { type: 'capture', seat: 0, tile: 't-sun' })).toBe('No card in the middle shows the sun.');
    expect(refusal(state, { type: 'capture', seat: 0, tile: 't-cat' })).toBe('No card in the middle shows the cat.');
    expect(refusal(state, { type: 'capture', seat: 0, tile: 't-key' })).toMatch(/not one of your face-up tiles/);
    // A tile is its own object: there is no other object to name for it.
    expect(refusal(state, { type: 'capture', seat: 0, tile: 't-moon', thing: 'sun' })).toMatch(/takes no argument "thing"/);
    expect(core.legalMoves(state, 0)).toEqual([{ type: 'capture', seat: 0, tile: 't-moon' }]);
  });

  it('you must take a match when you can; otherwise you pass', () => {
    const sunCard = withThing('sun')[0]!;
    const grid = [sunCard, ...without('sun', 'cat', 'moon', 'key', 'hat', 'cup', SEYMOUR).slice(0, 8)];
    let state = position(grid, [['t-cat', 't-sun', 't-moon'], ['t-key', 't-hat', 't-cup']]);
    expect(refusal(state, { type: 'pass', seat: 0 })).toMatch(/must take/);
    state = play(state, { type: 'capture', seat: 0, tile: 't-sun' });
    const canSeat1 = core.legalMoves(state, 1).some((m) => m.type === 'capture');
    if (!canSeat1) {
      expect(core.legalMoves(state, 1)).toEqual([{ type: 'pass', seat: 1 }]);
      state = play(state, { type: 'pass', seat: 1 });
      expect(state.ctx.current).toBe(0);
    }
  });

  it('a Seymour tile takes every grid card that shows Seymour, 2 points each, and nothing else', () => {
    const seymourCards = withThing(SEYMOUR).slice(0, 2);
    const grid = [without(SEYMOUR)[0]!, seymourCards[0]!, ...without(SEYMOUR).slice(1, 5), seymourCards[1]!, ...without(SEYMOUR).slice(5, 7)];
    let state = position(grid, [['t-seymour-1', 't-sun', 't-moon'], ['t-key', 't-hat', 't-cup']]);
    expect(core.legalMoves(state, 0).filter((m) => m.tile === 't-seymour-1')).toEqual([{ type: 'capture', seat: 0, tile: 't-seymour-1' }]);
    const before = state;
    state = play(state, { type: 'capture', seat: 0, tile: 't-seymour-1' });
    expect(state.G.keepers[0]!.sort()).toEqual([...seymourCards].sort());
    expect(points(state.G.keepers[0]!)).toBe(4);
    expect(state.G.last).toEqual({ seat: 0, thing: SEYMOUR, spaces: [1, 6] });
    for (const id of seymourCards) expect(state.G.grid).not.toContain(id);
    const capture = def.flow.phases!.expert!.moves!.capture!;
    expect(english(capture.describe!({ seat: 0, tile: 't-seymour-1' }, state.G, before.G))).toBe('found Seymour and took 2 cards (4 points)');
  });

  it('a Seymour tile cannot be played when no grid card shows Seymour; with only such tiles a player must pass', () => {
    const grid = without(SEYMOUR, 'sun', 'key').slice(0, 9);
    let state = position(grid, [['t-seymour-1', 't-sun'], ['t-seymour-2', 't-key']], { stacks: [['t-seymour-3'], []] });
    expect(refusal(state, { type: 'capture', seat: 0, tile: 't-seymour-1' })).toBe('No card in the middle shows Seymour.');
    expect(core.legalMoves(state, 0)).toEqual([{ type: 'pass', seat: 0 }]);
    // Nobody's face-up tile matches a grid card: after the pass the game is over, stacks unplayed.
    state = play(state, { type: 'pass', seat: 0 });
    expect(state.ctx.over).toBe(true);
  });

  it('a Seymour tile in hand is no way out of the forced match: a pass is refused while another tile matches', () => {
    const sunCard = withThing('sun').find((id) => !shows(id, SEYMOUR))!;
    const grid = [sunCard, ...without(SEYMOUR, 'sun').slice(0, 8)];
    const state = position(grid, [['t-seymour-1', 't-sun'], ['t-seymour-2']]);
    expect(core.legalMoves(state, 0)).toEqual([{ type: 'capture', seat: 0, tile: 't-sun' }]);
    expect(refusal(state, { type: 'pass', seat: 0 })).toMatch(/must take/);
  });

  it('the game ends when no more cards can be captured; 1 point a card, 2 for a card with Seymour; the most points wins', () => {
    const plain = CARDS.filter((c) => !c.seymour && !c.objects.includes('sun') && !c.objects.includes('crown'));
    const grid = [withThing('sun').find((id) => !keepMe(id).seymour && !shows(id, 'crown'))!, ...plain.slice(0, 8).map((c) => c.id)];
    let state = position(grid, [['t-sun'], ['t-crown']], { stacks: [[], []] });
    state.G.reserve = [];
    state.G.keepers = [[CARDS.find((c) => c.seymour)!.id], [plain[20]!.id, plain[21]!.id]];
    // After the sun goes, nobody holds a tile that matches: the game ends.
    state = play(state, { type: 'capture', seat: 0, tile: 't-sun' });
    expect(state.ctx.over).toBe(true);
    expect(core.result(state).scores).toEqual([3, 2]);
    expect(core.result(state).winners).toEqual([0]);
  });

  it('ties on points share the win', () => {
    const state = position(without('cat').slice(0, 9), [['t-cat'], ['t-seymour-1']], { stacks: [[], []] });
    state.G.keepers = [[CARDS.find((c) => c.seymour)!.id], [without(SEYMOUR)[40]!, without(SEYMOUR)[41]!]];
    expect(core.result(state).winners).toEqual([0, 1]);
  });
});

describe('Finders Keepers bots', () => {
  const random = () => new Random({ rng: seedToState('aim') });
  it('a sharp player claims a card that shows the object, then says done; a slip is saying done too early', () => {
    const cat = withThing('cat')[0]!;
    const plain = without('cat', SEYMOUR)[0]!;
    let state = play(basic([[cat, plain], [without('cat', SEYMOUR)[1]!]], 't-cat'), { type: 'reveal', seat: 0 });
    const view = core.view(state, 0);
    expect(aim(view, 0, random())).toEqual({ type: 'claim', seat: 0, card: cat });
    expect(slip(view, 0)).toEqual({ type: 'done', seat: 0 });
    expect(aim(core.view(state, 1), 1, random())).toEqual({ type: 'done', seat: 1 });
    expect(slip(core.view(state, 1), 1)).toBeNull();
    state = play(state, { type: 'claim', seat: 0, card: cat });
    expect(aim(core.view(state, 0), 0, random())).toEqual({ type: 'done', seat: 0 });
  });

  it('with a Seymour tile a sharp player claims its cards with Seymour and no other; without any it is done', () => {
    const seymours = withThing(SEYMOUR);
    const plain = without(SEYMOUR);
    let state = play(basic([[plain[0]!, seymours[0]!, plain[1]!], [plain[2]!, plain[3]!]], 't-seymour-3'), { type: 'reveal', seat: 0 });
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      expect(aim(core.view(state, 0), 0, new Random({ rng: seedToState(seed) }))).toEqual({ type: 'claim', seat: 0, card: seymours[0] });
      expect(aim(core.view(state, 1), 1, new Random({ rng: seedToState(seed) }))).toEqual({ type: 'done', seat: 1 });
    }
    expect(slip(core.view(state, 0), 0)).toEqual({ type: 'done', seat: 0 });
    expect(slip(core.view(state, 1), 1)).toBeNull();
    state = play(state, { type: 'claim', seat: 0, card: seymours[0]! });
    expect(aim(core.view(state, 0), 0, random())).toEqual({ type: 'done', seat: 0 });
  });

  it('Expert: the greedy policy plays the tile that takes the most points, a Seymour tile like any other', () => {
    const seymourCards = withThing(SEYMOUR).filter((id) => !shows(id, 'sun') && !shows(id, 'moon')).slice(0, 2);
    const sunCards = withThing('sun').filter((id) => !shows(id, SEYMOUR) && !shows(id, 'moon')).slice(0, 3);
    const grid = [...seymourCards, ...sunCards, ...without(SEYMOUR, 'sun', 'moon').slice(0, 4)];
    const state = core.init({ players: 2, seed: 'greedy', options: { variant: 'expert' } }) as State;
    state.G.grid = grid;
    state.G.reserve = CARDS.map((c) => c.id).filter((id) => !grid.includes(id));
    state.G.hands = [['t-sun', 't-seymour-1', 't-moon'], ['t-key']];
    state.G.stacks = [[], []];
    state.G.out = TILES.map((x) => x.id).filter((id) => !['t-sun', 't-seymour-1', 't-moon', 't-key'].includes(id));
    state.ctx.current = 0;
    state.ctx.active = [0];
    // Seymour's two cards are worth 4 points; the sun's three cards 3.
    for (const seed of ['a', 'b', 'c']) expect(aim(core.view(state, 0), 0, new Random({ rng: seedToState(seed) }))).toEqual({ type: 'capture', seat: 0, tile: 't-seymour-1' });
    state.G.grid = [...sunCards, ...seymourCards.slice(0, 1), ...without(SEYMOUR, 'sun', 'moon').slice(0, 5)];
    expect(aim(core.view(state, 0), 0, random())).toEqual({ type: 'capture', seat: 0, tile: 't-sun' });
  });

  it('an all-bot game runs to the end on its own, in both variants and at the gentle pace', () => {
    const basicGame = simulateRealtime(findersKeepersCompiled, { players: 3, seed: 'all-bots', levels: ['easy', 'medium', 'hard'] });
    expect(basicGame.result.winners.length).toBeGreaterThan(0);
    const gentle = simulateRealtime(findersKeepersCompiled, { players: 2, seed: 'all-bots', levels: ['easy', 'easy'], pace: 'gentle' });
    expect(gentle.elapsedMs).toBeGreaterThan(0);
    const expertGame = simulateRealtime(findersKeepersCompiled, { players: 2, seed: 'all-bots', levels: ['easy', 'medium'], options: { variant: 'expert' } });
    expect(expertGame.result.scores.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
