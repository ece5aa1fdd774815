// The location filter (spec §3: a state, a city or 'State-Locality'): states, each opening its
// cities, each opening its localities. States start open (their cities show, as the city list did),
// cities start closed unless a chosen locality is inside; while a search narrows the tree,
// everything left is open.
import { useState } from 'react';
import type { LocationOption } from '../filter-options';
import { StyledEmpty, StyledOption, StyledTreeList, StyledTreeRoot, StyledTreeRow, StyledTreeToggle } from './filter-sections.styles';

export interface LocationTreeProps {
  options: readonly LocationOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Open every place (a search is narrowing the tree). */
  expandAll?: boolean;
  emptyText?: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function holdsSelected(option: LocationOption, selected: readonly string[]): boolean {
  return option.children.some((child) => selected.some((s) => same(s, child.value)) || holdsSelected(child, selected));
}

function TreeLevel({
  options,
  selected,
  onToggle,
  expandAll,
  open,
  onOpen,
  depth,
}: Required<Omit<LocationTreeProps, 'emptyText'>> & {
  depth: number;
  open: ReadonlyMap<string, boolean>;
  onOpen: (key: string, expanded: boolean) => void;
}) {
  return (
    <StyledTreeList>
      {options.map((option) => {
        const key = `${option.value}/${option.label}`;
        const expanded = expandAll || (open.get(key) ?? (depth === 0 || holdsSelected(option, selected)));
        return (
          <li key={key}>
            <StyledTreeRow>
              <StyledOption>
                <input type="checkbox" checked={selected.some((s) => same(s, option.value))} onChange={() => onToggle(option.value)} />
                {option.label}
                {option.count !== undefined && <small>({option.count})</small>}
              </StyledOption>
              {option.children.length > 0 && !expandAll && (
                <StyledTreeToggle
                  type="button"
                  aria-expanded={expanded}
                  aria-label={`Places in ${option.label}`}
                  onClick={() => onOpen(key, !expanded)}
                >
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </StyledTreeToggle>
              )}
            </StyledTreeRow>
            {expanded && option.children.length > 0 && (
              <TreeLevel
                options={option.children}
                selected={selected}
                onToggle={onToggle}
                expandAll={expandAll}
                open={open}
                onOpen={onOpen}
                depth={depth + 1}
              />
            )}
          </li>
        );
      })}
    </StyledTreeList>
  );
}

export function LocationTree({ options, selected, onToggle, expandAll = false, emptyText = 'No results' }: LocationTreeProps) {
  // Places opened or closed by hand; the others are open when they hold a chosen place.
  const [open, setOpen] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const toggleOpen = (key: string, expanded: boolean) => setOpen((current) => new Map(current).set(key, expanded));
  if (options.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;
  return (
    <StyledTreeRoot>
      <TreeLevel
        options={options}
        selected={selected}
        onToggle={onToggle}
        expandAll={expandAll}
        open={open}
        onOpen={toggleOpen}
        depth={0}
      />
    </StyledTreeRoot>
  );
}
