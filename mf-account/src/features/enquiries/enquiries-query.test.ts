import { makeEnquiry } from '../../testing/factories';
import { applyEnquiriesQuery } from './enquiries-query';

const enquiries = [
  makeEnquiry({ carName: 'Tata Nexon XZ', brand: 'Tata', model: 'Nexon', carPrice: 800_000 }, { id: 'e1' }),
  makeEnquiry({ carName: 'Honda City V', brand: 'Honda', model: 'City', carPrice: 1_100_000 }, { id: 'e2' }),
  makeEnquiry(
    {
      carName: 'Maruti Swift VXI',
      brand: 'Maruti',
      model: 'Swift',
      carPrice: 500_000,
      address: { state: 'Delhi', city: 'Delhi', locality: 'Saket' },
    },
    { id: 'e3' },
  ),
];
const ids = (list: ReturnType<typeof applyEnquiriesQuery>) => list.map((e) => e.id);

describe('applyEnquiriesQuery', () => {
  it('keeps the server order by default and sorts by price both ways', () => {
    expect(ids(applyEnquiriesQuery(enquiries, '', 'recent'))).toEqual(['e1', 'e2', 'e3']);
    expect(ids(applyEnquiriesQuery(enquiries, '', 'priceLowToHigh'))).toEqual(['e3', 'e1', 'e2']);
    expect(ids(applyEnquiriesQuery(enquiries, '', 'priceHighToLow'))).toEqual(['e2', 'e1', 'e3']);
  });

  it('searches car name, city and owner', () => {
    expect(ids(applyEnquiriesQuery(enquiries, 'city', 'recent'))).toEqual(['e2']);
    expect(ids(applyEnquiriesQuery(enquiries, 'delhi', 'recent'))).toEqual(['e3']);
    expect(ids(applyEnquiriesQuery(enquiries, 'mehta', 'recent'))).toHaveLength(3);
  });
});
