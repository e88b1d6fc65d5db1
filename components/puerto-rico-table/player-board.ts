/**
 * One player board: the windrose (doubloons, VP chips, goods), San Juan, the island (12 spaces)
 * and the city (12 spaces, large buildings take two). Colonists sit on circles; in the mayor
 * phase a placed colonist is lifted back to San Juan by clicking it, and an empty circle takes one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  building,
  CITY_SPACES,
  citySpaces,
  GOODS,
  ISLAND_SPACES,
  ROLE_NAMES,
  scoreOf,
  tileKind,
  type PlayerBoard,
} from '../../machines/puerto-rico/index.js';
import type { Seat } from '../../src/dsl/types.js';
import { barrel, coinArt, colonistArt, columnArt, crownArt, goodIcon, LOOK, vpArt } from './art.js';
import { find, plural, t, type RenderContext } from './context.js';

const circle = (filled: boolean) => html`<span class=${filled ? 'circle filled' : 'circle'}>${filled ? colonistArt(14) : nothing}</span>`;

export function renderBoard(c: RenderContext, s: Seat): TemplateResult {
  const G = c.G;
  const b = G.boards[s]!;
  const mine = c.seat === s;
  const acting = !c.over && c.active.includes(s);
  const role = G.roles.find((r) => r.takenBy === s);
  const score = scoreOf(b);
  const vpText = b.vp === null ? 'VP chips face down' : `${b.vp} VP chip${b.vp === 1 ? '' : 's'}`;
  return html`<section class=${`board${mine ? ' mine' : ''}${acting ? ' acting' : ''}`} part=${`board${mine ? ' my-board' : ''}`} aria-label=${`${c.name(s)}'s board`}>
    <header class="board-head">
      <h3>${G.governor === s ? html`<span class="governor" title="Governor">${crownArt()}<span class="visually-hidden">Governor: </span></span>` : nothing}${c.name(s)}</h3>
      ${role ? html`<span class="board-role">${ROLE_NAMES[role.id]}</span>` : nothing}
      ${acting ? html`<span class="to-act">to act</span>` : nothing}
    </header>
    <div class="windrose" part="windrose">
      <span class="purse" role="img" aria-label=${plural(b.doubloons, 'doubloon')}>${coinArt()} <b>${b.doubloons}</b></span>
      <span class="chips" part="vp-chips" role="img" aria-label=${vpText}>${vpArt()} <b>${b.vp === null ? '?' : b.vp}</b></span>
      <span class="bvp" role="img" aria-label=${`${score.buildings} VP in buildings${score.bonus ? `, ${score.bonus} bonus` : ''}`}>${columnArt()} <b>${score.buildings}${score.bonus ? `+${score.bonus}` : ''}</b></span>
      <span class="goods" role="list" aria-label="Goods">
        ${GOODS.map((g) => html`<span role="listitem" class=${b.goods[g] ? 'good' : 'good none'} aria-label=${`${b.goods[g]} ${g}`}>${barrel(g, 18)}<b>${b.goods[g]}</b></span>`)}
      </span>
    </div>
    <div class="board-body">
      ${renderIsland(c, s, b)}
      ${renderCity(c, s, b)}
    </div>
    ${renderSanJuan(c, s, b)}
  </section>`;
}

function renderSanJuan(c: RenderContext, s: Seat, b: Readonly<PlayerBoard>): TemplateResult {
  return html`<div class="san-juan" part="san-juan" role="img" aria-label=${`San Juan: ${plural(b.sanJuan, 'colonist')} waiting`}>
    <span class="area-title">San Juan</span>
    ${b.sanJuan === 0 ? html`<small>no colonists</small>` : b.sanJuan > 8 ? html`${colonistArt()} ×${b.sanJuan}` : Array.from({ length: b.sanJuan }, () => colonistArt())}
  </div>`;
}

function renderIsland(c: RenderContext, s: Seat, b: Readonly<PlayerBoard>): TemplateResult {
  const mine = c.seat === s;
  return html`<div class="island" part="island" role="list" aria-label=${`Island: ${b.island.length} of ${ISLAND_SPACES} spaces`}>
    ${Array.from({ length: ISLAND_SPACES }, (_, index) => {
      const tile = b.island[index];
      if (!tile) return html`<span class="space empty" role="listitem" aria-label="empty island space"></span>`;
      const kind = tileKind(tile.tile);
      const name = kind === 'quarry' ? 'Quarry' : `${LOOK[kind].name} plantation`;
      const place = mine ? find(c, 'place', { area: 'island', index }) : undefined;
      const lift = mine ? find(c, 'remove', { area: 'island', index }) : undefined;
      const body = html`${goodIcon(kind, 18)}<small>${t(LOOK[kind].letter)}</small>${circle(tile.colonist)}`;
      const cls = `space tile ${kind}${tile.colonist ? ' worked' : ''}`;
      const words = `${name}${tile.colonist ? ', worked by a colonist' : ', no colonist'}`;
      if (place) return html`<span role="listitem">${c.btn(place, body, { label: `Place a colonist on the ${name} (space ${index + 1})`, className: cls, part: 'circle place' })}</span>`;
      if (lift) return html`<span role="listitem">${c.btn(lift, body, { label: `Lift the colonist from the ${name} (space ${index + 1}) to San Juan`, className: `${cls} liftable`, part: 'circle lift', marker: false })}</span>`;
      return html`<span class=${cls} role="listitem" aria-label=${words}>${body}</span>`;
    })}
  </div>`;
}

function renderCity(c: RenderContext, s: Seat, b: Readonly<PlayerBoard>): TemplateResult {
  const mine = c.seat === s;
  const free = CITY_SPACES - citySpaces(b);
  return html`<div class="city" part="city" role="list" aria-label=${`City: ${citySpaces(b)} of ${CITY_SPACES} spaces built`}>
    ${b.city.map((x, index) => {
      const def = building(x.id);
      const place = mine ? find(c, 'place', { area: 'city', index }) : undefined;
      const lift = mine ? find(c, 'remove', { area: 'city', index }) : undefined;
      const circles = Array.from({ length: def.circles }, (_, i) => {
        const filled = i < x.colonists;
        if (place && i === x.colonists) return c.btn(place, circle(false), { label: `Place a colonist in the ${def.name}`, className: 'circle-button', part: 'circle place' });
        if (lift && i === x.colonists - 1) return c.btn(lift, circle(true), { label: `Lift a colonist from the ${def.name} to San Juan`, className: 'circle-button liftable', part: 'circle lift', marker: false });
        return circle(filled);
      });
      const kind = def.produces ?? 'violet';
      return html`<div class=${`space city-building ${kind}${def.large ? ' large' : ''}`} role="listitem"
        aria-label=${`${def.name}, ${def.vp} VP, ${x.colonists} of ${plural(def.circles, 'colonist')}`}>
        <span class="cb-name">${def.produces ? goodIcon(def.produces, 12) : nothing}${def.name}</span>
        <span class="cb-circles">${circles}</span><span class="cb-vp">${def.vp}</span>
      </div>`;
    })}
    ${Array.from({ length: free }, () => html`<span class="space empty" role="listitem" aria-label="empty city space"></span>`)}
  </div>`;
}
