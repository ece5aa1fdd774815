import { useDocumentTitle } from '@carmarket/shared';
import { RemoteSlot } from '../../platform/remote-slot';

export function HomePage() {
  useDocumentTitle('Buy and sell used cars in India');
  return (
    <div>
      <h1>Turn your car into cash, or find your next one</h1>
      <RemoteSlot
        remote="mf_browse"
        module="CarCarousel"
        label="Featured cars"
        compact
        props={{ variant: 'featured', title: 'Featured Cars', subtitle: 'The Most Searched And Liked Cars', viewAllHref: '/buy-car' }}
      />
    </div>
  );
}
