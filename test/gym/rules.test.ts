/**
 * GYM rules from the rulebook, one named test per rule and per number or example in it. Positions
 * are built directly (a state from `core.init`, then the game data set by hand) so each is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  EVENTS,
  KIDS,
  gymCompiled,
  kid,
  openActions,
  scheduleRanking,
  selectedEvents,
  sideScore,
  teamScore,
  type EventId,
  type GymState,
} from '../../machines/gym/index.js';
import { Match } from '../../src/engine/index.js';
import { Random, jsonEqual, seedToState, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator } from '../../src/i18n/index.js';
import { translations } from '../../machines/gym/translations.js';

const { core } = gymCompiled;
type Table = (string | null)[][][];

const id = (name: string) => `kid-${name.toLowerCase()}`;
const ids = (...names: string[]) => names.map(id);

function play(state: GameState<GymState>, move: Omit<Move, 'seat'> & { seat?: number }): GameState<GymState> {
  const full = { seat: state.ctx.active[0], ...move } as Move;
  const result = core.play(state, full);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(full)}: ${result.reason}`);
  return result.state as GameState<GymState>;
}
const refuse = (state: GameState<GymState>, move: Omit<Move, 'seat'> & { seat?: number }): string => {
  const result = core.play(state, { seat: state.ctx.active[0], ...move } as Move);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(move)}`);
  return result.reason;
};
const legal = (state: GameState<GymState>) => core.legalMoves(state).map(({ seat: _seat, ...rest }) => rest);
const types = (state: GameState<GymState>) => [...new Set(core.legalMoves(state).map((m) => m.type))].sort();

/** A Pick-phase position. */
function pickPosition(G: Partial<GymState>, opts: { players?: number; current?: number } = {}): GameState<GymState> {
  const state = core.init({ players: opts.players ?? 2, seed: 'rules' }) as GameState<GymState>;
  state.G = { ...state.G, ...G };
  state.ctx.phase = state.G.bratPending ? 'pick.adjust' : state.G.row.length === 0 ? 'pick.layout' : 'pick.choose';
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}

const EMPTY = (): (string | null)[][] => [[null, null, null], [null, null, null]];
const IN_PLAY: EventId[] = ['weights', 'football', 'baseball', 'basketball'];

/** A Play-phase position: events weights, football, baseball, basketball; coaches tennis and dodgeball (aside). */
function playPosition(G: Partial<GymState>, opts: { players?: number; current?: number } = {}): GameState<GymState> {
  const players = opts.players ?? 2;
  const state = core.init({ players, seed: 'rules' }) as GameState<GymState>;
  state.G = {
    ...state.G,
    column: [...EVENTS],
    advance: [1, 0, 1, 1, 1, 0],
    row: [],
    stack: [],
    hands: Array.from({ length: players }, () => []),
    events: IN_PLAY,
    table: IN_PLAY.map(EMPTY),
    coaches: [
      { card: 'tennis', event: null, side: -1 },
      { card: 'dodgeball', event: null, side: -1 },
    ],
    ...G,
  };
  state.ctx.phase = 'play.place';
  state.ctx.current = opts.current ?? 0;
  state.ctx.active = [state.ctx.current];
  return state;
}
const at = (state: GameState<GymState>, event: EventId, side: number) => state.G.table[state.G.events.indexOf(event)]![side]!;

