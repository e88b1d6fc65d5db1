import { describe, expect, it } from 'vitest';
import { compile, defineGame } from '../../src/dsl/index.js';
import { Match } from '../../src/engine/index.js';
import { lastStone } from '../../stories/guide/last-stone.js';

/** Last Stone with a long-pile variant for two players only. */
const variant = compile(
  defineGame({
    ...lastStone,
    id: 'long-stone',
    optionChoices: { stones: [15, 30] },
    playersFor: (options) => (options.stones === 30 ? { min: 2, max: 2 } : lastStone.players),
  }),
);

describe('a variant for fewer players (playersFor)', () => {
  it('refuses a setup with more players than the variant allows, saying for how many it is', () => {
    expect(() => new Match(variant, { players: 3, seed: 'v', options: { stones: 30 } })).toThrow('Last Stone with these options is for 2 players; got 3.');
    expect(new Match(variant, { players: 2, seed: 'v', options: { stones: 30 } }).state.G.stones).toBe(30);
    expect(new Match(variant, { players: 4, seed: 'v' }).state.G.stones).toBe(15);
  });

  it('refuses a save of such a setup', () => {
    const save = JSON.parse(new Match(variant, { players: 2, seed: 'v', options: { stones: 30 } }).save());
    save.setup.players = 3;
    const match = new Match(variant, { players: 2, seed: 'w' });
    expect(() => match.load(JSON.stringify(save))).toThrow(/for 2 players; got 3/);
  });
});
