/**
 * Contractor's rules from the seed, one named test per rule, the seed's worked bid sheet, and the
 * numbers of every PROPOSED component. Positions come from `core.init` and moves; where the dice
 * must show a given total, the generator's state is chosen so they do.
 */
import { describe, expect, it } from 'vitest';
import {
  BID_AMOUNTS, BID_ROUNDS, EQUIPMENT, FINISH_BONUS, JOBS, LOAN, PRICE, RENT, REPAIR_CARDS, SCHEDULE, SEAT_COLOURS, START_CASH, TRACK,
  WEATHER_CARDS, WORKDAY_CARDS, cardKind, contractorCompiled, earningsChart, jobCost, jobsOf, phaseCost, settlementOf, tradePrices,
  type ContractorState, type EquipmentId, type JobId,
} from '../../machines/contractor/index.js';
import { cloneJson, type GameState, type Move } from '../../src/dsl/index.js';
import { Translator } from '../../src/i18n/index.js';
import { revealedTo } from '../../src/engine/reveals.js';
import { translations } from '../../machines/contractor/translations.js';

const { core } = contractorCompiled;
type S = GameState<ContractorState>;

function play(state: S, move: Move): S {
  const out = core.play(state, move);
  if (!out.ok) throw new Error(`refused ${JSON.stringify(move)}: ${JSON.stringify(out.reason)}`);
  return out.state as S;
}
const refusal = (state: S, move: Move): unknown => {
  const out = core.play(state, move);
  return out.ok ? null : out.reason;
};

/** Every seat shakes in turn until the draft is over. */
function drafted(players: number, seed = 'rules'): S {
  let s = core.init({ players, seed }) as S;
  while (s.ctx.phase === 'draft') s = play(s, { type: 'shake', seat: s.ctx.active[0]! });
  return s;
}

/** Writes every seat's bids for the round (bids[seat][job]). */
function writeBids(state: S, bids: Partial<Record<JobId, number>>[]): S {
  let s = state;
  bids.forEach((sheet, seat) => {
    for (const [job, amount] of Object.entries(sheet)) s = play(s, { type: 'bid', seat, job, amount });
  });
  return s;
}

/** A position on the board: seat 0 to roll, with the given jobs (seat → jobs at a bid) and equipment. */
function board(players: number, set: (G: ContractorState) => void = () => {}): S {
  const s = drafted(players);
  s.G.awards = [];
  s.G.players.forEach((p) => {
    p.drafted = [];
    p.owned = [];
  });
  s.G.bank = EQUIPMENT.slice();
  s.ctx.phase = 'play.roll';
  s.ctx.current = 0;
  s.ctx.active = [0];
  set(s.G);
  return s;
}
const award = (G: ContractorState, job: JobId, seat: number, bid: number) => G.awards.push({ job, seat, bid, atCost: false, rollOffs: [] });
const own = (G: ContractorState, seat: number, piece: EquipmentId) => {
  G.bank = G.bank.filter((e) => e !== piece);
  G.players[seat]!.owned.push(piece);
};

/** Seat 0 rolls exactly `total` (the generator's state is searched for a roll that shows it). */
function rollTotal(state: S, total: number): S {
  for (let rng = 1; rng < 100_000; rng++) {
    const probe = cloneJson(state);
    probe.ctx.rng = rng;
    const out = core.play(probe, { type: 'roll', seat: state.ctx.current });
    if (out.ok && (out.state.G as ContractorState).turn.dice.reduce((a, b) => a + b, 0) === total) return out.state as S;
  }
  throw new Error(`no roll of ${total}`);
}
/** Puts seat 0 `total` spaces before the space `target` and rolls `total`. */
function landOn(state: S, target: number, total: number): S {
  state.G.players[0]!.position = (target - total + TRACK.length) % TRACK.length;
  return rollTotal(state, total);
}
const spaceOf = (kind: string, equipment?: EquipmentId) => TRACK.findIndex((s) => s.kind === kind && (equipment === undefined || s.equipment === equipment));

const en = new Translator('en', [translations], (n) => SEAT_COLOURS[n]!);

describe('the seed\'s worked bid sheet', () => {
  it('four players (yellow, blue, white, green) bid and the banker\'s sheet reads Dam $460,000 yellow … Powerline $360,000 green', () => {
    let s = drafted(4);
    expect(s.ctx.phase).toBe('bidding.first');
    const [yellow, blue, white, green] = [0, 1, 2, 3];
    s = writeBids(s, [
      { dam: 460_000, highway: 400_000, tunnel: 300_000 },
      { dam: 480_000, highway: 500_000, tunnel: 350_000 },
      { dam: 500_000, highway: 550_000, tunnel: 420_000 },
      { dam: 520_000, highway: 560_000, tunnel: 430_000 },
    ]);
    expect(s.ctx.phase).toBe('bidding.second');
    s = writeBids(s, [
      { highrise: 450_000, powerline: 300_000 },
      { highrise: 470_000, powerline: 400_000 },
      { highrise: 480_000, powerline: 380_000 },
      { highrise: 490_000, powerline: 360_000 },
    ]);
    expect(s.ctx.phase).toBe('buying');
    const sheet = s.G.awards.map((a) => [a.job.toUpperCase(), a.bid, SEAT_COLOURS[a.seat]!.toUpperCase()]);
    expect(sheet).toEqual([
      ['DAM', 460_000, 'YELLOW'],
      ['HIGHWAY', 500_000, 'BLUE'],
      ['TUNNEL', 420_000, 'WHITE'],
      ['BRIDGE', 320_000, 'GREEN'],
      ['HIGHRISE', 450_000, 'YELLOW'],
      ['POWERLINE', 360_000, 'GREEN'],
    ]);
    expect([yellow, blue, white, green].map((seat) => jobsOf(s.G, seat).length)).toEqual([2, 1, 1, 2]);
  });
});

