/**
 * The middle of the table: role cards, colonist ship and supply, cargo ships, trading house,
 * goods and VP chips, the plantation row and quarries, and the building board.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  barrels,
  BUILDINGS,
  buildingPrice,
  GOOD_NAMES,
  GOODS,
  ROLE_NAMES,
  tileKind,
  TRADING_HOUSE_SIZE,
  type Building,
  type Good,
  type RoleId,
} from '../../machines/puerto-rico/index.js';
import { list, plural, seat, t, type Message, type Text } from '../../src/i18n/index.js';
import { barrel, coinArt, colonistArt, goodIcon, LOOK, roleArt, shipArt, vpArt } from './art.js';
import { aside, find, type RenderContext } from './context.js';

/** What each role card says it does (the chooser's privilege in brackets). */
const ROLE_TEXT: Record<RoleId, Message> = {
  settler: t`Take a plantation (settler: or a quarry)`,
  mayor: t`Colonists arrive (mayor: +1)`,
  builder: t`Build (builder: 1 less)`,
  craftsman: t`Produce goods (craftsman: +1)`,
  trader: t`Sell a good (trader: +1)`,
  captain: t`Ship goods for VP (captain: +1 VP)`,
  prospector: t`Take 1 doubloon`,
  prospector2: t`Take 1 doubloon`,
};

/** "Take a corn plantation": a whole sentence per kind ("an indigo plantation"). */
const TAKE_PLANTATION: Record<Good, Message> = {
  corn: t`Take a corn plantation`, indigo: t`Take an indigo plantation`, sugar: t`Take a sugar plantation`,
  tobacco: t`Take a tobacco plantation`, coffee: t`Take a coffee plantation`,
};

/** "2 corn plantations" (face up): a plural per kind. */
function plantations(n: number, kind: Good): Message {
  switch (kind) {
    case 'corn': return plural(n, '# corn plantation', '# corn plantations');
    case 'indigo': return plural(n, '# indigo plantation', '# indigo plantations');
    case 'sugar': return plural(n, '# sugar plantation', '# sugar plantations');
    case 'tobacco': return plural(n, '# tobacco plantation', '# tobacco plantations');
    default: return plural(n, '# coffee plantation', '# coffee plantations');
  }
}

/** The role cards with their doubloons; each is a button while you choose a role. */
export function renderRoles(c: RenderContext): TemplateResult {
  const { tr } = c;
  const choosing = c.legal.some((m) => m.type === 'chooseRole');
  return html`<ol class=${choosing ? 'roles choosing' : 'roles'} part="roles" aria-label=${tr(t`Role cards`)}>
    ${c.G.roles.map((r) => {
      const move = find(c, 'chooseRole', { role: r.id });
      const taken = r.takenBy !== null;
      const current = c.G.role === r.id;
      const name = ROLE_NAMES[r.id];
      const coins = r.doubloons > 0 ? html`<span class="role-coins">${coinArt(14)} ${aside(tr(r.doubloons))}</span>` : nothing;
      const body = html`${roleArt(r.id, 22)}<span class="role-name">${tr(name)}</span>
        <span class="role-text">${aside(tr(ROLE_TEXT[r.id]))}</span>${coins}
        ${taken ? html`<span class="role-taken">${c.name(r.takenBy!)}</span>` : nothing}`;
      const cls = `role ${r.id.startsWith('prospector') ? 'prospector' : r.id}${taken ? ' taken' : ''}${current ? ' current' : ''}`;
      if (move) {
        const label = r.doubloons ? plural(r.doubloons, 'Choose the {0} and take its # doubloon', 'Choose the {0} and take its # doubloons', name) : t`Choose the ${name}`;
        return html`<li>${c.btn(move, body, { label, className: cls, part: 'role' })}</li>`;
      }
      let words: Text;
      if (taken) words = r.doubloons ? plural(r.doubloons, '{0}, # doubloon on it, taken by {1}', '{0}, # doubloons on it, taken by {1}', name, seat(r.takenBy!)) : t`${name}, taken by ${seat(r.takenBy!)}`;
      else words = r.doubloons ? plural(r.doubloons, '{0}, # doubloon on it', '{0}, # doubloons on it', name) : name;
      return html`<li><div class=${cls} part="role" role="img" aria-label=${tr(words)}>${body}</div></li>`;
    })}
  </ol>`;
}

