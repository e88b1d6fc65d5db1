/**
 * <killer-bunnies-table> in Chromium: what one seat's screen shows and hides, peeking at one's
 * own run cards, the dice and bunny colours with their symbols, the legend in the Rules.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/killer-bunnies-table/define.js';
import type { KillerBunniesTable } from '../../components/killer-bunnies-table/killer-bunnies-table.js';
import { cardName } from '../../machines/killer-bunnies/index.js';
import { Translator } from '../../src/i18n/index.js';
import { moveButtons, openRules, part } from '../../src/testing/browser.js';

const en = new Translator('en', []);
const solo = (seed = 'browser') => fixture<KillerBunniesTable>(html`<killer-bunnies-table seed=${seed} seats="human,bot:easy,bot:easy" autoplay="false"></killer-bunnies-table>`);

/** Lays seat 0's two run cards and lets the bots lay and roll, until seat 0 is to flip. */
async function toFirstTurn(el: KillerBunniesTable): Promise<void> {
  for (let n = 0; n < 400 && !(el.match.phase === 'play.begin' && el.match.active[0] === 0); n++) {
    el.play(el.match.legalMoves(el.match.active[0]!)[0]!);
    await el.updateComplete;
  }
}

describe('<killer-bunnies-table>', () => {
  it('shows your hand with each card\'s full text, and lays run cards by its buttons', async () => {
    const el = await solo();
    const hand = part(el, 'hand')!;
    const cards = hand.querySelectorAll('.card');
    expect(cards.length).to.equal(el.match.view(0).G.players[0]!.hand.length);
    expect(hand.querySelector('details .card-text')!.textContent!.length).to.be.greaterThan(20);
    const lays = moveButtons(el).filter((b) => b.getAttribute('aria-label')!.startsWith('Lay as top run card: '));
    expect(lays.length).to.equal(cards.length);
  });

  it('keeps the other seats\' hands and run cards off the screen; your own run cards show only when you peek', async () => {
    const el = await solo('hidden');
    await toFirstTurn(el);
    const G = el.match.state.G;
    const text = () => el.shadowRoot!.textContent!;
    for (const s of [1, 2]) {
      for (const id of [...G.players[s]!.hand]) expect(el.shadowRoot!.querySelector(`[data-card="${id}"]`)).to.equal(null);
    }
    const top = G.players[0]!.top!;
    const run = part(el, 'run')!;
    expect(run.textContent).to.contain('face down');
    expect(run.textContent).not.to.contain(en.render(cardName(top)));
    (run.querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(part(el, 'run')!.textContent).to.contain(en.render(cardName(top)));
    expect(text()).to.contain('Flip the top run card');
  });

  it('draws dice and bunny colours with the palette\'s symbols, and the Rules show the legend', async () => {
    const el = await solo('dice');
    await toFirstTurn(el);
    for (let n = 0; n < 300 && !el.match.state.G.lastRoll?.values.length; n++) {
      el.play(el.match.legalMoves(el.match.active[0]!)[0]!);
      await el.updateComplete;
    }
    const die = part(el, 'dice')!.querySelector('[data-die]');
    expect(die).not.to.equal(null);
    expect(die!.querySelector('[data-symbol]')).not.to.equal(null);
    const dialog = openRules(el);
    await el.updateComplete;
    expect(dialog.querySelectorAll('[data-legend]').length).to.equal(6);
  });
});
