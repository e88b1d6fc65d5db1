/**
 * The middle of the table: role cards, colonist ship and supply, cargo ships, trading house,
 * goods and VP chips, the plantation row and quarries, and the building board.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  BUILDINGS,
  buildingPrice,
  GOODS,
  ROLE_NAMES,
  tileKind,
  TRADING_HOUSE_SIZE,
  type Building,
  type Good,
} from '../../machines/puerto-rico/index.js';
import { barrel, coinArt, colonistArt, goodIcon, LOOK, roleArt, shipArt, vpArt } from './art.js';
import { find, plural, t, type RenderContext } from './context.js';

const ROLE_TEXT: Record<string, string> = {
  settler: 'Take a plantation (settler: or a quarry)',
  mayor: 'Colonists arrive (mayor: +1)',
  builder: 'Build (builder: 1 less)',
  craftsman: 'Produce goods (craftsman: +1)',
  trader: 'Sell a good (trader: +1)',
  captain: 'Ship goods for VP (captain: +1 VP)',
  prospector: 'Take 1 doubloon',
  prospector2: 'Take 1 doubloon',
};

/** The role cards with their doubloons; each is a button while you choose a role. */
export function renderRoles(c: RenderContext): TemplateResult {
  return html`<ol class="roles" part="roles" aria-label="Role cards">
    ${c.G.roles.map((r) => {
      const move = find(c, 'chooseRole', { role: r.id });
      const taken = r.takenBy !== null;
      const current = c.G.role === r.id;
      const name = ROLE_NAMES[r.id];
      const coins = r.doubloons > 0 ? html`<span class="role-coins">${coinArt(14)} ${t(r.doubloons)}</span>` : nothing;
      const body = html`${roleArt(r.id, 22)}<span class="role-name">${name}</span>
        <span class="role-text">${t(ROLE_TEXT[r.id]!)}</span>${coins}
        ${taken ? html`<span class="role-taken">${c.name(r.takenBy!)}</span>` : nothing}`;
      const words = `${name}${r.doubloons ? `, ${plural(r.doubloons, 'doubloon')} on it` : ''}${taken ? `, taken by ${c.name(r.takenBy!)}` : ''}`;
      const cls = `role ${r.id.startsWith('prospector') ? 'prospector' : r.id}${taken ? ' taken' : ''}${current ? ' current' : ''}`;
      return html`<li>${move
        ? c.btn(move, body, { label: `Choose the ${name}${r.doubloons ? ` and take its ${plural(r.doubloons, 'doubloon')}` : ''}`, className: cls, part: 'role' })
        : html`<div class=${cls} part="role" role="img" aria-label=${words}>${body}</div>`}</li>`;
    })}
  </ol>`;
}

/** Colonists, VP chips, bank, goods supply, trading house and cargo ships. */
export function renderHarbour(c: RenderContext): TemplateResult {
  const G = c.G;
  const house = Array.from({ length: TRADING_HOUSE_SIZE }, (_, i) => G.tradingHouse[i] ?? null);
  return html`<div class="harbour" part="harbour">
    <div class="stocks">
      <div class="stock colonist-ship" part="colonist-ship" role="img" aria-label=${`Colonist ship: ${plural(G.colonistShip, 'colonist')}`}>
        ${shipArt(30)}<span class="stock-name">Colonist ship</span><b>${colonistArt()} ${G.colonistShip}</b>
      </div>
      <div class="stock" part="colonist-supply" role="img" aria-label=${`Colonist supply: ${plural(G.colonistSupply, 'colonist')}`}>
        <span class="stock-name">Colonists</span><b>${colonistArt()} ${G.colonistSupply}</b>
      </div>
      <div class="stock" part="vp-supply" role="img" aria-label=${G.vpSupply >= 0 ? `VP chips left: ${G.vpSupply}` : `VP chips: none left, ${-G.vpSupply} more points noted on paper`}>
        <span class="stock-name">VP chips</span><b>${vpArt()} ${Math.max(0, G.vpSupply)}</b>${G.vpSupply < 0 ? html`<small>+${-G.vpSupply} on paper</small>` : nothing}
      </div>
      <div class="stock" part="bank" role="img" aria-label=${`Bank: ${plural(G.bank, 'doubloon')}`}>
        <span class="stock-name">Bank</span><b>${coinArt()} ${G.bank}</b>
      </div>
    </div>
    <div class="goods-supply" part="goods-supply" aria-label="Goods supply" role="list">
      ${GOODS.map((g) => html`<span class="supply-good" role="listitem" aria-label=${`${LOOK[g].name}: ${G.goodsSupply[g]} barrels in the supply`}>${barrel(g, 20)}<small>${LOOK[g].name}</small><b>${G.goodsSupply[g]}</b></span>`)}
    </div>
    <div class="trading-house" part="trading-house" role="list" aria-label=${`Trading house: ${G.tradingHouse.length ? G.tradingHouse.join(', ') : 'empty'}`}>
      <span class="area-title">Trading house</span>
      ${house.map((g, i) => html`<span class="house-space" role="listitem" aria-label=${g ? `Space ${i + 1}: ${g}` : `Space ${i + 1}: empty`}>${g ? html`${barrel(g, 20)}<small>${LOOK[g].name}</small>` : nothing}</span>`)}
    </div>
    <div class="ships" part="ships">
      ${G.ships.map((s, i) => renderShip(c, i, s.size, s.good, s.count))}
      ${renderWharf(c)}
    </div>
  </div>`;
}