/** Colonists, VP chips, bank, goods supply, trading house and cargo ships. */
export function renderHarbour(c: RenderContext): TemplateResult {
  const { G, tr } = c;
  const house = Array.from({ length: TRADING_HOUSE_SIZE }, (_, i) => G.tradingHouse[i] ?? null);
  const vpLabel = G.vpSupply >= 0 ? t`VP chips left: ${G.vpSupply}` : plural(-G.vpSupply, 'VP chips: none left, # more point noted on paper', 'VP chips: none left, # more points noted on paper');
  return html`<div class="harbour" part="harbour">
    <div class="stocks">
      <div class="stock colonist-ship" part="colonist-ship" role="img" aria-label=${tr(plural(G.colonistShip, 'Colonist ship: # colonist', 'Colonist ship: # colonists'))}>
        ${shipArt(30)}<span class="stock-name">${tr(t`Colonist ship`)}</span><b>${colonistArt()} ${tr(G.colonistShip)}</b>
      </div>
      <div class="stock" part="colonist-supply" role="img" aria-label=${tr(plural(G.colonistSupply, 'Colonist supply: # colonist', 'Colonist supply: # colonists'))}>
        <span class="stock-name">${tr(t`Colonists`)}</span><b>${colonistArt()} ${tr(G.colonistSupply)}</b>
      </div>
      <div class="stock" part="vp-supply" role="img" aria-label=${tr(vpLabel)}>
        <span class="stock-name">${tr(t`VP chips`)}</span><b>${vpArt(tr(t`VP`))} ${tr(Math.max(0, G.vpSupply))}</b>${G.vpSupply < 0 ? html`<small>${tr(t`+${-G.vpSupply} on paper`)}</small>` : nothing}
      </div>
      <div class="stock" part="bank" role="img" aria-label=${tr(plural(G.bank, 'Bank: # doubloon', 'Bank: # doubloons'))}>
        <span class="stock-name">${tr(t`Bank`)}</span><b>${coinArt()} ${tr(G.bank)}</b>
      </div>
    </div>
    <div class="goods-supply" part="goods-supply" aria-label=${tr(t`Goods supply`)} role="list">
      ${GOODS.map((g) => html`<span class="supply-good" role="listitem" aria-label=${tr(t`${LOOK[g].name}: ${barrels(G.goodsSupply[g], g)} in the supply`)}>${barrel(g, 20)}<small>${tr(LOOK[g].name)}</small><b>${tr(G.goodsSupply[g])}</b></span>`)}
    </div>
    <div class="trading-house" part="trading-house" role="list" aria-label=${tr(G.tradingHouse.length ? t`Trading house: ${list(G.tradingHouse.map((g) => GOOD_NAMES[g]))}` : t`Trading house: empty`)}>
      <span class="area-title">${tr(t`Trading house`)}</span>
      ${house.map((g, i) => html`<span class="house-space" role="listitem" aria-label=${tr(g ? t`Space ${i + 1}: ${GOOD_NAMES[g]}` : t`Space ${i + 1}: empty`)}>${g ? html`${barrel(g, 20)}<small>${tr(LOOK[g].name)}</small>` : nothing}</span>`)}
    </div>
    <div class="ships" part="ships">
      ${G.ships.map((s, i) => renderShip(c, i, s.size, s.good, s.count))}
      ${renderWharf(c)}
    </div>
  </div>`;
}

