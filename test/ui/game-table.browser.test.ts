import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { SaveError } from '../../src/engine/match.js';
import { moveKey } from '../../src/engine/move-key.js';
import { moveButtons, part, pressBotMove, shadowText } from '../../src/testing/browser.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import './fixtures/secret-game.js';
import type { SecretTable } from './fixtures/secret-game.js';

/** Visible text, parts' shadow roots included. */
function deepText(root: ShadowRoot | Element): string {
  let out = root.textContent ?? '';
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += ` ${deepText(el.shadowRoot)}`;
  return out.replace(/\s+/g, ' ');
}

/** Collects `tt-*` events reaching the document (so they bubble and cross the shadow root). */
function record<K extends 'tt-move' | 'tt-phase' | 'tt-invalid-move' | 'tt-game-over'>(name: K) {
  const seen: TabletopEvent<K>[] = [];
  const listener = (e: Event) => seen.push(e as TabletopEvent<K>);
  document.addEventListener(name, listener);
  return { seen, stop: () => document.removeEventListener(name, listener) };
}

describe('GameTable (with a tiny private-information game)', () => {
  describe('attributes', () => {
    it('shows a clear message for every unusable attribute and falls back, without throwing', async () => {
      const el = await fixture<SecretTable>(
        html`<secret-table players="9" seats="human,robot" view="7" bot-delay="soon" lang="nl" autoplay="false"></secret-table>`,
      );
      const notice = part(el, 'notice')!;
      expect(notice).to.exist;
      const text = notice.textContent!.replace(/\s+/g, ' ');
      expect(text).to.contain('players="9" is out of range: this game is for 2 to 3 players. Using 3.');
      expect(text).to.contain('seats="human,robot" lists 2 seats for 3 players');
      expect(text).to.contain('view="7" is not hotseat, spectator or a seat number from 0 to 2');
      expect(text).to.contain('bot-delay="soon"');
      expect(text).to.contain('lang="nl": this language is not available yet (English, Spanish, French and German are). Using English.');
      expect(el.match.setup.players).to.equal(3);
      expect(el.seatPlayers.map((s) => s.kind)).to.deep.equal(['human', 'bot', 'bot']);
      expect(notice.getBoundingClientRect().height).to.be.greaterThan(0);
    });

    it('takes the player count from seats when players is absent, and the seed from seed', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="fixed"></secret-table>`);
      expect(el.match.setup).to.deep.equal({ players: 2, seed: 'fixed' });
      expect(part(el, 'notice')).to.equal(null);
      const other = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="fixed"></secret-table>`);
      expect(other.state).to.deep.equal(el.state);
    });

    it('picks a random seed when none is given, and keeps it in the state', async () => {
      const a = await fixture<SecretTable>(html`<secret-table></secret-table>`);
      const b = await fixture<SecretTable>(html`<secret-table></secret-table>`);
      expect(String(a.match.setup.seed)).to.match(/^[0-9a-z]{8}$/);
      expect(a.match.setup.seed).not.to.equal(b.match.setup.seed);
      expect(JSON.parse(a.save()).setup.seed).to.equal(a.match.setup.seed);
    });

    it('starts a new game when players or seed change later', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="one"></secret-table>`);
      const match = el.match;
      el.play({ type: 'tap', seat: 0, n: 1 });
      el.setAttribute('seed', 'two');
      await el.updateComplete;
      expect(el.match).to.equal(match);
      expect(el.match.setup.seed).to.equal('two');
      expect(el.match.log.length).to.equal(0);
    });

    it('names seats from names, bots with their level', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,bot:hard,bot" names="Ada" autoplay="false"></secret-table>`);
      const names = [...el.shadowRoot!.querySelectorAll('tt-player-panel')].map((p) => p.name);
      expect(names).to.deep.equal(['Ada', 'Bot 2 (hard)', 'Bot 3 (medium)']);
    });
  });

  describe('events and moves', () => {
    it('fires tt-move, tt-phase and tt-game-over with typed details, bubbling out of the shadow root', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="spectator"></secret-table>`);
      const moves = record('tt-move');
      const phases = record('tt-phase');
      const overs = record('tt-game-over');
      try {
        for (const seat of [0, 1, 0, 1]) expect(el.play({ type: 'tap', seat, n: seat + 1 }).ok).to.equal(true);
        await el.updateComplete;
        expect(moves.seen.length).to.equal(4);
        expect(moves.seen[0]!.detail.move).to.deep.equal({ type: 'tap', seat: 0, n: 1 });
        expect(moves.seen[0]!.detail.entry.text).to.equal('tapped 1');
        expect(moves.seen[0]!.composed && moves.seen[0]!.bubbles).to.equal(true);
        expect(phases.seen.map((e) => e.detail.phase)).to.deep.equal(['over']);
        expect(overs.seen.length).to.equal(1);
        expect(overs.seen[0]!.detail.result).to.deep.equal({ scores: [2, 4], winners: [1], reason: 'Most taps.' });
        const over = el.shadowRoot!.querySelector('tt-game-over')!;
        expect(deepText(over.shadowRoot!)).to.contain('Player 2 wins!');
        expect(part(el, 'announcer')!.textContent).to.contain('Game over: Player 2 wins — Most taps.');
      } finally {
        moves.stop();
        phases.stop();
        overs.stop();
      }
    });

    it('refuses an illegal move with tt-invalid-move and leaves the state unchanged', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human"></secret-table>`);
      const before = JSON.stringify(el.state);
      const invalid = record('tt-invalid-move');
      try {
        const result = el.play({ type: 'tap', seat: 1, n: 1 });
        expect(result).to.include({ ok: false, reason: "It is seat 0's turn, not seat 1's." });
        expect(el.play({ type: 'tap', seat: 0, n: 7 }).ok).to.equal(false);
        expect(invalid.seen.map((e) => e.detail.reason)).to.deep.equal(["It is seat 0's turn, not seat 1's.", 'Tap 1 or 2.']);
        expect(invalid.seen[0]!.detail.move).to.deep.equal({ type: 'tap', seat: 1, n: 1 });
        expect(JSON.stringify(el.state)).to.equal(before);
        expect(el.match.log.length).to.equal(0);
      } finally {
        invalid.stop();
      }
    });

    it('puts every legal move on a button with data-move-key, and announces moves', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,bot" bot-delay="0"></secret-table>`);
      const keys = moveButtons(el).map((b) => b.dataset.moveKey);
      expect(keys).to.deep.equal(el.match.legalMoves(0).map(moveKey));
      moveButtons(el)[1]!.click();
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.equal('Player 1 tapped 2.');
      expect(part(el, 'announcer')!.getAttribute('aria-live')).to.equal('polite');
    });

    it('undoes the last move of the person on screen, with the bot reply after it', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,bot:easy" bot-delay="0"></secret-table>`);
      moveButtons(el)[0]!.click();
      await waitUntil(() => el.match.log.length === 2, 'the bot answers');
      const undo = part(el, 'undo-button') as HTMLButtonElement;
      await el.updateComplete;
      expect(undo.disabled).to.equal(false);
      undo.click();
      await el.updateComplete;
      expect(el.match.log.length).to.equal(0);
      expect(part(el, 'announcer')!.textContent).to.equal('Took back 2 moves.');
      expect(el.undo().ok).to.equal(false);
    });

    it('disables Undo while it cannot act, saying why on hover and to screen readers', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,bot:easy" autoplay="false"></secret-table>`);
      const undo = part(el, 'undo-button') as HTMLButtonElement;
      expect(undo.disabled).to.equal(true);
      expect(undo.title).to.equal('There is no move of a person to take back.');
      const reason = el.shadowRoot!.getElementById(undo.getAttribute('aria-describedby')!);
      expect(reason?.textContent).to.equal('There is no move of a person to take back.');
      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(undo.disabled).to.equal(false);
      expect(undo.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('says what just happened above the status line', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="0"></secret-table>`);
      expect(part(el, 'happened')).to.equal(null);
      moveButtons(el)[1]!.click();
      await el.updateComplete;
      expect(part(el, 'happened')!.textContent).to.equal('Player 1 tapped 2.');
    });

    it('moves the focus on from a control that became disabled', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="0"></secret-table>`);
      moveButtons(el)[0]!.click(); // seat 0 taps: Undo is now possible
      await el.updateComplete;
      const undo = part(el, 'undo-button') as HTMLButtonElement;
      undo.focus();
      undo.click(); // takes the tap back: nothing is left to undo
      await el.updateComplete;
      await el.updateComplete;
      expect(undo.disabled).to.equal(true);
      const active = el.shadowRoot!.activeElement as HTMLButtonElement | null;
      expect(active, 'focus is on a control that can act').to.not.equal(null);
      expect(active!.disabled).to.equal(false);
    });

    it('moves focus among move buttons with the arrow keys, and plays with Enter', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="0"></secret-table>`);
      const [first, second] = moveButtons(el);
      first!.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement).to.equal(second);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement).to.equal(first);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.match.log[0]!.move).to.deep.equal({ type: 'tap', seat: 0, n: 1 });
    });
  });

  describe('save and load', () => {
    it('round-trips a save', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="s"></secret-table>`);
      el.play({ type: 'tap', seat: 0, n: 2 });
      const saved = el.save();
      el.play({ type: 'tap', seat: 1, n: 1 });
      el.load(saved);
      await el.updateComplete;
      expect(el.match.log.map((e) => e.move)).to.deep.equal([{ type: 'tap', seat: 0, n: 2 }]);
      expect(el.save()).to.equal(saved);
      expect(part(el, 'announcer')!.textContent).to.equal('Saved game loaded.');
    });

    it('refuses a tampered save: throws SaveError to callers, shows the message in the UI, keeps the game', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="s"></secret-table>`);
      el.play({ type: 'tap', seat: 0, n: 1 });
      const file = JSON.parse(el.save());
      file.state.G.taps[0] = 99;
      const tampered = JSON.stringify(file);
      const before = JSON.stringify(el.state);
      expect(() => el.load(tampered)).to.throw(SaveError, 'This save was altered');
      expect(JSON.stringify(el.state)).to.equal(before);

      (part(el, 'load-button') as HTMLButtonElement).click();
      await el.updateComplete;
      const dialog = part(el, 'save-dialog') as HTMLDialogElement;
      expect(dialog.open).to.equal(true);
      const area = dialog.querySelector('textarea')!;
      area.value = tampered;
      area.dispatchEvent(new Event('input'));
      await el.updateComplete;
      [...dialog.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Load')!.click();
      await el.updateComplete;
      expect(dialog.querySelector('[part="load-error"]')!.textContent).to.contain('This save was altered');
      expect(part(el, 'notice')!.textContent).to.contain('This save was altered');
      expect(JSON.stringify(el.state)).to.equal(before);
      dialog.close();
    });
  });

  describe('in the DOM', () => {
    it('keeps its game when moved in the DOM, and keeps listening to it', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="spectator"></secret-table>`);
      const match = el.match;
      el.play({ type: 'tap', seat: 0, n: 1 });
      const elsewhere = document.createElement('div');
      document.body.append(elsewhere);
      elsewhere.append(el);
      await el.updateComplete;
      expect(el.match).to.equal(match);
      expect(el.match.log.length).to.equal(1);
      el.play({ type: 'tap', seat: 1, n: 2 });
      await el.updateComplete;
      const log = el.shadowRoot!.querySelector('tt-move-log')!;
      await log.updateComplete;
      expect(log.shadowRoot!.querySelectorAll('li').length).to.equal(2);
      elsewhere.remove();
    });

    it('stops bot timers when removed and restarts them when put back', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="bot:easy,bot:easy" bot-delay="30"></secret-table>`);
      const parent = el.parentElement!;
      el.remove();
      const moves = el.match.log.length;
      await aTimeout(120);
      expect(el.match.log.length).to.equal(moves);
      parent.append(el);
      await waitUntil(() => el.match.isOver, 'the bots finish the game', { timeout: 4000 });
    });

    it('has "Bot move" instead of autoplay when autoplay="false"', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="bot:easy,human" autoplay="false" bot-delay="0"></secret-table>`);
      await aTimeout(30);
      expect(el.match.log.length).to.equal(0);
      await pressBotMove(el);
      expect(el.match.log.length).to.equal(1);
      expect(part(el, 'bot-move-button')).to.equal(null);
    });

    it('starts a new game from the setup form', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,bot" autoplay="false"></secret-table>`);
      (part(el, 'new-game-button') as HTMLButtonElement).click();
      await el.updateComplete;
      const form = el.shadowRoot!.querySelector('tt-setup-form')!;
      await form.updateComplete;
      const players = form.shadowRoot!.querySelector<HTMLSelectElement>('[part="player-count"]')!;
      players.value = '3';
      players.dispatchEvent(new Event('change'));
      await form.updateComplete;
      const seats = form.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="seat"]');
      expect(seats.length).to.equal(3);
      seats[2]!.value = 'human';
      seats[2]!.dispatchEvent(new Event('change'));
      form.shadowRoot!.querySelector<HTMLInputElement>('[part="seed-input"]')!.value = 'typed';
      form.shadowRoot!.querySelector<HTMLInputElement>('[part="seed-input"]')!.dispatchEvent(new Event('input'));
      await form.updateComplete;
      form.shadowRoot!.querySelector<HTMLButtonElement>('[part="start"]')!.click();
      await el.updateComplete;
      expect(el.match.setup).to.deep.equal({ players: 3, seed: 'typed' });
      expect(el.seatPlayers.map((s) => s.kind)).to.deep.equal(['human', 'bot', 'human']);
      expect([...el.match.botSeats]).to.deep.equal([1]);
      expect(el.shadowRoot!.querySelector('tt-setup-form')).to.equal(null);
    });
  });

  describe('hidden information', () => {
    it('covers the table with a curtain between two people in hotseat, and shows each only their own secret', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" seed="curtain"></secret-table>`);
      const [mine, theirs] = el.state.G.secrets as [string, string];
      const curtain = part(el, 'curtain')!;
      expect(curtain.textContent).to.contain('Pass the device to Player 1');
      expect(moveButtons(el).length).to.equal(0);
      expect(shadowText(el)).not.to.contain(mine);
      expect(shadowText(el)).not.to.contain(theirs);

      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(part(el, 'curtain')).to.equal(null);
      expect(shadowText(el)).to.contain(mine);
      expect(shadowText(el)).not.to.contain(theirs);

      moveButtons(el)[0]!.click();
      await el.updateComplete;
      expect(part(el, 'curtain')!.textContent).to.contain('Pass the device to Player 2');
      expect(shadowText(el)).not.to.contain(mine);
      (part(el, 'curtain-button') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(shadowText(el)).to.contain(theirs);
      expect(shadowText(el)).not.to.contain(mine);
    });

    it('shows no curtain with one person against bots, a fixed seat, or a spectator', async () => {
      for (const attrs of [{ seats: 'human,bot', view: 'hotseat' }, { seats: 'human,human', view: '1' }, { seats: 'human,human', view: 'spectator' }]) {
        const el = await fixture<SecretTable>(html`<secret-table seats=${attrs.seats} view=${attrs.view} autoplay="false"></secret-table>`);
        expect(part(el, 'curtain'), JSON.stringify(attrs)).to.equal(null);
        const secrets = el.state.G.secrets as string[];
        const seen = shadowText(el);
        const visible = attrs.view === 'spectator' ? [] : attrs.view === '1' ? [1] : [0];
        secrets.forEach((word, seat) => expect(seen.includes(word), `${word} in ${JSON.stringify(attrs)}`).to.equal(visible.includes(seat)));
      }
    });
  });

  describe('saving a game with hidden information', () => {
    it('does not put the save (which holds every secret) on screen', async () => {
      const el = await fixture<SecretTable>(html`<secret-table seats="human,human" view="0" autoplay="false"></secret-table>`);
      const theirs = (el.state.G.secrets as string[])[1]!;
      (part(el, 'save-button') as HTMLButtonElement).click();
      await el.updateComplete;
      const fields = [...el.shadowRoot!.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')].map((f) => f.value);
      expect(el.save()).to.contain(theirs);
      expect(fields.join(' ')).not.to.contain(theirs);
      expect(shadowText(el)).not.to.contain(theirs);
      expect(el.shadowRoot!.textContent).to.contain('not shown here');
    });
  });

  describe('reduced motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('plays a whole game with prefers-reduced-motion without errors', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.error);
      window.addEventListener('error', onError);
      try {
        const el = await fixture<SecretTable>(html`<secret-table seats="bot:easy,bot:easy" bot-delay="0"></secret-table>`);
        await waitUntil(() => el.match.isOver, 'the game ends', { timeout: 4000 });
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('tt-game-over')).to.exist;
        expect(errors).to.deep.equal([]);
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  });
});