describe('bidding', () => {
  it('bids are under $600,000 and end in four zeros', () => {
    const s = drafted(3);
    expect(BID_AMOUNTS[0]).toBe(10_000);
    expect(BID_AMOUNTS.at(-1)).toBe(590_000);
    expect(BID_AMOUNTS).toContain(480_000);
    expect(BID_AMOUNTS).toContain(500_000);
    for (const amount of [600_000, 479_199, 0, -10_000, 485_000]) expect(refusal(s, { type: 'bid', seat: 0, job: 'dam', amount })).not.toBeNull();
    expect(refusal(s, { type: 'bid', seat: 0, job: 'dam', amount: 590_000 })).toBeNull();
  });

  it('a written bid is sealed: no other seat\'s view, nor the log line, shows it until every bid is in; then all are opened together', () => {
    let s = drafted(3);
    s = play(s, { type: 'bid', seat: 1, job: 'dam', amount: 470_000 });
    const hidden = (seat: number) => JSON.stringify(core.view(s, seat));
    expect(hidden(1)).toContain('dam:1:470000');
    expect(hidden(0)).not.toContain('470000');
    expect(hidden(2)).not.toContain('470000');
    expect(JSON.stringify(core.redact({ type: 'bid', seat: 1, job: 'dam', amount: 470_000 }, core.hiddenArgs(drafted(3), { type: 'bid', seat: 1, job: 'dam', amount: 470_000 }), 0))).not.toContain('470000');
    s = writeBids(s, [{ dam: 500_000, highway: 500_000 }, { highway: 480_000 }, { dam: 520_000, highway: 450_000 }]);
    expect(JSON.stringify(core.view(s, 0))).toContain('dam:1:470000');
    expect(s.G.opened).toHaveLength(6);
  });

  it('opening the bids is a reveal: the seat whose bid was sealed from it sees it now, so no undo crosses it', () => {
    let s = drafted(2);
    s = play(s, { type: 'bid', seat: 0, job: 'dam', amount: 450_000 });
    const last = { type: 'bid', seat: 1, job: 'dam', amount: 440_000 };
    const after = play(s, last);
    expect(revealedTo(core, s, last, after, 'bids')).toEqual([1]);
    const secrets = core.secrets(s).filter((x) => x.value.startsWith('dam:'));
    expect(secrets).toEqual([{ value: 'dam:0:450000', seenBy: [0] }]);
    expect(JSON.stringify(core.view(after, 1))).toContain('"dam:0:450000"');
  });

  it('bids are written job by job in the round\'s order', () => {
    const s = drafted(3);
    expect(refusal(s, { type: 'bid', seat: 0, job: 'highway', amount: 400_000 })).not.toBeNull();
    expect(refusal(s, { type: 'bid', seat: 0, job: 'bridge', amount: 400_000 })).not.toBeNull();
  });

  it('two players: the Dam to the low bidder, the Highway at cost to the other; then the Tunnel, and the Bridge at cost; only four jobs', () => {
    let s = drafted(2);
    s = writeBids(s, [{ dam: 450_000 }, { dam: 440_000 }]);
    s = writeBids(s, [{ tunnel: 400_000 }, { tunnel: 410_000 }]);
    expect(s.G.awards.map((a) => [a.job, a.seat, a.bid, a.atCost])).toEqual([
      ['dam', 1, 440_000, false], ['highway', 0, jobCost('highway'), true], ['tunnel', 0, 400_000, false], ['bridge', 1, jobCost('bridge'), true],
    ]);
    expect(BID_ROUNDS[2].flatMap((r) => [...r.jobs, r.atCost])).toEqual(['dam', 'highway', 'tunnel', 'bridge']);
  });

  it('three players: Dam, then Highway but not to the Dam\'s winner, Tunnel at cost; Bridge, then Highrise but not to the Bridge\'s winner, Powerline at cost', () => {
    let s = drafted(3);
    s = writeBids(s, [{ dam: 400_000, highway: 300_000 }, { dam: 450_000, highway: 420_000 }, { dam: 460_000, highway: 410_000 }]);
    s = writeBids(s, [{ bridge: 300_000, highrise: 400_000 }, { bridge: 290_000, highrise: 380_000 }, { bridge: 330_000, highrise: 390_000 }]);
    expect(s.G.awards.map((a) => [a.job, a.seat, a.atCost])).toEqual([
      ['dam', 0, false], ['highway', 2, false], ['tunnel', 1, true], ['bridge', 1, false], ['highrise', 2, false], ['powerline', 0, true],
    ]);
    expect(s.G.awards.find((a) => a.job === 'tunnel')!.bid).toBe(jobCost('tunnel'));
  });

  it('five players: Dam, Highway, Tunnel, Bridge each to a different low bidder, the Highrise at cost to the fifth; then all bid on the Powerline', () => {
    let s = drafted(5);
    s = writeBids(s, [
      { dam: 300_000, highway: 300_000, tunnel: 300_000, bridge: 300_000 },
      { dam: 310_000, highway: 310_000, tunnel: 300_000, bridge: 300_000 },
      { dam: 320_000, highway: 320_000, tunnel: 320_000, bridge: 300_000 },
      { dam: 330_000, highway: 330_000, tunnel: 330_000, bridge: 330_000 },
      { dam: 340_000, highway: 340_000, tunnel: 340_000, bridge: 340_000 },
    ]);
    s = writeBids(s, [{ powerline: 200_000 }, { powerline: 300_000 }, { powerline: 300_000 }, { powerline: 300_000 }, { powerline: 300_000 }]);
    expect(s.G.awards.map((a) => [a.job, a.seat, a.atCost])).toEqual([
      ['dam', 0, false], ['highway', 1, false], ['tunnel', 2, false], ['bridge', 3, false], ['highrise', 4, true], ['powerline', 0, false],
    ]);
  });

  it('six players bid once on five jobs; the Powerline goes at cost to the sixth; each has one job', () => {
    let s = drafted(6);
    const sheet = { dam: 400_000, highway: 400_000, tunnel: 400_000, bridge: 400_000, highrise: 400_000 };
    s = writeBids(s, [0, 1, 2, 3, 4, 5].map((k) => Object.fromEntries(Object.entries(sheet).map(([j, v]) => [j, v - k * 10_000]))));
    expect(s.ctx.phase).toBe('buying');
    // Seat 5 bid lowest everywhere: it takes the Dam, and the others share the rest in bid order.
    expect(s.G.awards.map((a) => [a.job, a.seat, a.atCost])).toEqual([
      ['dam', 5, false], ['highway', 4, false], ['tunnel', 3, false], ['bridge', 2, false], ['highrise', 1, false], ['powerline', 0, true],
    ]);
    expect([0, 1, 2, 3, 4, 5].every((seat) => jobsOf(s.G, seat).length === 1)).toBe(true);
  });

  it('four players: Highrise to the low bidder, the Powerline to the low bidder but not the Highrise\'s winner', () => {
    let s = drafted(4);
    s = writeBids(s, [0, 1, 2, 3].map((k) => ({ dam: 300_000 + k * 10_000, highway: 300_000 + k * 10_000, tunnel: 300_000 + k * 10_000 })));
    s = writeBids(s, [{ highrise: 100_000, powerline: 100_000 }, { highrise: 200_000, powerline: 300_000 }, { highrise: 200_000, powerline: 200_000 }, { highrise: 300_000, powerline: 250_000 }]);
    expect(s.G.awards.slice(4).map((a) => [a.job, a.seat])).toEqual([['highrise', 0], ['powerline', 2]]);
  });

  it('tied low bids are shaken off on the dice: low dice take the job', () => {
    let s = drafted(2, 'tie');
    s = writeBids(s, [{ dam: 450_000 }, { dam: 450_000 }]);
    const dam = s.G.awards[0]!;
    expect(dam.rollOffs.length).toBeGreaterThan(0);
    const last = dam.rollOffs.at(-1)!;
    const low = Math.min(...last.map((r) => r.roll));
    expect(last.filter((r) => r.roll === low).map((r) => r.seat)).toEqual([dam.seat]);
    dam.rollOffs.slice(0, -1).forEach((shake) => expect(new Set(shake.map((r) => r.roll)).size).toBe(1));
  });
});

