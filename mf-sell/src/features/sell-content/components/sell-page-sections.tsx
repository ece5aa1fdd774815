// Everything below the hero, loaded as its own chunk (keen-slider included).
import { TestimonialsCarousel } from './testimonials-carousel';
import { WhySell } from './why-sell';
import { HowItWorks } from './how-it-works';
import { SellFaq } from './sell-faq';

export default function SellPageSections() {
  return (
    <>
      <TestimonialsCarousel />
      <WhySell />
      <HowItWorks />
      <SellFaq />
    </>
  );
}
