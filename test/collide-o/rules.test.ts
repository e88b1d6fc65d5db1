/**
 * Collide-O rules from the seed, one named test per rule. Positions are built directly (a state
 * from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  COLOURS, DECK, PAUSES, PATTERNS, aim, collideOCompiled, coloursOf, endSections, fits, playOptions, sectionsMatch, slip, type CollideState, type Colour, type Laid,
} from '../../machines/collide-o/index.js';
import { Random, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator } from '../../src/i18n/index.js';

const { core, def } = collideOCompiled;
const english = (text: Parameters<Translator['render']>[0]) => new Translator('en', []).render(text);
const L = (id: string, at: number, turned = false): Laid => ({ id, at, turned });

/** A position in the race with the given data; `phase` follows from it unless given. */
function position(G: Partial<CollideState>, players = 2, phase?: string): GameState<CollideState> {
  const state = core.init({ players, seed: 'rules' }) as GameState<CollideState>;
  state.G = {
    centre: null, line: [L('red-yellow-blue', 0)], aside: [], discard: [], wrong: null,
    piles: Array.from({ length: players }, () => ['blue-green-red', 'black-green-blue']),
    hands: Array.from({ length: players }, () => []),
    ...G,
  };
  state.ctx.phase = phase ?? (state.G.wrong ? 'play.wrong' : 'play.race');
  state.ctx.active = Array.from({ length: players }, (_, s) => s);
  return state;
}