describe('the equipment draft', () => {
  it('each player shakes both dice; the high roll takes the top card; until the stack is gone', () => {
    let s = core.init({ players: 3, seed: 'draft' }) as S;
    const top = s.G.stack[0]!;
    for (let k = 0; k < 3; k++) s = play(s, { type: 'shake', seat: s.ctx.active[0]! });
    if (s.G.lastTaken) {
      expect(s.G.lastTaken.card).toBe(top);
      expect(s.G.players[s.G.lastTaken.seat]!.drafted).toEqual([top]);
      expect(s.G.firstTaker).toBe(s.G.lastTaken.seat);
    } else {
      expect(s.G.rollers.length).toBeGreaterThan(1); // a tie for high: they shake again
    }
    const done = drafted(3, 'draft');
    expect(done.G.stack).toEqual([]);
    expect(done.G.players.flatMap((p) => p.drafted).sort()).toEqual(EQUIPMENT.slice().sort());
  });

  it('doubles never give an extra shake: after doubles the next seat shakes', () => {
    for (let rng = 1; rng < 2000; rng++) {
      const s = core.init({ players: 3, seed: 'doubles' }) as S;
      s.ctx.rng = rng;
      const after = play(s, { type: 'shake', seat: 0 });
      const dice = after.G.shakes[0]!;
      if (dice[0] !== dice[1]) continue;
      expect(after.ctx.active).toEqual([1]);
      expect(refusal(after, { type: 'shake', seat: 0 })).not.toBeNull();
      return;
    }
    throw new Error('no doubles found');
  });

  it('players tied for high dice shake again between themselves', () => {
    for (let k = 0; k < 200; k++) {
      let s = core.init({ players: 4, seed: `tie-${k}` }) as S;
      for (let i = 0; i < 4; i++) s = play(s, { type: 'shake', seat: s.ctx.active[0]! });
      if (s.G.stack.length === EQUIPMENT.length && s.G.rollers.length > 1 && s.G.rollers.length < 4) {
        expect(s.ctx.active).toEqual([s.G.rollers[0]]);
        const outsider = [0, 1, 2, 3].find((x) => !s.G.rollers.includes(x))!;
        expect(refusal(s, { type: 'shake', seat: outsider })).not.toBeNull();
        return;
      }
    }
    throw new Error('no tie found');
  });
});

describe('buying the drafted equipment', () => {
  it('each player buys what he wants at the card\'s price and returns the rest to the bank; the first to take a card starts', () => {
    let s = drafted(2);
    s = writeBids(s, [{ dam: 450_000 }, { dam: 440_000 }]);
    s = writeBids(s, [{ tunnel: 400_000 }, { tunnel: 410_000 }]);
    expect(s.ctx.phase).toBe('buying');
    const first = s.G.firstTaker!;
    expect(s.ctx.active).toEqual([first]);
    const piece = s.G.players[first]!.drafted[0]!;
    s = play(s, { type: 'buyDrafted', seat: first, piece });
    expect(s.G.players[first]!.cash).toBe(START_CASH - PRICE[piece]);
    const rest = s.G.players[first]!.drafted.slice();
    s = play(s, { type: 'returnRest', seat: first });
    expect(s.G.bank).toEqual(expect.arrayContaining(rest));
    s = play(s, { type: 'returnRest', seat: 1 - first });
    expect(s.ctx.phase).toBe('play.roll');
    expect(s.ctx.current).toBe(first);
    expect(s.G.players.every((p) => p.position === 0)).toBe(true);
  });
});

