import { carouselAutoplayMs, carSliderOptions } from './slider-options';

describe('carSliderOptions', () => {
  it('shows 1.5 cars, 2.5 from 640px, 3.3 from 1024px and 4 from 1280px (spec §9)', () => {
    const options = carSliderOptions(false, false);
    expect(options.slides).toMatchObject({ perView: 1.5 });
    expect(options.breakpoints).toEqual({
      '(min-width: 640px)': { slides: expect.objectContaining({ perView: 2.5 }) },
      '(min-width: 1024px)': { slides: expect.objectContaining({ perView: 3.3 }) },
      '(min-width: 1280px)': { slides: expect.objectContaining({ perView: 4 }) },
    });
  });

  it('loops only when asked and drops the animation for reduced motion', () => {
    expect(carSliderOptions(true, false)).toMatchObject({ loop: true, defaultAnimation: { duration: 500 } });
    expect(carSliderOptions(false, true)).toMatchObject({ loop: false, defaultAnimation: { duration: 0 } });
  });
});

describe('carouselAutoplayMs', () => {
  it('autoplays similar cars every 3000 ms', () => {
    expect(carouselAutoplayMs('similar', false)).toBe(3000);
  });

  it('does not autoplay featured or recent cars, nor for reduced motion', () => {
    expect(carouselAutoplayMs('featured', false)).toBeNull();
    expect(carouselAutoplayMs('recent', false)).toBeNull();
    expect(carouselAutoplayMs('similar', true)).toBeNull();
  });
});
