import type { HomeStatsState } from '../api/get-home-stats';
import { StyledCount } from './home-sections.styles';

/** '{n} {unit}' once the stats arrived; a quiet placeholder of the same height before. */
export function CountLabel({ stats, count, unit }: { stats: HomeStatsState; count: number; unit: string }) {
  if (stats.status === 'loading') return <StyledCount aria-hidden="true">&nbsp;</StyledCount>;
  if (stats.status === 'failed') return <StyledCount>See {unit.toLowerCase()}</StyledCount>;
  return (
    <StyledCount>
      {count.toLocaleString('en-IN')} {unit}
    </StyledCount>
  );
}
