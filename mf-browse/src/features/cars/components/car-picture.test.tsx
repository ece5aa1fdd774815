import { render, screen } from '@testing-library/react';
import { makeCarImage } from '@carmarket/shared/testing';
import { CarPicture } from './car-picture';

describe('CarPicture', () => {
  it("fetches the page's largest image first, eagerly", () => {
    render(<CarPicture image={makeCarImage()} alt="Honda City V, photo 1" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Honda City V, photo 1' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('leaves other images to the browser: lazy, or eager above the fold, at normal priority', () => {
    render(
      <>
        <CarPicture image={makeCarImage()} alt="below the fold" sizes="100vw" />
        <CarPicture image={makeCarImage()} alt="above the fold" sizes="100vw" eager />
      </>,
    );
    expect(screen.getByRole('img', { name: 'below the fold' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'below the fold' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'above the fold' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'above the fold' })).not.toHaveAttribute('fetchpriority');
  });
});
