// The footer's company pages, in the product's own words (spec §1 marketing copy).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type StaticPageName = 'about' | 'career' | 'terms-and-conditions' | 'privacy-policy';

export interface StaticPageContent {
  title: string;
  lead: string;
  body: ReactNode;
}

export const STATIC_PAGES: Readonly<Record<StaticPageName, StaticPageContent>> = {
  about: {
    title: 'About Us',
    lead: 'CarMarket is a trusted way to buy and sell used cars in India.',
    body: (
      <>
        <p>
          We are a technology-enabled cars brokerage. Buyers browse over 5000 inspected second-hand models from owners and dealers across
          India, with prices shown in Lakhs and Cr, and contact the seller directly.
        </p>
        <h2>What we promise</h2>
        <ul>
          <li>Fast, fair, hassle-free selling: list your car in three short steps.</li>
          <li>Free listing and no commission. Listing limits depend on the account type; packages add more ads.</li>
          <li>Trusted dealers in Delhi, Pune, Hyderabad, Ahmedabad and many more cities.</li>
        </ul>
        <h2>For dealers</h2>
        <p>
          Join our Network and Grow your Business! Dealers get a public profile, enquiries from interested buyers and advertising packages.{' '}
          <Link to="/contact-us">Talk to us</Link>.
        </p>
      </>
    ),
  },
  career: {
    title: 'Careers',
    lead: 'Help India buy and sell used cars with confidence.',
    body: (
      <>
        <p>We are a small team of engineers, inspectors and dealer managers. We work from Pune and remotely across India.</p>
        <h2>Open roles</h2>
        <ul>
          <li>Front-end engineer (React, TypeScript), Pune or remote</li>
          <li>Car inspection lead, Delhi NCR</li>
          <li>Dealer partnerships manager, Hyderabad</li>
        </ul>
        <p>
          Send your CV and a few lines about yourself through the <Link to="/contact-us">contact form</Link> with the subject "Careers".
        </p>
      </>
    ),
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    lead: 'The rules for using CarMarket, in plain words.',
    body: (
      <>
        <h2>Accounts</h2>
        <p>
          You sign in with your Indian mobile number (+91) and a one-time code. Keep your phone secure: whoever holds it can sign in as you.
        </p>
        <h2>Listings</h2>
        <p>
          Sellers must own the car or be authorised to sell it, and must describe it truthfully: brand, model, year, kilometres driven,
          ownership and price. We may remove a listing that is misleading or already sold.
        </p>
        <h2>Deals</h2>
        <p>CarMarket connects buyers and sellers; the sale itself is between them. Check the car and its papers before you pay.</p>
        <h2>Packages</h2>
        <p>Advertising packages are billed with 18% GST and are valid for the period shown at purchase.</p>
      </>
    ),
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    lead: 'What we store about you and why.',
    body: (
      <>
        <h2>What we collect</h2>
        <p>
          Your name, mobile number and email when you register; your city and address if you add them to your profile; the cars you list,
          save or enquire about.
        </p>
        <h2>Why</h2>
        <p>
          To sign you in, to show your listings to buyers and to pass your enquiry to the seller. A seller sees the name and phone number of
          a buyer who contacted them about their car.
        </p>
        <h2>In your browser</h2>
        <p>We keep your session and your chosen city in your browser's local storage. Logging out removes the session.</p>
        <h2>Your choices</h2>
        <p>
          You can edit your profile at any time. To delete your account, write to us through the <Link to="/contact-us">contact form</Link>.
        </p>
      </>
    ),
  },
};
