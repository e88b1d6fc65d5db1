/**
 * One player board: the windrose (doubloons, VP chips, goods), San Juan, the island (12 spaces)
 * and the city (12 spaces, large buildings take two). Colonists sit on circles; in the mayor
 * phase a placed colonist is lifted back to San Juan by clicking it, and an empty circle takes one.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  barrels,
  building,
  CITY_SPACES,
  citySpaces,
  GOODS,
  ISLAND_SPACES,
  ROLE_NAMES,
  scoreOf,
  TILE_NAMES,
  tileKind,
  type PlayerBoard,
} from '../../machines/puerto-rico/index.js';
import type { Seat } from '../../src/dsl/types.js';
import { plural, seat, t } from '../../src/i18n/index.js';
import { barrel, coinArt, colonistArt, columnArt, crownArt, goodIcon, LOOK, vpArt } from './art.js';
import { aside, find, type RenderContext } from './context.js';

const circle = (filled: boolean) => html`<span class=${filled ? 'circle filled' : 'circle'}>${filled ? colonistArt(14) : nothing}</span>`;

export function renderBoard(c: RenderContext, s: Seat): TemplateResult {
  const { G, tr } = c;
  const b = G.boards[s]!;
  const mine = c.seat === s;
  const acting = !c.over && c.active.includes(s);
  const role = G.roles.find((r) => r.takenBy === s);
  const score = scoreOf(b);
  const vpText = b.vp === null ? t`VP chips face down` : plural(b.vp, '# VP chip', '# VP chips');
  const buildingVp = score.bonus ? t`${score.buildings} VP in buildings, ${score.bonus} bonus` : t`${score.buildings} VP in buildings`;
  return html`<section class=${`board${mine ? ' mine' : ''}${acting ? ' acting' : ''}`} part=${`board${mine ? ' my-board' : ''}`} aria-label=${tr(t`${seat(s)}'s board`)}>
    <header class="board-head">
      <h3>${G.governor === s ? html`<span class="governor" title=${tr(t`Governor`)}>${crownArt()}<span class="visually-hidden">${tr(t`Governor:`)} </span></span>` : nothing}${c.name(s)}</h3>
      ${role ? html`<span class="board-role">${tr(ROLE_NAMES[role.id])}</span>` : nothing}
      ${acting ? html`<span class="to-act">${tr(t`to act`)}</span>` : nothing}
    </header>
    <div class="windrose" part="windrose">
      <span class="purse" role="img" aria-label=${tr(plural(b.doubloons, '# doubloon', '# doubloons'))}>${coinArt()} <b>${tr(b.doubloons)}</b></span>
      <span class="chips" part="vp-chips" role="img" aria-label=${tr(vpText)}>${vpArt(tr(t`VP`))} <b>${b.vp === null ? '?' : tr(b.vp)}</b></span>
      <span class="bvp" role="img" aria-label=${tr(buildingVp)}>${columnArt()} <b>${tr(score.buildings)}${score.bonus ? `+${tr(score.bonus)}` : ''}</b></span>
      <span class="goods" role="list" aria-label=${tr(t`Goods`)}>
        ${GOODS.map((g) => html`<span role="listitem" class=${b.goods[g] ? 'good' : 'good none'} aria-label=${tr(barrels(b.goods[g], g))}>${barrel(g, 18)}<b>${tr(b.goods[g])}</b></span>`)}
      </span>
    </div>
    <div class="board-body">
      ${renderIsland(c, s, b)}
      ${renderCity(c, s, b)}
    </div>
    ${renderSanJuan(c, b)}
  </section>`;
}

/**
 * Another seat's board folded to one line: name, role, doubloons, VP chips (face down), building
 * VP, goods, how full island and city are, colonists in San Juan. Each figure is also said in words.
 */
export function renderBoardSummary(c: RenderContext, s: Seat): TemplateResult {
  const { G, tr } = c;
  const b = G.boards[s]!;
  const acting = !c.over && c.active.includes(s);
  const role = G.roles.find((r) => r.takenBy === s);
  const score = scoreOf(b);
  const item = (shown: unknown, words: unknown) => html`<span class="fold-item"><span aria-hidden="true">${shown}</span><span class="visually-hidden">${words}</span></span>`;
  const held = GOODS.filter((g) => b.goods[g] > 0);
  const worked = b.island.filter((x) => x.colonist).length + b.city.reduce((n, x) => n + x.colonists, 0);
  return html`<span class="fold-name">${G.governor === s ? html`${crownArt(16)}<span class="visually-hidden">${tr(t`Governor:`)} </span>` : nothing}${c.name(s)}</span>
    ${role ? html`<span class="board-role">${tr(ROLE_NAMES[role.id])}</span>` : nothing}
    ${acting ? html`<span class="to-act">${tr(t`to act`)}</span>` : nothing}
    <span class="fold-figures">
      ${item(html`${coinArt(14)}${tr(b.doubloons)}`, tr(plural(b.doubloons, '# doubloon', '# doubloons')))}
      ${item(html`${vpArt(tr(t`VP`), 14)}${b.vp === null ? '?' : tr(b.vp)}`, tr(b.vp === null ? t`VP chips face down` : plural(b.vp, '# VP chip', '# VP chips')))}
      ${item(html`${columnArt(14)}${tr(score.buildings + score.bonus)}`, tr(plural(score.buildings + score.bonus, '# building VP', '# building VP')))}
      ${held.map((g) => item(html`${barrel(g, 14)}${tr(b.goods[g])}`, tr(barrels(b.goods[g], g))))}
      ${item(tr(t`Island ${b.island.length}/${ISLAND_SPACES}`), tr(t`Island: ${b.island.length} of ${ISLAND_SPACES} spaces`))}
      ${item(tr(t`City ${citySpaces(b)}/${CITY_SPACES}`), tr(t`City: ${citySpaces(b)} of ${CITY_SPACES} spaces built`))}
      ${item(html`${colonistArt(12)}${tr(worked)}+${tr(b.sanJuan)}`, html`${tr(plural(worked, '# colonist at work', '# colonists at work'))}; ${tr(plural(b.sanJuan, 'San Juan: # colonist waiting', 'San Juan: # colonists waiting'))}`)}
    </span>`;
}