describe('the board', () => {
  it('tokens start on the START corner and move clockwise by both dice', () => {
    const s = board(2);
    expect(TRACK[0]!.kind).toBe('start');
    const after = rollTotal(s, 8);
    expect(after.G.players[0]!.position).toBe(8);
    const wrap = board(2, (G) => (G.players[0]!.position = TRACK.length - 2));
    expect(rollTotal(wrap, 5).G.players[0]!.position).toBe(3);
  });

  it('a Workday card is drawn on every Workday, even when the player then chooses not to work', () => {
    const s = board(2, (G) => award(G, 'dam', 0, 460_000));
    const top = s.G.decks.workday[0]!;
    const after = landOn(s, spaceOf('workday'), 4);
    expect(after.G.drawn).toEqual({ deck: 'workday', kind: cardKind(top), seat: 0 });
    expect(after.G.decks.workday.at(-1)).toBe(top);
  });

  it('a phase is completed on a Workday by paying its rentals — to the owner or the bank, none for one\'s own — and receiving 1/10 of the bid', () => {
    const s = board(3, (G) => {
      award(G, 'dam', 0, 460_000);
      own(G, 0, 'lowbed');
      own(G, 1, 'dozer');
      G.decks.workday = ['workday-fair-1', ...G.decks.workday.filter((c) => c !== 'workday-fair-1')];
    });
    const after = landOn(s, spaceOf('workday'), 4);
    expect(after.ctx.phase).toBe('play.work');
    const done = play(after, { type: 'work', seat: 0, jobs: ['dam'] });
    // Phase 1 of the Dam: lowbed (own), dozer (seat 1), scrapers (bank).
    expect(SCHEDULE.dam[0]).toEqual(['lowbed', 'dozer', 'scrapers']);
    expect(done.G.players[0]!.cash).toBe(START_CASH + 46_000 - RENT.dozer - RENT.scrapers);
    expect(done.G.players[1]!.cash).toBe(START_CASH + RENT.dozer);
    expect(done.G.progress.dam).toBe(1);
    expect(done.ctx.phase).toBe('play.act');
  });

  it('with two jobs a Workday may work a phase of each', () => {
    const s = board(3, (G) => {
      award(G, 'dam', 0, 460_000);
      award(G, 'bridge', 0, 320_000);
      G.decks.workday = ['workday-fair-1', ...G.decks.workday.filter((c) => c !== 'workday-fair-1')];
    });
    const after = landOn(s, spaceOf('workday'), 4);
    const moves = core.legalMoves(after, 0).filter((m) => m.type === 'work').map((m) => m.jobs);
    expect(moves).toEqual([['dam'], ['bridge'], ['dam', 'bridge']]);
    const done = play(after, { type: 'work', seat: 0, jobs: ['dam', 'bridge'] });
    expect(done.G.players[0]!.cash).toBe(START_CASH + 46_000 + 32_000 - phaseCost('dam', 0) - phaseCost('bridge', 0));
  });

  it('the 10th phase only after a roll of 2–6; after the 9th, a roll of 7–12 draws no Workday card', () => {
    const at9 = (G: ContractorState) => {
      award(G, 'dam', 0, 460_000);
      G.progress.dam = 9;
      G.decks.workday = ['workday-fair-1', ...G.decks.workday.filter((c) => c !== 'workday-fair-1')];
    };
    const high = landOn(board(2, at9), spaceOf('workday'), 8);
    expect(high.G.drawn).toBeNull();
    expect(high.ctx.phase).toBe('play.act');
    const low = landOn(board(2, at9), spaceOf('workday'), 5);
    expect(low.G.drawn?.deck).toBe('workday');
    expect(low.ctx.phase).toBe('play.work');
  });

  it('the first to finish all his jobs gets $50,000; play stops; the others pay the uncompleted phases\' equipment (except their own), all sell equipment at half, loans are repaid at $100,000', () => {
    const s = board(2, (G) => {
      award(G, 'dam', 0, 460_000);
      award(G, 'highway', 1, 500_000);
      G.progress.dam = 9;
      G.progress.highway = 8;
      own(G, 1, 'paver');
      own(G, 0, 'crane');
      G.players[1]!.loans = 1;
      G.decks.workday = ['workday-fair-1', ...G.decks.workday.filter((c) => c !== 'workday-fair-1')];
    });
    const landed = landOn(s, spaceOf('workday'), 4);
    const over = play(landed, { type: 'work', seat: 0, jobs: ['dam'] });
    expect(over.ctx.phase).toBe('over');
    expect(over.G.finisher).toBe(0);
    const cash0 = over.G.players[0]!.cash;
    const cash1 = over.G.players[1]!.cash;
    // Highway phases 9 and 10: paver + subcontractor, lowbed + paver; seat 1 owns the paver.
    const unfinished = RENT.subcontractor + RENT.lowbed;
    expect(over.G.settlement![1]).toEqual({ cashBefore: cash1, bonus: 0, unfinishedCosts: unfinished, equipmentSold: PRICE.paver / 2, loansRepaid: LOAN, money: cash1 - unfinished + PRICE.paver / 2 - LOAN });
    expect(over.G.settlement![0]!.money).toBe(cash0 + FINISH_BONUS + PRICE.crane / 2);
    expect(core.result(over).winners).toEqual([0]);
  });

  it('landing on equipment in the bank: no rent, and it may be bought for 10% less; one purchase from the bank a turn', () => {
    const s = board(2);
    const after = landOn(s, spaceOf('equipment', 'crane'), 6);
    expect(after.G.players[0]!.cash).toBe(START_CASH);
    const bought = play(after, { type: 'buy', seat: 0, piece: 'crane' });
    expect(bought.G.players[0]!.cash).toBe(START_CASH - PRICE.crane * 0.9);
    expect(refusal(bought, { type: 'buy', seat: 0, piece: 'lowbed' })).not.toBeNull();
    const elsewhere = play(after, { type: 'buy', seat: 0, piece: 'lowbed' });
    expect(elsewhere.G.players[0]!.cash).toBe(START_CASH - PRICE.lowbed);
  });

  it('landing on another player\'s equipment pays him its rental', () => {
    const s = board(2, (G) => own(G, 1, 'crane'));
    const after = landOn(s, spaceOf('equipment', 'crane'), 6);
    expect(after.G.players[0]!.cash).toBe(START_CASH - RENT.crane);
    expect(after.G.players[1]!.cash).toBe(START_CASH + RENT.crane);
  });

  it('equipment is sold back to the bank for half price', () => {
    const s = board(2, (G) => own(G, 0, 'steel'));
    const after = play(landOn(s, spaceOf('equipment', 'crane'), 6), { type: 'sell', seat: 0, piece: 'steel' });
    expect(after.G.players[0]!.cash).toBe(START_CASH + PRICE.steel / 2);
    expect(after.G.bank).toContain('steel');
  });

  it('a Weather card is kept or given to another player before it is read; that player follows it', () => {
    const s = board(3, (G) => (G.decks.weather = ['weather-flood-1', ...G.decks.weather.filter((c) => c !== 'weather-flood-1')]));
    const landed = landOn(s, spaceOf('weather'), 3);
    expect(landed.ctx.phase).toBe('play.weather');
    expect(landed.G.drawn).toBeNull(); // not read yet
    expect(core.legalMoves(landed, 0).map((m) => m.to)).toEqual([0, 1, 2]);
    const given = play(landed, { type: 'weather', seat: 0, to: 2 });
    expect(given.G.players[2]!.cash).toBe(START_CASH - 30_000);
    expect(given.G.players[0]!.cash).toBe(START_CASH);
    const rain = board(3, (G) => (G.decks.weather = ['weather-rain-1', ...G.decks.weather.filter((c) => c !== 'weather-rain-1')]));
    const wet = play(landOn(rain, spaceOf('weather'), 3), { type: 'weather', seat: 0, to: 1 });
    expect(wet.G.players[1]!.lostTurns).toBe(1);
    const next = play(wet, { type: 'endTurn', seat: 0 });
    expect(core.legalMoves(next, 1).map((m) => m.type)).toEqual(['sitOut']);
  });

  it('the Warranty Fund is paid into and collected by the player landing on it', () => {
    const s = board(2);
    const fuel = landOn(s, spaceOf('fuel'), 4);
    expect(fuel.G.fund).toBe(5_000);
    expect(fuel.G.players[0]!.cash).toBe(START_CASH - 5_000);
    fuel.G.fund = 37_000;
    const collect = play(fuel, { type: 'endTurn', seat: 0 });
    collect.ctx.current = 0;
    collect.ctx.active = [0];
    const landed = landOn(collect, spaceOf('fund'), 6);
    expect(landed.G.fund).toBe(0);
    expect(landed.G.players[0]!.cash).toBe(START_CASH - 5_000 + 37_000);
  });

  it('money owed is paid before anything else: raised by selling equipment to the bank first, then by $100,000 loans', () => {
    const s = board(2, (G) => {
      G.players[0]!.cash = 3_000;
      own(G, 0, 'lowbed');
      own(G, 1, 'crane');
    });
    const owing = landOn(s, spaceOf('equipment', 'crane'), 6);
    expect(owing.ctx.phase).toBe('play.raise');
    expect(owing.G.debts).toEqual([{ from: 0, to: 1, amount: RENT.crane }]);
    // To the bank at half price, or offered to the other player (see the trades below).
    expect([...new Set(core.legalMoves(owing, 0).map((m) => m.type))]).toEqual(['sell', 'offer']);
    expect(refusal(owing, { type: 'borrow', seat: 0 })).not.toBeNull();
    const sold = play(owing, { type: 'sell', seat: 0, piece: 'lowbed' });
    expect(sold.ctx.phase).toBe('play.act');
    expect(sold.G.players[0]!.cash).toBe(3_000 + PRICE.lowbed / 2 - RENT.crane);
    expect(sold.G.players[1]!.cash).toBe(START_CASH + RENT.crane);

    const broke = board(2, (G) => {
      G.players[0]!.cash = 3_000;
      own(G, 1, 'crane');
    });
    const short = landOn(broke, spaceOf('equipment', 'crane'), 6);
    expect(core.legalMoves(short, 0).map((m) => m.type)).toEqual(['borrow']);
    const lent = play(short, { type: 'borrow', seat: 0 });
    expect(lent.G.players[0]!.loans).toBe(1);
    expect(lent.G.players[0]!.cash).toBe(3_000 + LOAN - RENT.crane);
    expect(lent.ctx.phase).toBe('play.act');
  });

  it('money owed comes before working: a Workday card that costs more than the cash is raised before the work', () => {
    const s = board(2, (G) => {
      award(G, 'dam', 0, 460_000);
      G.players[0]!.cash = 2_000;
      own(G, 0, 'paver');
      G.decks.workday = ['workday-ike-1', ...G.decks.workday.filter((c) => c !== 'workday-ike-1')];
    });
    const owing = landOn(s, spaceOf('workday'), 4);
    expect(owing.ctx.phase).toBe('play.raise');
    const paid = play(owing, { type: 'sell', seat: 0, piece: 'paver' });
    expect(paid.G.fund).toBe(10_000);
    expect(paid.ctx.phase).toBe('play.work');
  });
});

