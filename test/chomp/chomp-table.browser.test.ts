/**
 * <chomp-table> in Chromium, what the kit does not know: tapping a card slaps that very card (a
 * bad chomp on your own), the big pad by touch, two children touching their pads at the same
 * moment, each person's key, the screen reader's words, the food chain dialog by keyboard, the
 * two-left attribute, reduced motion, and the host that turns the cards over and calls time.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/chomp-table/define.js';
import { inRound, judge, keySlap, type ChompState } from '../../machines/chomp/index.js';
import { clickCentre, clickMove, mountTable, moveButton, part, parts, settled, touchTogether, type TableElement } from '../../src/testing/browser.js';

type El = TableElement<ChompState>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the match has at least `n` moves (the host's race window closes by itself). */
async function untilLog(el: El, n: number, ms = 3000): Promise<void> {
  for (let i = 0; i < ms / 10 && el.match.log.length < n; i++) await sleep(10);
  await settled(el);
  expect(el.match.log.length, `moves in the log: ${JSON.stringify(el.match.log.map((e) => e.move))}`).to.be.at.least(n);
}

/** People (and bots) at one table with the host stopped; the host's reveal sent as the host would. */
async function revealed(seats: string, seed: string, attrs: Record<string, string> = {}): Promise<El> {
  const el = await mountTable<El>('chomp-table', { players: seats.split(',').length, seats, seed, autoplay: 'false', ...attrs });
  expect(el.match.play({ type: 'reveal', seat: el.match.active[0]! }).ok).to.equal(true);
  await settled(el);
  expect(el.match.phase).to.match(/slap|frenzy/);
  return el;
}

