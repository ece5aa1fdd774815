// Profile, sellers, saved cars, enquiries, packages: valid calls, bad input, 401 and 403.
import { addMonths, formatDdMmYyyy } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../test/test-app';
import { buyPackage } from '../test/package-checkout';

let t: TestApp;
let owner: { token: string; user: { id: string } };
let dealer: { token: string; user: { id: string } };
let dealerCarId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
  const cars = await call(t.app, { method: 'POST', url: '/api/v1/car/get-user-cars', payload: { userId: dealer.user.id } });
  dealerCarId = cars.json.cars[5].id;
});
afterAll(() => t.close());

describe('profile', () => {
  it('reads the own profile as { data }', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/profile/get-userProfile',
      payload: { userId: owner.user.id },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner', city: 'Pune' });
  });
  it('401 without token, 403 for another user, 400 without userId', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/v1/profile/get-userProfile', payload: { userId: owner.user.id } })).status).toBe(
      401,
    );
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/profile/get-userProfile',
          payload: { userId: dealer.user.id },
          token: owner.token,
        })
      ).status,
    ).toBe(403);
    const res = await call(t.app, { method: 'POST', url: '/api/v1/profile/get-userProfile', payload: {}, token: owner.token });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('User ID not found');
  });
  it('saves editable fields only', async () => {
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/profile',
      payload: { fullName: 'Rahul K Sharma', pin: '411038', landmark: '' },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ fullName: 'Rahul K Sharma', pin: '411038', landmark: null });
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/v1/profile', payload: { userType: 'Dealer' }, token: owner.token })).json.message,
    ).toBe('userType and mobileNumber cannot be changed');
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/v1/profile', payload: { email: 'nope' }, token: owner.token })).json.message,
    ).toBe('Please enter a valid email address');
    expect((await call(t.app, { method: 'PUT', url: '/api/v1/profile', payload: { pin: '12' }, token: owner.token })).status).toBe(400);
    expect((await call(t.app, { method: 'PUT', url: '/api/v1/profile', payload: { fullName: 'X' } })).status).toBe(401);
    await call(t.app, { method: 'PUT', url: '/api/v1/profile', payload: { fullName: 'Rahul Sharma' }, token: owner.token });
  });
});

describe('sellers', () => {
  it('returns ownerDetails and cars', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/sellers/${dealer.user.id}` });
    expect(res.status).toBe(200);
    expect(res.json.ownerDetails).toMatchObject({ name: 'Mehta Motors', role: 'Dealer', mobileNumber: '9123456780', verified: true });
    expect(res.json.cars.length).toBeGreaterThanOrEqual(12);
    expect(res.json.cars[0]).toHaveProperty('enquiries.viewProperty');
    expect((await call(t.app, { method: 'GET', url: '/api/v1/sellers/unknown' })).status).toBe(404);
  });
});

describe('saved cars', () => {
  it('adds, lists, counts likes and removes', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/saved-cars' })).status).toBe(401);
    const before = (await call(t.app, { method: 'GET', url: `/api/v1/cars/${dealerCarId}` })).json.car.saves;
    const added = await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', payload: { carId: dealerCarId }, token: owner.token });
    expect(added.status).toBe(201);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', payload: { carId: dealerCarId }, token: owner.token })).status,
    ).toBe(200);
    const list = await call(t.app, { method: 'GET', url: '/api/v1/saved-cars', token: owner.token });
    expect(list.json.savedCars.map((s: { car: { id: string } }) => s.car.id)).toContain(dealerCarId);
    expect((await call(t.app, { method: 'GET', url: `/api/v1/cars/${dealerCarId}` })).json.car.saves).toBe(before + 1);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/saved-cars/${dealerCarId}`, token: owner.token })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `/api/v1/cars/${dealerCarId}` })).json.car.saves).toBe(before);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', payload: { carId: 'missing' }, token: owner.token })).json,
    ).toEqual({ message: 'Cars not found' });
    expect((await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', payload: {}, token: owner.token })).status).toBe(400);
  });
});