describe('buying from the bank at any time in one\'s turn', () => {
  const fair = (G: ContractorState) => (G.decks.workday = ['workday-fair-1', ...G.decks.workday.filter((c) => c !== 'workday-fair-1')]);

  it('a piece is bought from the bank before the shake, at the card\'s price, and the turn goes on to the dice', () => {
    const s = board(2);
    expect(core.legalMoves(s, 0).filter((m) => m.type === 'buy').map((m) => m.piece)).toEqual(EQUIPMENT.filter((e) => PRICE[e] <= START_CASH));
    const bought = play(s, { type: 'buy', seat: 0, piece: 'crane' });
    expect(bought.ctx.phase).toBe('play.roll');
    expect(bought.G.players[0]!.owned).toEqual(['crane']);
    expect(bought.G.players[0]!.cash).toBe(START_CASH - PRICE.crane);
    expect(core.legalMoves(bought, 0).map((m) => m.type)).toEqual(['roll', 'sell']);
    // The 10% off is for the piece landed on, so not for a purchase before the shake.
    const landed = landOn(bought, spaceOf('equipment', 'steel'), 6);
    expect(landed.G.turn.discount).toBe('steel');
    expect(landed.ctx.phase).toBe('play.act');
    expect(refusal(landed, { type: 'buy', seat: 0, piece: 'steel' })).not.toBeNull();
  });

  it('on a Workday a piece the phase uses is bought before the work, and no rent is paid for it', () => {
    const s = board(3, (G) => {
      award(G, 'dam', 0, 460_000);
      own(G, 1, 'dozer');
      fair(G);
    });
    const landed = landOn(s, spaceOf('workday'), 4);
    expect(landed.ctx.phase).toBe('play.work');
    const bought = play(landed, { type: 'buy', seat: 0, piece: 'scrapers' });
    expect(bought.ctx.phase).toBe('play.work');
    const done = play(bought, { type: 'work', seat: 0, jobs: ['dam'] });
    // Phase 1 of the Dam: lowbed (bank), dozer (seat 1), scrapers (now his own: no rent).
    expect(SCHEDULE.dam[0]).toEqual(['lowbed', 'dozer', 'scrapers']);
    expect(done.G.players[0]!.cash).toBe(START_CASH - PRICE.scrapers + 46_000 - RENT.lowbed - RENT.dozer);
    expect(done.G.players[1]!.cash).toBe(START_CASH + RENT.dozer);
    expect(done.ctx.phase).toBe('play.act');
    expect(refusal(done, { type: 'buy', seat: 0, piece: 'lowbed' })).not.toBeNull();
  });

  it('still one purchase from the bank a turn, wherever in the turn it is made; the next turn another', () => {
    const s = board(2, (G) => award(G, 'dam', 0, 460_000));
    const early = play(s, { type: 'buy', seat: 0, piece: 'lowbed' });
    const onCrane = landOn(early, spaceOf('equipment', 'crane'), 6);
    expect(core.legalMoves(onCrane, 0).some((m) => m.type === 'buy')).toBe(false);
    expect(refusal(onCrane, { type: 'buy', seat: 0, piece: 'crane' })).not.toBeNull();
    const workday = landOn(play(s, { type: 'buy', seat: 0, piece: 'lowbed' }), spaceOf('workday'), 4);
    expect(workday.ctx.phase).toBe('play.work');
    expect(refusal(workday, { type: 'buy', seat: 0, piece: 'dozer' })).not.toBeNull();
    // Bought on the Workday: none after the work.
    const fairDay = board(2, (G) => {
      award(G, 'dam', 0, 460_000);
      fair(G);
    });
    const onWork = play(landOn(fairDay, spaceOf('workday'), 4), { type: 'buy', seat: 0, piece: 'dozer' });
    const worked = play(onWork, { type: 'work', seat: 0, jobs: ['dam'] });
    expect(refusal(worked, { type: 'buy', seat: 0, piece: 'lowbed' })).not.toBeNull();
    // The next turn of the same player may buy again.
    const next = play(play(onCrane, { type: 'endTurn', seat: 0 }), { type: 'roll', seat: 1 });
    const back = play(next, { type: 'endTurn', seat: 1 });
    expect(back.ctx.phase).toBe('play.roll');
    expect(refusal(back, { type: 'buy', seat: 0, piece: 'dozer' })).toBeNull();
  });

  it('a turn lost to the rain has no purchase; equipment may still be sold to the bank, before the shake or the work', () => {
    const wet = board(2, (G) => {
      G.players[0]!.lostTurns = 1;
      own(G, 0, 'paver');
    });
    expect(refusal(wet, { type: 'buy', seat: 0, piece: 'lowbed' })).not.toBeNull();
    expect(core.legalMoves(wet, 0).map((m) => m.type)).toEqual(['sitOut', 'sell']);
    const sold = play(wet, { type: 'sell', seat: 0, piece: 'paver' });
    expect(sold.G.players[0]!.cash).toBe(START_CASH + PRICE.paver / 2);
    const workday = landOn(board(2, (G) => {
      award(G, 'dam', 0, 460_000);
      own(G, 0, 'paver');
      fair(G);
    }), spaceOf('workday'), 4);
    const soldThen = play(workday, { type: 'sell', seat: 0, piece: 'paver' });
    expect(soldThen.ctx.phase).toBe('play.work');
  });

  it('money owed is raised before any purchase: the step of raising it offers none, though the cash would buy a piece', () => {
    const s = board(2, (G) => {
      G.players[0]!.cash = 45_000;
      own(G, 0, 'paver');
      G.debts = [{ from: 0, to: 'bank', amount: 60_000 }];
    });
    const owing = landOn(s, spaceOf('start'), 6);
    expect(owing.ctx.phase).toBe('play.raise');
    expect(owing.G.players[0]!.cash).toBeGreaterThanOrEqual(PRICE.lowbed);
    expect(core.legalMoves(owing, 0).some((m) => m.type === 'buy')).toBe(false);
    expect(refusal(owing, { type: 'buy', seat: 0, piece: 'lowbed' })).not.toBeNull();
  });
});

