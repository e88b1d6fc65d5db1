/**
 * <collide-o-table> in Chromium: a whole all-bot game; model paths of the chart by mouse and by
 * keyboard (the kit sends the host's moves and a bot's wrong cards as the host and a bot send them,
 * since no person has a control for them); two children playing at once on one tablet; a bot's
 * wrong card called by a button and by a key; only one's own hand against bots; reduced motion.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/collide-o-table/define.js';
import { collideOCompiled, misplayOptions, playOptions, type CollideState } from '../../machines/collide-o/index.js';
import type { Move } from '../../src/dsl/index.js';
import { clickMove, driveModelPaths, mountTable, moveButton, part, parts, playWholeBotGame, settled, shadowHtml, touchTogether, type TableElement } from '../../src/testing/browser.js';

type El = TableElement<CollideState>;
const { core } = collideOCompiled;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilLog(el: El, n: number): Promise<void> {
  for (let i = 0; i < 300 && el.match.log.length < n; i++) await sleep(10);
  await settled(el);
}

/** A table with the centre card turned up (by the host, as the clock would). */
async function turnedUp(attrs: Record<string, string | number>): Promise<El> {
  const el = await mountTable<El>('collide-o-table', { autoplay: 'false', ...attrs });
  el.match.play({ type: 'reveal', seat: 0 });
  await settled(el);
  return el;
}

