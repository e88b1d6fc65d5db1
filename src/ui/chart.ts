import { Translator } from '../i18n/translator.js';
import { html, css, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Flow, FlowNode } from '../dsl/flow.js';
import type { TurnOrder } from '../dsl/types.js';
import { TabletopElement } from './tabletop-element.js';
import { sharedStyles, themeTokens } from './theme.styles.js';
import { defineOnce } from './define-once.js';

/** Words for a turn order, as the chart shows it. */
function turnWords(turn: TurnOrder<unknown> | undefined): string {
  if (!turn) return '';
  switch (turn.kind) {
    case 'clockwise':
      return 'turns pass clockwise';
    case 'eachSeatOnce':
      return 'each seat once';
    case 'simultaneous':
      return 'several seats at once';
  }
}

const ENGLISH = new Translator('en', []);

/** The label of a phase rule: its own label, else "when …" / "always". */
function ruleWords(rule: FlowNode<unknown>['rules'][number]['rule']): string {
  return rule.label !== undefined ? ENGLISH.render(rule.label) : rule.if ? 'when its condition holds' : 'always';
}

/**
 * The statechart of a game as Mermaid `stateDiagram-v2` text: phases as (nested) states, phase
 * rules as labelled transitions, each leaf's moves as a note.
 *
 * @example
 * flowToMermaid(hisssCompiled.flow);
 * // stateDiagram-v2\n  [*] --> play\n  state play { … }
 */
export function flowToMermaid(flow: Flow<unknown>): string {
  const lines = ['stateDiagram-v2'];
  const id = (node: FlowNode<unknown>) => node.path.replace(/\./g, '_');
  const walk = (node: FlowNode<unknown>, indent: string) => {
    if (node.initial) lines.push(`${indent}[*] --> ${id(node.initial)}`);
    for (const child of node.children) {
      if (child.children.length > 0) {
        lines.push(`${indent}state ${id(child)} {`);
        walk(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else if (child.def.label !== undefined) {
        lines.push(`${indent}${id(child)} : ${child.name} — ${ENGLISH.render(child.def.label)}`);
      }
      const own = Object.keys(child.def.moves ?? {});
      if (own.length > 0 && child.children.length === 0) lines.push(`${indent}note right of ${id(child)} : moves: ${own.join(', ')}`);
      for (const { rule, target } of child.rules) lines.push(`${indent}${id(child)} --> ${id(target)} : ${ruleWords(rule)}`);
      if (child.final) lines.push(`${indent}${id(child)} --> [*]`);
    }
  };
  walk(flow.root, '  ');
  return lines.join('\n');
}

/**
 * A game's statechart drawn as nested boxes: each phase with its label, who acts, its moves and
 * its rules (arrows to the phase they lead to, with the rule's label). Generated from the
 * compiled flow, so the docs never drift from the rules.
 *
 * @summary The statechart of a game, as nested boxes.
 *
 * @csspart chart - The outermost box.
 * @csspart phase - One phase box.
 * @csspart rule - One rule (arrow) leaving a phase.
 * @csspart mermaid-source - The Mermaid source, in a disclosure.
 */
export class FlowChart extends TabletopElement {
  static override styles = [
    themeTokens,
    sharedStyles,
    css`
      .phase {
        border: 2px solid var(--tt-border);
        border-radius: var(--tt-radius);
        background: var(--tt-surface-raised);
        padding: 0.5rem 0.75rem;
        display: grid;
        gap: 0.4rem;
      }
      .phase.final {
        border-style: double;
        border-width: 5px;
      }
      .phase.initial > .title::before {
        content: '● ';
        color: var(--tt-accent);
      }
      .title {
        font-weight: 700;
      }
      .title code {
        font-size: 0.95em;
      }
      .label,
      .turn {
        font-weight: 400;
        color: var(--tt-text-muted);
      }
      .children {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        align-items: flex-start;
        padding-inline-start: 0.5rem;
      }
      .children > .phase {
        flex: 1 1 12rem;
        background: var(--tt-surface);
      }
      ul {
        margin: 0;
        padding: 0;
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      .move {
        font: 0.85rem ui-monospace, monospace;
        border: 1px solid var(--tt-border);
        border-radius: 999px;
        padding: 0 0.5rem;
        background: var(--tt-notice-surface);
      }
      .rules {
        flex-direction: column;
      }
      .rule {
        font-size: 0.9rem;
      }
      .arrow {
        font-weight: 800;
        color: var(--tt-accent);
      }
      details {
        margin-top: 0.75rem;
      }
      .legend {
        margin: 0 0 0.5rem;
        font-size: 0.85rem;
        color: var(--tt-text-muted);
      }
      pre {
        font-size: 0.8rem;
        background: var(--tt-surface);
        padding: 0.5rem;
        border-radius: 8px;
        overflow-x: auto;
      }
    `,
  ];

  /** The compiled flow (`compile(game).flow`). */
  @property({ attribute: false }) flow: Flow<unknown> | null = null;

  /** Show the Mermaid source below the boxes. */
  @property({ type: Boolean }) mermaid = false;

  private node(node: FlowNode<unknown>, root: boolean): TemplateResult {
    const own = Object.keys(node.def.moves ?? {});
    const turn = node.def.turn ? turnWords(node.def.turn) : '';
    const isInitial = node.parent?.initial === node;
    const classes = ['phase', node.final ? 'final' : '', isInitial ? 'initial' : ''].filter(Boolean).join(' ');
    return html`<div part=${root ? 'chart' : 'phase'} class=${classes} role="group" aria-label=${`Phase ${node.path || node.name}`}>
      <div class="title">
        <code>${node.name}</code>${node.def.label !== undefined ? html` <span class="label">— ${ENGLISH.render(node.def.label)}</span>` : nothing}
        ${isInitial ? html`<span class="visually-hidden">(starts here)</span>` : nothing}
        ${node.final ? html` <span class="label">(final: the game ends)</span>` : nothing}
      </div>
      ${turn ? html`<div class="turn">${turn}</div>` : nothing}
      ${own.length ? html`<ul aria-label="Moves">${own.map((m) => html`<li class="move">${m}</li>`)}</ul>` : nothing}
      ${node.children.length ? html`<div class="children">${node.children.map((child) => this.node(child, false))}</div>` : nothing}
      ${node.rules.length
        ? html`<ul class="rules" aria-label="Rules">
            ${node.rules.map(
              ({ rule, target }) => html`<li part="rule" class="rule"><span class="arrow" aria-hidden="true">⟶</span>
                <span class="visually-hidden">goes to</span> <code>${target.name}</code> <em>${ruleWords(rule)}</em></li>`,
            )}
          </ul>`
        : nothing}
    </div>`;
  }

  override render() {
    if (!this.flow) return nothing;
    return html`<p class="legend">● the phase a parent starts in · double border: the game ends · ⟶ a rule and when it fires</p>
      ${this.node(this.flow.root, true)}
      ${this.mermaid
        ? html`<details part="mermaid-source"><summary>Mermaid source</summary><pre>${flowToMermaid(this.flow)}</pre></details>`
        : nothing}`;
  }
}

defineOnce('tt-flow-chart', FlowChart);

declare global {
  interface HTMLElementTagNameMap {
    'tt-flow-chart': FlowChart;
  }
}