describe('trades between players', () => {
  const trading = () => board(2, (G) => {
    own(G, 0, 'lowbed');
    own(G, 1, 'crane');
  });
  const inAct = () => landOn(trading(), spaceOf('equipment', 'paver'), 4);

  it('an offer is accepted: the piece and the money change hands', () => {
    const s = inAct();
    const price = tradePrices('crane')[0]!;
    const offered = play(s, { type: 'offer', seat: 0, to: 1, give: '', get: 'crane', price });
    expect(offered.ctx.phase).toBe('play.respond');
    expect(offered.ctx.active).toEqual([1]);
    const done = play(offered, { type: 'accept', seat: 1 });
    expect(done.G.players[0]!.owned).toContain('crane');
    expect(done.G.players[0]!.cash).toBe(START_CASH - price);
    expect(done.G.players[1]!.cash).toBe(START_CASH + price);
    expect(done.ctx.phase).toBe('play.act');
    expect(refusal(done, { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: '', price: -tradePrices('lowbed')[1]! })).not.toBeNull();
  });

  it('an offer is countered, and the counter taken or refused; an offer may be declined', () => {
    const s = inAct();
    const offered = play(s, { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: 'crane', price: 0 });
    const countered = play(offered, { type: 'counter', seat: 1, price: 20_000 });
    expect(countered.ctx.phase).toBe('play.reply');
    expect(countered.ctx.active).toEqual([0]);
    const taken = play(countered, { type: 'agree', seat: 0 });
    expect(taken.G.players[0]!.owned).toEqual(['crane']);
    expect(taken.G.players[1]!.owned).toEqual(['lowbed']);
    expect(taken.G.players[0]!.cash).toBe(START_CASH - 20_000);
    const refused = play(countered, { type: 'refuse', seat: 0 });
    expect(refused.G.players[0]!.owned).toEqual(['lowbed']);
    const declined = play(offered, { type: 'decline', seat: 1 });
    expect(declined.G.offer).toBeNull();
    expect(declined.ctx.phase).toBe('play.act');
  });
});

