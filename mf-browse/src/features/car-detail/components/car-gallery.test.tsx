import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { CarGallery } from './car-gallery';

const images = ['https://x.test/1.jpg', 'https://x.test/2.jpg', 'https://x.test/3.jpg'];

describe('CarGallery', () => {
  it('wraps at both ends with the Previous and Next buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarGallery images={images} name="Tata Nexon" />);
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys and the thumbnails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarGallery images={images} name="Tata Nexon" />);
    screen.getByRole('group', { name: 'Image 1 of 3' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('img', { name: 'Tata Nexon, photo 3' })).toHaveAttribute('src', 'https://x.test/3.jpg');
  });

  it('shows the fallback image when there are no photos', () => {
    renderWithProviders(<CarGallery images={[]} name="Tata Nexon" />);
    expect(screen.getByRole('img', { name: 'Tata Nexon, photo 1' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });
});
