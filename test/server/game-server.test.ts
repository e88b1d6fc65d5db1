/**
 * The game server end to end: the real server on 127.0.0.1, real websocket clients (the Colyseus
 * SDK). Rooms are created, joined by code and played to the end from the legal lists; what each
 * client receives is recorded and searched for what its seat may not know.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import type { Match } from '../../src/engine/match.js';
import type { TableMessage } from '../../server/protocol.js';
import { CODE_ALPHABET, CODE_LENGTH } from '../../server/codes.js';
import { SERVER_GAMES } from '../../server/games.js';
import { startGameServer, type GameServer } from '../../server/server.js';
import { createRoom, endpoint, joinByCode, Player, playMoves, playToEnd } from './helpers.js';

let server: GameServer;
const GRACE_SECONDS = 1;
/** Bots move at once here, so a person's moves come faster than at a real table. */
const MOVES_PER_SECOND = 40;

beforeAll(async () => {
  server = await startGameServer({ port: 0, host: '127.0.0.1', rooms: { botDelayMs: 0, graceSeconds: GRACE_SECONDS, movesPerSecond: MOVES_PER_SECOND, floodMessagesPerSecond: 1_000 } });
});

afterAll(async () => {
  await server?.close();
});

/** A string as MessagePack writes it (str with its length, then its UTF-8 bytes): how it crosses the wire. */
function msgpackString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length < 32) return Buffer.concat([Buffer.from([0xa0 | bytes.length]), bytes]);
  if (bytes.length < 256) return Buffer.concat([Buffer.from([0xd9, bytes.length]), bytes]);
  return Buffer.concat([Buffer.from([0xda, bytes.length >> 8, bytes.length & 0xff]), bytes]);
}

/** The server's own Match of a room (the test looks behind the curtain to know the secrets). */
function serverMatch(player: Player): Match {
  const room = matchMaker.getLocalRoomById(player.room.roomId) as unknown as { match: Match | null };
  if (!room?.match) throw new Error('The room has no match.');
  return room.match;
}

/** Host and guest at a table of `game`, seats 0 and 1, game started. */
async function twoPlayers(game: string): Promise<[Player, Player]> {
  const host = await createRoom(server.port, game);
  const guest = await joinByCode(server.port, host.table!.code, 'Guest');
  host.send('claim', { seat: 0 });
  await host.tableWhere((t) => t.you.seat === 0, 'the host in seat 0');
  guest.send('claim', { seat: 1 });
  await guest.tableWhere((t) => t.you.seat === 1, 'the guest in seat 1');
  host.send('start');
  await Promise.all([host, guest].map((p) => p.tableWhere((t) => t.status === 'playing', 'the start')));
  return [host, guest];
}

async function leaveAll(...players: Player[]): Promise<void> {
  await Promise.all(players.map((p) => p.room.leave().catch(() => 0)));
}

describe('rooms and codes', () => {
  it('gives each room an unguessable join code, not its id, and lets only holders of the code in', async () => {
    const host = await createRoom(server.port, 'hisss');
    const { code } = host.table!;
    expect(code).toHaveLength(CODE_LENGTH);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(code).not.toBe(host.room.roomId);
    const other = await createRoom(server.port, 'hisss');
    expect(other.table!.code).not.toBe(code);

    const found = (await (await fetch(`http://127.0.0.1:${server.port}/code/${code.toLowerCase()}`)).json()) as { game: string; roomId: string };
    expect(found).toEqual({ game: 'hisss', roomId: host.room.roomId });
    expect((await fetch(`http://127.0.0.1:${server.port}/code/ZZZZZZZZ`)).status).toBe(404);
    // The room id alone, or a wrong code, does not open the room; nor does joining by game name.
    await expect(new Client(endpoint(server.port)).joinById(host.room.roomId, { name: 'Eve' })).rejects.toThrow(/code/);
    await expect(new Client(endpoint(server.port)).joinById(host.room.roomId, { code: other.table!.code })).rejects.toThrow(/code/);
    await expect(new Client(endpoint(server.port)).join('hisss', { code })).rejects.toThrow(/no rooms/);

    const guest = await joinByCode(server.port, code, 'Ben');
    expect(guest.table!.you.host).toBe(false);
    expect(host.table!.you.host).toBe(true);
    const watching = await host.tableWhere((t) => t.spectators === 2, 'two watchers before anyone sits');
    expect(watching.watchers.map((w) => w.name).sort()).toEqual(['Ben', 'Host']);
    await leaveAll(host, other, guest);
  });
});