function play(state: GameState<CollideState>, move: Move): GameState<CollideState> {
  const result = core.play(state, move);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${result.reason}`);
  return result.state as GameState<CollideState>;
}
/** What the move log says of a move, in English. */
function said(before: GameState<CollideState>, move: Move, after: GameState<CollideState>): string {
  const moveDef = collideOCompiled.flow.moves.get(move.type)!;
  return english(moveDef.describe!(move as never, after.G, before.G));
}
const refusal = (state: GameState<CollideState>, move: Move) => core.reason(state, move);
/** The sections showing on the line, left to right. */
function strip(G: CollideState): string[] {
  const at = G.line.map((l) => l.at);
  const left = Math.min(...at);
  const right = Math.max(...at) + 2;
  const out: string[] = [];
  for (let p = left; p <= right; p++) {
    for (let i = G.line.length - 1; i >= 0; i--) {
      const l = G.line[i]!;
      if (p >= l.at && p <= l.at + 2) {
        const s = DECK.find((c) => c.id === l.id)!.sections;
        out.push(l.turned ? s[2 - (p - l.at)]! : s[p - l.at]!);
        break;
      }
    }
  }
  return out;
}

describe('Collide-O rules', () => {
  describe('the deck (PROPOSED)', () => {
    const special = (c: (typeof DECK)[number]) => c.sections.filter((x) => coloursOf(x).length > 1);
    const solid = DECK.filter((c) => special(c).length === 0);
    const striped = DECK.filter((c) => special(c).some((x) => x !== 'wild'));
    const wild = DECK.filter((c) => c.sections.includes('wild'));

    it('has 90 different cards of three sections each: 20 solid, 45 with a two-colour section, 25 with a wild one', () => {
      expect(DECK).toHaveLength(90);
      expect(new Set(DECK.map((c) => c.id)).size).toBe(90);
      expect(DECK.every((c) => c.sections.length === 3)).toBe(true);
      expect([solid.length, striped.length, wild.length]).toEqual([20, 45, 25]);
      expect(striped.filter((c) => c.sections[1].includes('_'))).toHaveLength(20);
      expect(wild.filter((c) => c.sections[1] === 'wild')).toHaveLength(20);
    });

    it('a wild card is wild in one section only, and no two sections of a card share a colour', () => {
      for (const c of DECK) {
        expect(special(c).length, c.id).toBeLessThanOrEqual(1);
        const solidColours = c.sections.filter((x) => x !== 'wild').flatMap(coloursOf);
        expect(new Set(solidColours).size, c.id).toBe(solidColours.length);
      }
    });

    it('is 18 patterns, each printed once from every colour: turning every colour one step round the circle gives the deck again', () => {
      expect(PATTERNS).toHaveLength(18);
      const next = (x: string) => (x === 'wild' ? x : coloursOf(x).map((c) => COLOURS[(COLOURS.indexOf(c) + 1) % 5]!).sort((p, q) => COLOURS.indexOf(p) - COLOURS.indexOf(q)).join('_'));
      const ids = new Set(DECK.map((c) => c.id));
      for (const c of DECK) expect(ids.has(c.sections.map(next).join('-')), c.id).toBe(true);
    });

    it('no colour is favoured: each is on 18 middles and 40 ends (a stripe counts for both of its colours); 20 middles and 5 ends are wild', () => {
      for (const colour of COLOURS) {
        const has = (x: string) => x !== 'wild' && coloursOf(x).includes(colour);
        expect(DECK.filter((c) => has(c.sections[1])).length, colour).toBe(18);
        expect(DECK.reduce((n, c) => n + (has(c.sections[0]) ? 1 : 0) + (has(c.sections[2]) ? 1 : 0), 0), colour).toBe(40);
      }
      expect(DECK.filter((c) => c.sections[1] === 'wild')).toHaveLength(20);
      expect(DECK.filter((c) => c.sections[0] === 'wild' || c.sections[2] === 'wild')).toHaveLength(5);
    });

    it('an end of two solid colours is matched by 19 to 21 cards, but by 14 where the outer colour is two steps on from the middle one', () => {
      // The harder ends are what makes five players stuck now and then (README "Components").
      // A card laid on an end showing `middle` and `outer` covers them with one of its ends (turned
      // round if need be) and its middle.
      const matching = (middle: Colour, outer: Colour) =>
        DECK.filter((c) => sectionsMatch(c.sections[1], outer) && (sectionsMatch(c.sections[0], middle) || sectionsMatch(c.sections[2], middle))).length;
      for (let m = 0; m < 5; m++) {
        const counts = [1, 2, 3, 4].map((step) => matching(COLOURS[m]!, COLOURS[(m + step) % 5]!));
        expect(counts, COLOURS[m]).toEqual([21, 14, 19, 21]);
      }
    });
  });

  describe('setup', () => {
    it.each([[2, 44, 1], [3, 29, 2], [4, 22, 1], [5, 17, 4]])('%i players: one card face down in the centre, %i cards each, %i set aside; a hand of 5 from each pile', (players, each, aside) => {
      const { G, ctx } = core.init({ players, seed: `setup-${players}` }) as GameState<CollideState>;
      expect(ctx.phase).toBe('deal');
      expect(G.centre).not.toBeNull();
      expect(G.line).toEqual([]);
      expect(G.aside).toHaveLength(aside);
      for (let s = 0; s < players; s++) {
        expect(G.hands[s]).toHaveLength(5);
        expect(G.hands[s]!.length + G.piles[s]!.length).toBe(each);
      }
    });

    it('the centre card is hidden from everyone until the host turns it up; then everyone plays at once', () => {
      const state = core.init({ players: 3, seed: 'reveal' }) as GameState<CollideState>;
      const centre = state.G.centre!;
      for (const seat of [null, 0, 1, 2]) expect(JSON.stringify(core.view(state, seat))).not.toContain(centre);
      expect(core.legalMoves(state).map((m) => m.type)).toEqual(['reveal']);
      expect(def.realtime!.host!(state.G, state.ctx)).toEqual({ move: { type: 'reveal', seat: 0 }, after: PAUSES.reveal });
      const after = play(state, { type: 'reveal', seat: 0 });
      expect(after.G.line).toEqual([L(centre, 0)]);
      expect(after.ctx.active).toEqual([0, 1, 2]);
      expect(said(state, { type: 'reveal', seat: 0 }, after)).toMatch(/^The centre card is turned up: .+\. Go!$/);
    });

    it('a play before the centre card is turned up is refused', () => {
      const state = core.init({ players: 2, seed: 'early' }) as GameState<CollideState>;
      const id = state.G.hands[0]![0]!;
      expect(refusal(state, { type: 'play', seat: 0, card: id, end: 'right', turned: false })).toMatch(/not allowed|centre card/);
    });
  });

  describe('laying a card', () => {
    // The centre card red · yellow · blue: its right end offers yellow (middle) and blue (outer),
    // its left end yellow (middle) and red (outer).
    it('covers the end card\'s middle and outer end with the new card\'s inner end and middle, each matching', () => {
      const state = position({ hands: [['yellow-blue-black', 'yellow-black-blue'], []] });
      expect(endSections(state.G.line, 'right')).toEqual({ middle: 'yellow', outer: 'blue' });
      expect(fits(state.G.line, 'yellow-blue-black', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'yellow-black-blue', 'right', false)).toBe(false);
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'right', turned: false });
      expect(strip(after.G)).toEqual(['red', 'yellow', 'blue', 'black']);
      expect(endSections(after.G.line, 'right')).toEqual({ middle: 'blue', outer: 'black' });
    });

    it('a card may be turned round: red · blue · yellow fits the right end laid the other way', () => {
      const state = position({ hands: [['red-blue-yellow'], []] });
      expect(playOptions(state.G, 0)).toEqual([{ card: 'red-blue-yellow', end: 'right', turned: true }]);
      const after = play(state, { type: 'play', seat: 0, card: 'red-blue-yellow', end: 'right', turned: true });
      expect(strip(after.G)).toEqual(['red', 'yellow', 'blue', 'red']);
    });

    it('the line grows in both directions and never back toward the centre: a left play lies further left', () => {
      const state = position({ hands: [['green-red-yellow'], []] });
      expect(endSections(state.G.line, 'left')).toEqual({ middle: 'yellow', outer: 'red' });
      // Laid as printed, green · red · yellow: yellow over the centre's middle, red over its red end.
      expect(playOptions(state.G, 0)).toEqual([{ card: 'green-red-yellow', end: 'left', turned: false }]);
      const after = play(state, { type: 'play', seat: 0, card: 'green-red-yellow', end: 'left', turned: false });
      expect(after.G.line[1]!.at).toBe(-1);
      expect(strip(after.G)).toEqual(['green', 'red', 'yellow', 'blue']);
      expect(endSections(after.G.line, 'left')).toEqual({ middle: 'red', outer: 'green' });
      // The right end shows what lies on top: the left card's yellow over the centre's middle, then blue.
      expect(endSections(after.G.line, 'right')).toEqual({ middle: 'yellow', outer: 'blue' });
    });

    it('a two-colour stripe matches either of its colours, on the line and on the card played', () => {
      const state = position({ line: [L('green-blue_yellow-black', 0)] });
      // Right end: middle blue or yellow, outer black.
      expect(endSections(state.G.line, 'right')).toEqual({ middle: 'blue_yellow', outer: 'black' });
      expect(fits(state.G.line, 'blue-black-green', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'yellow-black-green', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'blue_red-black-yellow', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'blue-green-red', 'right', false)).toBe(false);
    });

    it('a wild section matches any colour', () => {
      const state = position({ line: [L('blue-wild-yellow', 0)] });
      for (const id of ['red-yellow-blue', 'green-yellow-blue', 'red-yellow-green']) expect(fits(state.G.line, id, 'right', false)).toBe(true);
      expect(fits(state.G.line, 'wild-red-black', 'right', false)).toBe(false); // red does not match yellow
      expect(fits(state.G.line, 'wild-yellow-green', 'right', false)).toBe(true);
    });

    it('after each play the hand is refilled to five from the player\'s own pile, while it lasts', () => {
      const state = position({ hands: [['yellow-blue-black', 'a', 'b', 'c', 'd'].map((x, i) => (i === 0 ? x : DECK[i + 10]!.id)), []] });
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'right', turned: false });
      expect(after.G.hands[0]).toHaveLength(5);
      expect(after.G.hands[0]).toContain('black-green-blue');
      expect(after.G.piles[0]).toEqual(['blue-green-red']);
      expect(after.G.hands[1]).toEqual([]);
    });

    it('refuses a card that does not fit, a card not in the hand and a malformed play, with a reason', () => {
      const state = position({ hands: [['yellow-black-blue'], ['yellow-blue-black']] });
      expect(refusal(state, { type: 'play', seat: 0, card: 'yellow-black-blue', end: 'right', turned: false })).toBeTruthy();
      expect(english(core.refusal(state, { type: 'play', seat: 0, card: 'yellow-black-blue', end: 'right', turned: false })!)).toMatch(/does not fit at the right end/);
      expect(english(core.refusal(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'right', turned: false })!)).toBe('That card is not in your hand.');
      expect(english(core.refusal(state, { type: 'play', seat: 1, card: 'yellow-blue-black', end: 'up', turned: false })!)).toMatch(/left" or "right/);
    });

    it('two plays at the same end in their order of arrival: the second fits the new end or is refused', () => {
      const state = position({ hands: [['yellow-blue-black'], ['yellow-blue-red']] });
      expect(fits(state.G.line, 'yellow-blue-red', 'right', false)).toBe(true);
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'right', turned: false });
      expect(refusal(after, { type: 'play', seat: 1, card: 'yellow-blue-red', end: 'right', turned: false })).toBeTruthy();
    });
  });

  describe('everyone stuck', () => {
    it('when no hand has a fitting card the host takes the last card played away, and play goes on', () => {
      // Centre red·yellow·blue; seat 0 played yellow·blue·black on the right, then seat 1 green·red·yellow on the left.
      const line = [L('red-yellow-blue', 0), L('yellow-blue-black', 1), L('green-red-yellow', -1)];
      const state = position({ line, hands: [['blue-green-black', 'red-blue-yellow'], ['black-green-blue', 'yellow-blue-red']], piles: [[], []] }, 2, 'play.race');
      expect([0, 1].flatMap((seat) => playOptions(state.G, seat))).toEqual([]);
      // Nobody fits; a move is needed for the phase rules to run: a wrong card, called back at once.
      const s2 = play(state, { type: 'misplay', seat: 0, card: 'blue-green-black', end: 'right' });
      const called = play(s2, { type: 'call', seat: 1 });
      expect(called.ctx.phase).toBe('play.stuck');
      expect(new Set(core.legalMoves(called).map((m) => m.type))).toEqual(new Set(['clear']));
      expect(def.realtime!.host!(called.G, called.ctx)).toEqual({ move: { type: 'clear', seat: 0 }, after: PAUSES.clear });
      const cleared = play(called, { type: 'clear', seat: 0 });
      // The last card played (the left one) is discarded, not the right one.
      expect(cleared.G.discard).toEqual(['green-red-yellow']);
      expect(cleared.G.line.map((l) => l.id)).toEqual(['red-yellow-blue', 'yellow-blue-black']);
      expect(said(called, { type: 'clear', seat: 0 }, cleared)).toMatch(/^Nobody can play: the last card played, green · red · yellow, is taken away\.$/);
    });

    it('when only the centre card is left it is taken away too, and the next card anyone plays starts a new line', () => {
      const state = position({ hands: [['blue-green-black'], ['blue-black-green']] }, 2, 'play.stuck');
      const cleared = play(state, { type: 'clear', seat: 0 });
      expect(cleared.ctx.phase).toBe('play.empty');
      expect(cleared.G.line).toEqual([]);
      expect(core.legalMoves(cleared).map((m) => `${m.type} ${m.seat} ${String(m.card)}`)).toEqual(['start 0 blue-green-black', 'start 1 blue-black-green']);
      const started = play(cleared, { type: 'start', seat: 1, card: 'blue-black-green' });
      expect(started.ctx.phase).toBe('play.race');
      expect(started.G.line).toEqual([L('blue-black-green', 0)]);
    });

    it('the host takes nothing away while someone can play', () => {
      const state = position({ hands: [['yellow-blue-black'], []] });
      expect(def.realtime!.host!(state.G, state.ctx)).toBeNull();
      expect(core.reason(state, { type: 'clear', seat: 0 })).toBeTruthy();
    });
  });

  describe('the wrong-card call', () => {
    // Centre red · yellow · blue with yellow · blue · black on its right: the right end offers blue
    // and black, the left end yellow and red. Seat 0 lays blue · green · black on the right: wrong.
    const line = [L('red-yellow-blue', 0), L('yellow-blue-black', 1)];
    const slipped = () => play(position({ line, hands: [['blue-green-black', 'green-red-yellow'], ['blue-black-green']] }), { type: 'misplay', seat: 0, card: 'blue-green-black', end: 'right' });

    it('a wrong card lies on the line, blocks its end and waits to be called; the other end stays open', () => {
      const state = slipped();
      expect(state.ctx.phase).toBe('play.wrong');
      expect(state.G.wrong).toEqual({ seat: 0, end: 'right', card: 'blue-green-black' });
      expect(state.G.line[state.G.line.length - 1]!.id).toBe('blue-green-black');
      expect(fits(line, 'blue-black-green', 'right', false)).toBe(true);
      expect(refusal(state, { type: 'play', seat: 1, card: 'blue-black-green', end: 'right', turned: false })).toBeTruthy();
      expect(playOptions(state.G, 0)).toEqual([{ card: 'green-red-yellow', end: 'left', turned: false }]);
    });

    it('any other player may call it: it goes back into the hand of the one who laid it, and play resumes', () => {
      const state = slipped();
      expect(english(core.refusal(state, { type: 'call', seat: 0 })!)).toBe('You laid that card yourself: another player must call it.');
      const called = play(state, { type: 'call', seat: 1 });
      expect(called.ctx.phase).toBe('play.race');
      expect(called.G.wrong).toBeNull();
      expect(called.G.line.map((l) => l.id)).toEqual(['red-yellow-blue', 'yellow-blue-black']);
      expect(called.G.hands[0]).toContain('blue-green-black');
      expect(said(state, { type: 'call', seat: 1 }, called)).toMatch(/^called the wrong card: .* takes blue · green · black back$/);
    });

    it('a card played at the other end meanwhile stays: the call takes back the wrong card itself, and the log names it', () => {
      const state = slipped();
      const meanwhile = play(state, { type: 'play', seat: 0, card: 'green-red-yellow', end: 'left', turned: false });
      expect(meanwhile.G.line[meanwhile.G.line.length - 1]!.id).toBe('green-red-yellow');
      const called = play(meanwhile, { type: 'call', seat: 1 });
      expect(called.G.line.map((l) => l.id)).toEqual(['red-yellow-blue', 'yellow-blue-black', 'green-red-yellow']);
      expect(called.G.hands[0]).toContain('blue-green-black');
      expect(called.G.hands[0]).not.toContain('green-red-yellow');
      expect(said(meanwhile, { type: 'call', seat: 1 }, called)).toMatch(/^called the wrong card: .* takes blue · green · black back$/);
      const stays = play(meanwhile, { type: 'accept', seat: 0 });
      expect(said(meanwhile, { type: 'accept', seat: 0 }, stays)).toBe('Nobody called the wrong card in time: blue · green · black stays on the line.');
    });

    it('while only the centre card is down, a play at the other end is matched against the centre card, not the waiting wrong card', () => {
      // Laid on the left, blue · green · black covers the centre's middle (yellow) with black; the
      // right end is still yellow · blue without it, so yellow · blue · black fits there.
      const state = position({ line: [L('red-yellow-blue', 0)], hands: [['blue-green-black', 'black-red-green'], ['yellow-blue-black']] });
      const wrong = play(state, { type: 'misplay', seat: 0, card: 'blue-green-black', end: 'left' });
      expect(endSections(wrong.G.line, 'right')).toEqual({ middle: 'black', outer: 'blue' });
      expect(playOptions(wrong.G, 1)).toContainEqual({ card: 'yellow-blue-black', end: 'right', turned: false });
      const meanwhile = play(wrong, { type: 'play', seat: 1, card: 'yellow-blue-black', end: 'right', turned: false });
      const called = play(meanwhile, { type: 'call', seat: 1 });
      expect(strip(called.G)).toEqual(['red', 'yellow', 'blue', 'black']);
      expect(called.G.hands[0]).toContain('blue-green-black');
    });

    it('if nobody calls it in time the host lets it stay, and the line goes on from it', () => {
      const state = slipped();
      expect(def.realtime!.host!(state.G, state.ctx)).toEqual({ move: { type: 'accept', seat: 0 }, after: PAUSES.accept });
      const stays = play(state, { type: 'accept', seat: 0 });
      expect(stays.ctx.phase).toBe('play.race');
      expect(stays.G.line[stays.G.line.length - 1]!.id).toBe('blue-green-black');
      expect(endSections(stays.G.line, 'right')).toEqual({ middle: 'green', outer: 'black' });
    });

    it('a card that fits is no wrong card, and only one wrong card waits at a time', () => {
      const state = position({ hands: [['yellow-blue-black', 'blue-green-black'], ['black-red-green']] });
      expect(english(core.refusal(state, { type: 'misplay', seat: 0, card: 'yellow-blue-black', end: 'right' })!)).toBe('That card fits there: play it.');
      const after = play(state, { type: 'misplay', seat: 0, card: 'blue-green-black', end: 'left' });
      expect(core.reason(after, { type: 'misplay', seat: 1, card: 'black-red-green', end: 'right' })).toBeTruthy();
    });

    it('bots: a sharp player calls another\'s wrong card at once and plays fitting cards; a slip is a card that does not fit', () => {
      const random = new Random({ rng: 7 });
      const state = slipped();
      expect(aim(core.view(state, 1) as GameState<CollideState>, 1, random)).toEqual({ type: 'call', seat: 1 });
      expect(aim(core.view(state, 0) as GameState<CollideState>, 0, random)).toEqual({ type: 'play', seat: 0, card: 'green-red-yellow', end: 'left', turned: false });
      const race = position({ hands: [['yellow-blue-black', 'blue-green-black'], []] });
      const mistaken = slip(core.view(race, 0) as GameState<CollideState>, 0, random)!;
      expect(mistaken.type).toBe('misplay');
      expect(core.reason(race, mistaken)).toBeNull();
      expect(def.realtime!.reflexes.hard.slips).toBe(0);
      expect(def.realtime!.reflexes.easy.slips).toBeGreaterThan(0);
      const [easyFast] = def.realtime!.reflexes.easy.reaction;
      const [, hardSlow] = def.realtime!.reflexes.hard.reaction;
      expect(easyFast).toBeGreaterThan(hardSlow);
    });
  });

  describe('the end', () => {
    it('the first player down to one card wins', () => {
      const state = position({ hands: [['yellow-blue-black', 'blue-green-black'], ['black-red-green', 'black-green-blue', 'wild-red-black']], piles: [[], []] });
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'right', turned: false });
      expect(after.ctx.phase).toBe('over');
      expect(core.result(after)).toEqual({ scores: [1, 3], winners: [0], reason: expect.anything() });
      expect(english(core.result(after).reason!)).toBe('First down to one card.');
    });

    it('a wrong card does not win until it stays: called back, the player has two cards again', () => {
      const state = position({ hands: [['blue-green-black', 'green-red-yellow'], ['yellow-blue-black', 'black-red-green']], piles: [[], []] });
      const slippedDown = play(state, { type: 'misplay', seat: 0, card: 'blue-green-black', end: 'right' });
      expect(slippedDown.ctx.phase).toBe('play.wrong');
      expect(play(slippedDown, { type: 'call', seat: 1 }).G.hands[0]).toHaveLength(2);
      expect(play(slippedDown, { type: 'accept', seat: 0 }).ctx.phase).toBe('over');
    });
  });
});