describe('GYM rules', () => {
  describe('components', () => {
    it('has 30 cards: 24 Kids (18 Friendlies with 2 skills, 6 Brats with 1) and 6 Events/Coaches', () => {
      expect(KIDS).toHaveLength(24);
      expect(EVENTS).toHaveLength(6);
      expect(KIDS.length + EVENTS.length).toBe(30);
      const friendlies = KIDS.filter((k) => !k.brat);
      const brats = KIDS.filter((k) => k.brat);
      expect(friendlies).toHaveLength(18);
      expect(brats).toHaveLength(6);
      expect(friendlies.every((k) => Object.keys(k.skills).length === 2)).toBe(true);
      expect(brats.every((k) => Object.keys(k.skills).length === 1)).toBe(true);
    });

    it('balances the skills: every event has 12 Friendly points and one Brat', () => {
      for (const e of EVENTS) {
        expect(KIDS.filter((k) => !k.brat).reduce((n, k) => n + (k.skills[e] ?? 0), 0)).toBe(12);
        expect(KIDS.filter((k) => k.brat && k.skills[e] !== undefined)).toHaveLength(1);
      }
    });
  });

  describe('setup', () => {
    it('makes the Event Schedule a column of the 6 Events, all level', () => {
      const { G } = core.init({ players: 2, seed: 'setup' }) as GameState<GymState>;
      expect([...G.column].sort()).toEqual([...EVENTS].sort());
      expect(G.advance).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('reveals 12 of the 24 shuffled Kids and sets aside the other 12', () => {
      const { G } = core.init({ players: 2, seed: 'setup' }) as GameState<GymState>;
      expect(G.row).toHaveLength(12);
      expect(G.stack).toHaveLength(12);
      expect(new Set([...G.row, ...G.stack]).size).toBe(24);
    });

    it('the Dealer (seat 1) is the starting player', () => {
      const state = core.init({ players: 4, seed: 'setup' });
      expect(state.ctx.phase).toBe('pick.choose');
      expect(state.ctx.active).toEqual([0]);
    });

    it('plays 2 players one against one, 4 as teams of 2, 6 as teams of 3, teams alternating round the table', () => {
      expect((core.init({ players: 2, seed: 's' }).G as GymState).teams).toEqual([[0], [1]]);
      expect((core.init({ players: 4, seed: 's' }).G as GymState).teams).toEqual([[0, 2], [1, 3]]);
      expect((core.init({ players: 6, seed: 's' }).G as GymState).teams).toEqual([[0, 2, 4], [1, 3, 5]]);
    });

    it('refuses 3 and 5 players: teams must be equal', () => {
      expect(() => core.init({ players: 3, seed: 's' })).toThrow('GYM is for 2, 4 or 6 players; got 3.');
      expect(() => core.init({ players: 5, seed: 's' })).toThrow('GYM is for 2, 4 or 6 players; got 5.');
    });

    it('players alternate turns as a team: in a 4-player game the turns go A, B, A, B', () => {
      let state = core.init({ players: 4, seed: 'alt' }) as GameState<GymState>;
      const order: number[] = [];
      while (order.length < 8) {
        const seat = state.ctx.active[0]!;
        if (state.ctx.phase === 'pick.choose') order.push(state.G.teams[0]!.includes(seat) ? 0 : 1);
        const m = core.legalMoves(state).find((x) => x.type !== 'advance') ?? core.legalMoves(state)[0]!;
        state = play(state, m);
      }
      expect(order).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    });
  });

  describe('hidden hands', () => {
    it('teammates never see each other\'s hands: each seat sees only its own', () => {
      const state = playPosition({ hands: [ids('abby'), ids('ben'), ids('cara'), ids('dev')] }, { players: 4 });
      for (let seat = 0; seat < 4; seat++) {
        const view = core.view(state, seat).G as GymState;
        view.hands.forEach((h, s) => expect(h).toEqual(s === seat ? state.G.hands[s] : ['hidden']));
      }
      expect((core.view(state, null).G as GymState).hands.flat()).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
    });

    it('the face-down Kids set aside are hidden from everyone', () => {
      const state = core.init({ players: 2, seed: 'h' }) as GameState<GymState>;
      expect((core.view(state, 0).G as GymState).stack).toEqual(Array(12).fill('hidden'));
    });
  });

  describe('Pick phase', () => {
    it('the Active Player takes a face-up Kid into his hand; a Friendly ends the turn', () => {
      const state = pickPosition({ row: ids('abby', 'ben'), stack: [] });
      const after = play(state, { type: 'choose', kid: id('abby') });
      expect(after.G.hands[0]).toEqual([id('abby')]);
      expect(after.G.row).toEqual([id('ben')]);
      expect(after.ctx.active).toEqual([1]);
    });

    it('a Brat lets its picker adjust the schedule: one Event 2 spaces, or two Events 1 space each (or leave it)', () => {
      const state = play(pickPosition({ row: ids('bruno', 'ben'), stack: [], column: [...EVENTS] }), { type: 'choose', kid: id('bruno') });
      expect(state.ctx.phase).toBe('pick.adjust');
      expect(state.ctx.active).toEqual([0]);
      // 6 ways to advance one Event by 2, 15 ways to advance two Events by 1, and "keep".
      expect(legal(state).filter((m) => m.type === 'advance')).toHaveLength(21);
      expect(types(state)).toEqual(['advance', 'keep']);
      const two = play(state, { type: 'advance', first: 'football', second: 'football' });
      expect(two.G.advance).toEqual([0, 0, 2, 0, 0, 0]);
      expect(two.ctx.active).toEqual([1]);
      const split = play(state, { type: 'advance', first: 'weights', second: 'basketball' });
      expect(split.G.advance).toEqual([1, 0, 0, 0, 1, 0]);
      expect(play(state, { type: 'keep' }).G.advance).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('Events always advance and never move backwards', () => {
      const state = play(pickPosition({ row: ids('bruno'), stack: [], column: [...EVENTS] }), { type: 'choose', kid: id('bruno') });
      for (const m of legal(state).filter((x) => x.type === 'advance')) {
        const after = play(state, m);
        expect(after.G.advance.reduce((a, b) => a + b, 0)).toBe(2);
        expect(after.G.advance.every((a) => a >= 0)).toBe(true);
      }
      expect(refuse(state, { type: 'advance', first: 'dodgeball', second: 'weights' })).toMatch(/from the top of the column down/);
    });

    it('only a Brat lets its picker adjust the schedule', () => {
      const state = play(pickPosition({ row: ids('ben', 'bruno'), stack: [] }), { type: 'choose', kid: id('ben') });
      expect(state.ctx.phase).toBe('pick.choose');
      expect(refuse(state, { type: 'advance', first: 'weights', second: 'weights' })).toMatch(/./);
    });

    it('after all 12 Kids are picked the remaining 12 are laid out and picking continues', () => {
      const state = pickPosition({ row: ids('ben'), stack: ids('abby', 'cara', 'dev', 'ella', 'finn', 'gia', 'hugo', 'ivy', 'jay', 'kira', 'leo', 'mia') });
      const empty = play(state, { type: 'choose', kid: id('ben') });
      expect(empty.ctx.phase).toBe('pick.layout');
      expect(empty.ctx.active).toEqual([1]);
      expect(types(empty)).toEqual(['layOut']);
      const laid = play(empty, { type: 'layOut' });
      expect(laid.ctx.phase).toBe('pick.choose');
      expect(laid.G.row).toHaveLength(12);
      expect(laid.G.stack).toHaveLength(0);
      expect(laid.ctx.active).toEqual([1]);
    });

    it('a whole Pick phase: 24 picks, every player an equal number of Kids (2, 4 and 6 players)', () => {
      for (const players of [2, 4, 6]) {
        let state = core.init({ players, seed: `picks-${players}` }) as GameState<GymState>;
        while (state.ctx.phase.startsWith('pick')) state = play(state, core.legalMoves(state).find((m) => m.type !== 'advance')!);
        expect(state.ctx.phase).toBe('play.place');
        expect(state.G.hands.map((h) => h.length)).toEqual(Array(players).fill(24 / players));
        expect(state.ctx.active).toEqual([0]); // same sequence as the Pick phase: the Dealer again
      }
    });
  });

  describe('the Event Schedule decides the Events', () => {
    it('rulebook example: Force furthest, then Swap and Pick, then Lift, Switch and Move tied — Lift is highest, so it is the 4th Event', () => {
      // Column top to bottom: Pick, Lift, Force, Switch, Swap, Move.
      const G = { column: ['basketball', 'weights', 'football', 'tennis', 'baseball', 'dodgeball'] as EventId[], advance: [2, 1, 3, 1, 2, 1] };
      expect(scheduleRanking(G).slice(0, 4)).toEqual(['football', 'basketball', 'baseball', 'weights']);
      expect(selectedEvents(G).sort()).toEqual(['baseball', 'basketball', 'football', 'weights']);
      // Played out: the last pick ends the Pick phase; Switch and Move flip to Coaches.
      const state = pickPosition({ ...G, row: ids('ben'), stack: [], hands: [ids('abby', 'cara', 'dev', 'ella', 'finn', 'gia', 'hugo', 'ivy', 'jay', 'kira', 'leo'), ids('mia', 'nico', 'opal', 'pete', 'quinn', 'rosa', 'bruno', 'spike', 'tank', 'vex', 'wade', 'zed')] });
      const after = play(state, { type: 'choose', kid: id('ben') });
      expect(after.ctx.phase).toBe('play.place');
      expect([...after.G.events].sort()).toEqual(['baseball', 'basketball', 'football', 'weights']);
      expect(after.G.coaches.map((c) => c.card).sort()).toEqual(['dodgeball', 'tennis']);
      expect(after.G.coaches.every((c) => c.event === null)).toBe(true);
      expect(after.G.table.every((sides) => sides.length === 2 && sides.every((s) => s.length === 3))).toBe(true);
    });

    it('ties go to the Event at the top of the column', () => {
      expect(selectedEvents({ column: [...EVENTS], advance: [0, 0, 0, 0, 0, 0] })).toEqual(['weights', 'tennis', 'football', 'baseball']);
      expect(selectedEvents({ column: [...EVENTS], advance: [0, 0, 0, 0, 1, 1] })).toEqual(['weights', 'tennis', 'basketball', 'dodgeball']);
    });
  });

  describe('Play phase: placing', () => {
    it('the Active Player must place a Kid from his hand at an open position on his Team\'s side', () => {
      const state = playPosition({ hands: [ids('abby', 'ben'), ids('cara')] });
      expect(legal(state)).toHaveLength(2 * 4);
      expect(legal(state).every((m) => m.type === 'place')).toBe(true);
      const after = play(state, { type: 'place', kid: id('abby'), event: 'weights' });
      expect(at(after, 'weights', 0)).toEqual([id('abby'), null, null]);
      expect(after.G.hands[0]).toEqual([id('ben')]);
      expect(after.ctx.phase).toBe('play.action');
      expect(refuse(state, { type: 'place', kid: id('cara'), event: 'weights' })).toMatch(/not in your hand/);
      expect(refuse(state, { type: 'place', kid: id('abby'), event: 'tennis' })).toMatch(/not in play/);
    });

    it('each side of an Event has 3 positions; a full side takes no more Kids', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[0]![0] = ids('pete', 'gia', 'hugo');
      const state = playPosition({ hands: [ids('abby'), ids('cara')], table });
      expect(refuse(state, { type: 'place', kid: id('abby'), event: 'weights' })).toMatch(/full/);
      expect(legal(state).map((m) => m.event)).toEqual(['football', 'baseball', 'basketball']);
    });

    it('Team B\'s players place on Team B\'s side', () => {
      const state = playPosition({ hands: [[], ids('cara')] }, { current: 1 });
      const after = play(state, { type: 'place', kid: id('cara'), event: 'baseball' });
      expect(at(after, 'baseball', 1)).toEqual([id('cara'), null, null]);
      expect(at(after, 'baseball', 0)).toEqual([null, null, null]);
    });
  });

  describe('Play phase: which Event Action', () => {
    it('the Action of the Event placed at, or of either of the Kid\'s skills when that Event is in play', () => {
      // Cara: Weightlifting 2, Baseball 2 — placed at Football: Force, Lift or Swap.
      const state = play(playPosition({ hands: [ids('cara', 'abby'), ids('ben')] }), { type: 'place', kid: id('cara'), event: 'football' });
      expect(openActions(state.G).sort()).toEqual(['baseball', 'football', 'weights']);
    });

    it('a skill whose Event is a Coach gives no Action', () => {
      // Abby: Weightlifting 3, Table Tennis 1 — Table Tennis is a Coach here.
      const state = play(playPosition({ hands: [ids('abby', 'cara'), ids('ben')] }), { type: 'place', kid: id('abby'), event: 'basketball' });
      expect(openActions(state.G).sort()).toEqual(['basketball', 'weights']);
      expect(refuse(state, { type: 'switchKid', event: 'basketball', side: 0, slot: 0 })).toMatch(/not open to you/);
    });

    it('the Action is optional, and one only: the turn ends after it (for a Friendly)', () => {
      const state = play(playPosition({ hands: [ids('cara', 'abby'), ids('ben')] }), { type: 'place', kid: id('cara'), event: 'football' });
      const after = play(state, { type: 'noAction' });
      expect(after.ctx.phase).toBe('play.place');
      expect(after.ctx.active).toEqual([1]);
    });
  });

  describe('Event Actions', () => {
    /** Seat 0 placed Dev (Weightlifting 2, Basketball 2) at Weightlifting; Kids on both sides. */
    function afterPlacing(extra: Partial<GymState> = {}, kidName = 'dev', event: EventId = 'weights'): GameState<GymState> {
      const table: Table = IN_PLAY.map(EMPTY);
      table[1]![0] = [id('jay'), null, null]; // Football, Team A: Jay
      table[2]![1] = [id('mia'), null, null]; // Baseball, Team B: Mia
      table[3]![1] = [id('opal'), id('kira'), null]; // Basketball, Team B: Opal, Kira
      return play(playPosition({ hands: [[id(kidName), id('abby'), id('ben')], ids('cara', 'ella', 'finn')], table, ...extra }), { type: 'place', kid: id(kidName), event });
    }

    it('Lift any Kid: take a Kid from either side into your hand, replace it with a Kid from your hand (same position)', () => {
      let state = afterPlacing();
      state = play(state, { type: 'liftKid', event: 'basketball', side: 1, slot: 0 });
      expect(state.ctx.phase).toBe('play.lift');
      expect(legal(state).map((m) => m.kid).sort()).toEqual(ids('abby', 'ben'));
      state = play(state, { type: 'replace', kid: id('ben') });
      expect(at(state, 'basketball', 1)).toEqual([id('ben'), id('kira'), null]);
      expect(state.G.hands[0]!.sort()).toEqual(ids('abby', 'opal'));
      expect(state.ctx.active).toEqual([1]);
    });

    it('Switch 2 Kids: two Kids on the same side switch places', () => {
      let state = afterPlacing({}, 'gia', 'baseball'); // Gia: Table Tennis 2, Baseball 2 — Swap only (Tennis is a Coach)
      expect(openActions(state.G)).toEqual(['baseball']);
      state = afterPlacing({ events: ['weights', 'football', 'tennis', 'basketball'] }, 'pete', 'tennis'); // Pete: Weightlifting 1, Table Tennis 3
      expect(openActions(state.G).sort()).toEqual(['tennis', 'weights']);
      state = play(state, { type: 'switchKid', event: 'football', side: 0, slot: 0 });
      // Only Kids on the same side (Team A) at another Event: Pete at Table Tennis.
      expect(legal(state)).toEqual([{ type: 'switchWith', event: 'tennis', side: 0, slot: 0 }]);
      expect(refuse(state, { type: 'switchWith', event: 'tennis', side: 1, slot: 0 })).toMatch(/no Kid|same side/);
      state = play(state, { type: 'switchWith', event: 'tennis', side: 0, slot: 0 });
      expect(at(state, 'football', 0)[0]).toBe(id('pete'));
      expect(at(state, 'tennis', 0)[0]).toBe(id('jay'));
    });

    it('Swap 2 Kids: a Kid on one side swaps with a Kid on the opposing side, across sides only', () => {
      let state = afterPlacing({}, 'cara', 'football'); // Cara: Weightlifting 2, Baseball 2
      state = play(state, { type: 'swapKid', event: 'football', side: 0, slot: 0 });
      expect(legal(state).every((m) => m.side === 1)).toBe(true);
      expect(legal(state)).toHaveLength(3);
      state = play(state, { type: 'swapWith', event: 'basketball', side: 1, slot: 1 });
      expect(at(state, 'basketball', 1)).toEqual([id('opal'), id('jay'), null]);
      expect(at(state, 'football', 0)).toEqual([id('kira'), id('cara'), null]);
    });

    it('Move any Kid: to an empty position at another Event, same side', () => {
      let state = afterPlacing({ events: ['weights', 'football', 'baseball', 'dodgeball'] }, 'ella', 'dodgeball'); // Ella: Weightlifting 1, Dodgeball 3
      state = play(state, { type: 'moveKid', event: 'dodgeball', side: 1, slot: 0 });
      expect(legal(state).map((m) => m.event)).toEqual(['weights', 'football', 'baseball']);
      state = play(state, { type: 'moveTo', event: 'weights' });
      expect(at(state, 'weights', 1)).toEqual([id('opal'), null, null]);
      expect(at(state, 'dodgeball', 1)).toEqual([null, id('kira'), null]);
    });

    it('Force a Kid: a random Kid from an opponent\'s hand is laid before him; he must play it next turn', () => {
      let state = afterPlacing({}, 'ben', 'football'); // Ben: Weightlifting 3, Football 1
      state = play(state, { type: 'force', target: 1 });
      const forced = state.G.forced[1]!;
      expect(ids('cara', 'ella', 'finn')).toContain(forced);
      expect(state.G.hands[1]).toHaveLength(2);
      expect(state.G.hands[1]).not.toContain(forced);
      expect(state.ctx.active).toEqual([1]);
      // The forced Kid is face up for everyone.
      expect((core.view(state, 0).G as GymState).forced[1]).toBe(forced);
      expect(legal(state).every((m) => m.kid === forced)).toBe(true);
      expect(refuse(state, { type: 'place', kid: state.G.hands[1]![0]!, event: 'weights' })).toMatch(/forced/);
      const next = play(state, { type: 'place', kid: forced, event: 'weights' });
      expect(next.G.forced[1]).toBeNull();
    });

    it('Force a Kid: the forced player is exempt from Force and Pick a Kid until after his next turn (teams of 2)', () => {
      let state = playPosition({ hands: [ids('ben', 'abby'), ids('cara', 'dev'), ids('kira', 'gia'), ids('ella', 'finn')] }, { players: 4 });
      state = play(state, { type: 'place', kid: id('ben'), event: 'football' });
      expect(legal(state).filter((m) => m.type === 'force').map((m) => m.target)).toEqual([1, 3]);
      state = play(state, { type: 'force', target: 3 });
      expect(state.G.exempt[3]).toBe(true);
      state = play(play(state, { type: 'place', kid: id('cara'), event: 'weights' }), { type: 'noAction' });
      // Seat 3's teammate-opponent seat 2 (Team A) places Kira at Football: seat 3 may not be targeted.
      state = play(state, { type: 'place', kid: id('kira'), event: 'football' });
      expect(legal(state).filter((m) => m.type === 'force' || m.type === 'pickKid').map((m) => m.target)).toEqual([1, 1]);
      expect(refuse(state, { type: 'force', target: 3 })).toMatch(/exempt/);
      expect(refuse(state, { type: 'pickKid', target: 3 })).toMatch(/exempt/);
      expect(refuse(state, { type: 'force', target: 0 })).toMatch(/your team/);
      state = play(state, { type: 'noAction' });
      expect(state.ctx.active).toEqual([3]);
      state = play(play(state, { type: 'place', kid: state.G.forced[3]!, event: 'weights' }), { type: 'noAction' });
      // His next turn is over: the exemption ends.
      expect(state.G.exempt[3]).toBe(false);
      expect(state.G.forced[3]).toBeNull();
    });

    it('the log of Force and Lift names the players, never "their"', () => {
      const moves = gymCompiled.def.flow.phases!.play!.phases!;
      const say = (text: Parameters<Translator['render']>[0]) => new Translator('en', [translations], (s) => ['Ana', 'Ben'][s]!).render(text);
      let before = afterPlacing({}, 'ben', 'football');
      let after = play(before, { type: 'force', target: 1 });
      const forced = moves.action!.moves!.force!.describe!({ type: 'force', seat: 0, target: 1 } as never, after.G, before.G);
      expect(say(forced)).toMatch(/^forced Ben: a random Kid from Ben's hand, .+, must be played next turn$/);
      before = play(afterPlacing(), { type: 'liftKid', event: 'basketball', side: 1, slot: 0 });
      after = play(before, { type: 'replace', kid: id('ben') });
      const lifted = moves.lift!.moves!.replace!.describe!({ type: 'replace', seat: 0, kid: id('ben') } as never, after.G, before.G);
      expect(say(lifted)).toBe("lifted Opal off Team B's side of Basketball into Ana's hand and put Ben (Weightlifting 3, Football 1) in its place");
    });

    it('Pick a Kid: take a random Kid from an opponent\'s hand, then give him a Kid from yours', () => {
      let state = afterPlacing({}, 'dev', 'basketball');
      state = play(state, { type: 'pickKid', target: 1 });
      expect(state.ctx.phase).toBe('play.give');
      expect(state.G.hands[0]).toHaveLength(3);
      expect(state.G.hands[1]).toHaveLength(2);
      state = play(state, { type: 'give', kid: id('abby') });
      expect(state.G.hands[1]).toContain(id('abby'));
      expect(state.G.hands[0]).toHaveLength(2);
      expect(state.G.hands[1]).toHaveLength(3);
      expect(state.ctx.active).toEqual([1]);
    });
  });

  describe('Coaches', () => {
    it('placing a Brat allows one Event Action, then placing or moving either Coach', () => {
      const state = play(playPosition({ hands: [ids('wade', 'abby'), ids('cara', 'ben')] }), { type: 'place', kid: id('wade'), event: 'basketball' });
      expect(openActions(state.G)).toEqual(['basketball']);
      const coach = play(state, { type: 'noAction' });
      expect(coach.ctx.phase).toBe('play.coach');
      expect(types(coach)).toEqual(['coach', 'noCoach']);
      expect(legal(coach).filter((m) => m.type === 'coach')).toHaveLength(2 * 4 * 2);
      const placed = play(coach, { type: 'coach', coach: 'tennis', event: 'football', side: 1 });
      expect(placed.G.coaches[0]).toEqual({ card: 'tennis', event: 'football', side: 1 });
      expect(placed.ctx.active).toEqual([1]);
    });

    it('a Friendly does not move a Coach', () => {
      const state = play(play(playPosition({ hands: [ids('abby'), ids('cara')] }), { type: 'place', kid: id('abby'), event: 'weights' }), { type: 'noAction' });
      expect(state.ctx.phase).toBe('play.place');
      expect(state.ctx.active).toEqual([1]);
    });

    it('no Event Action moves Kids to or away from a coached side; the other side still may be', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[1]![0] = [id('jay'), null, null]; // Football, Team A
      table[1]![1] = [id('kira'), null, null]; // Football, Team B
      table[2]![1] = [id('mia'), null, null]; // Baseball, Team B
      const coaches = [
        { card: 'tennis' as EventId, event: 'football' as EventId, side: 1 },
        { card: 'dodgeball' as EventId, event: null, side: -1 },
      ];
      // Cara (Weightlifting 2, Baseball 2) placed at Baseball: Lift or Swap.
      const state = play(playPosition({ hands: [ids('cara', 'abby'), ids('ben')], table, coaches }), { type: 'place', kid: id('cara'), event: 'baseball' });
      expect(refuse(state, { type: 'liftKid', event: 'football', side: 1, slot: 0 })).toMatch(/Coach/);
      expect(legal(state).filter((m) => m.type === 'liftKid').map((m) => `${m.event}/${m.side}`).sort()).toEqual(['baseball/0', 'baseball/1', 'football/0']);
      const swap = play(state, { type: 'swapKid', event: 'football', side: 0, slot: 0 });
      expect(legal(swap).map((m) => `${m.event}/${m.side}`)).toEqual(['baseball/1']);
      expect(refuse(swap, { type: 'swapWith', event: 'football', side: 1, slot: 0 })).toMatch(/Coach/);
    });

    it('placing a Kid (not an Event Action) at a coached side is allowed', () => {
      const coaches = [
        { card: 'tennis' as EventId, event: 'football' as EventId, side: 0 },
        { card: 'dodgeball' as EventId, event: null, side: -1 },
      ];
      const state = playPosition({ hands: [ids('abby'), ids('ben')], coaches });
      expect(play(state, { type: 'place', kid: id('abby'), event: 'football' }).G.table[1]![0]![0]).toBe(id('abby'));
    });
  });

  describe('game end and scoring', () => {
    it('the game ends after the turn in which the last Kid is played', () => {
      const table: Table = IN_PLAY.map(() => [[id('abby'), id('ben'), id('cara')], [id('dev'), id('ella'), id('finn')]]);
      table[3]![1] = [id('gia'), id('hugo'), null];
      const state = playPosition({ hands: [[], [id('ivy')]], table }, { current: 1 });
      const placed = play(state, { type: 'place', kid: id('ivy'), event: 'basketball' });
      expect(placed.ctx.phase).toBe('play.action');
      expect(core.isOver(placed)).toBe(false);
      const done = play(placed, { type: 'noAction' });
      expect(done.ctx.phase).toBe('over');
      expect(core.isOver(done)).toBe(true);
    });

    it('each side scores its Kids\' skill points in that Event', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[0]![0] = ids('abby', 'ben', 'bruno'); // Weightlifting: 3 + 3 + 1
      table[0]![1] = [id('ella'), id('jay'), null]; // Weightlifting: 1 + 0
      const state = playPosition({ table });
      expect(sideScore(state.G, 'weights', 0)).toBe(7);
      expect(sideScore(state.G, 'weights', 1)).toBe(1);
    });

    it('scoring example: Team A 23 points, Team B 19 — Team A wins', () => {
      // All 24 Kids placed; Events in play: Weightlifting, Football, Baseball, Basketball.
      const table: Table = [
        [ids('abby', 'ben', 'cara'), ids('pete', 'bruno', 'ella')], // Weightlifting: A 3+3+2 = 8, B 1+1+1 = 3
        [ids('jay', 'quinn', 'kira'), ids('leo', 'finn', 'tank')], // Football: A 3+3+2 = 8, B 2+1+1 = 4
        [ids('mia', 'spike', 'gia'), ids('nico', 'vex', 'ivy')], // Baseball: A 3+0+2 = 5, B 3+1+0 = 4
        [ids('rosa', 'wade', 'zed'), ids('opal', 'hugo', 'dev')], // Basketball: A 1+1+0 = 2, B 3+3+2 = 8
      ];
      const state = playPosition({ table });
      expect(new Set(table.flat(2)).size).toBe(24);
      expect(IN_PLAY.map((e) => sideScore(state.G, e, 0))).toEqual([8, 8, 5, 2]);
      expect(IN_PLAY.map((e) => sideScore(state.G, e, 1))).toEqual([3, 4, 4, 8]);
      expect(teamScore(state.G, 0)).toBe(23);
      expect(teamScore(state.G, 1)).toBe(19);
      const result = core.result(state);
      expect(result.scores).toEqual([23, 19]);
      expect(result.winners).toEqual([0]);
    });

    it('a tie goes to the Team that took the first turn (the Dealer\'s team)', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[0]![0] = [id('abby'), null, null]; // Team A 3
      table[0]![1] = [id('ben'), null, null]; // Team B 3
      const state = playPosition({ table }, { players: 4 });
      const result = core.result(state);
      expect(result.scores).toEqual([3, 3, 3, 3]);
      expect(result.winners).toEqual([0, 2]);
      expect(new Translator('en', []).render(result.reason)).toBe('Tied at 3 points: the team that took the first turn (Team A) wins.');
      expect(new Translator('de', [translations]).render(result.reason)).toBe('Gleichstand bei 3 Punkten: Das Team, das zuerst am Zug war (Team A), gewinnt.');
    });

    it('the result says which team scored how many points to how many, in each language', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[1]![1] = [id('jay'), null, null]; // Team B 3 at Football
      const { reason } = core.result(playPosition({ table }));
      expect(new Translator('en', []).render(reason)).toBe('Team B scored 3 points to 0.');
      expect(new Translator('es', [translations]).render(reason)).toBe('El Equipo B ganó por 3 puntos a 0.');
      expect(new Translator('fr', [translations]).render(reason)).toBe("L'Équipe B l'emporte par 3 points à 0.");
      expect(new Translator('de', [translations]).render(reason)).toBe('Team B gewann mit 3 zu 0 Punkten.');
    });

    it('every member of a team shares its score and its win (6 players)', () => {
      const table: Table = IN_PLAY.map(EMPTY);
      table[1]![1] = [id('jay'), null, null];
      const result = core.result(playPosition({ table }, { players: 6 }));
      expect(result.scores).toEqual([0, 3, 0, 3, 0, 3]);
      expect(result.winners).toEqual([1, 3, 5]);
    });
  });

  describe('the program', () => {
    it('a Match refuses an illegal move with a reason and changes nothing; the Kid names are in the log', () => {
      const match = new Match(gymCompiled, { players: 2, seed: 'match' });
      const before = JSON.stringify(match.state);
      const r = match.play({ type: 'choose', seat: 1, kid: (match.state.G as GymState).row[0] });
      expect(r.ok).toBe(false);
      expect(JSON.stringify(match.state)).toBe(before);
      const k = (match.state.G as GymState).row[0]!;
      expect(match.play({ type: 'choose', seat: 0, kid: k }).ok).toBe(true);
      expect(match.log[0]!.text).toContain(kid(k).name);
    });

    it('Force and Pick a Kid cannot be taken back (they take a random hidden Kid)', () => {
      expect(gymCompiled.def.flow.phases!.play!.phases!.action!.moves!.force!.undoable).toBe(false);
      expect(gymCompiled.def.flow.phases!.play!.phases!.action!.moves!.pickKid!.undoable).toBe(false);
      expect(gymCompiled.def.flow.phases!.pick!.phases!.layout!.moves!.layOut!.undoable).toBe(false);
    });
  });
});