function renderShip(c: RenderContext, index: number, size: number, good: Good | null, count: number): TemplateResult {
  const loads = c.legal.filter((m) => m.type === 'load' && m.ship === index);
  const holds = Array.from({ length: size }, (_, i) => i < count);
  return html`<div class="cargo-ship" part="ship" role="group" aria-label=${`Cargo ship of ${size}: ${good ? `${count} ${good}` : 'empty'}`}>
    <div class="hull">
      ${holds.map((full) => html`<span class=${full ? 'hold full' : 'hold'}>${full && good ? barrel(good, 16) : nothing}</span>`)}
    </div>
    <span class="ship-text">${good ? html`${goodIcon(good, 14)} ${LOOK[good].name}` : 'empty'} · ${count}/${size}</span>
    ${loads.map((m) => c.btn(m, html`Load ${barrel(m.good as Good, 16)} ${LOOK[m.good as Good].name}`, {
      label: `Load ${m.good} on the ship of ${size}`,
      className: 'chip load',
      part: 'load-good',
    }))}
  </div>`;
}

function renderWharf(c: RenderContext): TemplateResult | typeof nothing {
  const loads = c.legal.filter((m) => m.type === 'load' && m.ship === 'wharf');
  const decline = find(c, 'declineWharf');
  if (loads.length === 0 && !decline) return nothing;
  return html`<div class="cargo-ship wharf" part="wharf" role="group" aria-label="Your wharf: ship all barrels of one kind">
    <span class="ship-text">${shipArt(22)} Your wharf</span>
    ${loads.map((m) => c.btn(m, html`Ship all ${barrel(m.good as Good, 16)} ${LOOK[m.good as Good].name}`, { label: `Ship all ${m.good} with your wharf`, className: 'chip load', part: 'load-good' }))}
    ${decline ? c.btn(decline, 'Keep the wharf unused', { label: 'Keep the wharf unused', className: 'chip pass', marker: false }) : nothing}
  </div>`;
}