describe('<collide-o-table>', () => {
  it('plays a whole game with bots in every seat, then shows the winner', async function () {
    this.timeout(60_000);
    const { result } = await playWholeBotGame('collide-o-table', { players: 3, seed: 'bots', level: 'hard', timeout: 50_000 });
    expect(result.winners).to.have.length(1);
    expect(result.scores[result.winners[0]!]).to.equal(1);
  });

  it('follows model-based paths of the chart by mouse (2 players) and by keyboard (3 players)', async function () {
    this.timeout(60_000);
    // The kit sends the host's moves and the bots' wrong cards (realtime.botMoves) through the match.
    const mouse = await driveModelPaths('collide-o-table', collideOCompiled, { players: 2, seed: 'mbt-2', depth: 5, branching: 3, paths: 3 });
    expect(mouse.steps).to.equal(15);
    const keys = await driveModelPaths('collide-o-table', collideOCompiled, { players: 3, seed: 'mbt-3', depth: 5, branching: 3, paths: 1, input: 'keyboard' });
    expect(keys.steps).to.equal(5);
  });

  it('lays a card with one tap on the placement control, says so to the screen reader, and refills the hand', async () => {
    for (let k = 0; k < 30; k++) {
      const el = await turnedUp({ players: 2, seats: 'human,bot:easy', seed: `tap-${k}` });
      const option = playOptions(el.match.state.G, 0)[0];
      if (!option) {
        el.remove();
        continue;
      }
      const move: Move = { type: 'play', seat: 0, ...option };
      expect(moveButton(el, move).getAttribute('aria-label')).to.match(/^Play .* on the (left|right)$/);
      await clickMove(el, move);
      await untilLog(el, 2);
      expect(el.match.log[1]!.move).to.deep.equal(move);
      expect(el.match.state.G.hands[0]).to.have.length(5);
      expect(part(el, 'announcer')!.textContent).to.match(/Player 1 played .* on the (left|right)/);
      // Only the person's own hand is drawn: never the bot's.
      expect(parts(el, 'pad')).to.have.length(1);
      for (const id of el.match.state.G.hands[1]!) expect(shadowHtml(el)).to.not.contain(`"${id}"`);
      return;
    }
    throw new Error('No seed gave seat 0 a card that fits.');
  });

  it('counts two children touching their own pads at the same moment, in order', async () => {
    await setViewport({ width: 1280, height: 1800 });
    try {
      for (let k = 0; k < 60; k++) {
        const el = await turnedUp({ players: 2, seats: 'human,human', seed: `together-${k}` });
        const G = el.match.state.G;
        const a = playOptions(G, 0).find((o) => o.end === 'left');
        const b = playOptions(G, 1).find((o) => o.end === 'right');
        // The second card must still fit once the first lies there (a lone centre card's middle is shared).
        const afterB = b && core.play(el.match.state, { type: 'play', seat: 1, ...b });
        if (!a || !b || !afterB?.ok || core.reason(afterB.state, { type: 'play', seat: 0, ...a }) !== null) {
          el.remove();
          continue;
        }
        const ma: Move = { type: 'play', seat: 0, ...a };
        const mb: Move = { type: 'play', seat: 1, ...b };
        el.scrollIntoView({ block: 'start' });
        await touchTogether([moveButton(el, mb), moveButton(el, ma)]);
        await untilLog(el, 3);
        expect(el.match.log.slice(1).map((e) => e.move), `seed together-${k}`).to.deep.equal([mb, ma]);
        return;
      }
      throw new Error('No seed gave the two children cards for different ends.');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows a bot\'s wrong card, and a person calls it by the button or by their key: the card goes back to the bot', async () => {
    for (let k = 0; k < 30; k++) {
      const el = await turnedUp({ players: 2, seats: 'human,bot:easy', seed: `wrong-${k}` });
      const slip = misplayOptions(el.match.state.G, 1)[0];
      if (!slip) {
        el.remove();
        continue;
      }
      const misplay: Move = { type: 'misplay', seat: 1, ...slip };
      expect(el.match.play(misplay).ok).to.equal(true);
      await settled(el);
      expect(part(el, 'status')!.textContent).to.contain('A wrong card! Call it!');
      expect(el.shadowRoot!.querySelectorAll('.end.wrong')).to.have.length(1);
      expect(part(el, 'call')!.getAttribute('aria-label')).to.equal('Wrong card! Call it (key A)');
      await clickMove(el, { type: 'call', seat: 0 });
      await untilLog(el, 3);
      expect(el.match.log[2]!.move).to.deep.equal({ type: 'call', seat: 0 });
      expect(el.match.state.G.hands[1]).to.include(slip.card);
      expect(part(el, 'call')).to.equal(null);
      // Again, by the key this time.
      const again = misplayOptions(el.match.state.G, 1)[0]!;
      expect(el.match.play({ type: 'misplay', seat: 1, ...again }).ok).to.equal(true);
      await settled(el);
      (document.activeElement as HTMLElement | null)?.blur();
      await sendKeys({ press: 'a' });
      await untilLog(el, 5);
      expect(el.match.log[4]!.move).to.deep.equal({ type: 'call', seat: 0 });
      return;
    }
    throw new Error('No seed gave the bot a card that does not fit.');
  });

  it('a wrong card nobody calls stays when the host\'s time is up (the table\'s own clock, bot-delay 10)', async () => {
    const el = await mountTable<El>('collide-o-table', { players: 2, seats: 'human,human', seed: 'stays', 'bot-delay': 10 });
    await untilLog(el, 1);
    expect(el.match.log[0]!.move.type).to.equal('reveal');
    const slip = misplayOptions(el.match.state.G, 1)[0]!;
    el.match.play({ type: 'misplay', seat: 1, ...slip });
    await settled(el);
    await untilLog(el, 3);
    expect(el.match.log[2]!.move.type).to.equal('accept');
    expect(el.match.log[2]!.text).to.match(/^Nobody called the wrong card in time/);
    expect(el.match.state.G.line.map((l) => l.id)).to.include(slip.card);
  });

  it('does not move anything under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await turnedUp({ players: 2, seats: 'human,bot:easy', seed: 'still' });
      for (const node of el.shadowRoot!.querySelectorAll<HTMLElement>('.collide *')) {
        const style = getComputedStyle(node);
        expect(style.animationName === 'none' || style.animationDuration === '0s').to.equal(true);
      }
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
