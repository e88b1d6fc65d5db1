import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/gym-table/define.js';
import type { GymTable } from '../../components/gym-table/gym-table.js';
import type { EventId } from '../../machines/gym/index.js';
import { moveKey } from '../../src/engine/move-key.js';
import type { TabletopEvent } from '../../src/ui/tabletop-element.js';
import type { Move } from '../../src/dsl/types.js';
import { clickCentre, moveButtons, openRules, part, parts, playerPanels, shadowText, outsideBrackets, tableTexts } from '../../src/testing/browser.js';


/** One person (seat 0) against a bot that waits, so the test drives every move. */
const solo = (seed = 'browser', players = 2) =>
  fixture<GymTable>(html`<gym-table seed=${seed} players=${players} seats=${['human', ...Array(players - 1).fill('bot:easy')].join(',')} autoplay="false"></gym-table>`);

/** Plays moves through the match (first legal move not an advance) until `until` holds. */
async function advanceTo(el: GymTable, until: () => boolean, pick: (legal: Move[]) => Move = (l) => l.find((m) => m.type !== 'advance') ?? l[0]!): Promise<void> {
  for (let i = 0; i < 200 && !until(); i++) {
    const legal = el.match.legalMoves();
    expect(el.play(pick(legal)).ok).to.equal(true);
  }
  await el.updateComplete;
}

before(() => setViewport({ width: 1100, height: 900 }));

