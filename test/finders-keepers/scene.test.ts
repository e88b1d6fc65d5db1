/** The Keep Me cards' scenes: fixed per card, every thing findable, and a busy mix of turns and overlaps. */
import { describe, expect, it } from 'vitest';
import { CARDS, SEYMOUR, keepMe } from '../../machines/finders-keepers/index.js';
import { MIN_VISIBLE, SCENE, sceneOf, visibleShares } from '../../components/finders-keepers-table/scene.js';

describe('Finders Keepers scenes', () => {
  const scenes = CARDS.map((c) => sceneOf(c.id));

  it('shows each card\'s four objects, and Seymour on his twelve cards, inside the card', () => {
    for (const [i, scene] of scenes.entries()) {
      const card = CARDS[i]!;
      expect(scene.things.map((p) => p.thing).filter((x) => x !== SEYMOUR).sort()).toEqual([...card.objects].sort());
      expect(scene.things.some((p) => p.thing === SEYMOUR)).toBe(card.seymour);
      for (const p of scene.things) {
        expect(p.x - p.size * 0.4).toBeGreaterThanOrEqual(0);
        expect(p.x + p.size * 0.4).toBeLessThanOrEqual(SCENE);
        expect(p.y - p.size * 0.4).toBeGreaterThanOrEqual(0);
        expect(p.y + p.size * 0.4).toBeLessThanOrEqual(SCENE);
      }
    }
  });

  it(`keeps at least ${Math.round(MIN_VISIBLE * 100)}% of every thing in view`, () => {
    for (const scene of scenes) for (const share of visibleShares(scene.things)) expect(share).toBeGreaterThanOrEqual(MIN_VISIBLE);
  });

  it('is the same every time for the same card', () => {
    expect(JSON.stringify(sceneOf('k07'))).toBe(JSON.stringify(scenes[6]));
    expect(keepMe('k07').objects).toHaveLength(4);
  });

  it('is busy: many things are turned upside down, and many cards hide part of a thing behind another', () => {
    const all = scenes.flatMap((s) => s.things);
    const upsideDown = all.filter((p) => { const a = ((p.turn % 360) + 360) % 360; return a > 135 && a < 225; }).length;
    const partlyHidden = scenes.filter((s) => visibleShares(s.things).some((v) => v < 0.95)).length;
    console.log(`scenes: ${upsideDown} of ${all.length} things upside down; ${partlyHidden} of 60 cards hide part of a thing`);
    expect(upsideDown / all.length).toBeGreaterThan(0.2);
    expect(partlyHidden).toBeGreaterThan(30);
  });
});
