/**
 * The shared keyboard rules (src/ui/keyboard.ts) on a plain grid of move controls: one Tab stop
 * per `data-roving` group, arrows that go to the control that is there on screen, wrapping at
 * the ends, Home and End, and disabled controls stepped over.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { applyRovingTabindex, arrowTarget, moveFocusByKey } from '../../src/ui/keyboard.js';

/** A 3 × 3 grid of buttons (a1 … c3) in a roving group, then one button outside it. */
async function grid(disabled: string[] = []): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<div>
    <div data-roving style="display: grid; grid-template-columns: repeat(3, 40px); gap: 8px">
      ${['a', 'b', 'c'].flatMap((row) => [1, 2, 3].map((col) => html`<button data-move-key=${`${row}${col}`} ?disabled=${disabled.includes(`${row}${col}`)}>${row}${col}</button>`))}
    </div>
    <button data-move-key="out" style="margin-top: 20px">out</button>
  </div>`);
  el.addEventListener('keydown', (e) => moveFocusByKey(e, el));
  applyRovingTabindex(el);
  return el;
}
const key = (el: HTMLElement, k: string) => el.querySelector(`[data-move-key="${k}"]`)!;

describe('keyboard at a table', () => {
  it('gives a roving group one Tab stop, and keeps it where the player last was', async () => {
    const el = await grid();
    const stops = () => [...el.querySelectorAll('[data-roving] button')].filter((b) => b.getAttribute('tabindex') === '0').map((b) => b.textContent);
    expect(stops()).to.deep.equal(['a1']);
    (key(el, 'b2') as HTMLElement).focus();
    applyRovingTabindex(el);
    expect(stops()).to.deep.equal(['b2']);
    (key(el, 'out') as HTMLElement).focus();
    applyRovingTabindex(el);
    expect(stops()).to.deep.equal(['b2']);
  });

  it('moves by where the controls are: up, down, left and right on the grid, wrapping at the ends', async () => {
    const el = await grid();
    const from = key(el, 'b2');
    expect(arrowTarget(from, el, 'ArrowUp')?.textContent).to.equal('a2');
    expect(arrowTarget(from, el, 'ArrowDown')?.textContent).to.equal('c2');
    expect(arrowTarget(from, el, 'ArrowLeft')?.textContent).to.equal('b1');
    expect(arrowTarget(from, el, 'ArrowRight')?.textContent).to.equal('b3');
    expect(arrowTarget(key(el, 'b3'), el, 'ArrowRight')?.textContent, 'past the end of the group').to.equal('a1');
    expect(arrowTarget(key(el, 'c2'), el, 'ArrowDown')?.textContent, 'out of the group, the control below').to.equal('out');
    expect(arrowTarget(from, el, 'Home')?.textContent).to.equal('a1');
    expect(arrowTarget(from, el, 'End')?.textContent).to.equal('c3');
  });

  it('steps over disabled controls, and the real keys move the focus', async () => {
    const el = await grid(['a2']);
    (key(el, 'b2') as HTMLElement).focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement?.textContent, 'a2 is disabled: the nearest above is a1 or a3').to.be.oneOf(['a1', 'a3']);
    await sendKeys({ press: 'End' });
    expect(document.activeElement?.textContent).to.equal('c3');
  });
});

describe('the game-over panel', () => {
  it('shows what each score is made of beside the total, when the game gives a breakdown', async () => {
    await import('../../src/ui/game-over.js');
    const { t } = await import('../../src/i18n/text.js');
    const panel = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(html`<tt-game-over
      .result=${{ scores: [34, 30], winners: [0] }}
      .names=${['Ana', 'Ben']}
      .breakdown=${{ parts: [t`Chips`, t`Buildings`], points: [[20, 14], [12, 18]] }}
    ></tt-game-over>`);
    const shown = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    const rows = () => [...panel.shadowRoot!.querySelectorAll('[part="scores"] tr')].map((tr) => [...tr.children].filter((c) => (c as HTMLElement).offsetParent !== null).map(shown));
    panel.style.width = '640px';
    await panel.updateComplete;
    expect(rows()[0]!.slice(0, 4)).to.deep.equal(['Player', 'Chips', 'Buildings', 'Score']);
    expect(rows()[1]!.slice(0, 4)).to.deep.equal(['Ana', '20', '14', '34']);
    expect(rows()[2]!.slice(0, 4)).to.deep.equal(['Ben', '12', '18', '30']);
    // On a phone-narrow panel the parts go under each name, and the table fits.
    panel.style.width = '280px';
    await new Promise((r) => requestAnimationFrame(r));
    expect(rows()[1]!.slice(0, 2)).to.deep.equal(['Ana Chips: 20 · Buildings: 14', '34']);
    const table = panel.shadowRoot!.querySelector('[part="scores"]')!;
    expect(table.getBoundingClientRect().width).to.be.at.most(280);
  });
});
