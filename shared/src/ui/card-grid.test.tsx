import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('lays its cards out in the given columns, per breakpoint', () => {
    const { getByRole } = renderWithProviders(
      <CardGrid aria-label="Cars" $columns={{ base: 1, sm: 2, xl: 3 }}>
        <li>one</li>
      </CardGrid>,
    );
    const grid = getByRole('list', { name: 'Cars' });
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const className = [...grid.classList].find((name) => rules.includes(`.${name}`));
    expect(className).toBeDefined();
    expect(rules).toContain('grid-template-columns:repeat(1, minmax(0, 1fr))');
    expect(rules).toMatch(/@media \(min-width: 640px\)\{\.[\w-]+\{grid-template-columns:repeat\(2, minmax\(0, 1fr\)\);\}\}/);
    expect(rules).toMatch(/@media \(min-width: 1280px\)\{\.[\w-]+\{grid-template-columns:repeat\(3, minmax\(0, 1fr\)\);\}\}/);
    expect(rules).not.toContain('@media (min-width: 768px){');
  });
});