describe('enquiries', () => {
  it('Contact Seller creates an enquiry the seller sees as an interested buyer', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: { carId: dealerCarId, message: 'Still available?' },
      token: owner.token,
    });
    expect(created.status).toBe(201);
    expect(created.json.enquiry.owner).toMatchObject({ name: 'Mehta Motors', role: 'Dealer', phone: '9123456780' });
    const mine = await call(t.app, { method: 'GET', url: '/api/v1/enquiries/mine', token: owner.token });
    expect(mine.json.enquiries.map((e: { id: string }) => e.id)).toContain(created.json.enquiry.id);
    const received = await call(t.app, { method: 'GET', url: `/api/v1/enquiries/received?carId=${dealerCarId}`, token: dealer.token });
    expect(received.json.buyers[0]).toMatchObject({
      name: 'Rahul Sharma',
      phone: '9876543210',
      carId: dealerCarId,
      location: 'Pune, Maharashtra',
    });
    expect(received.json.buyers[0].preferences.length).toBeGreaterThan(0);
    const byCity = await call(t.app, { method: 'GET', url: '/api/v1/enquiries/received?city=pune', token: dealer.token });
    expect(byCity.json.buyers.every((b: { location: string }) => b.location.startsWith('Pune'))).toBe(true);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/enquiries/${created.json.enquiry.id}`, token: dealer.token })).status).toBe(
      403,
    );
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/enquiries/${created.json.enquiry.id}`, token: owner.token })).status).toBe(
      200,
    );
  });
  it('refuses own cars, unknown cars and guests', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: '/api/v1/enquiries', payload: { carId: dealerCarId }, token: dealer.token })).status,
    ).toBe(400);
    expect((await call(t.app, { method: 'POST', url: '/api/v1/enquiries', payload: { carId: 'x' }, token: owner.token })).status).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/api/v1/enquiries', payload: { carId: dealerCarId } })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/enquiries/received' })).status).toBe(401);
  });
});

describe('packages', () => {
  it('lists the catalogue', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/packages' });
    expect(res.json.plans.map((p: { price: number }) => p.price)).toEqual([399, 1750, 2999, 12499, 24999, 37499, 49999]);
  });
  it('buys with GST of the single unit, lists, invoices; renew only when expired', async () => {
    const bought = await buyPackage(t.app, owner.token, { planId: '3m-5', quantity: 2 });
    expect(bought.status).toBe(200);
    expect(bought.json.order).toMatchObject({
      unitPrice: 1750,
      subtotal: 3500,
      gst: 315,
      total: 3815,
      status: 'Active',
      paymentStatus: 'paid',
      ads: 10,
    });
    const orders = await call(t.app, { method: 'GET', url: '/api/v1/package-orders', token: owner.token });
    expect(orders.json.orders.length).toBeGreaterThanOrEqual(3);
    const expired = orders.json.orders.find((o: { status: string }) => o.status === 'Expired');
    expect(expired).toBeTruthy();
    expect(
      (await call(t.app, { method: 'POST', url: `/api/v1/package-orders/${bought.json.order.id}/renew`, token: owner.token })).status,
    ).toBe(409);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/package-orders/${expired.id}/renew`, token: dealer.token })).status).toBe(
      403,
    );
    const renewed = await call(t.app, { method: 'POST', url: `/api/v1/package-orders/${expired.id}/renew`, token: owner.token });
    expect(renewed.status).toBe(200);
    expect(renewed.json.order.status).toBe('Active');
    // Validity = today + the plan's months (3m-1: 3 months), as an ISO date and as dd/mm/yyyy.
    const today = t.clock();
    expect(expired.plan.durationMonths).toBe(3);
    expect(renewed.json.order.validUntil).toBe(addMonths(today, 3).toISOString());
    expect(new Date(renewed.json.order.validUntil).getTime() - today.getTime()).toBeGreaterThanOrEqual(89 * 86_400_000);
    expect(new Date(renewed.json.order.validUntil).getTime() - today.getTime()).toBeLessThanOrEqual(92 * 86_400_000);
    expect(renewed.json.order.validity).toBe(formatDdMmYyyy(addMonths(today, 3)));
    expect(renewed.json.order.validity).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // dd/mm/yyyy is the calendar day in India (UTC+5:30), three months on from the UTC validity.
    const [dd, mm, yyyy] = renewed.json.order.validity.split('/').map(Number);
    const validUntilInIndia = new Date(new Date(renewed.json.order.validUntil).getTime() + 330 * 60_000);
    expect([dd, mm, yyyy]).toEqual([
      validUntilInIndia.getUTCDate(),
      validUntilInIndia.getUTCMonth() + 1,
      validUntilInIndia.getUTCFullYear(),
    ]);
    const validUntil = new Date(renewed.json.order.validUntil);
    expect(validUntil.getUTCFullYear() * 12 + validUntil.getUTCMonth() - (today.getUTCFullYear() * 12 + today.getUTCMonth())).toBe(3);
    expect(validUntil.getUTCDate()).toBe(
      Math.min(today.getUTCDate(), new Date(Date.UTC(validUntil.getUTCFullYear(), validUntil.getUTCMonth() + 1, 0)).getUTCDate()),
    );
    // The purchase date stays what it was.
    expect(renewed.json.order.purchaseDate).toBe(expired.purchaseDate);
    const invoice = await call(t.app, { method: 'GET', url: `/api/v1/package-orders/${bought.json.order.id}/invoice`, token: owner.token });
    expect(invoice.json).toMatchObject({ subtotal: 3500, gst: 315, total: 3815, gstRate: 0.18, currency: 'INR' });
    expect(invoice.json.lines).toHaveLength(2);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/v1/package-orders/${bought.json.order.id}/invoice`, token: dealer.token })).status,
    ).toBe(403);
  });
  it('rejects bad orders', async () => {
    for (const payload of [
      { planId: '3m-5', quantity: 0 },
      { planId: '3m-5', quantity: 1.5 },
      { planId: 'nope', quantity: 1 },
      { planId: '3m-5', quantity: '2' },
      {},
    ]) {
      expect((await call(t.app, { method: 'POST', url: '/api/v1/package-orders', payload, token: owner.token })).status).toBe(400);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/v1/package-orders' })).status).toBe(401);
  });
  it('404 for unknown order ids on renew and invoice', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/package-orders/no-such-order/renew'],
      ['GET', '/api/v1/package-orders/no-such-order/invoice'],
    ] as const) {
      const res = await call(t.app, { method, url, token: owner.token });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Order not found' });
    }
  });
});

