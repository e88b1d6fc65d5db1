/**
 * <finders-keepers-table> in Chromium: the kit's whole all-bot game and model paths (mouse and
 * keyboard), then what the kit does not know: a wrong card refused with its reason, two children
 * claiming at once on one tablet, a child's key, the screen reader's words, reduced motion, a
 * Seymour tile finding the cards with Seymour, and Expert by mouse (a tile, a Seymour tile taking
 * Seymour's cards, a refused pass), the variant attribute, Expert's players in the New game form,
 * and no people's keys in Expert.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/finders-keepers-table/define.js';
import { SEYMOUR, findMe, findersKeepersCompiled, shows, sought, type FindersKeepersState } from '../../machines/finders-keepers/index.js';
import { clickMove, driveModelPaths, mountTable, moveButton, part, playWholeBotGame, pressMove, settled, touchTogether, type TableElement } from '../../src/testing/browser.js';

type El = TableElement<FindersKeepersState> & { variant?: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilLog(el: El, n: number): Promise<void> {
  for (let i = 0; i < 200 && el.match.log.length < n; i++) await sleep(10);
  await settled(el);
}

/**
 * People at one tablet, the first tile turned over by seat 0's pile: not Seymour's unless
 * `seymourToo` (some tests expect the texts of an object, "found the cat …").
 */
async function searching(seats = 'human,human', seed = 'search', seymourToo = false): Promise<El> {
  const el = await mountTable<El>('finders-keepers-table', { players: seats.split(',').length, seats, seed, autoplay: 'false' });
  await clickMove(el, { type: 'reveal', seat: 0 });
  await settled(el);
  expect(el.match.phase).to.equal('basic.search');
  if (!seymourToo) expect(sought(el.match.state.G)).to.not.equal('seymour');
  return el;
}

const cardButton = (el: El, seat: number, card: string) => moveButton(el, { type: 'claim', seat, card });

