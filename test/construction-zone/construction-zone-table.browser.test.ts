import { expect, fixture, html } from '@open-wc/testing';
import '../../components/construction-zone-table/define.js';
import { ConstructionZoneTable } from '../../components/construction-zone-table/construction-zone-table.js';
import { type ZoneState } from '../../machines/construction-zone/index.js';
import { moveButtons, part, parts, shadowText } from '../../src/testing/browser.js';

/** A new game with one person (seat 0, who starts with seed 'cz-table') and easy bots that wait. */
const solo = (seed = 'cz-table', players = 3) =>
  fixture<ConstructionZoneTable>(html`<construction-zone-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></construction-zone-table>`);

describe('<construction-zone-table>', () => {
  it('labels the three piles by their top building and needs, and offers one take per kind in the pool', async () => {
    const el = await solo();
    const piles = parts(el, 'pile');
    expect(piles.length).to.equal(3);
    for (const pile of piles) expect(pile.getAttribute('aria-label')).to.match(/^Pile [123], 7 buildings: .+ needs .+$/);
    if (el.match.active[0] === 0) {
      const kinds = new Set((el.match.view(0).G as ZoneState).pool.map((id) => id.split('-')[0]));
      expect(parts(el, 'take').length).to.equal(kinds.size);
      for (const b of moveButtons(el)) expect(b.getAttribute('aria-label')).to.match(/^Take Building Materials 1|^Take Paperwork 1/);
    }
  });

  it('never puts another player\'s dealt cards, the draw pile or the buildings under the tops in the DOM', async () => {
    const el = await solo('cz-secrets');
    const truth = el.state.G as ZoneState;
    const markup = shadowText(el);
    for (const id of [...truth.hands[1]!, ...truth.hands[2]!, ...truth.draw]) expect(markup.includes(id), id).to.equal(false);
    for (const pile of truth.piles) for (const id of pile.slice(0, -1)) expect(markup.includes(`"${id}"`), id).to.equal(false);
    const sites = parts(el, 'site');
    expect(sites[1]!.getAttribute('aria-label')).to.match(/4 cards in hand$/);
    expect(sites[1]!.querySelectorAll('.chip.back').length).to.equal(4);
  });

  it('announces a move in the live region and shows the payment and exchange controls of the turn', async () => {
    const el = await solo('cz-turn', 2);
    while (el.match.active[0] !== 0) {
      el.match.play(el.match.legalMoves()[0]!.type === 'take' ? el.match.legalMoves()[0]! : el.match.legalMoves().find((m) => m.type === 'end')!);
    }
    await el.updateComplete;
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    expect(part(el, 'announcer')!.textContent).to.match(/^Player 1 took (Building Materials|Paperwork) 1 from the pool\.$/);
    moveButtons(el)[0]!.click();
    await el.updateComplete;
    expect(el.match.phase).to.equal('play.build');
    const exchanges = parts(el, 'exchange');
    expect(exchanges.length).to.equal(el.match.legalMoves(0).filter((m) => m.type === 'exchange').length);
    expect(exchanges[0]!.getAttribute('aria-label')).to.match(/^Exchange .+ and .+ for (Building Materials 3|Paperwork 3|Crane|Workforce)$/);
    expect(parts(el, 'construct').length).to.equal(el.match.legalMoves(0).filter((m) => m.type === 'construct').length);
    expect(parts(el, 'end').length).to.equal(1);
  });
});
