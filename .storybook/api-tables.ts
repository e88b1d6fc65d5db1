/**
 * `<tt-api-tables tag="hisss-table">`: the element's API tables — attributes, properties, methods,
 * events, slots, parts and CSS custom properties — on its docs page, read from custom-elements.json,
 * so the page lists exactly what the element's JSDoc declares. Docs pages only (an `.mdx` imports it).
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import manifestJson from '../custom-elements.json';
import { elementApi, type ApiRow, type Manifest } from './element-api.js';

// The JSON's inferred type is one literal per entry; the interface is the part of it read here.
const manifest = manifestJson as unknown as Manifest;

/** `a \`b\` c` → a <code>b</code> c: the JSDoc's inline code, shown as code. */
function inlineCode(text: string): (string | TemplateResult)[] {
  return text.split('`').map((piece, i) => (i % 2 === 1 ? html`<code>${piece}</code>` : piece));
}

interface Column {
  heading: string;
  cell: (row: ApiRow) => string | TemplateResult | (string | TemplateResult)[];
}

const NAME: Column = { heading: 'Name', cell: (r) => html`<code>${r.name}</code>` };
const TYPE: Column = { heading: 'Type', cell: (r) => (r.type ? html`<code>${r.type}</code>` : '') };
const DEFAULT: Column = { heading: 'Default', cell: (r) => (r.default ? html`<code>${r.default}</code>` : '') };
const DESCRIPTION: Column = { heading: 'Description', cell: (r) => inlineCode(r.description) };

export class ApiTables extends LitElement {
  static override properties = { tag: { type: String } };

  static override styles = css`
    /* The docs page's own typography (Storybook styles its blocks one by one, not their container). */
    :host {
      display: block;
      font-family: 'Nunito Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif;
      font-size: 14px;
      line-height: 1.5;
      color: inherit;
    }
    h3 {
      margin: 1.5em 0 0.5em;
      font-size: 1.1em;
    }
    .scroll {
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.9em;
    }
    th,
    td {
      text-align: left;
      vertical-align: top;
      padding: 0.4em 0.6em;
      border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
    }
    th {
      background: color-mix(in srgb, currentColor 6%, transparent);
    }
    td:first-child {
      white-space: nowrap;
    }
    code {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.95em;
      overflow-wrap: anywhere;
    }
  `;

  /** The element whose API is shown, e.g. `hisss-table`. */
  tag = '';

  private table(heading: string, rows: ApiRow[], columns: Column[]) {
    if (rows.length === 0) return nothing;
    return html`<h3>${heading}</h3>
      <div class="scroll">
        <table>
          <thead>
            <tr>${columns.map((c) => html`<th scope="col">${c.heading}</th>`)}</tr>
          </thead>
          <tbody>
            ${rows.map((r) => html`<tr>${columns.map((c) => html`<td>${c.cell(r)}</td>`)}</tr>`)}
          </tbody>
        </table>
      </div>`;
  }

  override render() {
    const api = elementApi(manifest, this.tag);
    if (!api) return html`<p>No element <code>&lt;${this.tag}&gt;</code> in custom-elements.json: run <code>npm run analyze</code>.</p>`;
    return html`
      ${this.table('Attributes', api.attributes, [NAME, TYPE, DEFAULT, DESCRIPTION])}
      ${this.table('Properties', api.properties, [NAME, TYPE, DEFAULT, DESCRIPTION])}
      ${this.table('Methods', api.methods, [NAME, { ...TYPE, heading: 'Signature' }, DESCRIPTION])}
      ${this.table('Events', api.events, [NAME, DESCRIPTION])}
      ${this.table('Slots', api.slots, [NAME, DESCRIPTION])}
      ${this.table('CSS parts', api.parts, [{ ...NAME, cell: (r) => html`<code>::part(${r.name})</code>` }, DESCRIPTION])}
      ${this.table('CSS custom properties', api.cssProperties, [NAME, DEFAULT, DESCRIPTION])}
    `;
  }
}

if (!customElements.get('tt-api-tables')) customElements.define('tt-api-tables', ApiTables);

declare global {
  interface HTMLElementTagNameMap {
    'tt-api-tables': ApiTables;
  }
}
