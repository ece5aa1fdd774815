// Privacy by default: public responses carry what a buyer needs to contact a seller (the phone of a
// user who has listed a car) and no more: no email anywhere public, nothing about users who have
// listed nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEALER } from '../../db/seed';
import { carBody } from '../../test/car-bodies';
import { call, createTestApp, signIn, signInDealer, type TestApp } from '../../test/test-app';

let t: TestApp;
let dealer: { token: string; user: { id: string } };
let buyer: { token: string; user: { id: string } };
const DEALER_EMAIL = 'mehta.private@example.in';
const DEALER_STREET = '12 Hidden Lane, Andheri East';
const BUYER_EMAIL = 'buyer.private@example.in';

beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 30, images: false } });
  dealer = await signInDealer(t.app, t.clock);
  await t.database.db.updateTable('users').set({ email: DEALER_EMAIL, address: DEALER_STREET }).where('id', '=', dealer.user.id).execute();
  const signup = await call(t.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Quiet Buyer', email: BUYER_EMAIL, mobileNumber: '9811122233', userType: 'EndUser' },
  });
  expect(signup.status).toBe(201);
  buyer = await signIn(t.app, '9811122233', t.clock);
});
afterAll(() => t.close());

const seller = (userId: string) => call(t.app, { method: 'GET', url: `/api/v1/sellers/${userId}` });

describe('GET /api/v1/sellers/:userId', () => {
  it('shows a user who has listed cars with their phone and without their email', async () => {
    const res = await seller(dealer.user.id);
    expect(res.status).toBe(200);
    expect(res.json.ownerDetails).toMatchObject({ id: dealer.user.id, name: DEMO_DEALER.fullName, mobileNumber: DEMO_DEALER.mobileNumber });
    expect(res.json.ownerDetails).not.toHaveProperty('email');
    expect(res.body).not.toContain(DEALER_EMAIL);
    expect(res.body).not.toContain(DEALER_STREET);
    expect(res.json.cars.length).toBeGreaterThan(0);
  });

  it('is a 404 for a user who has listed nothing, saying nothing about them', async () => {
    const res = await seller(buyer.user.id);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Seller not found' });
    // The same answer as for an id that does not exist.
    expect((await seller('no-such-user')).json).toEqual(res.json);
  });

  it('a seller whose cars are all sold is still shown; one whose cars are all deleted is not', async () => {
    const create = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: buyer.token,
      payload: carBody(buyer.user.id, { brand: 'Maruti Suzuki', model: 'Swift', variant: 'VXi', bodyType: 'Hatchback' }),
    });
    expect(create.status).toBe(201);
    const carId = create.json.car.id as string;
    const listed = await seller(buyer.user.id);
    expect(listed.status).toBe(200);
    expect(listed.json.ownerDetails.mobileNumber).toBe('9811122233');
    expect(listed.body).not.toContain(BUYER_EMAIL);

    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${carId}/mark-sold`, token: buyer.token })).status).toBe(200);
    expect((await seller(buyer.user.id)).status).toBe(200);

    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${carId}`, token: buyer.token })).status).toBe(200);
    expect((await seller(buyer.user.id)).status).toBe(404);
  });
});

describe('every public response that embeds a seller', () => {
  it('carries the phone of the seller and never an email or street address', async () => {
    const carId = (await t.database.db.selectFrom('cars').select('id').where('userId', '=', dealer.user.id).executeTakeFirstOrThrow()).id;
    const responses = {
      detail: await call(t.app, { method: 'GET', url: `/api/v1/cars/${carId}` }),
      listing: await call(t.app, { method: 'GET', url: '/api/v1/cars?limit=48' }),
      getAll: await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { userType: 'Dealer' } }),
      similar: await call(t.app, { method: 'GET', url: `/api/v1/cars/${carId}/similar` }),
      userCars: await call(t.app, { method: 'POST', url: '/api/v1/car/get-user-cars', payload: { userId: dealer.user.id } }),
      seller: await seller(dealer.user.id),
      dealers: await call(t.app, { method: 'GET', url: '/api/v1/dealers' }),
      // A signed-in buyer's enquiry: the seller's contact details as the Contact Seller dialog and My Enquiries show them.
      enquiry: await call(t.app, { method: 'POST', url: '/api/v1/enquiries', token: buyer.token, payload: { carId } }),
      myEnquiries: await call(t.app, { method: 'GET', url: '/api/v1/enquiries/mine', token: buyer.token }),
    };
    for (const [name, res] of Object.entries(responses)) {
      expect(res.status, name).toBeLessThan(300);
      expect(res.body, name).not.toContain(DEALER_EMAIL);
      expect(res.body, name).not.toContain(DEALER_STREET);
      expect(res.body, name).not.toMatch(/"email"\s*:/);
    }
    expect(responses.detail.json.car.user).toEqual({
      id: dealer.user.id,
      fullName: DEMO_DEALER.fullName,
      userType: 'Dealer',
      mobileNumber: DEMO_DEALER.mobileNumber,
    });
    expect(responses.enquiry.json.enquiry.owner).toMatchObject({ id: dealer.user.id, phone: DEMO_DEALER.mobileNumber });
    expect(responses.enquiry.json.enquiry.owner.address).toBe(`${DEMO_DEALER.city}, ${DEMO_DEALER.state}`);
  });
});
