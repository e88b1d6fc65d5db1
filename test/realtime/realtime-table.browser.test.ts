/**
 * A real-time table in Chromium: two fingers at once on one tablet, a key per person, no
 * curtain, host moves said without a name, undo refused, the pace in the setup form, and an
 * all-bot game that plays itself to the end.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mountTable, part, playWholeBotGame, settled, touchTogether, type TableElement } from '../../src/testing/browser.js';
import type { SnapState } from '../../stories/guide/snap.js';
import '../../stories/guide/snap-table.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pads = (el: TableElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.pad')];

/** Mounts two people at one device and has the host show the card ("Bot move": autoplay off). */
async function shownTable(attrs: Record<string, string> = {}): Promise<TableElement<SnapState>> {
  const el = await mountTable<TableElement<SnapState>>('snap-table', { players: 2, seats: 'human,human', seed: 'pads', autoplay: 'false', ...attrs });
  part<HTMLButtonElement>(el, 'bot-move-button')!.click();
  await settled(el);
  expect(el.match.phase).to.equal('play.race');
  return el;
}

async function untilLogHas(el: TableElement, n: number): Promise<void> {
  for (let i = 0; i < 100 && el.match.log.length < n; i++) await sleep(10);
  await settled(el);
}

describe('a real-time table', () => {
  it('counts two fingers on two pads at the same moment as two slaps, the first finger first', async () => {
    const el = await shownTable();
    await touchTogether([pads(el)[1]!, pads(el)[0]!]);
    await untilLogHas(el, 2);
    expect(el.match.log.map((e) => e.move)).to.deep.equal([
      { type: 'show', seat: 0 },
      { type: 'tie', seat: 1, seats: [0, 1] },
    ]);
  });

  it('gives each person a key, shown on screen, and ignores the keys while someone types', async () => {
    const el = await shownTable();
    expect(part(el, 'seat-keys')!.textContent!.replace(/\s+/g, ' ')).to.contain('Player 1 A').and.contain('Player 2 L');
    expect(pads(el).map((p) => p.querySelector('kbd')!.textContent)).to.deep.equal(['A', 'L']);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await sendKeys({ press: 'l' });
    await sleep(250);
    expect(el.match.log).to.have.length(1);
    input.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'l' });
    await untilLogHas(el, 2);
    expect(el.match.log[1]!.move).to.deep.equal({ type: 'slap', seat: 1 });
    expect(el.match.state.G.points).to.deep.equal([0, 1]);
  });

  it('presses with Enter on a focused pad, and with a mouse on pointer down', async () => {
    const el = await shownTable();
    pads(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await untilLogHas(el, 2);
    expect(el.match.log[1]!.move).to.deep.equal({ type: 'slap', seat: 0 });
    part<HTMLButtonElement>(el, 'bot-move-button')!.click(); // the next card
    await settled(el);
    pads(el)[1]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'mouse', button: 0 }));
    await untilLogHas(el, 4);
    expect(el.match.log[3]!.move).to.deep.equal({ type: 'slap', seat: 1 });
  });

  it("puts up no curtain for two people, says the host's move without a name, and refuses undo with the reason", async () => {
    const el = await shownTable();
    expect(part(el, 'curtain')).to.equal(null);
    // Both race for the card: it is nobody's turn.
    expect([...el.shadowRoot!.querySelectorAll('tt-player-panel')].map((p) => (p as HTMLElement & { active: boolean }).active)).to.deep.equal([false, false]);
    expect(part(el, 'status')!.textContent!.trim()).to.equal('Slap! The first to slap scores.');
    expect(part(el, 'happened')!.textContent!.trim()).to.equal('The card is shown.');
    expect(part(el, 'announcer')!.textContent!.trim()).to.equal('The card is shown.');
    const log = el.shadowRoot!.querySelector('tt-move-log')!.shadowRoot!.querySelector('li')!;
    expect(log.textContent!.trim()).to.equal('The card is shown.');
    const undo = part<HTMLButtonElement>(el, 'undo-button')!;
    expect(undo.disabled).to.equal(true);
    expect(undo.title).to.equal('Moves cannot be taken back in a real-time game.');
  });

  it('offers the pace in the setup form, and the new game takes the pace chosen', async () => {
    const el = await mountTable<TableElement<SnapState> & { pace?: string }>('snap-table', { players: 2, seats: 'human,bot:easy', seed: 'pace' });
    part<HTMLButtonElement>(el, 'new-game-button')!.click();
    await settled(el);
    const form = part(el, 'setup')!;
    const pace = form.shadowRoot!.querySelector<HTMLSelectElement>('[part~="pace-select"]')!;
    expect([...pace.options].map((o) => o.textContent!.trim())).to.deep.equal(['Normal', 'Gentle (young children)']);
    pace.value = 'gentle';
    pace.dispatchEvent(new Event('change'));
    await settled(el);
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="start"]')!.click();
    await settled(el);
    expect(el.pace).to.equal('gentle');
  });

  it('says so when the pace attribute is not one it knows', async () => {
    const el = await mountTable('snap-table', { players: 2, pace: 'quick' });
    expect(part(el, 'notice')!.textContent).to.contain('pace="quick" is not "normal" or "gentle". Using the normal pace.');
  });

  it('plays a whole game of bots by itself, to the game-over panel', async () => {
    const { result, moves } = await playWholeBotGame('snap-table', { players: 3, seed: 'bots', level: 'medium' });
    expect(moves).to.be.greaterThan(5);
    expect(Math.max(...result.scores)).to.equal(3);
  });
});
