/**
 * Game options on a table: the element's own attribute for a variant (requestedOptions), the
 * New game form's selects, and a variant for fewer players keeping the count within its range.
 */
import { expect } from '@open-wc/testing';
import { compile, defineGame, type Json } from '../../src/dsl/index.js';
import { t } from '../../src/i18n/index.js';
import { mountTable, part, settled, type TableElement } from '../../src/testing/browser.js';
import { LastStoneTable } from '../../stories/guide/last-stone-table.js';
import { lastStone, type LastStoneState } from '../../stories/guide/last-stone.js';

const longStone = compile(
  defineGame({
    ...lastStone,
    id: 'long-stone',
    optionChoices: { stones: [15, 30] },
    optionLabels: { stones: { label: t`Pile`, choices: { '15': t`Short`, '30': t`Long (two players)` } } },
    playersFor: (options) => (options.stones === 30 ? { min: 2, max: 2 } : lastStone.players),
  }),
);

class LongStoneTable extends LastStoneTable {
  static override game = longStone;
  static override properties = { long: { type: Boolean } };
  declare long: boolean;
  protected override requestedOptions(): Record<string, Json> | undefined {
    return this.long ? { stones: 30 } : undefined;
  }
}
customElements.define('long-stone-table', LongStoneTable);

type El = TableElement<LastStoneState> & { long: boolean };

describe('game options on a table', () => {
  it('sets up the variant its attribute asks for, and starts a new game when the attribute changes', async () => {
    const el = await mountTable<El>('long-stone-table', { long: true, seed: 'o' });
    expect(el.match.setup.options).to.deep.equal({ stones: 30 });
    expect(el.match.setup.players).to.equal(2);
    expect(el.match.state.G.stones).to.equal(30);
    el.long = false;
    await settled(el);
    expect(el.match.state.G.stones).to.equal(15);
  });

  it('offers each labelled option in the New game form, and keeps the player count within the variant', async () => {
    const el = await mountTable<El>('long-stone-table', { players: 4, seed: 'o' });
    part<HTMLButtonElement>(el, 'new-game-button')!.click();
    await settled(el);
    const form = part(el, 'setup')!;
    const root = form.shadowRoot!;
    const option = root.querySelector<HTMLSelectElement>('[part~="option"]')!;
    expect(option.closest('label')!.textContent).to.contain('Pile');
    expect([...option.options].map((o) => o.textContent!.trim())).to.deep.equal(['Short', 'Long (two players)']);
    option.selectedIndex = 1;
    option.dispatchEvent(new Event('change'));
    await settled(el);
    await (form as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const players = root.querySelector<HTMLSelectElement>('[part~="player-count"]')!;
    expect([...players.options].map((o) => o.value)).to.deep.equal(['2']);
    root.querySelector<HTMLButtonElement>('[part~="start"]')!.click();
    await settled(el);
    expect(el.match.setup.players).to.equal(2);
    expect(el.match.state.G.stones).to.equal(30);
  });
});