function renderShip(c: RenderContext, index: number, size: number, good: Good | null, count: number): TemplateResult {
  const { tr } = c;
  const loads = c.legal.filter((m) => m.type === 'load' && m.ship === index);
  const holds = Array.from({ length: size }, (_, i) => i < count);
  return html`<div class="cargo-ship" part="ship" role="group" aria-label=${tr(good ? t`Cargo ship of ${size}: ${barrels(count, good)}` : t`Cargo ship of ${size}: empty`)}>
    <div class="hull">
      ${holds.map((full) => html`<span class=${full ? 'hold full' : 'hold'}>${full && good ? barrel(good, 16) : nothing}</span>`)}
    </div>
    <span class="ship-text">${good ? html`${goodIcon(good, 14)} ${tr(t`${LOOK[good].name} · ${count}/${size}`)}` : tr(t`empty · ${count}/${size}`)}</span>
    ${loads.map((m) => c.btn(m, html`${tr(t`Load`)} ${barrel(m.good as Good, 16)}${aside(tr(LOOK[m.good as Good].name))}`, {
      label: t`Load ${GOOD_NAMES[m.good as Good]} on the ship of ${size}`,
      className: 'chip load',
      part: 'load-good',
    }))}
  </div>`;
}

function renderWharf(c: RenderContext): TemplateResult | typeof nothing {
  const { tr } = c;
  const loads = c.legal.filter((m) => m.type === 'load' && m.ship === 'wharf');
  const decline = find(c, 'declineWharf');
  if (loads.length === 0 && !decline) return nothing;
  return html`<div class="cargo-ship wharf" part="wharf" role="group" aria-label=${tr(t`Your wharf: ship all barrels of one kind`)}>
    <span class="ship-text">${shipArt(22)} ${tr(t`Your wharf`)}</span>
    ${loads.map((m) => c.btn(m, html`${tr(t`Ship all`)} ${barrel(m.good as Good, 16)}${aside(tr(LOOK[m.good as Good].name))}`, { label: t`Ship all ${GOOD_NAMES[m.good as Good]} with your wharf`, className: 'chip load', part: 'load-good' }))}
    ${decline ? c.btn(decline, tr(t`Keep the wharf unused`), { label: t`Keep the wharf unused`, className: 'chip pass', marker: false }) : nothing}
  </div>`;
}

/** The face-up plantations (one button per kind), the face-down stack and the quarries. */
export function renderPlantations(c: RenderContext): TemplateResult {
  const { G, tr } = c;
  const kinds: Good[] = [];
  for (const x of G.faceUp) {
    const k = tileKind(x) as Good;
    if (!kinds.includes(k)) kinds.push(k);
  }
  const hacienda = find(c, 'hacienda');
  const quarry = find(c, 'quarry');
  const stack = html`<span class="tile back">${aside('?')}</span><small>${aside(tr(t`${G.plantationDeck.length} face down`))}</small>`;
  const q = html`<span class="tile quarry">${goodIcon('quarry', 20)}<small>${aside(tr(LOOK.quarry.name))}</small></span><small>${aside(tr(t`${G.quarries.length} left`))}</small>`;
  return html`<div class="plantations" part="plantations">
    <span class="area-title">${tr(t`Plantations`)}</span>
    <div class="plantation-row" role="list" aria-label=${tr(t`Face-up plantations`)}>
      ${kinds.map((k) => {
        const n = G.faceUp.filter((x) => tileKind(x) === k).length;
        const tiles = html`${Array.from({ length: n }, () => html`<span class="tile ${k}">${goodIcon(k, 20)}<small>${aside(tr(LOOK[k].name))}</small></span>`)}`;
        const move = find(c, 'plant', { plantation: k });
        return html`<span role="listitem" class="plantation-group">${move
          ? c.btn(move, tiles, { label: TAKE_PLANTATION[k], className: 'tile-button', part: 'plantation' })
          : html`<span class="tile-group" part="plantation" aria-label=${tr(plantations(n, k))} role="img">${tiles}</span>`}</span>`;
      })}
    </div>
    <div class="stacks">
      ${hacienda
        ? c.btn(hacienda, stack, { label: t`Hacienda: draw the top face-down plantation (${G.plantationDeck.length} left)`, className: 'tile-button stack', part: 'hacienda' })
        : html`<span class="stack" role="img" aria-label=${tr(plural(G.plantationDeck.length, '# face-down plantation', '# face-down plantations'))}>${stack}</span>`}
      ${quarry
        ? c.btn(quarry, q, { label: t`Take a quarry (${G.quarries.length} left)`, className: 'tile-button stack', part: 'quarry' })
        : html`<span class="stack" role="img" aria-label=${tr(plural(G.quarries.length, '# quarry left', '# quarries left'))}>${q}</span>`}
      <span class="stack discard" role="img" aria-label=${tr(plural(G.discard.length, '# discarded plantation', '# discarded plantations'))}><small>${tr(t`${G.discard.length} discarded`)}</small></span>
    </div>
  </div>`;
}