describe('signed-in calls refuse guests', () => {
  it('401 without a token', async () => {
    const orders = await call(t.app, { method: 'GET', url: '/api/v1/package-orders', token: owner.token });
    const orderId = orders.json.orders[0].id;
    const guestCalls = [
      ['POST', `/api/v1/cars/${dealerCarId}/mark-sold`, undefined],
      ['POST', '/api/v1/saved-cars', { carId: dealerCarId }],
      ['DELETE', `/api/v1/saved-cars/${dealerCarId}`, undefined],
      ['GET', '/api/v1/enquiries/mine', undefined],
      ['POST', '/api/v1/package-orders', { planId: '3m-1', quantity: 1 }],
      ['POST', `/api/v1/package-orders/${orderId}/renew`, undefined],
      ['GET', `/api/v1/package-orders/${orderId}/invoice`, undefined],
      ['POST', '/api/v1/auth/logout', {}],
    ] as const;
    for (const [method, url, payload] of guestCalls) {
      const res = await call(t.app, { method, url, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.json).toEqual({ message: 'Please sign in to continue' });
      // A malformed or unknown token is no better.
      expect((await call(t.app, { method, url, ...(payload ? { payload } : {}), token: 'not-a-real-token-0123456789' })).status).toBe(401);
    }
  });
});

describe('public lists', () => {
  it('dealers by city and search', async () => {
    for (const city of ['Kolkata', 'Mumbai', 'Delhi']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/dealers?city=${city}` });
      expect(res.json.dealers.length).toBeGreaterThanOrEqual(3);
    }
    const search = await call(t.app, { method: 'GET', url: '/api/v1/dealers?search=mehta' });
    expect(search.json.dealers.map((d: { name: string }) => d.name)).toEqual(['Mehta Motors']);
  });
  it('locations, home stats, health', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/locations' })).json.locations).toContain('Kolkata, West Bengal');
    const stats = await call(t.app, { method: 'GET', url: '/api/v1/stats/home' });
    expect(stats.json.totalCars).toBeGreaterThan(50);
    expect(stats.json.bodyTypes.length).toBeGreaterThan(2);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/health' })).json.status).toBe('ok');
  });
  it('contact form: success text and required fields', async () => {
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'A', lastName: 'B', phone: '9876500000', email: 'a@b.in', subject: 'Hi', message: 'Hello' },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe('Message sent successfully!');
    const missing = await call(t.app, { method: 'POST', url: '/api/contact', payload: { firstName: 'A' } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Last name is required');
    for (const email of ['not-an-email', 'a@b', 'a b@c.in', '@example.in']) {
      const bad = await call(t.app, {
        method: 'POST',
        url: '/api/contact',
        payload: { firstName: 'A', lastName: 'B', phone: '9876500000', email, subject: 'Hi', message: 'Hello' },
      });
      expect(bad.status, email).toBe(400);
      expect(bad.json).toEqual({ message: 'Please enter a valid email address' });
    }
  });
});
