import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer>
      <Link to="/about">About</Link> <Link to="/contact-us">Contact Us</Link> <Link to="/buy-car">Start Exploring</Link>
    </footer>
  );
}