/** A building tile in words: cost, the price for this screen's seat, VP, circles, copies left, owned. */
function buildingWords(b: Building, left: number, price: number | null, owned: boolean): Message {
  if (price === null) return plural(b.circles, '{0}: costs {1}, {2} VP, # circle, {3} left', '{0}: costs {1}, {2} VP, # circles, {3} left', b.name, b.cost, b.vp, left);
  if (owned) return plural(b.circles, '{0}: costs {1}, you would pay {2}, {3} VP, # circle, {4} left, you have one', '{0}: costs {1}, you would pay {2}, {3} VP, # circles, {4} left, you have one', b.name, b.cost, price, b.vp, left);
  return plural(b.circles, '{0}: costs {1}, you would pay {2}, {3} VP, # circle, {4} left', '{0}: costs {1}, you would pay {2}, {3} VP, # circles, {4} left', b.name, b.cost, price, b.vp, left);
}

/** The building board, column by column, with the price the screen's seat would pay on every tile. */
export function renderBuildings(c: RenderContext): TemplateResult {
  const { G, tr } = c;
  const me = c.seat === null ? null : G.boards[c.seat]!;
  const privilege = c.seat !== null && G.role === 'builder' && G.chooser === c.seat;
  const columns = [1, 2, 3, 4].map((col) => BUILDINGS.filter((b) => b.column === col));
  const tile = (b: Building) => {
    const left = G.buildingSupply[b.id];
    const owned = me?.city.some((x) => x.id === b.id) ?? false;
    const price = me ? buildingPrice(me, b.id, privilege) : b.cost;
    const move = find(c, 'build', { building: b.id });
    const kind = b.produces ?? 'violet';
    const body = html`<span class="b-name">${b.produces ? goodIcon(b.produces, 14) : nothing}${tr(b.name)}</span>
      <span class="b-cost">${coinArt(13)}${aside(tr(b.cost))}</span>
      <span class="b-vp">${aside(tr(t`${b.vp} VP`))}</span>
      <span class="b-circles">${Array.from({ length: b.circles }, () => html`<i class="circle"></i>`)}</span>
      <span class="b-left">${aside(tr(t`×${left}`))}</span>
      ${me && left > 0 && (move || price !== b.cost) ? html`<span class="b-price">${aside(tr(t`you pay ${price}`))}</span>` : nothing}`;
    const cls = `building ${kind}${b.large ? ' large' : ''}${left === 0 ? ' sold-out' : ''}${owned ? ' owned' : ''}`;
    return move
      ? c.btn(move, body, { label: plural(price, 'Build the {0} for # doubloon ({1} left)', 'Build the {0} for # doubloons ({1} left)', b.name, left), className: cls, part: 'building' })
      : html`<div class=${cls} part="building" role="img" aria-label=${tr(buildingWords(b, left, me ? price : null, owned))}>${body}</div>`;
  };
  return html`<div class="building-board" part="building-board" aria-label=${tr(t`Buildings for sale`)} role="group">
    ${columns.map((col, i) => html`<div class="b-column" role="group" aria-label=${tr(plural(i + 1, 'Column {0}: up to # quarry discount', 'Column {0}: up to # quarries discount', i + 1))}>
      ${col.map(tile)}</div>`)}
  </div>`;
}