describe('playing over the network', () => {
  it('plays HISSS to the end; seat 0 never receives the seed nor the fan order', async () => {
    const [host, guest] = await twoPlayers('hisss');
    const match = serverMatch(host);
    const seed = String(match.setup.seed);
    const fan = (match.state.G as { fan: string[] }).fan;
    expect(fan.length).toBeGreaterThan(10);
    const moves = await playToEnd([host, guest]);
    expect(moves).toBeGreaterThan(5);
    expect(match.isOver).toBe(true);
    expect(host.table!.result).toEqual(match.result);

    // The log comes in pieces; put together it is the engine's log as seat 0 may read it.
    const readable = (seat: number | null) => match.logFor(seat).map((e) => ({ index: e.index, move: e.move, text: e.text, message: e.message, phase: e.phase }));
    expect(host.log).toEqual(readable(0));
    expect(guest.log).toEqual(readable(1));
    expect(host.transcript).not.toContain(seed);
    expect(host.transcript).not.toContain(JSON.stringify(fan));
    // On the wire too: no frame seat 0 received holds the seed, nor the fan's first cards in order.
    const wire = Buffer.concat(host.frames);
    expect(host.frames.length).toBeGreaterThan(moves / 2);
    expect(wire.includes(Buffer.from(seed))).toBe(false);
    // An array of card ids travels as its strings one after another, each a MessagePack str.
    const inOrder = Buffer.concat(fan.slice(0, 3).map(msgpackString));
    // (The face-down fan seat 0 does receive is found that way: the byte model is right.)
    expect(wire.includes(Buffer.concat(['hidden', 'hidden', 'hidden'].map(msgpackString))), 'the face-down fan on the wire').toBe(true);
    expect(wire.includes(inOrder), "the fan's first three cards in order").toBe(false);
    expect(host.transcript).not.toContain(JSON.stringify(fan.slice(0, 3)).slice(1, -1));
    // Every view seat 0 received shows the fan face down, card for card.
    const views = host.received.filter(([type]) => type === 'table').map(([, t]) => (t as { view: { G: { fan: string[] }; ctx: { rng: number } } | null }).view).filter((v) => v !== null);
    expect(views.length).toBeGreaterThan(moves / 2);
    for (const view of views) expect(view!.G.fan.every((card) => card === 'hidden')).toBe(true);
    // Nor the generator's state, from which the next shuffles would follow.
    for (const view of views) expect(view!.ctx.rng).toBe(0);
    await leaveAll(host, guest);
  });

  it("plays BOX to the end; seat 0 never receives seat 1's Secret Color Card before the end", async () => {
    const [host, guest] = await twoPlayers('box');
    const match = serverMatch(host);
    const state = match.state.G as { secrets: string[]; teams: number[][] };
    const theirs = state.secrets[state.teams.findIndex((team) => team.includes(1))]!;
    const mine = state.secrets[state.teams.findIndex((team) => team.includes(0))]!;
    expect(theirs).not.toBe(mine);
    await playToEnd([host, guest]);
    const readable = (seat: number) => match.logFor(seat).map((e) => ({ index: e.index, move: e.move, text: e.text, message: e.message, phase: e.phase }));
    expect(host.log).toEqual(readable(0));
    expect(guest.log).toEqual(readable(1));
    const tables = host.received.filter(([type]) => type === 'table').map(([, t]) => JSON.stringify(t));
    const beforeEnd = tables.filter((t) => !t.includes('"over":true'));
    expect(beforeEnd.length).toBeGreaterThan(5);
    expect(beforeEnd.some((t) => t.includes(JSON.stringify(mine)))).toBe(true);
    expect(beforeEnd.some((t) => t.includes(JSON.stringify(theirs)))).toBe(false);
    expect(host.received.filter(([type]) => type !== 'table').map((m) => JSON.stringify(m)).join('')).not.toContain(theirs);
    expect(host.transcript).not.toContain(String(match.setup.seed));
    // At the end the rules show every card, and then seat 0 sees it.
    expect(tables.at(-1)).toContain(JSON.stringify(theirs));
    // The same on the wire: the bytes of the frames seat 0 received before the end never hold the
    // other team's card (strings travel as their UTF-8 bytes), nor the seed; after the end they do.
    expect(host.framesBeforeOver).toBeLessThan(host.frames.length);
    const wire = (frames: Buffer[]) => Buffer.concat(frames);
    expect(wire(host.frames.slice(0, host.framesBeforeOver)).includes(Buffer.from(mine)), 'its own card is on the wire').toBe(true);
    expect(wire(host.frames.slice(0, host.framesBeforeOver)).includes(Buffer.from(theirs)), "the other team's card before the end").toBe(false);
    expect(wire(host.frames).includes(Buffer.from(String(match.setup.seed)))).toBe(false);
    expect(wire(host.frames.slice(host.framesBeforeOver)).includes(Buffer.from(theirs))).toBe(true);
    await leaveAll(host, guest);
  });

  it("sends each seat the log with the others' hidden arguments left out (Rum)", async () => {
    const [host, guest] = await twoPlayers('rum');
    const match = serverMatch(host);
    await playMoves([host, guest], 40);
    const readable = (seat: number) => match.logFor(seat).map((e) => ({ index: e.index, move: e.move, text: e.text, message: e.message, phase: e.phase }));
    expect(host.log).toEqual(readable(0));
    expect(guest.log).toEqual(readable(1));
    // Some move of seat 1 carried an argument seat 0 may not see, and seat 0 never received it.
    const whole = match.logFor(1);
    const hidden = host.log.filter((e, i) => e.move.seat === 1 && JSON.stringify(e.move) !== JSON.stringify(whole[i]!.move));
    expect(hidden.length).toBeGreaterThan(0);
    await leaveAll(host, guest);
  });

  it('refuses an out-of-turn move, a move for another seat, malformed and oversized messages, each with a reason, changing nothing', async () => {
    const [host, guest] = await twoPlayers('hisss');
    const match = serverMatch(host);
    const mover = host.table!.active.includes(0) ? host : guest;
    const waiter = mover === host ? guest : host;
    const legal = mover.table!.legal[0]!;
    const before = match.save();
    const revision = host.table!.revision;

    const refusals = [
      // Out of turn: the waiting player makes the mover's move as its own.
      await waiter.refused('move', { move: { ...legal, seat: undefined } }),
      // For another seat: the waiting player names the mover's seat.
      await waiter.refused('move', { move: legal }),
      await mover.refused('move', { move: 'draw' }),
      await mover.refused('move', { move: { type: 7 } }),
      await mover.refused('move', { move: legal, extra: 1 }),
      await mover.refused('claim', { seat: 'one' }),
      await mover.refused('teleport', { to: 'the end' }),
      await mover.refused('move', { move: { ...legal, note: 'x'.repeat(20_000) } }),
      await mover.refused('move', { move: { ...legal, cards: Array.from({ length: 2_000 }, (_, i) => i) } }),
      await mover.refused('setup', { options: 'x'.repeat(9_000) }),
      await waiter.refused('start', {}),
    ];
    expect(refusals.map((r) => r.to)).toEqual(['move', 'move', 'move', 'move', 'move', 'claim', 'teleport', 'move', 'move', 'setup', 'start']);
    for (const refusal of refusals) expect(refusal.reason.length).toBeGreaterThan(10);
    expect(refusals[1]!.reason).toMatch(/seat/);
    expect(refusals[7]!.reason + refusals[8]!.reason + refusals[9]!.reason).toMatch(/characters|values|too long/);
    expect(match.save()).toBe(before);
    expect(host.table!.revision).toBe(revision);

    // A legal move still goes through afterwards.
    mover.send('move', { move: legal });
    await mover.tableWhere((t) => t.revision > revision, 'the table after the legal move');
    expect(match.save()).not.toBe(before);
    await leaveAll(host, guest);
  });

  it('refuses moves past the per-second limit with a reason', async () => {
    const [host, guest] = await twoPlayers('hisss');
    const waiter = host.table!.active.includes(0) ? guest : host;
    const count = waiter.refusals.length;
    const burst = MOVES_PER_SECOND * 3;
    for (let i = 0; i < burst; i++) waiter.send('move', { move: { type: 'draw', index: 0 } });
    await waiter.until(() => waiter.refusals.length >= count + burst, 'a refusal of every move');
    const reasons = waiter.refusals.slice(count).map((r) => r.reason);
    expect(reasons.some((r) => /Too many moves/.test(r))).toBe(true);
    expect(reasons.some((r) => !/Too many moves/.test(r))).toBe(true);
    await leaveAll(host, guest);
  });
});

