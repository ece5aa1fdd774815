// Desktop filter sidebar: the filter sections plus one button that collapses or expands them all.
import { useCallback, useState } from 'react';
import { PRICE_STEP_DESKTOP } from '@carmarket/shared';
import { allSections, FilterSections, type FilterPanelProps, type FilterSectionId, type OpenSections } from './filter-sections';
import { StyledSidebar, StyledSidebarHeader } from './buy-car-page.styles';

export interface FilterSidebarProps extends FilterPanelProps {
  onClearAll: () => void;
}

export function FilterSidebar({ onClearAll, ...filters }: FilterSidebarProps) {
  const [open, setOpen] = useState<OpenSections>(() => allSections(true));
  const anyOpen = Object.values(open).some(Boolean);
  const toggle = useCallback((id: FilterSectionId) => setOpen((current) => ({ ...current, [id]: !current[id] })), []);

  return (
    <StyledSidebar aria-label="Filters">
      <StyledSidebarHeader>
        <h2>Filters</h2>
        <button type="button" onClick={onClearAll}>
          Clear all
        </button>
        <button type="button" aria-expanded={anyOpen} onClick={() => setOpen(allSections(!anyOpen))}>
          {anyOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </StyledSidebarHeader>
      <FilterSections {...filters} priceStep={PRICE_STEP_DESKTOP} open={open} onToggle={toggle} />
    </StyledSidebar>
  );
}