describe('<finders-keepers-table>', () => {
  it('plays a whole game with bots in every seat, then shows the winners', async function () {
    this.timeout(60_000);
    const { result } = await playWholeBotGame('finders-keepers-table', { players: 3, seed: 'bots', level: 'hard', timeout: 50_000 });
    expect(result.winners.length).to.be.greaterThan(0);
  });

  it('follows model-based paths of the chart by mouse (2 players) and by keyboard (3 players)', async function () {
    this.timeout(60_000);
    const mouse = await driveModelPaths('finders-keepers-table', findersKeepersCompiled, { players: 2, seed: 'mbt-2', depth: 6, branching: 3, paths: 2 });
    expect(mouse.steps).to.equal(12);
    const keys = await driveModelPaths('finders-keepers-table', findersKeepersCompiled, { players: 3, seed: 'mbt-3', depth: 6, branching: 3, paths: 1, input: 'keyboard' });
    expect(keys.steps).to.equal(6);
  });

  it('refuses a card without the object with its reason, and keeps a card with it', async () => {
    const el = await searching();
    const G = el.match.state.G;
    const thing = sought(G)!;
    const wrong = G.spreads[0]!.find((id) => !shows(id, thing));
    const right = G.spreads[0]!.find((id) => shows(id, thing));
    if (wrong) {
      await clickMove(el, { type: 'claim', seat: 0, card: wrong });
      await settled(el);
      expect(part(el, 'notice')!.textContent).to.contain('look again!');
      expect(el.match.log).to.have.length(1);
      expect(el.match.state.G.spreads[0]).to.include(wrong);
    }
    if (right) {
      await clickMove(el, { type: 'claim', seat: 0, card: right });
      await untilLog(el, 2);
      expect(el.match.state.G.keepers[0]).to.deep.equal([right]);
      expect(part(el, 'announcer')!.textContent).to.match(/Player 1 found the .+ and kept the card/);
    }
    // No card is marked: every card of a searching child looks the same.
    expect(el.shadowRoot!.querySelectorAll('button.claim.marked').length).to.equal(0);
  });

  it('counts two children touching their own cards at the same moment', async () => {
    // A tall window, so both children's cards are on screen at once, as on a tablet.
    await setViewport({ width: 1280, height: 1800 });
    // Seeds tried in order until both children have a card with the object.
    for (let k = 0; k < 30; k++) {
      const el = await searching('human,human', `together-${k}`, true);
      const G = el.match.state.G;
      const thing = sought(G)!;
      const a = G.spreads[0]!.find((id) => shows(id, thing));
      const b = G.spreads[1]!.find((id) => shows(id, thing));
      if (!a || !b) continue;
      el.scrollIntoView({ block: 'start' });
      await touchTogether([cardButton(el, 1, b), cardButton(el, 0, a)]);
      await untilLog(el, 3);
      expect(el.match.log.slice(1).map((e) => e.move)).to.deep.equal([{ type: 'claim', seat: 1, card: b }, { type: 'claim', seat: 0, card: a }]);
      return;
    }
    throw new Error('No seed gave both children a card with the object.');
  });

  it('gives each child a key: it turns over the tile on their turn and says Done in a search', async () => {
    const el = await mountTable<El>('finders-keepers-table', { players: 2, seats: 'human,human', seed: 'keys', autoplay: 'false' });
    expect(part(el, 'seat-keys')!.textContent!.replace(/\s+/g, ' ')).to.contain('Player 1 A').and.contain('Player 2 L');
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'a' });
    await untilLog(el, 1);
    expect(el.match.log[0]!.move).to.deep.equal({ type: 'reveal', seat: 0 });
    await sendKeys({ press: 'l' });
    await untilLog(el, 2);
    expect(el.match.log[1]!.move).to.deep.equal({ type: 'done', seat: 1 });
  });

  it('plays a card and Done by keyboard alone', async () => {
    const el = await searching('human,bot:easy', 'keyboard');
    const G = el.match.state.G;
    const right = G.spreads[0]!.find((id) => shows(id, sought(G)!));
    let n = 1;
    if (right) {
      await pressMove(el, { type: 'claim', seat: 0, card: right });
      await untilLog(el, ++n);
    }
    await pressMove(el, { type: 'done', seat: 0 });
    await untilLog(el, ++n);
    expect(el.match.log[n - 1]!.move).to.deep.equal({ type: 'done', seat: 0 });
  });

  it('does not animate the tile under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await searching();
      const wrap = el.shadowRoot!.querySelector<HTMLElement>('.shown-wrap.live')!;
      expect(getComputedStyle(wrap).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('turns over a Seymour tile like any other: a card with Seymour is kept, a card without him refused', async () => {
    // The first seed whose first tile is Seymour's and which deals seat 0 a card with him and one without.
    const dealt = (seed: string) => findersKeepersCompiled.core.init({ players: 2, seed });
    let seed = '';
    for (let k = 0; k < 400 && !seed; k++) {
      const G = dealt(`seymour-${k}`).G;
      if (findMe(G.pile.at(-1)!).thing === SEYMOUR && G.spreads[0]!.some((id) => shows(id, SEYMOUR)) && G.spreads[0]!.some((id) => !shows(id, SEYMOUR))) seed = `seymour-${k}`;
    }
    const el = await searching('human,human', seed, true);
    const G = el.match.state.G;
    expect(sought(G)).to.equal(SEYMOUR);
    expect(part(el, 'status')!.textContent).to.contain('Everyone at once: find Seymour on your cards!');
    const wrong = G.spreads[0]!.find((id) => !shows(id, SEYMOUR))!;
    const right = G.spreads[0]!.find((id) => shows(id, SEYMOUR))!;
    await clickMove(el, { type: 'claim', seat: 0, card: wrong });
    await settled(el);
    expect(part(el, 'notice')!.textContent).to.contain('No Seymour on this card: look again!');
    await clickMove(el, { type: 'claim', seat: 0, card: right });
    await untilLog(el, 2);
    expect(el.match.state.G.keepers[0]).to.deep.equal([right]);
    expect(part(el, 'announcer')!.textContent).to.contain('Player 1 found Seymour and kept the card');
  });

  it('plays Expert: a tile takes every matching card, a Seymour tile every card with Seymour, and a pass is refused while a tile matches', async () => {
    const el = await mountTable<El>('finders-keepers-table', { players: 2, seats: 'human,bot:easy', seed: 'expert-1', variant: 'expert', autoplay: 'false' });
    expect(el.match.setup.options).to.deep.equal({ variant: 'expert' });
    expect(el.match.phase).to.equal('expert');
    const legal = el.match.legalMoves(0);
    const capture = legal.find((m) => m.type === 'capture' && !String(m.tile).startsWith('t-seymour'));
    if (capture) {
      await clickMove(el, { type: 'pass', seat: 0 });
      await settled(el);
      expect(part(el, 'notice')!.textContent).to.contain('you must take it');
      const before = el.match.state.G.keepers[0]!.length;
      await clickMove(el, capture);
      await settled(el);
      expect(el.match.state.G.keepers[0]!.length).to.be.greaterThan(before);
    }
    // Seymour: the first seed that deals seat 0 a Seymour tile face up and a grid with a card showing him.
    let seed = '';
    for (let k = 0; k < 400 && !seed; k++) {
      const G = findersKeepersCompiled.core.init({ players: 2, seed: `seymour-${k}`, options: { variant: 'expert' } }).G;
      if (G.hands[0]!.some((t) => t.startsWith('t-seymour')) && G.grid.some((id) => id !== null && shows(id, SEYMOUR))) seed = `seymour-${k}`;
    }
    const table = await mountTable<El>('finders-keepers-table', { players: 2, seats: 'human,bot:easy', seed, variant: 'expert', autoplay: 'false' });
    const G = table.match.state.G;
    const tile = G.hands[0]!.find((t) => t.startsWith('t-seymour'))!;
    const withHim = G.grid.filter((id): id is string => id !== null && shows(id, SEYMOUR));
    // A plain control like every tile: no choice of object opens.
    expect(moveButton(table, { type: 'capture', seat: 0, tile }).getAttribute('aria-label')).to.equal('Tile: Seymour — take every card with him');
    await clickMove(table, { type: 'capture', seat: 0, tile });
    await settled(table);
    expect(table.match.log[0]!.move).to.deep.equal({ type: 'capture', seat: 0, tile });
    expect([...table.match.state.G.keepers[0]!].sort()).to.deep.equal([...withHim].sort());
    expect(part(table, 'announcer')!.textContent).to.match(/found Seymour and took \d+ cards? \(\d+ points\)/);
  });

  it('refuses a Seymour tile in Expert while no card in the middle shows him, with the reason', async () => {
    let seed = '';
    for (let k = 0; k < 400 && !seed; k++) {
      const G = findersKeepersCompiled.core.init({ players: 2, seed: `no-seymour-${k}`, options: { variant: 'expert' } }).G;
      if (G.hands[0]!.some((t) => t.startsWith('t-seymour')) && !G.grid.some((id) => id !== null && shows(id, SEYMOUR))) seed = `no-seymour-${k}`;
    }
    const el = await mountTable<El>('finders-keepers-table', { players: 2, seats: 'human,bot:easy', seed, variant: 'expert', autoplay: 'false' });
    const tile = el.match.state.G.hands[0]!.find((t) => t.startsWith('t-seymour'))!;
    await clickMove(el, { type: 'capture', seat: 0, tile });
    await settled(el);
    expect(part(el, 'notice')!.textContent).to.contain('No card in the middle shows Seymour.');
    expect(el.match.log).to.have.length(0);
  });

  it('sets up the game its variant attribute asks for, starts a new one when it changes, and says so when it names no game', async () => {
    const el = await mountTable<El>('finders-keepers-table', { players: 2, seed: 'variant', variant: ' Expert', autoplay: 'false' });
    expect(el.match.setup.options).to.deep.equal({ variant: 'expert' });
    expect(el.match.phase).to.equal('expert');
    expect(part(el, 'problem')).to.equal(null);
    el.variant = 'basic';
    await settled(el);
    expect(el.match.setup).to.deep.include({ players: 2, seed: 'variant', options: { variant: 'basic' } });
    expect(el.match.phase).to.equal('basic.reveal');
    el.variant = 'hard';
    await settled(el);
    expect(el.match.phase).to.equal('basic.reveal');
    expect(part(el, 'problem')!.textContent).to.contain('variant must be "basic" or "expert", not "hard"; playing Finders Keepers.');
    // Expert is for 2–4 players: six asked for is refused in the notice, and a count Expert allows is used.
    const six = await mountTable<El>('finders-keepers-table', { players: 6, seed: 'variant', variant: 'expert', autoplay: 'false' });
    expect(six.match.phase).to.equal('expert');
    expect(six.match.setup.players).to.equal(3);
    expect(part(six, 'notice')!.textContent).to.contain('players="6" is out of range: this game is for 2 to 4 players. Using 3.');
  });

  it('offers only 2 to 4 players in the New game form once Expert is chosen', async () => {
    const el = await mountTable<El>('finders-keepers-table', { players: 6, seed: 'form', autoplay: 'false' });
    part<HTMLButtonElement>(el, 'new-game-button')!.click();
    await settled(el);
    const form = part(el, 'setup')!;
    const root = form.shadowRoot!;
    const players = () => [...root.querySelectorAll<HTMLSelectElement>('[part~="player-count"]')[0]!.options].map((o) => o.value);
    expect(players()).to.deep.equal(['2', '3', '4', '5', '6']);
    const variant = root.querySelector<HTMLSelectElement>('[part~="option"]')!;
    variant.selectedIndex = 1;
    variant.dispatchEvent(new Event('change'));
    await (form as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(players()).to.deep.equal(['2', '3', '4']);
    root.querySelector<HTMLButtonElement>('[part~="start"]')!.click();
    await settled(el);
    expect(el.match.setup).to.deep.include({ players: 4, options: { variant: 'expert' } });
    expect(el.match.phase).to.equal('expert');
  });

  it('rests the people\'s keys in Expert, a game of turns: no key strip, no letters, and a key press does nothing', async () => {
    const el = await mountTable<El>('finders-keepers-table', { players: 2, seats: 'human,human', seed: 'keys', variant: 'expert', autoplay: 'false' });
    expect(part(el, 'seat-keys')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('kbd').length).to.equal(0);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'a' });
    await sendKeys({ press: 'l' });
    await settled(el);
    expect(el.match.log).to.have.length(0);
  });
});
