// A section of the sell page that shows highlights as tiles (an icon, a title, a line of text):
// Why sell with us, and How it works (its tiles numbered: an ordered list).
import { CardGrid, type CardGridColumns } from '@carmarket/shared/card-grid';
import type { Highlight } from '../sell-content';
import {
  StyledSection,
  StyledSectionInner,
  StyledSectionLead,
  StyledSectionTitle,
  StyledTile,
  StyledTileIcon,
} from './sell-sections.styles';

const TILE_COLUMNS: CardGridColumns = { base: 1, sm: 2, lg: 4 };

export interface HighlightTilesSectionProps {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: string;
  lead?: string;
  highlights: readonly Highlight[];
  /** Steps in order (an ordered list) on a tinted band. */
  steps?: boolean;
}

export function HighlightTilesSection({ titleId, title, lead, highlights, steps = false }: HighlightTilesSectionProps) {
  return (
    <StyledSection $tinted={steps} aria-labelledby={titleId}>
      <StyledSectionInner>
        <StyledSectionTitle id={titleId}>{title}</StyledSectionTitle>
        {lead && <StyledSectionLead>{lead}</StyledSectionLead>}
        <CardGrid as={steps ? 'ol' : 'ul'} $columns={TILE_COLUMNS}>
          {highlights.map((item) => (
            <StyledTile key={item.title}>
              <StyledTileIcon aria-hidden="true">{item.icon}</StyledTileIcon>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </StyledTile>
          ))}
        </CardGrid>
      </StyledSectionInner>
    </StyledSection>
  );
}
