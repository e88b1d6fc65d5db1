/**
 * One measured kind in a process of its own (started by run.ts, one per playout kind and per MCTS
 * kind): a page or a bot's worker runs one game, so no other game's functions pass through the
 * call sites of the code measured here, and every kind — boardgame.io, the reducer, our core and
 * our machine — is measured alike. The parent asks for a warm-up and then for each sample in
 * turn (round-robin across kinds), so a burst of load on the shared machine still hits every kind
 * alike; only one kind runs at a time. CPU time is this process's own (`process.cpuUsage`).
 *
 * Messages from the parent: `{ op: 'warm', ms }`, `{ op: 'sample', ms }` (playout kinds, started
 * with `playout <key> <seed>`); `{ op: 'warm' }`, `{ op: 'sample', plays }` (MCTS kinds, started
 * with `mcts <key> <iterations>`). Each is answered with `{ ok: true, result }` or `{ ok: false, error }`.
 */
import { rng, sample } from './lib/harness.js';
import { bgioMcts, oursMcts, timeMcts, type MctsPlay } from './lib/mcts.js';
import { loadBgio, playouts } from './lib/playouts.js';

type Request = { op: 'warm' | 'sample'; ms?: number; plays?: number };

const [mode, key, arg] = process.argv.slice(2);
if (!process.send) throw new Error('sampler.mjs runs as a child of run.mjs');
const send = (m: unknown) => process.send!(m);

let handle: (req: Request) => Promise<unknown>;
if (mode === 'playout') {
  if (key === 'pileBgio') loadBgio(); // production mode, before anything else touches boardgame.io
  const make = playouts[key as keyof typeof playouts];
  if (!make) throw new Error(`unknown playout kind ${key}`);
  const play = make(rng(Number(arg)));
  handle = async (req) => sample(play, req.ms!);
} else if (mode === 'mcts') {
  const iterations = Number(arg);
  let p: MctsPlay;
  if (key === 'ours') p = oursMcts(iterations);
  else if (key === 'ours50') p = oursMcts(iterations, 50);
  else if (key === 'bgio') p = bgioMcts(iterations);
  else throw new Error(`unknown MCTS kind ${key}`);
  handle = async (req) => (req.op === 'warm' ? p.play() : timeMcts(p, iterations, req.plays!));
} else throw new Error(`sampler: mode must be playout or mcts, got ${mode}`);

process.on('message', (req: Request) => {
  handle(req).then(
    (result) => send({ ok: true, result }),
    (error: unknown) => send({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
send({ ok: true, result: 'ready' });
