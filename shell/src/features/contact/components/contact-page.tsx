// Contact Us (spec §2): the form, how to reach us, and four highlight tiles.
import { PageHead } from '@carmarket/shared';
import { ContactForm } from './contact-form';
import { StyledContactLayout, StyledDetails, StyledHighlights, StyledIntro, StyledPage } from './contact-page.styles';

const HIGHLIGHTS = [
  { title: 'Quick replies', text: 'We answer every message within one working day.' },
  { title: 'Verified sellers', text: 'Owners and dealers sign in with a one-time code on their Indian mobile number.' },
  { title: 'Free listing', text: 'List your car at no cost and pay no commission when it sells.' },
  { title: 'Dealer network', text: 'Join our Network and Grow your Business!' },
] as const;

export function ContactPage() {
  return (
    <StyledPage>
      <PageHead
        title="Contact Us"
        description="Questions about a car, your listing or a package? Write to the CarMarket team and a person will answer within one working day."
        path="/contact-us"
      />
      <StyledIntro>
        <h1>Contact Us</h1>
        <p>Questions about a car, your listing or a package? Write to us and a person from our team will answer.</p>
      </StyledIntro>
      <StyledHighlights $columns={{ base: 2, lg: 4 }} aria-label="Why talk to us">
        {HIGHLIGHTS.map((highlight) => (
          <li key={highlight.title}>
            <strong>{highlight.title}</strong>
            <span>{highlight.text}</span>
          </li>
        ))}
      </StyledHighlights>
      <StyledContactLayout>
        <ContactForm />
        <StyledDetails aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Reach us</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href="tel:+911800120456">+91 1800 120 456</a> (toll free)
            </dd>
            <dt>Email</dt>
            <dd>
              <a href="mailto:support@carmarket.in">support@carmarket.in</a>
            </dd>
            <dt>Office</dt>
            <dd>4th Floor, Baner Business Bay, Baner Road, Pune, Maharashtra 411045</dd>
            <dt>Hours</dt>
            <dd>Monday to Saturday, 9:30 am to 7:00 pm IST</dd>
          </dl>
        </StyledDetails>
      </StyledContactLayout>
    </StyledPage>
  );
}
