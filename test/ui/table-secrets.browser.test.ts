/**
 * Hidden information on the shared screen: what the base draws while the pass-the-device curtain
 * is up, when its Save dialog shows the save, and the test kit's checks of both — including that
 * they fail on tables that leak.
 */
import { expect, fixture, html } from '@open-wc/testing';
import {
  checkCurtain,
  checkHotseatSecrets,
  checkSaveDialog,
  dismissCurtain,
  moveButtons,
  part,
  playerPanels,
  settled,
  shadowText,
} from '../../src/testing/browser.js';
import './fixtures/leaky-tables.js';
import { PILE_CARDS, pileCompiled, type PileTable } from './fixtures/pile-game.js';
import { secretCompiled, type SecretTable } from './fixtures/secret-game.js';

/** Fails unless `run` rejects; returns the error's message. */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected it to fail, but it passed');
}

describe('hidden information on the shared screen', () => {
  describe('the pass-the-device curtain', () => {
    it("draws the player panels from a spectator's view while it is up, and from the player's own once lifted", async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="panels"></secret-table>`);
      const [first] = el.state.G.secrets as [string, string];
      await settled(el);
      expect(part(el, 'curtain')).to.exist;
      expect(playerPanels(el).map((p) => p.summary)).to.deep.equal(['0 taps', '0 taps']);
      expect(shadowText(el)).not.to.contain(first);

      await dismissCurtain(el);
      await settled(el);
      expect(playerPanels(el).map((p) => p.summary)).to.deep.equal([`0 taps · ${first}`, '0 taps']);
    });

    it('passes the kit check on an honest table, at every curtain of a whole hotseat game of three', async () => {
      const report = await checkHotseatSecrets('secret-table', secretCompiled, { players: 3, seed: 'honest', moves: 10, saveEvery: 1 });
      expect(report).to.deep.include({ moves: 4, over: true, saves: 5, hiddenSaves: 5 });
      expect(report.curtains).to.equal(4); // one before each move: the seat to act changes every move
    });

    it("fails the kit check on a table whose panel shows the next player's word, though every word is also on the public table", async () => {
      const el = await fixture<SecretTable>(html`<leaky-panel-table seats="human,human" seed="leak"></leaky-panel-table>`);
      const word = (el.state.G.secrets as string[])[0]!;
      await settled(el);
      expect(shadowText(el)).to.contain(word); // in the panel above the curtain…
      el.setAttribute('view', 'spectator');
      await settled(el);
      expect(shadowText(el)).to.contain(word); // …and in the public list of words
      el.setAttribute('view', 'hotseat');
      await settled(el);

      const message = await failure(() => checkCurtain(el, secretCompiled));
      expect(message).to.contain(`a spectator's screen does not: "#text 0 taps · ${word}"`);
      expect(message).to.contain('score-line');
      const played = await failure(() => checkHotseatSecrets('leaky-panel-table', secretCompiled, { players: 2, seed: 'leak' }));
      expect(played).to.contain('before move 1 (curtain for seat 0)');
    });

    it('fails the kit check when no curtain is up', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="0"></secret-table>`);
      expect(await failure(() => checkCurtain(el, secretCompiled))).to.contain('no pass-the-device curtain is up');
    });
  });

  describe('the Save dialog', () => {
    it('shows no save text while a face-down pile is hidden from everyone, and the text once nothing is hidden', async () => {
      const el = await fixture<PileTable>(html`<pile-table seats="human,human" seed="pile"></pile-table>`);
      expect(part(el, 'curtain')).to.equal(null); // every seat is equally blind: no curtain needed
      (part(el, 'save-button') as HTMLButtonElement).click();
      await settled(el);
      const dialog = part<HTMLDialogElement>(el, 'save-dialog')!;
      expect(dialog.open).to.equal(true);
      expect(dialog.querySelector('textarea')).to.equal(null);
      expect(dialog.textContent).to.contain('it is not shown here');
      expect([...dialog.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal(['Copy', 'Download', 'Close']);
      for (const card of PILE_CARDS) expect(shadowText(el)).not.to.contain(card);
      dialog.close();
      await settled(el);

      for (let i = 0; i < PILE_CARDS.length; i++) {
        moveButtons(el)[0]!.click();
        await settled(el);
      }
      expect(el.match.isOver).to.equal(true);
      (part(el, 'save-button') as HTMLButtonElement).click();
      await settled(el);
      expect(dialog.querySelector('textarea')!.value).to.equal(el.save());
      dialog.close();
    });

    it('passes the kit check on the pile game while hidden and after, and fails it on a table that writes the save into its dialog', async () => {
      const el = await fixture<PileTable>(html`<pile-table seats="human,human" seed="pile"></pile-table>`);
      expect(await checkSaveDialog(el)).to.deep.equal({ hidden: true });
      const report = await checkHotseatSecrets('pile-table', pileCompiled, { players: 2, seed: 'pile', saveEvery: 1 });
      expect(report).to.deep.include({ moves: 3, curtains: 0, handovers: 0, saves: 4, hiddenSaves: 3, over: true });

      const leaky = await fixture<SecretTable>(html`<leaky-save-table seats="human,human" view="0"></leaky-save-table>`);
      expect(await failure(() => checkSaveDialog(leaky))).to.contain('shows the save in a <textarea>');
    });
  });
});
