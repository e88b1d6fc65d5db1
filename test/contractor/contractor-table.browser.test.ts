/**
 * <contractor-table> in Chromium: bids written by click stay sealed on the other seats' screens
 * until all are opened, the banker's bid sheet on the board, board moves by mouse and keyboard,
 * and the table at a phone's width.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/contractor-table/define.js';
import type { ContractorTable } from '../../components/contractor-table/contractor-table.js';
import { contractorCompiled, type ContractorState } from '../../machines/contractor/index.js';
import { botMove } from '../../src/bots/levels.js';
import { Match } from '../../src/engine/match.js';
import { clickMove, pressMove } from '../../src/testing/browser.js';

/** The save of a seeded game played by medium bots until seat 0 is to act in `phase`. */
function saveAt(phase: string, players = 2): string {
  for (let k = 0; k < 40; k++) {
    const match = new Match(contractorCompiled, { players, seed: `at-${phase}-${k}` });
    while (!match.isOver && !(match.phase === phase && match.active.includes(0))) {
      const seat = match.active[0]!;
      match.play(botMove(contractorCompiled, match.view(seat), seat, 'medium', `at-${k}`)!);
    }
    if (!match.isOver) return match.save();
  }
  throw new Error(`No seeded game reached ${phase} with seat 0 to act.`);
}

async function tableAt(save: string, attrs: { players: number; view?: string }): Promise<ContractorTable> {
  const el = await fixture<ContractorTable>(html`<contractor-table players=${attrs.players} seats=${Array(attrs.players).fill('human').join(',')} view=${attrs.view ?? '0'} autoplay="false"></contractor-table>`);
  el.load(save);
  await el.updateComplete;
  return el;
}
const text = (el: ContractorTable) => el.shadowRoot!.textContent ?? '';

before(() => setViewport({ width: 1100, height: 900 }));

describe('<contractor-table>', () => {
  it('a bid clicked on seat 0\'s screen is not on seat 1\'s screen until every bid is in; then the bid sheet on the board shows the award', async () => {
    const save = saveAt('bidding.first');
    const mine = await tableAt(save, { players: 2, view: '0' });
    const bid = mine.match.legalMoves(0).find((m) => m.type === 'bid' && m.amount === 470_000)!;
    await clickMove(mine, bid);
    expect(mine.match.state.G.slips).to.have.length(1);
    const theirs = await tableAt(mine.save(), { players: 2, view: '1' });
    // Seat 1's own bid buttons list every amount; everything else on its screen hides seat 0's.
    const shown = text(theirs).replace(theirs.shadowRoot!.querySelector('[part~="controls"]')!.textContent ?? '', '');
    expect(shown).not.to.contain('470,000');
    expect(theirs.shadowRoot!.querySelector('[part~="bid-sheet"]')!.textContent).to.contain('sealed');
    expect(JSON.stringify(theirs.match.view(1))).not.to.contain('470000');
    const other = theirs.match.legalMoves(1).find((m) => m.type === 'bid' && m.amount === 480_000)!;
    await clickMove(theirs, other);
    const sheet = theirs.shadowRoot!.querySelector('[part~="bid-sheet"]')!;
    expect(sheet.textContent).to.contain('$470,000');
    expect((theirs.match.state.G as ContractorState).awards[0]).to.include({ job: 'dam', seat: 0, bid: 470_000 });
  });

  it('plays the board by mouse and by keyboard: shake, then the turn\'s business', async () => {
    const el = await tableAt(saveAt('play.roll'), { players: 2 });
    const before = el.match.log.length;
    await clickMove(el, el.match.legalMoves(0)[0]!);
    expect(el.match.log.length).to.equal(before + 1);
    while (el.match.active.includes(0) && !el.match.isOver && el.match.phase !== 'play.roll') {
      const legal = el.match.legalMoves(0);
      await pressMove(el, legal.find((m) => m.type === 'endTurn' || m.type === 'work' || m.type === 'weather' || m.type === 'sell' || m.type === 'borrow' || m.type === 'agree') ?? legal[0]!);
    }
    expect(el.match.log.length).to.be.greaterThan(before + 1);
  });

  it('offers the bank\'s pieces before the shake: one clicked is bought, and the dice are still to shake', async () => {
    const el = await tableAt(saveAt('play.roll'), { players: 2 });
    const buys = el.match.legalMoves(0).filter((m) => m.type === 'buy');
    expect(buys.length).to.be.greaterThan(0);
    const group = el.shadowRoot!.querySelector('[part~="controls"] [aria-label="Buy from the bank"]');
    expect(group, 'the Buy group before the shake').to.not.equal(null);
    const piece = buys[0]!.piece as string;
    await clickMove(el, buys[0]!);
    const G = el.match.state.G as ContractorState;
    expect(G.players[0]!.owned).to.include(piece);
    expect(el.match.phase).to.equal('play.roll');
    expect(el.match.legalMoves(0).some((m) => m.type === 'buy')).to.equal(false);
    expect(el.match.legalMoves(0).some((m) => m.type === 'roll')).to.equal(true);
  });

  it('fits a 390 px phone: the board, the controls and the panels stay inside the width', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = await tableAt(saveAt('play.act', 4), { players: 4 });
      const board = el.shadowRoot!.querySelector('[part~="board"]') as HTMLElement;
      expect(board.getBoundingClientRect().width).to.be.at.most(390);
      for (const b of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="controls"] button')) {
        expect(b.getBoundingClientRect().right).to.be.at.most(391);
      }
      expect(el.shadowRoot!.querySelectorAll('[part~="space"]')).to.have.length(36);
    } finally {
      await setViewport({ width: 1100, height: 900 });
    }
  });
});
