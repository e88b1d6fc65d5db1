/**
 * Where each thing lies on a Keep Me card: a little scene in a 120 × 120 box. The layout is drawn
 * from the card's id by a seeded generator, so a card looks the same on every screen and in every
 * game: things of different sizes, turned any way (some upside down), overlapping so that one may
 * be partly hidden behind another — but never so much that it cannot be found.
 */
import { Random, seedToState } from '../../src/dsl/random.js';
import { keepMe, SEYMOUR, type Thing } from '../../machines/finders-keepers/index.js';

/** The card's box, in scene units. */
export const SCENE = 120;

export interface Placed {
  thing: Thing;
  /** Centre, in scene units. */
  x: number;
  y: number;
  /** Width of the thing's 100-unit drawing box, in scene units. */
  size: number;
  /** Degrees clockwise; near 180 is upside down. */
  turn: number;
  /** Drawn mirrored (left for right). */
  mirror: boolean;
}

export interface Scene {
  /** Things in drawing order: later ones lie over earlier ones. */
  things: Placed[];
  /** Little background shapes (confetti), drawn first and faint. */
  confetti: { x: number; y: number; r: number; hue: number; kind: 'dot' | 'ring' | 'dash' }[];
  /** Background hue of the card (a pale colour). */
  hue: number;
}

/** The radius of the part of a thing that must stay in view, as a share of its size. */
const BODY = 0.4;

/**
 * How much of each thing is in view (0–1), estimated on a grid of points in its body circle: a
 * point is hidden when it lies inside the body of a thing drawn later.
 */
export function visibleShares(things: readonly Placed[]): number[] {
  return things.map((p, i) => {
    const r = p.size * BODY;
    let inside = 0;
    let seen = 0;
    for (let gx = -1; gx <= 1.0001; gx += 0.2) {
      for (let gy = -1; gy <= 1.0001; gy += 0.2) {
        if (gx * gx + gy * gy > 1) continue;
        inside++;
        const x = p.x + gx * r;
        const y = p.y + gy * r;
        const hidden = things.slice(i + 1).some((q) => (x - q.x) ** 2 + (y - q.y) ** 2 < (q.size * BODY) ** 2);
        if (!hidden) seen++;
      }
    }
    return seen / inside;
  });
}

/** Each thing keeps at least this share of itself in view. */
export const MIN_VISIBLE = 0.55;

const cache = new Map<string, Scene>();

/** The scene of a Keep Me card (computed once per card). */
export function sceneOf(cardId: string): Scene {
  const known = cache.get(cardId);
  if (known) return known;
  const card = keepMe(cardId);
  const random = new Random({ rng: seedToState(`finders-keepers/scene/${cardId}`) });
  const pick = (lo: number, hi: number) => lo + (hi - lo) * random.float();
  const hue = Math.floor(pick(0, 360));
  const confetti = Array.from({ length: 9 }, () => ({
    x: pick(6, SCENE - 6), y: pick(6, SCENE - 6), r: pick(2, 5), hue: Math.floor(pick(0, 360)),
    kind: (['dot', 'ring', 'dash'] as const)[random.int(3)]!,
  }));
  const turnOf = () => {
    const roll = random.float();
    if (roll < 0.3) return pick(-20, 20);
    if (roll < 0.55) return pick(160, 200); // upside down
    return pick(0, 360);
  };
  let things: Placed[] = [];
  for (let attempt = 0; attempt < 60; attempt++) {
    // Four places round the middle, shuffled, each nudged so that neighbours may overlap.
    const spots = random.shuffle([[33, 33], [87, 33], [33, 87], [87, 87]]);
    const placed: Placed[] = card.objects.map((thing, k) => {
      const size = pick(52, 64);
      const half = size * 0.42;
      const [sx, sy] = spots[k]!;
      const clamp = (v: number) => Math.min(SCENE - half, Math.max(half, v));
      return { thing, x: clamp(sx! + pick(-14, 14)), y: clamp(sy! + pick(-14, 14)), size, turn: turnOf(), mirror: random.float() < 0.3 };
    });
    let order = random.shuffle(placed);
    if (card.seymour) {
      // Seymour is small and peeks out from behind (or between) the others.
      const size = pick(30, 36);
      const half = size * 0.42;
      const seymour: Placed = { thing: SEYMOUR, x: pick(half, SCENE - half), y: pick(half, SCENE - half), size, turn: turnOf(), mirror: random.float() < 0.5 };
      const at = random.int(3);
      order = [...order.slice(0, at), seymour, ...order.slice(at)];
    }
    things = order;
    const shares = visibleShares(things);
    if (shares.every((s) => s >= MIN_VISIBLE)) break;
    // Out of tries: the last attempt without nudges, which never overlaps much.
    if (attempt === 59) throw new Error(`No readable scene for ${cardId}.`);
  }
  const scene = { things, confetti, hue };
  cache.set(cardId, scene);
  return scene;
}