describe('<chomp-table>', () => {
  it('a tap on your own card slaps that very card: a bad chomp, one card face down to the middle, said aloud', async () => {
    const el = await revealed('human,bot:easy,bot:easy', 'own-card');
    expect(part(el, 'announcer')!.textContent).to.match(/^All cards are turned over: Player 1: an? .+, Bot 2 \(easy\): an? .+ and Bot 3 \(easy\): an? .+\./);
    const own = moveButton(el, { type: 'chomp', seat: 0, target: 0 });
    expect(own.getAttribute('aria-label')).to.match(/of Player 1: slap it$/);
    await clickMove(el, { type: 'chomp', seat: 0, target: 0 });
    await untilLog(el, 2);
    expect(el.match.state.G.slapped[0]).to.equal(true);
    expect(el.match.state.G.pot).to.have.length(1);
    expect(part(el, 'announcer')!.textContent).to.match(/Player 1 slapped the .+ \(their own card\) — a bad chomp!/);
    expect(part(el, 'status')!.textContent).to.contain('Bad chomp! Wait for the next round.');
    expect(el.shadowRoot!.querySelector('.spot[data-seat="0"] .tag.bad')).to.not.equal(null);
    // One slap a round: your cards are no longer buttons.
    expect(parts(el, 'card').filter((c) => c.localName === 'button')).to.have.length(0);
  });

  it('the big pad, touched, slaps the lowest card that is not yours', async () => {
    const el = await revealed('human,bot:easy,bot:easy,bot:easy', 'pad');
    const move = keySlap(el.match.view(0), 0)!;
    const pad = part(el, 'pad')!;
    expect(pad.localName).to.equal('button');
    expect(pad.getAttribute('aria-label')).to.equal('Player 1 Chomp! A — slap the lowest card');
    await touchTogether([pad]);
    await untilLog(el, 2);
    expect(el.match.log[1]!.move).to.deep.include({ type: 'chomp', seat: 0, target: move.target });
  });

  it('counts two children touching their pads at the same moment on one tablet: both slaps, in one race', async () => {
    await setViewport({ width: 1024, height: 1400 });
    const el = await revealed('human,human,bot:easy', 'together');
    const pads = parts(el, 'pad').filter((p) => p.localName === 'button');
    expect(pads).to.have.length(2);
    await touchTogether(pads);
    await untilLog(el, 2);
    const after = el.match.log.slice(1).map((e) => e.move);
    const seats = after.flatMap((m) => (m.type === 'tie' ? (m.seats as number[]) : [m.seat]));
    expect(seats).to.include.members([0, 1]);
    await setViewport({ width: 800, height: 600 });
  });

  it('each person\'s key slaps for them: A for the first, L for the second', async () => {
    const el = await revealed('human,human,bot:easy', 'keys');
    expect(parts(el, 'pad').map((p) => p.querySelector('kbd')?.textContent)).to.deep.equal(['A', 'L']);
    expect(part(el, 'seat-keys')!.textContent).to.match(/Player 1\s*A[\s\S]*Player 2\s*L/);
    moveButton(el, keySlap(el.match.view(1), 1)!).focus();
    await sendKeys({ press: 'l' });
    await untilLog(el, 2);
    expect(el.match.log[1]!.move.seat).to.equal(1);
  });

  it('the host turns the cards over and calls time by itself; the screen reader hears each reveal and result', async () => {
    const el = await mountTable<El>('chomp-table', { players: 3, seats: 'human,bot:easy,bot:easy', seed: 'host', 'bot-delay': '0' });
    await untilLog(el, 1);
    expect(el.match.log[0]!.move.type).to.equal('reveal');
    await untilLog(el, 3, 8000);
    // After the first reveal the round ends by a slap, a tie or the host's time's up, and the next reveal follows.
    expect(['chomp', 'tie', 'settle']).to.include(el.match.log[1]!.move.type);
    expect(part(el, 'announcer')!.textContent!.length).to.be.greaterThan(0);
  });

  it('opens the food chain by keyboard, shark on top, and closes it again', async () => {
    const el = await mountTable<El>('chomp-table', { players: 3, seats: 'human,bot:easy,bot:easy', seed: 'chain', autoplay: 'false' });
    const button = part<HTMLButtonElement>(el, 'chain-button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = part<HTMLDialogElement>(el, 'chain-dialog')!;
    expect(dialog.open).to.equal(true);
    expect([...dialog.querySelectorAll('.ladder strong')].map((s) => s.textContent)).to.deep.equal(['Shark', 'Seal', 'Big Fish', 'Little Fish', 'Shrimp', 'Plankton']);
    // Keys do not slap while the dialog is open.
    await sendKeys({ press: 'a' });
    expect(el.match.log).to.have.length(0);
    await sendKeys({ press: 'Escape' });
    expect(dialog.open).to.equal(false);
    await clickCentre(button);
    expect(dialog.open).to.equal(true);
    dialog.close();
  });

  it('two-left="war" starts a game whose last two play Underwater War; a bad value says so and counts the cards', async () => {
    const war = await mountTable<El>('chomp-table', { players: 3, seats: 'human,bot:easy,bot:easy', seed: 'war', 'two-left': 'war', autoplay: 'false' });
    expect(war.match.state.G.twoLeft).to.equal('war');
    const bad = await mountTable<El>('chomp-table', { players: 3, seats: 'human,bot:easy,bot:easy', seed: 'war', 'two-left': 'fight', autoplay: 'false' });
    expect(bad.match.state.G.twoLeft).to.equal('count');
    expect(bad.shadowRoot!.querySelector('.problem')!.textContent).to.contain('two-left must be "count" or "war"');
  });

  it('the New game form offers "When two players are left" and the gentle pace, and starts the game it says', async () => {
    const el = await mountTable<El>('chomp-table', { players: 4, seats: 'human,bot:easy,bot:easy,bot:easy', seed: 'form', autoplay: 'false' });
    part<HTMLButtonElement>(el, 'new-game-button')!.click();
    await settled(el);
    const form = part(el, 'setup')!;
    const option = form.shadowRoot!.querySelector<HTMLSelectElement>('select[name="option-twoLeft"]')!;
    expect(option.closest('label')!.textContent).to.contain('When two players are left');
    expect([...option.options].map((o) => o.textContent!.trim())).to.deep.equal(['count the cards', 'play Underwater War']);
    option.selectedIndex = 1;
    option.dispatchEvent(new Event('change'));
    const pace = form.shadowRoot!.querySelector<HTMLSelectElement>('select[name="pace"]')!;
    pace.value = 'gentle';
    pace.dispatchEvent(new Event('change'));
    await settled(el);
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="start"]')!.click();
    await settled(el);
    expect(el.match.state.G.twoLeft).to.equal('war');
    expect(el.getAttribute('pace') ?? (el as unknown as { pace?: string }).pace).to.equal('gentle');
  });

  it('under reduced motion nothing is animated; the gentle pace makes the cards you may chomp glow', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await revealed('human,bot:easy,bot:easy,bot:easy', 'calm', { pace: 'gentle' });
    for (const face of el.shadowRoot!.querySelectorAll('.face, .banner span')) expect(getComputedStyle(face).animationName).to.equal('none');
    const G = el.match.state.G;
    const good = inRound(G).filter((t) => judge(G, 0, t) === 'good');
    expect(el.shadowRoot!.querySelectorAll('button.card.good')).to.have.length(good.length);
    await emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await revealed('human,bot:easy,bot:easy,bot:easy', 'calm');
    expect(normal.shadowRoot!.querySelectorAll('button.card.good')).to.have.length(0);
    expect(getComputedStyle(normal.shadowRoot!.querySelector('.face')!).animationName).to.equal('flip');
  });
});