/** The face-up plantations (one button per kind), the face-down stack and the quarries. */
export function renderPlantations(c: RenderContext): TemplateResult {
  const G = c.G;
  const kinds: Good[] = [];
  for (const t of G.faceUp) {
    const k = tileKind(t) as Good;
    if (!kinds.includes(k)) kinds.push(k);
  }
  const hacienda = find(c, 'hacienda');
  const quarry = find(c, 'quarry');
  const stack = html`<span class="tile back">${t('?')}</span><small>${t(`${G.plantationDeck.length} face down`)}</small>`;
  return html`<div class="plantations" part="plantations">
    <span class="area-title">Plantations</span>
    <div class="plantation-row" role="list" aria-label="Face-up plantations">
      ${kinds.map((k) => {
        const n = G.faceUp.filter((t) => tileKind(t) === k).length;
        const tiles = html`${Array.from({ length: n }, () => html`<span class="tile ${k}">${goodIcon(k, 20)}<small>${t(LOOK[k].name)}</small></span>`)}`;
        const move = find(c, 'plant', { plantation: k });
        return html`<span role="listitem" class="plantation-group">${move
          ? c.btn(move, tiles, { label: `Take a ${k} plantation`, className: 'tile-button', part: 'plantation' })
          : html`<span class="tile-group" part="plantation" aria-label=${`${n} ${k} plantation${n === 1 ? '' : 's'}`} role="img">${tiles}</span>`}</span>`;
      })}
    </div>
    <div class="stacks">
      ${hacienda
        ? c.btn(hacienda, stack, { label: `Hacienda: draw the top face-down plantation (${G.plantationDeck.length} left)`, className: 'tile-button stack', part: 'hacienda' })
        : html`<span class="stack" role="img" aria-label=${`${G.plantationDeck.length} face-down plantations`}>${stack}</span>`}
      ${(() => {
        const q = html`<span class="tile quarry">${goodIcon('quarry', 20)}<small>${t('Quarry')}</small></span><small>${t(`${G.quarries.length} left`)}</small>`;
        return quarry
          ? c.btn(quarry, q, { label: `Take a quarry (${G.quarries.length} left)`, className: 'tile-button stack', part: 'quarry' })
          : html`<span class="stack" role="img" aria-label=${`${plural(G.quarries.length, 'quarry', 'quarries')} left`}>${q}</span>`;
      })()}
      <span class="stack discard" role="img" aria-label=${`${G.discard.length} discarded plantations`}><small>${G.discard.length} discarded</small></span>
    </div>
  </div>`;
}

/** The building board, column by column, with the price the screen's seat would pay on every tile. */
export function renderBuildings(c: RenderContext): TemplateResult {
  const G = c.G;
  const me = c.seat === null ? null : G.boards[c.seat]!;
  const privilege = c.seat !== null && G.role === 'builder' && G.chooser === c.seat;
  const columns = [1, 2, 3, 4].map((col) => BUILDINGS.filter((b) => b.column === col));
  const tile = (b: Building) => {
    const left = G.buildingSupply[b.id];
    const owned = me?.city.some((x) => x.id === b.id) ?? false;
    const price = me ? buildingPrice(me, b.id, privilege) : b.cost;
    const move = find(c, 'build', { building: b.id });
    const kind = b.produces ?? 'violet';
    const body = html`<span class="b-name">${b.produces ? goodIcon(b.produces, 14) : nothing}${b.name}</span>
      <span class="b-cost">${coinArt(13)}${t(b.cost)}</span>
      <span class="b-vp">${t(`${b.vp} VP`)}</span>
      <span class="b-circles">${Array.from({ length: b.circles }, () => html`<i class="circle"></i>`)}</span>
      <span class="b-left">${t(`×${left}`)}</span>
      ${me && left > 0 && (move || price !== b.cost) ? html`<span class="b-price">${t(`you pay ${price}`)}</span>` : nothing}`;
    const words = `${b.name}: costs ${b.cost}${me ? `, you would pay ${price}` : ''}, ${b.vp} VP, ${plural(b.circles, 'circle')}, ${left} left${owned ? ', you have one' : ''}`;
    const cls = `building ${kind}${b.large ? ' large' : ''}${left === 0 ? ' sold-out' : ''}${owned ? ' owned' : ''}`;
    return move
      ? c.btn(move, body, { label: `Build the ${b.name} for ${plural(price, 'doubloon')} (${left} left)`, className: cls, part: 'building' })
      : html`<div class=${cls} part="building" role="img" aria-label=${words}>${body}</div>`;
  };
  return html`<div class="building-board" part="building-board" aria-label="Buildings for sale" role="group">
    ${columns.map((list, i) => html`<div class="b-column" role="group" aria-label=${`Column ${i + 1}: up to ${i + 1} quarr${i === 0 ? 'y' : 'ies'} discount`}>
      ${list.map(tile)}</div>`)}
  </div>`;
}
