/**
 * Collide-O rules from the seed, one named test per rule. Positions are built directly (a state
 * from `core.init`, then the game data set by hand) so each test is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  COLOURS, DECK, PAUSES, aim, collideOCompiled, coloursOf, endSections, fits, playOptions, slip, type CollideState, type Laid,
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
    centre: null, line: [L('blue-yellow-red', 0)], aside: [], discard: [], wrong: null,
    piles: Array.from({ length: players }, () => ['green-black-blue', 'black-green-blue']),
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
    it('has 90 different cards of three sections each: 60 solid, 20 with a two-colour stripe, 10 with a wild section', () => {
      expect(DECK).toHaveLength(90);
      expect(new Set(DECK.map((c) => c.id)).size).toBe(90);
      const wild = DECK.filter((c) => c.sections.includes('wild'));
      const striped = DECK.filter((c) => c.sections.some((s) => s.includes('_')));
      const solid = DECK.filter((c) => c.sections.every((s) => coloursOf(s).length === 1));
      expect([solid.length, striped.length, wild.length]).toEqual([60, 20, 10]);
      expect(DECK.every((c) => c.sections.length === 3)).toBe(true);
    });

    it('solid cards are every ordered triple of three different colours', () => {
      const solid = DECK.filter((c) => c.sections.every((s) => coloursOf(s).length === 1));
      for (const c of solid) expect(new Set(c.sections).size).toBe(3);
      expect(new Set(solid.map((c) => c.id)).size).toBe(5 * 4 * 3);
    });

    it('each pair of colours is a stripe twice, once in the middle and once at an end, with solid colours outside the pair', () => {
      const striped = DECK.filter((c) => c.sections.some((s) => s.includes('_')));
      for (let i = 0; i < 5; i++) {
        for (let j = i + 1; j < 5; j++) {
          const pair = `${COLOURS[i]}_${COLOURS[j]}`;
          const cards = striped.filter((c) => c.sections.includes(pair));
          expect(cards.map((c) => c.sections.indexOf(pair) === 1).sort(), pair).toEqual([false, true]);
          for (const c of cards) for (const s of c.sections) if (s !== pair) expect(pair.split('_')).not.toContain(s);
        }
      }
    });

    it('has 5 cards with a wild middle and 5 with a wild end, and uses every colour equally: 19 middles and 37 ends each', () => {
      const wild = DECK.filter((c) => c.sections.includes('wild'));
      expect(wild.filter((c) => c.sections[1] === 'wild')).toHaveLength(5);
      expect(wild.filter((c) => c.sections[0] === 'wild' || c.sections[2] === 'wild')).toHaveLength(5);
      for (const colour of COLOURS) {
        const has = (s: string) => s !== 'wild' && coloursOf(s).includes(colour);
        expect(DECK.filter((c) => has(c.sections[1])).length, colour).toBe(19);
        expect(DECK.reduce((n, c) => n + (has(c.sections[0]) ? 1 : 0) + (has(c.sections[2]) ? 1 : 0), 0), colour).toBe(37);
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
    // The centre card blue · yellow · red: its right end offers yellow (middle) and red (outer),
    // its left end yellow (middle) and blue (outer).
    it('covers the end card\'s middle and outer end with the new card\'s inner end and middle, each matching', () => {
      const state = position({ hands: [['yellow-red-green', 'red-yellow-green'], []] });
      expect(endSections(state.G.line, 'right')).toEqual({ middle: 'yellow', outer: 'red' });
      expect(fits(state.G.line, 'yellow-red-green', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'red-yellow-green', 'right', false)).toBe(false);
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-red-green', end: 'right', turned: false });
      expect(strip(after.G)).toEqual(['blue', 'yellow', 'red', 'green']);
      expect(endSections(after.G.line, 'right')).toEqual({ middle: 'red', outer: 'green' });
    });

    it('a card may be turned round: green · red · yellow fits the right end laid the other way', () => {
      const state = position({ hands: [['green-red-yellow'], []] });
      expect(playOptions(state.G, 0)).toEqual([{ card: 'green-red-yellow', end: 'right', turned: true }]);
      const after = play(state, { type: 'play', seat: 0, card: 'green-red-yellow', end: 'right', turned: true });
      expect(strip(after.G)).toEqual(['blue', 'yellow', 'red', 'green']);
    });

    it('the line grows in both directions and never back toward the centre: a left play lies further left', () => {
      const state = position({ hands: [['yellow-blue-black'], []] });
      expect(endSections(state.G.line, 'left')).toEqual({ middle: 'yellow', outer: 'blue' });
      // Laid left to right as black · blue · yellow: yellow over the centre's middle, blue over its blue end.
      expect(playOptions(state.G, 0)).toEqual([{ card: 'yellow-blue-black', end: 'left', turned: true }]);
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'left', turned: true });
      expect(after.G.line[1]!.at).toBe(-1);
      expect(strip(after.G)).toEqual(['black', 'blue', 'yellow', 'red']);
      expect(endSections(after.G.line, 'left')).toEqual({ middle: 'blue', outer: 'black' });
      // The right end shows what lies on top: the left card's yellow over the centre's middle, then red.
      expect(endSections(after.G.line, 'right')).toEqual({ middle: 'yellow', outer: 'red' });
    });

    it('a two-colour stripe matches either of its colours, on the line and on the card played', () => {
      const state = position({ line: [L('yellow-blue_green-red', 0)] });
      // Right end: middle blue or green, outer red.
      expect(endSections(state.G.line, 'right')).toEqual({ middle: 'blue_green', outer: 'red' });
      expect(fits(state.G.line, 'green-red-black', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'blue-red-yellow', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'blue_yellow-red-green', 'right', false)).toBe(true);
      expect(fits(state.G.line, 'yellow-red-green', 'right', false)).toBe(false);
    });

    it('a wild section matches any colour', () => {
      const state = position({ line: [L('blue-wild-yellow', 0)] });
      for (const id of ['green-yellow-red', 'black-yellow-blue', 'red-yellow-green']) expect(fits(state.G.line, id, 'right', false)).toBe(true);
      expect(fits(state.G.line, 'wild-red-black', 'right', false)).toBe(false); // red does not match yellow
      expect(fits(state.G.line, 'wild-yellow-green', 'right', false)).toBe(true);
    });

    it('after each play the hand is refilled to five from the player\'s own pile, while it lasts', () => {
      const state = position({ hands: [['yellow-red-green', 'a', 'b', 'c', 'd'].map((x, i) => (i === 0 ? x : DECK[i + 10]!.id)), []] });
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-red-green', end: 'right', turned: false });
      expect(after.G.hands[0]).toHaveLength(5);
      expect(after.G.hands[0]).toContain('black-green-blue');
      expect(after.G.piles[0]).toEqual(['green-black-blue']);
      expect(after.G.hands[1]).toEqual([]);
    });

    it('refuses a card that does not fit, a card not in the hand and a malformed play, with a reason', () => {
      const state = position({ hands: [['red-yellow-green'], ['yellow-red-green']] });
      expect(refusal(state, { type: 'play', seat: 0, card: 'red-yellow-green', end: 'right', turned: false })).toBeTruthy();
      expect(english(core.refusal(state, { type: 'play', seat: 0, card: 'red-yellow-green', end: 'right', turned: false })!)).toMatch(/does not fit at the right end/);
      expect(english(core.refusal(state, { type: 'play', seat: 0, card: 'yellow-red-green', end: 'right', turned: false })!)).toBe('That card is not in your hand.');
      expect(english(core.refusal(state, { type: 'play', seat: 1, card: 'yellow-red-green', end: 'up', turned: false })!)).toMatch(/left" or "right/);
    });

    it('two plays at the same end in their order of arrival: the second fits the new end or is refused', () => {
      const state = position({ hands: [['yellow-red-green'], ['yellow-red-black']] });
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-red-green', end: 'right', turned: false });
      expect(refusal(after, { type: 'play', seat: 1, card: 'yellow-red-black', end: 'right', turned: false })).toBeTruthy();
    });
  });

  describe('everyone stuck', () => {
    it('when no hand has a fitting card the host takes the last card played away, and play goes on', () => {
      // Centre blue·yellow·red; seat 0 played yellow·red·green on the right, then seat 1 yellow·blue·black on the left (turned).
      const line = [L('blue-yellow-red', 0), L('yellow-red-green', 1), L('yellow-blue-black', -1, true)];
      const state = position({ line, hands: [['green-blue-black', 'yellow-red-blue'], ['black-blue-green', 'blue-yellow-black']], piles: [[], []] }, 2, 'play.race');
      // Nobody fits; a move is needed for the phase rules to run: a wrong card, called back at once.
      const s2 = play(state, { type: 'misplay', seat: 0, card: 'green-blue-black', end: 'right' });
      const called = play(s2, { type: 'call', seat: 1 });
      expect(called.ctx.phase).toBe('play.stuck');
      expect(new Set(core.legalMoves(called).map((m) => m.type))).toEqual(new Set(['clear']));
      expect(def.realtime!.host!(called.G, called.ctx)).toEqual({ move: { type: 'clear', seat: 0 }, after: PAUSES.clear });
      const cleared = play(called, { type: 'clear', seat: 0 });
      // The last card played (the left one) is discarded, not the right one.
      expect(cleared.G.discard).toEqual(['yellow-blue-black']);
      expect(cleared.G.line.map((l) => l.id)).toEqual(['blue-yellow-red', 'yellow-red-green']);
      expect(said(called, { type: 'clear', seat: 0 }, cleared)).toMatch(/^Nobody can play: the last card played, black · blue · yellow, is taken away\.$/);
    });

    it('when only the centre card is left it is taken away too, and the next card anyone plays starts a new line', () => {
      const state = position({ hands: [['green-blue-black'], ['black-blue-green']] }, 2, 'play.stuck');
      const cleared = play(state, { type: 'clear', seat: 0 });
      expect(cleared.ctx.phase).toBe('play.empty');
      expect(cleared.G.line).toEqual([]);
      expect(core.legalMoves(cleared).map((m) => `${m.type} ${m.seat} ${String(m.card)}`)).toEqual(['start 0 green-blue-black', 'start 1 black-blue-green']);
      const started = play(cleared, { type: 'start', seat: 1, card: 'black-blue-green' });
      expect(started.ctx.phase).toBe('play.race');
      expect(started.G.line).toEqual([L('black-blue-green', 0)]);
    });

    it('the host takes nothing away while someone can play', () => {
      const state = position({ hands: [['yellow-red-green'], []] });
      expect(def.realtime!.host!(state.G, state.ctx)).toBeNull();
      expect(core.reason(state, { type: 'clear', seat: 0 })).toBeTruthy();
    });
  });

  describe('the wrong-card call', () => {
    // Centre blue · yellow · red with yellow · red · green on its right: the right end offers red
    // and green, the left end yellow and blue. Seat 0 lays green · blue · black on the right: wrong.
    const line = [L('blue-yellow-red', 0), L('yellow-red-green', 1)];
    const slipped = () => play(position({ line, hands: [['green-blue-black', 'yellow-blue-black'], ['red-green-black']] }), { type: 'misplay', seat: 0, card: 'green-blue-black', end: 'right' });

    it('a wrong card lies on the line, blocks its end and waits to be called; the other end stays open', () => {
      const state = slipped();
      expect(state.ctx.phase).toBe('play.wrong');
      expect(state.G.wrong).toEqual({ seat: 0, end: 'right', card: 'green-blue-black' });
      expect(state.G.line[state.G.line.length - 1]!.id).toBe('green-blue-black');
      expect(refusal(state, { type: 'play', seat: 1, card: 'red-green-black', end: 'right', turned: false })).toBeTruthy();
      expect(playOptions(state.G, 0)).toEqual([{ card: 'yellow-blue-black', end: 'left', turned: true }]);
    });

    it('any other player may call it: it goes back into the hand of the one who laid it, and play resumes', () => {
      const state = slipped();
      expect(english(core.refusal(state, { type: 'call', seat: 0 })!)).toBe('You laid that card yourself: another player must call it.');
      const called = play(state, { type: 'call', seat: 1 });
      expect(called.ctx.phase).toBe('play.race');
      expect(called.G.wrong).toBeNull();
      expect(called.G.line.map((l) => l.id)).toEqual(['blue-yellow-red', 'yellow-red-green']);
      expect(called.G.hands[0]).toContain('green-blue-black');
      expect(said(state, { type: 'call', seat: 1 }, called)).toMatch(/^called the wrong card: .* takes green · blue · black back$/);
    });

    it('a card played at the other end meanwhile stays: the call takes back the wrong card itself, and the log names it', () => {
      const state = slipped();
      const meanwhile = play(state, { type: 'play', seat: 0, card: 'yellow-blue-black', end: 'left', turned: true });
      expect(meanwhile.G.line[meanwhile.G.line.length - 1]!.id).toBe('yellow-blue-black');
      const called = play(meanwhile, { type: 'call', seat: 1 });
      expect(called.G.line.map((l) => l.id)).toEqual(['blue-yellow-red', 'yellow-red-green', 'yellow-blue-black']);
      expect(called.G.hands[0]).toContain('green-blue-black');
      expect(called.G.hands[0]).not.toContain('yellow-blue-black');
      expect(said(meanwhile, { type: 'call', seat: 1 }, called)).toMatch(/^called the wrong card: .* takes green · blue · black back$/);
      const stays = play(meanwhile, { type: 'accept', seat: 0 });
      expect(said(meanwhile, { type: 'accept', seat: 0 }, stays)).toBe('Nobody called the wrong card in time: green · blue · black stays on the line.');
    });

    it('while only the centre card is down, a play at the other end is matched against the centre card, not the waiting wrong card', () => {
      // Laid on the left, green · blue · black covers the centre's middle (yellow) with black; the
      // right end is still yellow · red without it, so yellow · red · green fits there.
      const state = position({ line: [L('blue-yellow-red', 0)], hands: [['green-blue-black', 'red-green-black'], ['yellow-red-green']] });
      const wrong = play(state, { type: 'misplay', seat: 0, card: 'green-blue-black', end: 'left' });
      expect(playOptions(wrong.G, 1)).toContainEqual({ card: 'yellow-red-green', end: 'right', turned: false });
      const meanwhile = play(wrong, { type: 'play', seat: 1, card: 'yellow-red-green', end: 'right', turned: false });
      const called = play(meanwhile, { type: 'call', seat: 1 });
      expect(strip(called.G)).toEqual(['blue', 'yellow', 'red', 'green']);
      expect(called.G.hands[0]).toContain('green-blue-black');
    });

    it('if nobody calls it in time the host lets it stay, and the line goes on from it', () => {
      const state = slipped();
      expect(def.realtime!.host!(state.G, state.ctx)).toEqual({ move: { type: 'accept', seat: 0 }, after: PAUSES.accept });
      const stays = play(state, { type: 'accept', seat: 0 });
      expect(stays.ctx.phase).toBe('play.race');
      expect(stays.G.line[stays.G.line.length - 1]!.id).toBe('green-blue-black');
      expect(endSections(stays.G.line, 'right')).toEqual({ middle: 'blue', outer: 'black' });
    });

    it('a card that fits is no wrong card, and only one wrong card waits at a time', () => {
      const state = position({ hands: [['yellow-red-green', 'green-blue-black'], ['red-black-green']] });
      expect(english(core.refusal(state, { type: 'misplay', seat: 0, card: 'yellow-red-green', end: 'right' })!)).toBe('That card fits there: play it.');
      const after = play(state, { type: 'misplay', seat: 0, card: 'green-blue-black', end: 'left' });
      expect(core.reason(after, { type: 'misplay', seat: 1, card: 'red-black-green', end: 'right' })).toBeTruthy();
    });

    it('bots: a sharp player calls another\'s wrong card at once and plays fitting cards; a slip is a card that does not fit', () => {
      const random = new Random({ rng: 7 });
      const state = slipped();
      expect(aim(core.view(state, 1) as GameState<CollideState>, 1, random)).toEqual({ type: 'call', seat: 1 });
      expect(aim(core.view(state, 0) as GameState<CollideState>, 0, random)).toEqual({ type: 'play', seat: 0, card: 'yellow-blue-black', end: 'left', turned: true });
      const race = position({ hands: [['yellow-red-green', 'green-blue-black'], []] });
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
      const state = position({ hands: [['yellow-red-green', 'green-blue-black'], ['red-black-green', 'black-blue-green', 'wild-black-red']], piles: [[], []] });
      const after = play(state, { type: 'play', seat: 0, card: 'yellow-red-green', end: 'right', turned: false });
      expect(after.ctx.phase).toBe('over');
      expect(core.result(after)).toEqual({ scores: [1, 3], winners: [0], reason: expect.anything() });
      expect(english(core.result(after).reason!)).toBe('First down to one card.');
    });

    it('a wrong card does not win until it stays: called back, the player has two cards again', () => {
      const state = position({ hands: [['green-blue-black', 'yellow-blue-black'], ['yellow-red-green', 'red-black-green']], piles: [[], []] });
      const slippedDown = play(state, { type: 'misplay', seat: 0, card: 'green-blue-black', end: 'right' });
      expect(slippedDown.ctx.phase).toBe('play.wrong');
      expect(play(slippedDown, { type: 'call', seat: 1 }).G.hands[0]).toHaveLength(2);
      expect(play(slippedDown, { type: 'accept', seat: 0 }).ctx.phase).toBe('over');
    });
  });
});