describe('<gym-table>', () => {
  describe('accessibility', () => {
    it('labels the schedule, the line-up and every Kid to pick', async () => {
      const el = await solo();
      expect(part(el, 'table')!.getAttribute('aria-label')).to.equal('GYM table');
      expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal('Event Schedule');
      expect(part(el, 'lineup')!.getAttribute('aria-label')).to.equal('Kids to pick');
      const picks = moveButtons(el);
      expect(picks.length).to.equal(12);
      expect(picks.every((b) => b.tagName === 'BUTTON' && /^Pick .+ \(.+ \d.*\)$/.test(b.getAttribute('aria-label')!))).to.equal(true);
      expect(part(el, 'schedule')!.querySelectorAll('li').length).to.equal(6);
    });

    it('announces each move in the live region', async () => {
      const el = await solo();
      const m = el.match.legalMoves(0)[0]!;
      el.play(m);
      await el.updateComplete;
      expect(part(el, 'announcer')!.textContent).to.match(/^Player 1 picked .+\.$/);
    });

    it('never puts a face-down Kid or another seat\'s hand in the DOM (teams of 2)', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="secret" players="4" seats="human,human,human,human" view="0"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.action');
      const markup = shadowText(el);
      const G = el.state.G;
      for (const id of G.stack) expect(markup.includes(`"${id}"`), id).to.equal(false);
      for (const s of [1, 2, 3]) for (const id of G.hands[s]!) expect(markup.includes(`"${id}"`), `seat ${s}: ${id}`).to.equal(false);
      // Its own hand is there.
      for (const id of G.hands[0]!) expect(markup.includes(`"${id}"`), id).to.equal(true);
    });

    it('opens the rules from the table', async () => {
      const dialog = openRules(await solo());
      expect(dialog.open).to.equal(true);
      expect(dialog.textContent).to.contain('How to play GYM');
      expect(dialog.textContent).to.contain('Coaches');
      dialog.close();
    });

    it('passes an axe check', async () => {
      const el = await solo();
      await expect(el).to.be.accessible();
    });
  });

  describe('properties', () => {
    it('players sets the seats: 2, or teams of 2 and 3; 3 or 5 become the next team size with a note', async () => {
      const six = await fixture<GymTable>(html`<gym-table players="6" autoplay="false"></gym-table>`);
      expect(six.match.setup.players).to.equal(6);
      expect(parts(six, 'hand').length).to.equal(6);
      const three = await fixture<GymTable>(html`<gym-table players="3" autoplay="false"></gym-table>`);
      expect(three.match.setup.players).to.equal(4);
      expect(three.shadowRoot!.textContent).to.contain('3 players became 4');
      const plain = await fixture<GymTable>(html`<gym-table autoplay="false"></gym-table>`);
      expect(plain.match.setup.players).to.equal(2);
    });

    it('a new game for 5 players from the setup form becomes 6', async () => {
      const el = await solo();
      el.newGame({ players: 5 });
      await el.updateComplete;
      expect(el.match.setup.players).to.equal(6);
    });

    it('shows a pass-the-device curtain between people: hands are secret', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="c" seats="human,human"></gym-table>`);
      expect(part(el, 'curtain')).not.to.equal(null);
      expect(moveButtons(el).length).to.equal(0);
      part(el, 'curtain-button')!.click();
      await el.updateComplete;
      expect(moveButtons(el).length).to.equal(12);
    });

    it('view="spectator" shows no move controls and no hand', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="s" seats="human,human" view="spectator"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.place');
      expect(moveButtons(el).length).to.equal(0);
      expect(el.shadowRoot!.querySelectorAll('[part~="hands"] [data-kid]').length).to.equal(0);
    });

    it('sums each team\'s points in the panels', async () => {
      const el = await solo();
      const panel = playerPanels(el)[0]!;
      expect(panel.summary).to.equal('Team A · 0 in hand');
    });
  });

  describe('events', () => {
    it('fires tt-move and tt-phase through a pick and a placement', async () => {
      const el = await solo('events');
      const seen: string[] = [];
      el.addEventListener('tt-move', (e: TabletopEvent<'tt-move'>) => seen.push(`move:${e.detail.move.type}`));
      el.addEventListener('tt-phase', (e: TabletopEvent<'tt-phase'>) => seen.push(`phase:${e.detail.phase}`));
      await advanceTo(el, () => el.match.phase === 'play.action');
      expect(seen).to.include('phase:pick.layout');
      expect(seen).to.include('phase:play.place');
      expect(seen[seen.length - 1]).to.equal('phase:play.action');
      expect(seen.filter((s) => s === 'move:choose').length).to.equal(24);
    });

    it('fires tt-invalid-move for a move out of turn, and changes nothing', async () => {
      const el = await solo();
      const before = el.save();
      let reason = '';
      el.addEventListener('tt-invalid-move', (e: TabletopEvent<'tt-invalid-move'>) => (reason = e.detail.reason));
      expect(el.play({ type: 'choose', seat: 1, kid: el.state.G.row[0] }).ok).to.equal(false);
      expect(reason).to.equal("It is seat 0's turn, not seat 1's.");
      expect(el.save()).to.equal(before);
    });
  });

  describe('keyboard', () => {
    it('picks a Kid with Tab, arrows and Enter', async () => {
      const el = await solo('keys');
      part(el, 'new-game-button')!.focus();
      for (let i = 0; i < 12 && !el.shadowRoot!.activeElement?.hasAttribute('data-move-key'); i++) await sendKeys({ press: 'Tab' });
      const first = el.shadowRoot!.activeElement as HTMLElement;
      expect(first.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[0]!));
      await sendKeys({ press: 'ArrowRight' });
      const second = el.shadowRoot!.activeElement as HTMLElement;
      expect(second.dataset.moveKey).to.equal(moveKey(el.match.legalMoves(0)[1]!));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(moveKey(el.match.log[0]!.move)).to.equal(second.dataset.moveKey);
    });
  });

  describe('languages', () => {
    /** A table in `lang`: seat 0 a person named Ana against a bot named Ben that waits. */
    const inLang = (lang: string, seed = 'lang') =>
      fixture<GymTable>(html`<gym-table lang=${lang} seed=${seed} players="2" names="Ana,Ben" seats="human,bot:easy" autoplay="false"></gym-table>`);

    const expected = {
      es: {
        schedule: 'Calendario de pruebas',
        lineup: 'Niños para elegir',
        pick: /^Elegir a \p{L}+ (el Malcriado )?\((Halterofilia|Tenis de mesa|Fútbol americano|Béisbol|Baloncesto|Balón prisionero) \d/u,
        hint: 'Elige un niño de la fila.',
        summary: 'Equipo A · 0 en la mano',
        rules: ['Fase de elección.', 'Entrenadores', 'Tomar un niño: toma un niño al azar de la mano de un rival'],
        arena: 'Pruebas en juego',
        sports: { weights: 'Halterofilia', tennis: 'Tenis de mesa', football: 'Fútbol americano', baseball: 'Béisbol', basketball: 'Baloncesto', dodgeball: 'Balón prisionero' },
        actions: { weights: 'Levantar un niño', tennis: 'Intercambiar 2 niños', football: 'Forzar un niño', baseball: 'Permutar 2 niños', basketball: 'Tomar un niño', dodgeball: 'Mover un niño' },
        hand: /^Ana \(Equipo A\): \d+ niños? en la mano$/,
        side: /^Lado del Equipo A en .+: \d+ puntos?/,
        score: 'Puntos del equipo',
        colon: ': ',
      },
      fr: {
        schedule: 'Calendrier des épreuves',
        lineup: 'Enfants à choisir',
        pick: /^Prendre \p{L}+ (le Garnement )?\((Haltérophilie|Tennis de table|Football américain|Baseball|Basket-ball|Balle aux prisonniers) \d/u,
        hint: 'Prends un enfant dans la rangée.',
        summary: 'Équipe A · 0 en main',
        rules: ['Phase de choix.', 'Entraîneurs', 'Prendre un enfant : tire au hasard un enfant'],
        arena: 'Épreuves en jeu',
        sports: { weights: 'Haltérophilie', tennis: 'Tennis de table', football: 'Football américain', baseball: 'Baseball', basketball: 'Basket-ball', dodgeball: 'Balle aux prisonniers' },
        actions: { weights: 'Soulever un enfant', tennis: 'Échanger 2 enfants', football: 'Imposer un enfant', baseball: 'Permuter 2 enfants', basketball: 'Prendre un enfant', dodgeball: 'Déplacer un enfant' },
        hand: /^Ana \(Équipe A\) : \d+ enfants? en main$/,
        side: /^Côté de l'Équipe A en .+ : \d+ points?/,
        score: "Points de l'équipe",
        colon: ' : ',
      },
      de: {
        schedule: 'Wettkampfplan',
        lineup: 'Kinder zur Auswahl',
        pick: /^\p{L}+ \((Frechdachs; )?(Gewichtheben|Tischtennis|Football|Baseball|Basketball|Völkerball) \d.*\) nehmen$/u,
        hint: 'Nimm ein Kind aus der Auslage.',
        summary: 'Team A · 0 auf der Hand',
        rules: ['Auswahlphase.', 'Trainer', 'Ein Kind nehmen: Zieh ein zufälliges Kind'],
        arena: 'Disziplinen im Spiel',
        sports: { weights: 'Gewichtheben', tennis: 'Tischtennis', football: 'Football', baseball: 'Baseball', basketball: 'Basketball', dodgeball: 'Völkerball' },
        actions: { weights: 'Ein Kind stemmen', tennis: '2 Kinder tauschen', football: 'Ein Kind aufzwingen', baseball: '2 Kinder wechseln', basketball: 'Ein Kind nehmen', dodgeball: 'Ein Kind versetzen' },
        hand: /^Ana \(Team A\): \d+ (Kind|Kinder) auf der Hand$/,
        side: /^Seite von Team A beim .+: \d+ Punkte?/,
        score: 'Teampunkte',
        colon: ': ',
      },
    } as const;

    for (const [lang, want] of Object.entries(expected)) {
      it(`lang="${lang}" shows the schedule, the line-up, the Events, the hands, the hint, the summary and the rules in that language`, async () => {
        const el = await inLang(lang);
        expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal(want.schedule);
        expect(part(el, 'lineup')!.getAttribute('aria-label')).to.equal(want.lineup);
        const picks = parts(el, 'pick');
        expect(picks.length).to.equal(12);
        for (const b of picks) expect(b.getAttribute('aria-label')).to.match(want.pick);
        expect(part(el, 'status')!.textContent).to.contain(want.hint);
        expect(playerPanels(el)[0]!.summary).to.equal(want.summary);
        const dialog = openRules(el);
        for (const text of want.rules) expect(dialog.textContent).to.contain(text);
        dialog.close();

        await advanceTo(el, () => el.match.phase === 'play.action' && el.match.active[0] === 0);
        expect(part(el, 'events')!.getAttribute('aria-label')).to.equal(want.arena);
        const cards = [...part(el, 'events')!.querySelectorAll('.event-card.big')];
        expect(cards.map((c) => c.getAttribute('aria-label'))).to.deep.equal(el.state.G.events.map((e: EventId) => `${want.sports[e]}${want.colon}${want.actions[e]}`));
        expect(parts(el, 'hand')[0]!.getAttribute('aria-label')).to.match(want.hand);
        expect(part(el, 'event')!.querySelector('.side-0')!.getAttribute('aria-label')).to.match(want.side);
        // The Event Actions open to the placed Kid, named in the hint as on the cards.
        const open = el.state.G.turn!.event as EventId;
        expect(part(el, 'status')!.textContent).to.contain(want.actions[open]);

        await advanceTo(el, () => el.match.isOver);
        const over = part(el, 'game-over')!;
        expect([...over.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent)).to.include(want.score);
      });
    }

    it('switching lang on a running table re-renders it in the new language and keeps the game', async () => {
      const el = await inLang('es', 'switch');
      el.play(el.match.legalMoves(0).find((m) => m.type === 'choose')!);
      await el.updateComplete;
      const match = el.match;
      const save = el.save();
      expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal('Calendario de pruebas');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal('Wettkampfplan');
      expect(part(el, 'lineup')!.getAttribute('aria-label')).to.equal('Kinder zur Auswahl');
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(part(el, 'lineup')!.getAttribute('aria-label')).to.equal('Enfants à choisir');
      expect(el.match).to.equal(match);
      expect(el.save()).to.equal(save);
      expect(el.match.log).to.have.length(1);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(part(el, 'schedule')!.getAttribute('aria-label')).to.equal('Event Schedule');
    });

    /** The players' names and the game's name (the logo on the card backs) are shown as they are. */
    const NAMES = ['Ana', 'Ben', 'GYM'];
    /** Text left outside the pseudo-language's brackets, with numbers, symbols and names taken out. */
    const unbracketed = (text: string): string => outsideBrackets(text, NAMES);
    /** Every text node and every label of the game's table (its own part of the page). */
    const gameTexts = (el: GymTable): string[] => tableTexts(el);

    it('lang="x-pseudo": none of the game\'s visible texts or labels stands outside the brackets', async () => {
      const el = await inLang('x-pseudo', 'pseudo');
      const seen: string[] = [];
      const look = (where: string) => {
        const texts = [...gameTexts(el), ...playerPanels(el).map((p) => String(p.summary))];
        expect(texts.length, where).to.be.greaterThan(20);
        for (const text of texts) expect(unbracketed(text), `${where}: "${text}"`).to.equal('');
        seen.push(...texts);
      };
      look('at the start');
      // The turn hint is this game's; the words around it in the status line are the shared UI's.
      expect(part(el, 'status')!.textContent).not.to.match(/Pick a Kid|line-up/);
      const dialog = openRules(el);
      for (const li of dialog.querySelectorAll('.rules li')) expect(unbracketed(li.textContent!), li.textContent!).to.equal('');
      dialog.close();
      // A Brat picked: the schedule's buttons.
      await advanceTo(el, () => el.match.phase === 'pick.adjust' && el.match.active[0] === 0, (l) => l.find((m) => m.type === 'choose' && /^kid-(bruno|spike|tank|vex|wade|zed)$/.test(m.kid as string)) ?? l.find((m) => m.type !== 'advance') ?? l[0]!);
      expect(parts(el, 'advance').length).to.be.greaterThan(0);
      look('adjusting the schedule');
      await advanceTo(el, () => el.match.phase === 'pick.layout' && el.match.active[0] === 0);
      expect(part(el, 'lay-out')).not.to.equal(null);
      look('laying out the other 12');
      await advanceTo(el, () => el.match.phase === 'play.action' && el.match.active[0] === 0);
      expect(part(el, 'actions')).not.to.equal(null);
      look('taking an Event Action');
      expect(part(el, 'status')!.textContent).not.to.match(/Event Action/);
      await advanceTo(el, () => el.match.isOver);
      look('at the end');
      expect(seen.some((text) => text.includes('Ŵéîĝĥţļîƒţîñĝ') || text.includes('Ţàƀļé Ţéññîš'))).to.equal(true);
    });
  });

  describe('mouse', () => {
    it('places a Kid by choosing it in the hand and tapping the empty place at an Event, then takes an Event Action by tapping the Kid', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="mouse" seats="human,human" view="0" autoplay="false"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.place');
      const hand = el.state.G.hands[0]!;
      const kids = parts(el, 'hand-kid');
      expect(kids.length).to.equal(hand.length);
      expect(kids.map((k) => k.getAttribute('aria-pressed'))).to.deep.equal(hand.map((_, i) => (i === 0 ? 'true' : 'false')));
      // Choosing another Kid makes the empty places put that one there.
      await clickCentre(kids[1]!);
      await el.updateComplete;
      expect(parts(el, 'hand-kid')[1]!.getAttribute('aria-pressed')).to.equal('true');
      const forSecond = parts(el, 'place');
      expect(forSecond.length).to.equal(4);
      for (const b of forSecond) expect(JSON.parse(b.dataset.moveKey!).kid).to.equal(hand[1]);
      // Back to the first, and tap the first empty place: the Kid is placed.
      await clickCentre(parts(el, 'hand-kid')[0]!);
      await el.updateComplete;
      const place = parts(el, 'place')[0]!;
      expect(place.getBoundingClientRect().width).to.be.at.least(44);
      const key = place.dataset.moveKey;
      await clickCentre(place);
      await el.updateComplete;
      expect(moveKey(el.match.log[el.match.log.length - 1]!.move)).to.equal(key);
      expect(el.match.phase).to.equal('play.action');
      // Lift any Kid: chosen in words in the turn bar (when other actions are open too), then the Kid itself.
      const lift = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-choice-group="action"]')].find((b) => b.textContent!.includes('Lift any Kid'));
      if (lift) {
        await clickCentre(lift);
        await el.updateComplete;
      }
      const kid = parts(el, 'board-kid').find((b) => b.dataset.moveKey!.includes('liftKid'));
      expect(kid, 'the Kids on the board take the Lift').not.to.equal(undefined);
      expect(kid!.getAttribute('aria-label')).to.match(/^Lift /);
      await clickCentre(kid!);
      await el.updateComplete;
      expect(el.match.phase).to.equal('play.lift');
      const put = parts(el, 'replace')[0]!;
      await clickCentre(put);
      await el.updateComplete;
      expect(el.match.log[el.match.log.length - 1]!.move.type).to.equal('replace');
    });

    it("offers the Brat's choice in words and shows the advance on the schedule", async () => {
      const el = await solo('brat-choice');
      await advanceTo(el, () => el.match.phase === 'pick.adjust' && el.match.active[0] === 0, (l) => l.find((m) => m.type === 'choose' && /^kid-(bruno|spike|tank|vex|wade|zed)$/.test(m.kid as string)) ?? l.find((m) => m.type !== 'advance') ?? l[0]!);
      const advances = parts(el, 'advance');
      expect(advances.length).to.equal(21);
      const sports = ['Weightlifting', 'Table Tennis', 'Football', 'Baseball', 'Basketball', 'Dodgeball'];
      for (const b of advances) {
        const words = b.textContent!.trim();
        expect(sports.some((sport) => words.includes(sport)), words).to.equal(true);
        expect(b.getAttribute('aria-label')!.includes(words), `${b.getAttribute('aria-label')} holds "${words}"`).to.equal(true);
      }
      const double = advances.find((b) => JSON.parse(b.dataset.moveKey!).first === JSON.parse(b.dataset.moveKey!).second)!;
      const event = JSON.parse(double.dataset.moveKey!).first as EventId;
      await clickCentre(double);
      await el.updateComplete;
      const moved = [...part(el, 'schedule')!.querySelectorAll('.track.moved')];
      expect(moved.length).to.equal(1);
      expect(moved[0]!.getAttribute('aria-label')).to.match(/just moved 2 forward$/);
      expect(moved[0]!.textContent).to.contain('+2');
      expect(moved[0]!.textContent).to.contain(sports[['weights', 'tennis', 'football', 'baseball', 'basketball', 'dodgeball'].indexOf(event)]!);
      expect(part(el, 'happened')!.textContent).to.contain('2 spaces');
    });

    it('breaks each team\'s score down by Event on game over', async () => {
      const el = await solo('breakdown');
      await advanceTo(el, () => el.match.isOver);
      const over = part(el, 'game-over')! as HTMLElement & { updateComplete: Promise<boolean> };
      await over.updateComplete;
      const heads = [...over.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent!.trim());
      const sports: Record<EventId, string> = { weights: 'Weightlifting', tennis: 'Table Tennis', football: 'Football', baseball: 'Baseball', basketball: 'Basketball', dodgeball: 'Dodgeball' };
      for (const e of el.state.G.events as EventId[]) expect(heads).to.include(sports[e]);
      for (const row of over.shadowRoot!.querySelectorAll('tbody tr')) {
        const cells = [...row.querySelectorAll('td.score')].map((td) => Number(td.textContent));
        expect(cells.length).to.equal(5);
        expect(cells.slice(0, 4).reduce((a, b) => a + b, 0)).to.equal(cells[4]);
      }
    });
  });

  describe('keyboard in the hand', () => {
    it('the hand is one Tab stop; the arrows choose the next Kid, and the empty places follow', async () => {
      const el = await fixture<GymTable>(html`<gym-table seed="hand-keys" seats="human,human" view="0" autoplay="false"></gym-table>`);
      await advanceTo(el, () => el.match.phase === 'play.place');
      const kids = parts(el, 'hand-kid');
      expect(kids.filter((k) => k.getAttribute('tabindex') === '0').length).to.equal(1);
      kids[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      const now = parts(el, 'hand-kid');
      expect(el.shadowRoot!.activeElement).to.equal(now[1]);
      expect(now[1]!.getAttribute('aria-pressed')).to.equal('true');
      expect(now.filter((k) => k.getAttribute('tabindex') === '0')).to.deep.equal([now[1]]);
      for (const b of parts(el, 'place')) expect(JSON.parse(b.dataset.moveKey!).kid).to.equal(el.state.G.hands[0]![1]);
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement).to.equal(parts(el, 'hand-kid').at(-1));
    });
  });
});
