// Pile-match for boardgame.io 0.50.2 (the same rules as pile-match.dsl.ts and pile-match.reducer.ts).
//
// 40 cards = 4 colours x 10 values, encoded as integers 0..39 (colour = floor(n/10), value = n%10).
// Each turn: draw one card, then place it on one of 3 piles whose top card shares colour or value
// (an empty pile accepts anything); if no pile matches, discard it. +1 point per placed card.
// Game ends when the deck is empty and no card is in hand.
//
// setupData.deck (the 40 card numbers, top of the deck last) replaces the shuffle, so the three
// implementations can be played side by side from the same deal.
//
// Load this file only after setting process.env.NODE_ENV: boardgame.io reads it when first required.
'use strict';
const { INVALID_MOVE } = require('boardgame.io/core');
const { RandomBot, MCTSBot } = require('boardgame.io/ai');
const { InitializeGame, CreateGameReducer, ProcessGameConfig } = require('boardgame.io/internal');

const matches = (card, pile) =>
  pile.length === 0 ||
  Math.floor(pile[pile.length - 1] / 10) === Math.floor(card / 10) ||
  pile[pile.length - 1] % 10 === card % 10;

const PileMatch = {
  name: 'pile-match',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ random }, setupData) => ({
    deck: setupData && setupData.deck ? setupData.deck.slice() : random.Shuffle(Array.from({ length: 40 }, (_, i) => i)),
    piles: [[], [], []],
    hand: { 0: null, 1: null },
    score: { 0: 0, 1: 0 },
    discarded: 0,
  }),
  turn: { minMoves: 2, maxMoves: 2 }, // draw + place/discard, then the turn ends automatically
  moves: {
    draw: ({ G, playerID }) => {
      if (G.hand[playerID] !== null || G.deck.length === 0) return INVALID_MOVE;
      G.hand[playerID] = G.deck.pop();
    },
    place: ({ G, playerID }, p) => {
      const card = G.hand[playerID];
      if (card === null || !matches(card, G.piles[p])) return INVALID_MOVE;
      G.piles[p].push(card);
      G.hand[playerID] = null;
      G.score[playerID]++;
    },
    discard: ({ G, playerID }) => {
      const card = G.hand[playerID];
      if (card === null || G.piles.some((p) => matches(card, p))) return INVALID_MOVE;
      G.hand[playerID] = null;
      G.discarded++;
    },
  },
  endIf: ({ G }) => {
    if (G.deck.length === 0 && G.hand[0] === null && G.hand[1] === null) {
      if (G.score[0] === G.score[1]) return { draw: true };
      return { winner: G.score[0] > G.score[1] ? '0' : '1' };
    }
  },
  ai: {
    enumerate: (G, ctx, playerID) => {
      const card = G.hand[playerID];
      if (card === null) return G.deck.length ? [{ move: 'draw' }] : [];
      const r = [];
      for (let p = 0; p < 3; p++) if (matches(card, G.piles[p])) r.push({ move: 'place', args: [p] });
      return r.length ? r : [{ move: 'discard' }];
    },
  },
};

const game = ProcessGameConfig(PileMatch);
const currentMover = (ctx) => (ctx.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx.currentPlayer);
/** The canonical name of an enumerated action: "draw", "place:2", "discard". */
const actionKey = (a) => (a.move === 'place' ? `place:${a.args[0]}` : a.move);

/** A new match state: `seed` for boardgame.io's shuffle, or `deck` to fix the deal. */
function init({ seed, deck } = {}) {
  return InitializeGame({ game: seed === undefined ? game : { ...game, seed }, numPlayers: 2, setupData: deck ? { deck } : undefined });
}

module.exports = { PileMatch, game, matches, init, currentMover, actionKey, InitializeGame, CreateGameReducer, RandomBot, MCTSBot, INVALID_MOVE };