describe('every game', () => {
  it('has a room type whose game starts, with bots in the empty seats, and takes moves from its legal list', async () => {
    await Promise.all(
      [...SERVER_GAMES.keys()].map(async (id) => {
        const host = await createRoom(server.port, id);
        host.send('claim', { seat: 0 });
        await host.tableWhere((t) => t.you.seat === 0, `${id}: seat 0`);
        host.send('start');
        const started = await host.tableWhere((t) => t.status === 'playing', `${id}: the start`);
        expect(started.seats.slice(1).every((s) => s.kind === 'bot')).toBe(true);
        // Real-time games move on their host's clock; the turn-based ones answer a move at once.
        if (!SERVER_GAMES.get(id)!.def.realtime) expect(await playMoves([host], 3), id).toBeGreaterThan(0);
        expect(host.refusals, id).toEqual([]);
        await leaveAll(host);
      }),
    );
    expect(SERVER_GAMES.size).toBe(17);
  });
});

describe('dropped connections', () => {
  it('keeps a dropped player’s seat through the grace period, then a bot plays it until the player claims it back', async () => {
    const [host, guest] = await twoPlayers('box');
    const before = guest.table!;
    const token = guest.room.reconnectionToken;
    guest.room.connection.close(4999, 'killed');
    await host.tableWhere((t) => t.seats[1]!.kind === 'person' && !t.seats[1]!.connected, 'seat 1 shown as disconnected');

    const back = await new Client(endpoint(server.port)).reconnect(token);
    guest.listen(back);
    const again = await guest.tableWhere((t) => t.revision > before.revision && t.you.seat === 1, 'the table after reconnecting');
    expect(again.view).toEqual(before.view);
    expect(again.logStart).toBe(0);
    expect(again.log).toEqual(before.log.slice(0, again.logLength));
    await host.tableWhere((t) => t.seats[1]!.connected, 'seat 1 connected again');

    // Dropped for longer than the grace: a bot keeps the seat, reserved for the player's key.
    const key = again.you.seatKey!;
    back.reconnection.enabled = false;
    back.connection.close(4999, 'killed again');
    const kept = await host.tableWhere((t) => t.seats[1]!.kind === 'bot', 'a bot in seat 1');
    expect(kept.seats[1]!.reserved).toBe(true);
    const stranger = await joinByCode(server.port, host.table!.code, 'Stranger');
    expect((await stranger.refused('claim', { seat: 1 })).reason).toMatch(/key/);
    const returning = await joinByCode(server.port, host.table!.code, 'Guest');
    returning.send('claim', { seat: 1, key });
    const reclaimed = await returning.tableWhere((t) => t.you.seat === 1, 'seat 1 claimed back');
    expect(reclaimed.seats[1]!.kind).toBe('person');
    await leaveAll(host, stranger, returning);
  }, 30_000);
});

