/** Scoring: chips, building VP, the large buildings' bonuses (occupied only) and the tie-break. */
import { describe, expect, it } from 'vitest';
import {
  cityHallBonus, customsHouseBonus, fortressBonus, guildHallBonus, residenceBonus, result, scoreOf, type PlayerBoard, type PuertoRicoState,
} from '../../machines/puerto-rico/index.js';
import { Translator } from '../../src/i18n/index.js';
import { city, fresh, island } from './helpers.js';

const board = (part: Partial<PlayerBoard>): PlayerBoard => ({
  doubloons: 0, vp: 0, goods: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 }, island: [], city: [], sanJuan: 0, ...part,
});

describe('large buildings', () => {
  it('guild hall example: small and large sugar mill, small indigo plant and coffee roaster → +6', () => {
    const b = board({ city: city('guildHall', 'smallSugarMill', 'sugarMill', 'smallIndigoPlant', ['coffeeRoaster', 0]) });
    expect(guildHallBonus(b)).toBe(6);
    expect(scoreOf(b).bonus).toBe(6);
  });

  it('residence: 10 filled island spaces → +5 (4 up to nine, 6 for eleven, 7 for twelve)', () => {
    expect(residenceBonus(board({ island: island(Array(10).fill('corn')) }))).toBe(5);
    expect([0, 9, 11, 12].map((n) => residenceBonus(board({ island: island(Array(n).fill('corn')) })))).toEqual([4, 4, 6, 7]);
  });

  it('fortress: 20 colonists on plantations, quarries, buildings and in San Juan → +6', () => {
    const b = board({ island: island(Array(10).fill('corn')), city: city('fortress', ['sugarMill', 3], ['coffeeRoaster', 2]), sanJuan: 4 });
    expect(fortressBonus(b)).toBe(6);
  });

  it('customs house: 23 VP chips → +5', () => {
    expect(customsHouseBonus(board({ vp: 23 }))).toBe(5);
  });

  it('city hall example: hacienda, harbor, office, construction hut, large warehouse and residence → +7', () => {
    const b = board({ city: city('cityHall', 'hacienda', 'harbor', 'office', 'constructionHut', 'largeWarehouse', ['residence', 0], 'smallIndigoPlant') });
    expect(cityHallBonus(b)).toBe(7);
  });

  it('buildings score their VP occupied or not; large buildings give their bonus only when occupied', () => {
    const empty = board({ vp: 23, city: city(['customsHouse', 0], ['cityHall', 0], ['smallMarket', 0]) });
    expect(scoreOf(empty)).toEqual({ chips: 23, buildings: 4 + 4 + 1, bonus: 0, total: 32 });
    const full = board({ vp: 23, city: city('customsHouse', 'cityHall', ['smallMarket', 0]) });
    expect(scoreOf(full)).toEqual({ chips: 23, buildings: 9, bonus: 5 + 3, total: 40 });
  });
});

describe('the winner', () => {
  const finished = (boards: Partial<PlayerBoard>[]): PuertoRicoState => {
    const G = fresh(3).G;
    G.boards = boards.map(board);
    return G;
  };

  it('most VP wins', () => {
    const r = result(finished([{ vp: 10 }, { vp: 12 }, { vp: 3, doubloons: 30 }]));
    expect(r.scores).toEqual([10, 12, 3]);
    expect(r.winners).toEqual([1]);
  });

  it('a tie is broken by doubloons and goods together (1 good = 1 doubloon); a tie on both is shared', () => {
    const r = result(finished([{ vp: 12, doubloons: 3, goods: { corn: 2, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } }, { vp: 12, doubloons: 4 }, { vp: 5 }]));
    expect(r.winners).toEqual([0]);
    expect(new Translator('en', []).render(r.reason)).toMatch(/doubloons and goods/);
    expect(result(finished([{ vp: 12, doubloons: 4 }, { vp: 12, doubloons: 4 }, { vp: 5 }])).winners).toEqual([0, 1]);
  });
});