function renderSanJuan(c: RenderContext, b: Readonly<PlayerBoard>): TemplateResult {
  const { tr } = c;
  return html`<div class="san-juan" part="san-juan" role="img" aria-label=${tr(plural(b.sanJuan, 'San Juan: # colonist waiting', 'San Juan: # colonists waiting'))}>
    <span class="area-title">${tr(t`San Juan`)}</span>
    ${b.sanJuan === 0 ? html`<small>${tr(t`no colonists`)}</small>` : b.sanJuan > 8 ? html`${colonistArt()} ×${tr(b.sanJuan)}` : Array.from({ length: b.sanJuan }, () => colonistArt())}
  </div>`;
}

function renderIsland(c: RenderContext, s: Seat, b: Readonly<PlayerBoard>): TemplateResult {
  const { tr } = c;
  const mine = c.seat === s;
  return html`<div class="island" part="island" role="list" aria-label=${tr(t`Island: ${b.island.length} of ${ISLAND_SPACES} spaces`)}>
    ${Array.from({ length: ISLAND_SPACES }, (_, index) => {
      const tile = b.island[index];
      if (!tile) return html`<span class="space empty" role="listitem" aria-label=${tr(t`empty island space`)}></span>`;
      const kind = tileKind(tile.tile);
      const name = TILE_NAMES[kind];
      const place = mine ? find(c, 'place', { area: 'island', index }) : undefined;
      const lift = mine ? find(c, 'remove', { area: 'island', index }) : undefined;
      const body = html`${goodIcon(kind, 18)}<small>${aside(tr(LOOK[kind].letter))}</small>${circle(tile.colonist)}`;
      const cls = `space tile ${kind}${tile.colonist ? ' worked' : ''}`;
      const words = tile.colonist ? t`${name}, worked by a colonist` : t`${name}, no colonist`;
      if (place) return html`<span role="listitem">${c.btn(place, body, { label: t`Place a colonist on the ${name} (space ${index + 1})`, className: cls, part: 'circle place' })}</span>`;
      if (lift) return html`<span role="listitem">${c.btn(lift, body, { label: t`Lift the colonist from the ${name} (space ${index + 1}) to San Juan`, className: `${cls} liftable`, part: 'circle lift', marker: false })}</span>`;
      return html`<span class=${cls} role="listitem" aria-label=${tr(words)}>${body}</span>`;
    })}
  </div>`;
}

function renderCity(c: RenderContext, s: Seat, b: Readonly<PlayerBoard>): TemplateResult {
  const { tr } = c;
  const mine = c.seat === s;
  const free = CITY_SPACES - citySpaces(b);
  return html`<div class="city" part="city" role="list" aria-label=${tr(t`City: ${citySpaces(b)} of ${CITY_SPACES} spaces built`)}>
    ${b.city.map((x, index) => {
      const def = building(x.id);
      const place = mine ? find(c, 'place', { area: 'city', index }) : undefined;
      const lift = mine ? find(c, 'remove', { area: 'city', index }) : undefined;
      const circles = Array.from({ length: def.circles }, (_, i) => {
        const filled = i < x.colonists;
        if (place && i === x.colonists) return c.btn(place, circle(false), { label: t`Place a colonist in the ${def.name}`, className: 'circle-button', part: 'circle place' });
        // Its own wrapper: a lifted colonist's control is replaced, not reused, so the focus moves on.
        if (lift && i === x.colonists - 1) return html`<span class="lift-wrap">${c.btn(lift, circle(true), { label: t`Lift a colonist from the ${def.name} to San Juan`, className: 'circle-button liftable', part: 'circle lift', marker: false })}</span>`;
        return circle(filled);
      });
      const kind = def.produces ?? 'violet';
      return html`<div class=${`space city-building ${kind}${def.large ? ' large' : ''}`} role="listitem"
        aria-label=${tr(plural(def.circles, '{0}, {1} VP, {2} of # colonist', '{0}, {1} VP, {2} of # colonists', def.name, def.vp, x.colonists))}>
        <span class="cb-name">${def.produces ? goodIcon(def.produces, 12) : nothing}${tr(def.name)}</span>
        <span class="cb-circles">${circles}</span><span class="cb-vp">${tr(def.vp)}</span>
      </div>`;
    })}
    ${free > 0 ? html`<span class="space empty city-free" role="listitem">${tr(plural(free, '# space free', '# spaces free'))}</span>` : nothing}
  </div>`;
}
