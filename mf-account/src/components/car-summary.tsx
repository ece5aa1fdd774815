// The facts, place and price of a car on an account card (my enquiries, my listings): km, body
// type, the card's own fact (mileage or seats), fuel and gearbox, then city, state and price.
import type { ReactNode } from 'react';
import { formatIndianNumber, formatLakhs, type Car } from '@carmarket/shared';
import { StyledFacts, StyledPrice } from './screen.styles';

export function CarSummary({ car, fact }: { car: Car; fact?: ReactNode }) {
  return (
    <>
      <StyledFacts aria-label="Details">
        <li>{formatIndianNumber(car.kmDriven)} km</li>
        <li>{car.bodyType}</li>
        {fact && <li>{fact}</li>}
        <li>{car.fuelType}</li>
        <li>{car.transmission}</li>
      </StyledFacts>
      <p className="place">
        {car.address.city}, {car.address.state}
      </p>
      <StyledPrice>₹ {formatLakhs(car.carPrice)}</StyledPrice>
    </>
  );
}
