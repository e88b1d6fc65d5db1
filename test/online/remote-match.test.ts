/**
 * The client half of the game server in Node: two connections play HISSS on a real server on
 * 127.0.0.1 through `RemoteMatch`, each seeing only its own seat; a move counts only once a table
 * carries it; a refused move answers with the server's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hisssCompiled } from '../../machines/hisss/index.js';
import { startGameServer, type GameServer } from '../../server/server.js';
import { OnlineConnection, cleanCode, httpOf } from '../../src/online/connection.js';
import { RemoteMatch } from '../../src/online/remote-match.js';
import { moveKey } from '../../src/engine/move-key.js';

let server: GameServer;
let url: string;

beforeAll(async () => {
  server = await startGameServer({ port: 0, host: '127.0.0.1', rooms: { botDelayMs: 0, movesPerSecond: 1_000 } });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.close();
});

/** Until `test` holds (checked every 10 ms), or fails after 10 s. */
async function until(test: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('RemoteMatch', () => {
  it('addresses and codes', () => {
    expect(httpOf('ws://127.0.0.1:2567/')).toBe('http://127.0.0.1:2567');
    expect(httpOf('wss://games.example.org')).toBe('https://games.example.org');
    expect(cleanCode('abcd-efgh ')).toBe('ABCDEFGH');
  });

  it('two people play HISSS to the end, each from its own seat, every move shown only when the server sends it', async () => {
    const ana = await OnlineConnection.create(url, 'hisss', { name: 'Ana', players: 2 });
    const ben = await OnlineConnection.join(url, ana.table!.code.toLowerCase(), 'Ben');
    ana.send('claim', { seat: 0 });
    ben.send('claim', { seat: 1 });
    await until(() => ana.seat === 0 && ben.seat === 1, 'both seated');
    const a = new RemoteMatch(hisssCompiled, ana);
    const b = new RemoteMatch(hisssCompiled, ben);
    const changes: string[] = [];
    b.subscribe((change) => changes.push(change.kind));
    expect(a.legalMoves(0)).toEqual([]); // nothing before the start
    ana.send('start');
    await until(() => a.started && b.started, 'the start');
    expect(changes).toContain('reset');

    // A refused move: Ben moves out of turn (or Ana after the end), and the server says why.
    const mover = a.active.includes(0) ? a : b;
    const waiter = mover === a ? b : a;
    const seat = mover === a ? 1 : 0;
    const refused = await waiter.send({ ...mover.legalMoves(mover.connection.seat!)[0]!, seat });
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.reason.length).toBeGreaterThan(0);

    let moves = 0;
    while (!a.isOver || !b.isOver) {
      const turn = [a, b].find((m) => m.legalMoves(m.connection.seat!).length > 0 && !m.isOver);
      if (!turn) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      const move = turn.legalMoves(turn.connection.seat!)[0]!;
      const length = turn.log.length;
      const sent = turn.send(move);
      // Sent is not made: the log grows only with the server's next table.
      expect(turn.log.length).toBe(length);
      expect(await sent).toEqual({ ok: true });
      expect(turn.log.length).toBeGreaterThan(length);
      expect(turn.log.slice(length).map((e) => moveKey(e.move))).toContain(moveKey(move));
      moves++;
      if (moves > 500) throw new Error('HISSS did not end');
    }
    expect(a.result).toEqual(b.result);
    expect(a.log.length).toBe(b.log.length);
    expect(a.undoRefusal(0)).not.toBeNull();
    expect(() => a.save()).toThrow(/saved by its host/);
    await ana.leave();
    await ben.leave();
  });
});