describe('trades while raising money owed', () => {
  const owing = () => landOn(board(2, (G) => {
    G.players[0]!.cash = 3_000;
    own(G, 0, 'lowbed');
    own(G, 1, 'crane');
  }), spaceOf('equipment', 'crane'), 6);

  it('a debtor may offer a piece to another player instead of selling it to the bank at half price; the money pays what he owes', () => {
    const s = owing();
    expect(s.ctx.phase).toBe('play.raise');
    const offers = core.legalMoves(s, 0).filter((m) => m.type === 'offer');
    // Only sales of his own pieces: he may not spend money he owes.
    expect(offers.map((m) => [m.to, m.give, m.get, m.price])).toEqual(tradePrices('lowbed').map((p) => [1, 'lowbed', '', -p]));
    expect(refusal(s, { type: 'offer', seat: 0, to: 1, give: '', get: 'crane', price: tradePrices('crane')[0]! })).not.toBeNull();
    const price = tradePrices('lowbed')[1]!;
    const offered = play(s, { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: '', price: -price });
    expect(offered.ctx.phase).toBe('play.respond');
    expect(offered.ctx.active).toEqual([1]);
    const done = play(offered, { type: 'accept', seat: 1 });
    expect(price).toBeGreaterThan(PRICE.lowbed / 2);
    expect(done.G.debts).toEqual([]);
    expect(done.G.players[0]!.cash).toBe(3_000 + price - RENT.crane);
    expect(done.G.players[1]!.cash).toBe(START_CASH - price + RENT.crane);
    expect(done.G.players[1]!.owned).toEqual(['crane', 'lowbed']);
    expect(done.ctx.phase).toBe('play.act');
    // That offer was not his turn's one offer.
    expect(done.G.turn.offered).toBe(false);
  });

  it('a counter to the debtor\'s offer, taken, pays the debt too', () => {
    const offered = play(owing(), { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: '', price: -tradePrices('lowbed')[2]! });
    const countered = play(offered, { type: 'counter', seat: 1, price: -tradePrices('lowbed')[0]! });
    expect(countered.ctx.phase).toBe('play.reply');
    expect(countered.ctx.active).toEqual([0]);
    const taken = play(countered, { type: 'agree', seat: 0 });
    expect(taken.G.debts).toEqual([]);
    expect(taken.G.players[0]!.cash).toBe(3_000 + tradePrices('lowbed')[0]! - RENT.crane);
    expect(taken.ctx.phase).toBe('play.act');
  });

  it('one offer for each sum owed: declined, the debtor sells to the bank (or borrows)', () => {
    const offered = play(owing(), { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: '', price: -tradePrices('lowbed')[2]! });
    const declined = play(offered, { type: 'decline', seat: 1 });
    expect(declined.ctx.phase).toBe('play.raise');
    expect(core.legalMoves(declined, 0).map((m) => m.type)).toEqual(['sell']);
    expect(refusal(declined, { type: 'offer', seat: 0, to: 1, give: 'lowbed', get: '', price: -tradePrices('lowbed')[0]! })).not.toBeNull();
    expect(play(declined, { type: 'sell', seat: 0, piece: 'lowbed' }).ctx.phase).toBe('play.act');
  });

  it('a debtor outside his turn (a Weather card given to him) offers a piece to the player whose turn it is, who answers; then that turn goes on', () => {
    const s = board(3, (G) => {
      G.decks.weather = ['weather-flood-1', ...G.decks.weather.filter((c) => c !== 'weather-flood-1')];
      G.players[2]!.cash = 10_000;
      own(G, 2, 'paver');
    });
    const given = play(landOn(s, spaceOf('weather'), 3), { type: 'weather', seat: 0, to: 2 });
    expect(given.ctx.phase).toBe('play.raise');
    expect(given.ctx.active).toEqual([2]);
    const price = tradePrices('paver')[1]!;
    const offered = play(given, { type: 'offer', seat: 2, to: 0, give: 'paver', get: '', price: -price });
    expect(offered.ctx.active).toEqual([0]);
    const done = play(offered, { type: 'accept', seat: 0 });
    expect(done.G.players[2]!.cash).toBe(10_000 + price - 30_000);
    expect(done.G.players[0]!.owned).toEqual(['paver']);
    expect(done.ctx.phase).toBe('play.act');
    expect(done.ctx.active).toEqual([0]);
    expect(done.G.turn.offered).toBe(false);
  });
});

