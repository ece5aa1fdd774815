import { WHY_SELL } from '../sell-content';
import { StyledSection, StyledSectionInner, StyledSectionTitle, StyledTile, StyledTileGrid, StyledTileIcon } from './sell-sections.styles';

export function WhySell() {
  return (
    <StyledSection aria-labelledby="why-sell-title">
      <StyledSectionInner>
        <StyledSectionTitle id="why-sell-title">Why sell with us</StyledSectionTitle>
        <StyledTileGrid>
          {WHY_SELL.map((item) => (
            <StyledTile key={item.title}>
              <StyledTileIcon aria-hidden="true">{item.icon}</StyledTileIcon>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </StyledTile>
          ))}
        </StyledTileGrid>
      </StyledSectionInner>
    </StyledSection>
  );
}