describe('bots, spectators, save and restore', () => {
  it('fills empty seats with bots, lets a spectator watch the public view, and plays to the end', async () => {
    const host = await createRoom(server.port, 'hisss', { players: 2 });
    // The host sets the table up; the engine checks the setup.
    expect((await host.refused('setup', { players: 9 })).reason.length).toBeGreaterThan(10);
    host.send('setup', { players: 3 });
    await host.tableWhere((t) => t.players === 3 && t.seats.length === 3, 'three seats');
    host.send('claim', { seat: 0 });
    host.send('bot', { seat: 1, level: 'easy' });
    await host.tableWhere((t) => t.seats[1]!.kind === 'bot' && t.you.seat === 0, 'an easy bot in seat 1');
    const watcher = await joinByCode(server.port, host.table!.code, 'Watcher');
    host.send('start');
    const started = await host.tableWhere((t) => t.status === 'playing', 'the start');
    expect(started.seats.map((s) => [s.kind, s.level])).toEqual([['person', null], ['bot', 'easy'], ['bot', 'medium']]);
    expect((await host.refused('setup', { players: 2 })).reason).toMatch(/started/);
    await playToEnd([host]);
    const seen = await watcher.tableWhere((t) => t.over, 'the end, seen by the watcher');
    expect(watcher.log).toEqual(serverMatch(host).logFor(null).map((e) => ({ index: e.index, move: e.move, text: e.text, message: e.message, phase: e.phase })));
    expect(seen.you.seat).toBe(null);
    expect(watcher.received.every(([type, t]) => type !== 'table' || (t as { legal: unknown[] }).legal.length === 0)).toBe(true);
    expect(serverMatch(host).log.some((e) => e.move.seat === 1) && serverMatch(host).log.some((e) => e.move.seat === 2)).toBe(true);

    // Another game at the same table: same seats, a new match.
    const first = serverMatch(host);
    expect((await watcher.refused('again', {})).reason).toMatch(/host/);
    host.send('again');
    const lobby = await host.tableWhere((t) => t.status === 'lobby', 'the lobby again');
    expect(lobby.seats.map((s) => s.kind)).toEqual(['person', 'bot', 'bot']);
    expect(lobby.view).toBe(null);
    host.send('start');
    await host.tableWhere((t) => t.status === 'playing' && t.logStart === 0, 'the second game');
    expect(serverMatch(host)).not.toBe(first);
    expect(serverMatch(host).setup.seed).not.toBe(first.setup.seed);
    await leaveAll(host, watcher);
  });

  it('lets the host, and only the host, kick a player; a bot takes the seat, not reserved', async () => {
    const [host, guest] = await twoPlayers('box');
    expect((await guest.refused('kick', { id: host.table!.you.id })).reason).toMatch(/host/);
    const closed = new Promise<number>((resolve) => guest.room.onLeave((code: number) => resolve(code)));
    // The host knows whom it kicks from its own table: the seat's public id.
    expect(host.table!.seats[1]!.id).toBe(guest.table!.you.id);
    host.send('kick', { id: host.table!.seats[1]!.id });
    expect(await closed).toBe(4101);
    expect(guest.received.some(([type]) => type === 'kicked')).toBe(true);
    const after = await host.tableWhere((t) => t.seats[1]!.kind === 'bot', 'a bot in the kicked player’s seat');
    expect(after.seats[1]!.reserved).toBe(false);
    await leaveAll(host);
  });

  it('runs a real-time game with its host and bots', async () => {
    const host = await createRoom(server.port, 'chomp');
    host.send('start');
    await host.tableWhere((t) => t.status === 'playing' && t.logLength >= 2, 'two moves of a real-time game');
    expect(host.table!.seats.every((s) => s.kind === 'bot')).toBe(true);
    await leaveAll(host);
  });

  it('hands the host a sealed save and restores it in a new room; a changed save is refused', async () => {
    const [host, guest] = await twoPlayers('hisss');
    expect(await playMoves([host, guest], 3)).toBe(3);
    expect((await guest.refused('save', {})).reason).toMatch(/host/);
    host.send('save');
    const [, saved] = await host.until(() => host.received.find(([type]) => type === 'save'), 'the save') as [string, { file: { data: string } }];
    const match = serverMatch(host);
    expect(JSON.stringify(saved)).not.toContain(String(match.setup.seed));

    const fresh = await createRoom(server.port, 'hisss');
    const data = saved.file.data;
    const changed = { ...saved.file, data: `${data.slice(0, 40)}${data[40] === 'A' ? 'B' : 'A'}${data.slice(41)}` };
    expect((await fresh.refused('restore', { file: changed })).reason).toMatch(/save/);
    fresh.send('restore', { file: saved.file });
    await fresh.tableWhere((t) => t.restored, 'the restored setup');
    fresh.send('claim', { seat: 0 });
    await fresh.tableWhere((t) => t.you.seat === 0, 'seat 0');
    fresh.send('start');
    await fresh.tableWhere((t) => t.status === 'playing', 'the restored game');
    // The first table of the resumed game (a bot keeps seat 1 and may have moved since).
    const resumed = fresh.received.map(([, t]) => t as TableMessage).find((t) => t.status === 'playing')!;
    expect(resumed.logLength).toBe(match.log.length);
    expect(resumed.view).toEqual(host.table!.view);
    await leaveAll(host, guest, fresh);
  });
});