describe('PROPOSED components', () => {
  it('six jobs of ten phases each, each phase needing two or three pieces; the Bridge costs $320,000, every other job less than its bid on the seed\'s sheet', () => {
    for (const job of JOBS) {
      expect(SCHEDULE[job]).toHaveLength(10);
      for (const phase of SCHEDULE[job]) expect(phase.length === 2 || phase.length === 3).toBe(true);
    }
    expect(Object.fromEntries(JOBS.map((j) => [j, jobCost(j)]))).toEqual({ dam: 428_000, highway: 390_000, tunnel: 372_000, bridge: 320_000, highrise: 422_000, powerline: 346_000 });
  });

  it('the first two phases of the jobs use the seed\'s "good first choices" (Lowbed, Dozer, Subcontractor, Loader, Excavator, Trucks, Rockdrill, Scrapers)', () => {
    const early = new Set(JOBS.flatMap((j) => [...SCHEDULE[j][0]!, ...SCHEDULE[j][1]!]));
    expect([...early].sort()).toEqual(['dozer', 'excavator', 'loader', 'lowbed', 'rockdrill', 'scrapers', 'subcontractor', 'trucks']);
  });

  it('rentals, prices and the earnings chart: each price is 40% of the chart to the nearest $5,000', () => {
    expect(RENT).toEqual({ lowbed: 8_000, dozer: 16_000, loader: 12_000, excavator: 18_000, trucks: 10_000, rockdrill: 16_000, scrapers: 18_000, subcontractor: 20_000, crane: 18_000, concrete: 14_000, steel: 20_000, paver: 16_000 });
    const chart = earningsChart();
    for (const e of EQUIPMENT) expect(PRICE[e]).toBe(Math.round((chart[e] * 0.4) / 5_000) * 5_000);
    expect(chart.subcontractor).toBe(320_000);
  });

  it('the track: 36 spaces, START at a corner, 16 Workdays, 3 Weather, 2 Mechanical Repairs, the Warranty Fund, a Fuel bill and each piece of equipment once', () => {
    const count = (kind: string) => TRACK.filter((s) => s.kind === kind).length;
    expect(TRACK).toHaveLength(36);
    expect([count('start'), count('workday'), count('weather'), count('repairs'), count('fund'), count('fuel'), count('equipment')]).toEqual([1, 16, 3, 2, 1, 1, 12]);
    expect(TRACK.filter((s) => s.kind === 'equipment').map((s) => s.equipment).sort()).toEqual(EQUIPMENT.slice().sort());
    expect([TRACK[0]!.kind, TRACK[18]!.kind]).toEqual(['start', 'fund']);
  });

  it('the decks: 16 Workday, 12 Weather and 10 Mechanical Repairs cards', () => {
    expect([WORKDAY_CARDS.length, WEATHER_CARDS.length, REPAIR_CARDS.length]).toEqual([16, 12, 10]);
    expect(WORKDAY_CARDS.filter((c) => cardKind(c) === 'idle')).toHaveLength(1);
    expect(WEATHER_CARDS.filter((c) => cardKind(c) === 'rain')).toHaveLength(3);
  });

  it('the settlement of a seat with nothing done pays every phase\'s equipment it does not own', () => {
    const s = board(2, (G) => {
      award(G, 'bridge', 1, 320_000);
      own(G, 1, 'crane');
    });
    const craneUses = SCHEDULE.bridge.filter((p) => p.includes('crane')).length;
    expect(settlementOf(s.G, 1).unfinishedCosts).toBe(jobCost('bridge') - craneUses * RENT.crane);
  });

  it('card texts show money the language\'s way', () => {
    expect(en.render(contractorCompiled.def.translations ? { key: 'Sunshine: collect {0} from the bank.', args: [{ money: 10_000 }] } : '')).toBe('Sunshine: collect $10,000 from the bank.');
    const de = new Translator('de', [translations]);
    expect(de.render({ key: 'Sunshine: collect {0} from the bank.', args: [{ money: 10_000 }] })).toMatch(/^Sonnenschein: kassiere 10\.000\s\$ von der Bank\.$/);
  });
});
