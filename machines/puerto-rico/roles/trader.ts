/**
 * The trader: each seat from the trader may sell one barrel to the trading house (kinds not
 * already there, unless an occupied office), while it has room. The trader gets +1, markets +1/+2.
 * A full house is emptied at the end.
 */
import { eachSeatOnce, move, roundOver, type PhaseDef } from '../../../src/dsl/index.js';
import { plural, t, type Message } from '../../../src/i18n/index.js';
import { barrels, GOOD_NAMES, GOODS, isGood, noGood, TRADING_HOUSE_SIZE, type Good } from '../buildings.js';
import { occupied, pay, salePrice, sellableGoods, type PuertoRicoState } from '../state.js';

type G = PuertoRicoState;

const sell = move<G, { good: Good }>({
  args: (G, _ctx, seat) => sellableGoods(G, seat).map((good) => ({ good })),
  check: (G, { good }, _ctx, seat) => {
    // The goods' ids, as a move names them (not words to translate).
    if (!isGood(good)) return t`Name a good: ${GOODS.join(', ')}.`;
    if (G.tradingHouse.length >= TRADING_HOUSE_SIZE) return t`The trading house is full.`;
    if (G.boards[seat]!.goods[good] === 0) return noGood(good);
    if (G.tradingHouse.includes(good) && !occupied(G.boards[seat]!, 'office')) return t`The trading house already has ${GOOD_NAMES[good]}; only an occupied office may sell it again.`;
    return true;
  },
  apply: (G, { good }, { seat }) => {
    const price = salePrice(G, seat, good);
    G.boards[seat]!.goods[good]--;
    G.tradingHouse.push(good);
    pay(G, seat, price);
  },
  endsTurn: true,
  describe: ({ good }, after, before) => {
    const seat = after.boards.findIndex((b, s) => b.doubloons !== before.boards[s]!.doubloons || b.goods[good] !== before.boards[s]!.goods[good]);
    const gain = seat >= 0 ? after.boards[seat]!.doubloons - before.boards[seat]!.doubloons : 0;
    return plural(gain, 'sold {0} for # doubloon', 'sold {0} for # doubloons', barrels(1, good));
  },
});

const passTrader = move<G>({ apply: () => {}, endsTurn: true, describe: () => t`sold nothing` });

/**
 * Why `seat` can sell nothing in the trader phase now, in words (null when it can sell a barrel):
 * it holds no goods, or every kind it holds is already in the trading house.
 */
export function noSaleReason(G: Readonly<G>, seat: number): Message | null {
  if (sellableGoods(G as G, seat).length > 0) return null;
  if (G.tradingHouse.length >= TRADING_HOUSE_SIZE) return t`The trading house is full.`;
  const board = G.boards[seat]!;
  if (GOODS.every((g) => board.goods[g] === 0)) return t`You have no goods to sell.`;
  return t`The trading house already has every kind you hold, and only an occupied office may sell a kind again.`;
}

/** The trader's last duty: a full trading house goes back to the supply. */
export function closeTradingHouse(G: G): void {
  if (G.tradingHouse.length >= TRADING_HOUSE_SIZE) {
    for (const g of G.tradingHouse) G.goodsSupply[g]++;
    G.tradingHouse = [];
  }
  G.role = null;
}

export const traderPhase: PhaseDef<G> = {
  label: t`Trader: sell`,
  turn: eachSeatOnce({ first: (G) => G.chooser }),
  moves: { sell, passTrader },
  next: [{ if: (G, ctx) => roundOver(G, ctx) || G.tradingHouse.length >= TRADING_HOUSE_SIZE, to: 'chooseRole', do: closeTradingHouse, label: 'everyone sold or house full' }],
};
