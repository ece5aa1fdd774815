import { makeCar } from '@carmarket/shared/testing';
import { normaliseCarDetail, overviewRows } from './car-detail';

describe('normaliseCarDetail', () => {
  it('reads a full API car', () => {
    const car = normaliseCarDetail(makeCar({ id: 'c1', carPrice: 550_000, kmDriven: 12_000, seats: 7 }));
    expect(car).toMatchObject({ id: 'c1', name: 'Hyundai Creta SX', price: 550_000, kmDriven: 12_000, seats: 7, year: 2021 });
    expect(car.seller).toEqual({ id: 'user-1', fullName: 'Rahul Sharma', userType: 'Owner', mobileNumber: '9876543210' });
    expect(car.images).toHaveLength(1);
  });

  it('accepts the spec §3 fallback names', () => {
    const car = normaliseCarDetail({
      id: 'old',
      title: 'Old Listing',
      price: '5,50,000',
      year: 2015,
      kms: 80_000,
      noOfSeats: 4,
      images: ['https://x.test/1.jpg', 'https://x.test/2.jpg'],
    });
    expect(car).toMatchObject({ name: 'Old Listing', price: 550_000, year: 2015, kmDriven: 80_000, seats: 4 });
    expect(car.images).toEqual(['https://x.test/1.jpg', 'https://x.test/2.jpg']);
  });

  it('reads kmsDriven, carDetailsImages and a single image', () => {
    expect(normaliseCarDetail({ kmsDriven: 5 }).kmDriven).toBe(5);
    expect(normaliseCarDetail({ carDetailsImages: [{ url: 'u' }] }).images).toEqual([{ url: 'u' }]);
    expect(normaliseCarDetail({ image: 'one.jpg' }).images).toEqual(['one.jpg']);
  });

  it('prefers the primary names over the fallbacks', () => {
    const car = normaliseCarDetail({
      carName: 'New',
      title: 'Old',
      carPrice: 1,
      price: 2,
      manufacturingYear: 2020,
      year: 2010,
      kmDriven: 3,
      kms: 4,
    });
    expect(car).toMatchObject({ name: 'New', price: 1, year: 2020, kmDriven: 3 });
  });

  it('builds a name from brand, model and variant, and survives garbage', () => {
    expect(normaliseCarDetail({ brand: 'Tata', model: 'Nexon', variant: 'XZ' }).name).toBe('Tata Nexon XZ');
    const empty = normaliseCarDetail(null);
    expect(empty).toMatchObject({ name: 'Car', price: 0, year: null, kmDriven: null, seller: null, images: [] });
  });
});

describe('overviewRows', () => {
  it('lists every field with a readable value', () => {
    const rows = overviewRows(normaliseCarDetail(makeCar({ mileage: null })), (n) => n.toLocaleString('en-IN'));
    const labels = rows.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Brand',
        'Model',
        'Variant',
        'Manufacturing Year',
        'Registration Year',
        'Fuel Type',
        'Transmission',
        'Km Driven',
        'Body Type',
        'Ownership',
        'Mileage',
        'Seats',
        'Seller Type',
        'Location',
      ]),
    );
    expect(rows.find((r) => r.label === 'Mileage')?.value).toBe('N/A');
    expect(rows.find((r) => r.label === 'Km Driven')?.value).toBe('32,000 km');
    expect(rows.find((r) => r.label === 'Location')?.value).toBe('Kothrud, Pune, Maharashtra');
  });

  it('prints the day the car was listed in India, whatever the time zone of the process', () => {
    // 20:00 UTC on 7 March is 01:30 on 8 March in India: the server (UTC) and the browser agree.
    const rows = overviewRows(normaliseCarDetail(makeCar({ createdAt: '2025-03-07T20:00:00.000Z' })), String);
    expect(rows.find((r) => r.label === 'Listed On')?.value).toBe('8 Mar 2025');
  });
});