// ------------------------------------------------------------------ what reaches the other seats

/** Seeded random games through the core; `visit` sees every position and the move played from it. */
function randomGames(players: number, games: number, seed: string, visit: (before: GameState<GymState>, move: Move) => void): void {
  for (let g = 0; g < games; g++) {
    let state = core.init({ players, seed: `${seed}-${players}-${g}` }) as GameState<GymState>;
    const random = new Random({ rng: seedToState(`${seed}-${players}-${g}/moves`) });
    while (!core.isOver(state)) {
      const move = random.pick(core.legalMoves(state));
      visit(state, move);
      const next = core.play(state, move);
      if (!next.ok) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
      state = next.state as GameState<GymState>;
    }
  }
}

/** Fails unless a seat sees the guess exactly as it sees the real position (JSON equality). */
function expectSameView(guess: unknown, view: unknown, where: string): void {
  if (jsonEqual(guess, view) && JSON.stringify(guess) === JSON.stringify(view)) return;
  expect(guess, where).toEqual(view);
  expect(JSON.stringify(guess), `${where} (key order)`).toBe(JSON.stringify(view));
}

describe('GYM: what reaches the other seats', () => {
  it("shows the Kid given back after Pick a Kid only to the giver and the receiver: not to teammates or spectators", () => {
    // The first Kid given back in a seeded random game of two teams of two.
    let found: { before: GameState<GymState>; move: Move } | null = null;
    for (let g = 0; g < 40 && !found; g++) {
      randomGames(4, 1, `gym-give-${g}`, (before, move) => {
        if (!found && move.type === 'give') found = { before, move };
      });
    }
    expect(found).not.toBeNull();
    const { before, move } = found!;
    const receiver = before.G.turn!.giveTo;
    expect(before.G.teams.find((t) => t.includes(receiver))).not.toContain(move.seat);
    const hidden = core.hiddenArgs(before, move);
    expect(hidden).toEqual({ keys: ['kid'], seenBy: [receiver] });
    expect(core.redact(move, hidden, move.seat)).toEqual(move);
    expect(core.redact(move, hidden, receiver)).toEqual(move);
    const others = [0, 1, 2, 3].filter((s) => s !== move.seat && s !== receiver);
    expect(others).toHaveLength(2);
    for (const seat of [...others, null]) {
      const copy = core.redact(move, hidden, seat);
      expect(copy).not.toHaveProperty('kid');
      expect(copy).toEqual({ type: 'give', seat: move.seat });
    }
  });

  it('hides nothing else: picks from the line-up, placing, every Event Action step and the Coaches reach every seat whole', () => {
    const seen = new Set<string>();
    for (const players of [2, 4, 6]) {
      randomGames(players, 8, 'gym-hidden', (before, move) => {
        seen.add(move.type);
        const hidden = core.hiddenArgs(before, move);
        if (move.type === 'give') expect(hidden).toEqual({ keys: ['kid'], seenBy: [before.G.turn!.giveTo] });
        else expect(hidden, move.type).toBeNull();
      });
    }
    expect([...seen].sort()).toEqual([
      'advance', 'choose', 'coach', 'force', 'give', 'keep', 'layOut', 'liftKid', 'moveKid', 'moveTo', 'noAction', 'noCoach',
      'pickKid', 'place', 'replace', 'swapKid', 'swapWith', 'switchKid', 'switchWith',
    ]);
  });

  it("a bot's guess looks to its seat exactly like what that seat sees, in every sampled position of seeded random games", () => {
    const random = new Random({ rng: seedToState('gym-guesses') });
    let checks = 0;
    for (const players of [2, 4, 6]) {
      randomGames(players, 8, 'gym-guess', (before) => {
        if (before.ctx.moves % 2 !== 0) return;
        for (let seat = 0; seat < players; seat++) {
          const view = core.view(before, seat);
          expectSameView(core.view(core.determinize(view, seat, random), seat), view, `${players} players, move ${before.ctx.moves}, seat ${seat}`);
          checks++;
        }
      });
    }
    expect(checks).toBeGreaterThan(1500);
  });
});
