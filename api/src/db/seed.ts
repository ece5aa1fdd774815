// Seed data generated from the spec's constants: users (owners and dealers, including the two
// demo users the end-to-end tests sign in as), cars with generated pictures (the 10 wizard brands
// plus a few Range Rover, Ferrari and Lamborghini cars for the home page's brand tiles), dealers,
// saved cars, enquiries, package plans and orders, locations. Deterministic (fixed PRNG seed) and idempotent.
import {
  CAR_BRANDS,
  CITY_STATE,
  HEADER_CITIES,
  LOCATIONS,
  localitiesOfListedCity,
  LUXURY_BRANDS as SHARED_LUXURY_BRANDS,
  OWNERSHIPS,
  PACKAGE_PLANS,
  addMonths,
  computeOrderTotal,
  type CarModelSpec,
  type UserType,
} from '@carmarket/shared/domain';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import sharp from 'sharp';
import { newId } from '../lib/ids';
import { ARTWORK_COLOURS, carArtworkSvg } from '../features/uploads/car-artwork';
import type { ImageStorage } from '../features/uploads/image-storage';
import { storeImageVariants } from '../features/uploads/image-variants';
import type { CarsTable, Database } from './schema';

export const DEMO_OWNER = { fullName: 'Rahul Sharma', mobileNumber: '9876543210', city: 'Pune', state: 'Maharashtra' } as const;
export const DEMO_DEALER = { fullName: 'Mehta Motors', mobileNumber: '9123456780', city: 'Mumbai', state: 'Maharashtra' } as const;

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Vikram',
  'Ananya',
  'Rohan',
  'Sneha',
  'Arjun',
  'Kavya',
  'Aditya',
  'Neha',
  'Karan',
  'Pooja',
  'Siddharth',
  'Meera',
  'Amit',
  'Divya',
  'Rajesh',
  'Isha',
  'Manish',
  'Ritu',
];
const LAST_NAMES = [
  'Patel',
  'Gupta',
  'Singh',
  'Reddy',
  'Iyer',
  'Verma',
  'Joshi',
  'Nair',
  'Agarwal',
  'Khan',
  'Deshmukh',
  'Chauhan',
  'Bose',
  'Malhotra',
  'Kulkarni',
];
const DEALER_PREFIXES = ['Royal', 'Star', 'Prime', 'Metro', 'Shree Ganesh', 'Sai', 'Apex', 'Urban', 'Galaxy', 'Trust'];
const DEALER_SUFFIXES = ['Motors', 'Autos', 'Car World', 'Wheels', 'Car Point'];
/** Kolkata, Mumbai, Delhi and Pune first, then the rest of the header's cities in its order. */
const DEALER_CITIES = ['Kolkata', 'Mumbai', 'Delhi', 'Pune', ...HEADER_CITIES.filter((city) => city !== 'Delhi' && city !== 'Pune')];

/** mulberry32: small deterministic PRNG so every seed run makes the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

function localitiesOf(city: string): readonly string[] {
  const localities = localitiesOfListedCity(city);
  return localities.length > 0 ? localities : ['Central'];
}

const ALL_MODELS: { brand: string; model: CarModelSpec }[] = CAR_BRANDS.flatMap((b) => b.models.map((model) => ({ brand: b.name, model })));

/**
 * The home page's 13 Popular Brands tiles are the wizard's ten plus the shared LUXURY_BRANDS (spec
 * §2/§9): a handful of cars each, so their tiles never show 0.
 */
const LUXURY_CAR_COUNTS: Readonly<Record<string, number>> = { 'Range Rover': 6, Ferrari: 4, Lamborghini: 4 };
export const LUXURY_BRANDS: readonly { name: string; cars: number; models: readonly CarModelSpec[] }[] = SHARED_LUXURY_BRANDS.map(
  (brand) => ({
    ...brand,
    cars: LUXURY_CAR_COUNTS[brand.name] ?? 4,
  }),
);
const ALL_CITIES = Object.keys(CITY_STATE);

interface SeedUser {
  id: string;
  city: string;
  state: string;
  sellerType: 'Owner' | 'Dealer';
}

function makeCar(
  rng: Rng,
  user: SeedUser,
  now: Date,
  index: number,
  chosen?: { brand: string; model: CarModelSpec },
): Insertable<CarsTable> {
  const { brand, model } = chosen ?? rng.pick(ALL_MODELS);
  const luxury = model.newPrice >= 5_000_000;
  const variant = rng.pick(model.variants);
  // Luxury cars on the used market here are mostly recent; everything else goes back to 2008.
  const year = rng.int(luxury ? 2017 : 2008, now.getFullYear() - 1);
  const age = now.getFullYear() - year;
  const depreciation = Math.max(0.18, 0.85 ** age);
  // Rounded to Rs 5,000, or to Rs 1 lakh above a crore (how such prices are quoted).
  const step = model.newPrice >= 10_000_000 ? 100_000 : 5000;
  const carPrice = Math.max(50_000, Math.round((model.newPrice * depreciation * (0.9 + rng.next() * 0.2)) / step) * step);
  const fuelType = rng.pick(model.fuels);
  const transmission = luxury || rng.next() >= 0.62 ? 'Automatic' : 'Manual';
  const ownership = age < 4 ? '1st' : rng.pick(OWNERSHIPS);
  const createdAt = new Date(now.getTime() - (index % 2000) * 3_600_000 - rng.int(0, 3_599) * 1000);
  return {
    id: newId(),
    userId: user.id,
    brand,
    model: model.name,
    variant,
    carName: `${brand} ${model.name} ${variant}`,
    carPrice,
    manufacturingYear: year,
    registrationYear: Math.min(now.getFullYear(), year + rng.int(0, 1)),
    fuelType,
    kmDriven: Math.max(500, Math.round(((age + rng.next()) * rng.int(5000, 14000)) / 100) * 100),
    transmission,
    bodyType: model.bodyType,
    ownership,
    mileage: fuelType === 'Electric' ? null : Math.round(((luxury ? 5 : 12) + rng.next() * (luxury ? 7 : 14)) * 10) / 10,
    seats: model.seats,
    isSale: 'Sell',
    isSold: rng.next() < 0.05,
    sellerType: user.sellerType,
    views: rng.int(0, 2500),
    state: user.state,
    city: user.city,
    locality: rng.pick(localitiesOf(user.city)),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Renders the seed pictures once per storage (skipped when the files already exist). */
async function ensureArtwork(
  storage: ImageStorage,
  bodyType: string,
  colour: number,
): Promise<{ storageKey: string; width: number; height: number }> {
  const storageKey = `seed-${bodyType.toLowerCase()}-${colour}`;
  const width = 1280;
  const height = 853;
  if (await storage.exists(`${storageKey}-1280.webp`)) return { storageKey, width, height };
  const jpeg = await sharp(Buffer.from(carArtworkSvg(bodyType, colour, bodyType)))
    .jpeg({ quality: 85 })
    .toBuffer();
  return storeImageVariants(storage, jpeg, storageKey);
}

async function insertCarsWithImages(
  db: Kysely<Database>,
  storage: ImageStorage | null,
  cars: Insertable<CarsTable>[],
  rng: Rng,
): Promise<void> {
  const artwork = new Map<string, { storageKey: string; width: number; height: number }>();
  const images = [];
  for (const car of cars) {
    if (!storage) break;
    const first = rng.int(0, ARTWORK_COLOURS.length - 1);
    for (let position = 0; position < 3; position += 1) {
      const colour = (first + position) % ARTWORK_COLOURS.length;
      const key = `${car.bodyType}-${colour}`;
      let art = artwork.get(key);
      if (!art) {
        art = await ensureArtwork(storage, car.bodyType, colour);
        artwork.set(key, art);
      }
      images.push({ id: newId(), userId: car.userId, carId: car.id, position, ...art, createdAt: car.createdAt });
    }
  }
  for (let i = 0; i < cars.length; i += 1000)
    await db
      .insertInto('cars')
      .values(cars.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < images.length; i += 2000)
    await db
      .insertInto('carImages')
      .values(images.slice(i, i + 2000))
      .execute();
}

export interface SeedOptions {
  /** Cars to create on a fresh database (default 240). */
  cars?: number;
  /** null skips images (fast unit tests). */
  storage: ImageStorage | null;
  now?: Date;
}

/** Seeds an empty database; does nothing when the demo owner already exists. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('mobileNumber', '=', DEMO_OWNER.mobileNumber).executeTakeFirst();
  if (existing) return { seeded: false };
  const rng = prng(20250101);
  const now = options.now ?? new Date();
  const carCount = Math.max(options.cars ?? 240, 40);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('packagePlans')
      .values(PACKAGE_PLANS.map((p, position) => ({ ...p, position })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('locations')
      .values(LOCATIONS.map((name, position) => ({ name, city: name.split(', ')[0]!, state: name.split(', ')[1]!, position })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    const userRow = (fullName: string, mobileNumber: string, userType: UserType, city: string, email: string | null) => ({
      id: newId(),
      fullName,
      email,
      mobileNumber,
      userType,
      image: null,
      avatar: null,
      address: null,
      landmark: null,
      city,
      state: CITY_STATE[city] ?? null,
      pin: null,
      createdAt: new Date(now.getTime() - rng.int(30, 900) * 86_400_000),
      updatedAt: now,
    });
    const rahul = {
      ...userRow(DEMO_OWNER.fullName, DEMO_OWNER.mobileNumber, 'Owner', DEMO_OWNER.city, 'rahul.sharma@example.in'),
      address: '14 Karve Road',
      landmark: 'Near Garware College',
      pin: '411004',
    };
    const mehta = {
      ...userRow(DEMO_DEALER.fullName, DEMO_DEALER.mobileNumber, 'Dealer', DEMO_DEALER.city, 'sales@mehtamotors.example.in'),
      address: 'Link Road, Andheri West',
      pin: '400053',
    };
    const owners = Array.from({ length: 40 }, (_, i) =>
      userRow(
        `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
        `9${String(700000000 + i * 1371).padStart(9, '0')}`,
        'Owner',
        ALL_CITIES[i % ALL_CITIES.length]!,
        `owner${i}@example.in`,
      ),
    );
    const dealerUsers = DEALER_CITIES.flatMap((city, c) =>
      Array.from({ length: 3 }, (_, k) => {
        const name = `${DEALER_PREFIXES[(c + k * 3) % DEALER_PREFIXES.length]} ${DEALER_SUFFIXES[(c + k) % DEALER_SUFFIXES.length]}`;
        return userRow(name, `8${String(800000000 + c * 100 + k).padStart(9, '0')}`, 'Dealer', city, null);
      }),
    );
    await trx
      .insertInto('users')
      .values([rahul, mehta, ...owners, ...dealerUsers])
      .execute();

    const seedUser = (u: { id: string; city: string | null; state: string | null; userType: string }): SeedUser => ({
      id: u.id,
      city: u.city ?? 'Delhi',
      state: u.state ?? 'Delhi',
      sellerType: u.userType === 'Dealer' ? 'Dealer' : 'Owner',
    });
    const cars: Insertable<CarsTable>[] = [];
    // Rahul: 4 cars in Pune, the last one sold (My Listings shows the Sold overlay).
    for (let i = 0; i < 4; i += 1) cars.push({ ...makeCar(rng, seedUser(rahul), now, cars.length), isSold: i === 3 });
    for (let i = 0; i < 12; i += 1) cars.push({ ...makeCar(rng, seedUser(mehta), now, cars.length), isSold: false });
    while (cars.length < carCount)
      cars.push(makeCar(rng, rng.next() < 0.65 ? seedUser(rng.pick(owners)) : seedUser(rng.pick(dealerUsers)), now, cars.length));
    await insertCarsWithImages(trx, options.storage, cars, rng);

    // Every home brand tile has cars: the three luxury brands, and any wizard brand the random picks
    // above missed (small seeds). Their own PRNG leaves the data above exactly as it was.
    const extraRng = prng(20250202);
    const extraSeller = () => seedUser(extraRng.next() < 0.7 ? extraRng.pick(dealerUsers) : extraRng.pick(owners));
    const extras: Insertable<CarsTable>[] = [];
    const addExtra = (brand: string, model: CarModelSpec) =>
      extras.push({ ...makeCar(extraRng, extraSeller(), now, cars.length + extras.length, { brand, model }), isSold: false });
    for (const luxury of LUXURY_BRANDS) {
      for (let i = 0; i < luxury.cars; i += 1) addExtra(luxury.name, luxury.models[i % luxury.models.length]!);
    }
    for (const brand of CAR_BRANDS) {
      if (!cars.some((c) => c.brand === brand.name && !c.isSold)) addExtra(brand.name, extraRng.pick(brand.models));
    }
    await insertCarsWithImages(trx, options.storage, extras, extraRng);
    const allCars = [...cars, ...extras];

    const dealerRows = [mehta, ...dealerUsers].map((d) => ({
      id: newId(),
      name: d.fullName,
      role: 'Dealer',
      city: d.city!,
      location: `${rng.pick(localitiesOf(d.city!))}, ${d.city}`,
      phone: d.mobileNumber,
      imageUrl: null,
      rating: Math.round((3.8 + rng.next() * 1.2) * 10) / 10,
      carsListed: allCars.filter((c) => c.userId === d.id && !c.isSold).length,
      userId: d.id,
    }));
    await trx.insertInto('dealers').values(dealerRows).execute();

    // Rahul saved three cars and asked about two of Mehta Motors' cars; others asked about his.
    const mehtaCars = cars.filter((c) => c.userId === mehta.id);
    const rahulCars = cars.filter((c) => c.userId === rahul.id && !c.isSold);
    const savedIds = [mehtaCars[0]!.id, mehtaCars[1]!.id, cars[30]!.id];
    await trx
      .insertInto('savedCars')
      .values(savedIds.map((carId, i) => ({ id: newId(), userId: rahul.id, carId, createdAt: new Date(now.getTime() - i * 86_400_000) })))
      .execute();
    await trx
      .updateTable('cars')
      .set({ saves: sql`saves + 1` })
      .where('id', 'in', savedIds)
      .execute();
    const enquiries = [
      ...mehtaCars.slice(0, 2).map((car, i) => ({ buyerId: rahul.id, sellerId: mehta.id, carId: car.id!, i })),
      ...rahulCars.flatMap((car, i) =>
        owners.slice(i * 2, i * 2 + 2).map((o, k) => ({ buyerId: o.id, sellerId: rahul.id, carId: car.id!, i: i + k })),
      ),
      ...mehtaCars.slice(2, 6).map((car, i) => ({ buyerId: owners[10 + i]!.id, sellerId: mehta.id, carId: car.id!, i })),
    ];
    await trx
      .insertInto('enquiries')
      .values(
        enquiries.map((e) => ({
          id: newId(),
          buyerId: e.buyerId,
          sellerId: e.sellerId,
          carId: e.carId,
          message: 'Is this car still available? I would like a test drive.',
          createdAt: new Date(now.getTime() - (e.i + 1) * 7_200_000),
        })),
      )
      .execute();

    // Rahul's packages: one active, one expired (so Renew can be tried).
    const order = (planId: string, quantity: number, purchasedAt: Date) => {
      const plan = PACKAGE_PLANS.find((p) => p.id === planId)!;
      const t = computeOrderTotal(plan, quantity);
      return {
        id: newId(),
        userId: rahul.id,
        planId,
        quantity,
        unitPrice: t.unitPrice,
        subtotal: t.subtotal,
        gst: t.gst,
        total: t.total,
        purchasedAt,
        validUntil: addMonths(purchasedAt, plan.durationMonths),
        paymentId: `pay_seed_${planId}`,
        paymentProvider: 'dev',
        status: 'paid' as const,
        paidAt: purchasedAt,
      };
    };
    await trx
      .insertInto('packageOrders')
      .values([order('3m-5', 1, new Date(now.getTime() - 10 * 86_400_000)), order('3m-1', 2, new Date(now.getTime() - 200 * 86_400_000))])
      .execute();
  });
  return { seeded: true };
}

/** Adds generated cars until the table holds `target` cars (benchmark data sets). */
export async function growCars(db: Kysely<Database>, storage: ImageStorage | null, target: number, now = new Date()): Promise<number> {
  const { n } = await db
    .selectFrom('cars')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  let count = Number(n);
  if (count >= target) return count;
  const sellers = await db
    .selectFrom('users')
    .select(['id', 'city', 'state', 'userType'])
    .where('userType', 'in', ['Owner', 'Dealer'])
    .execute();
  const rng = prng(count + 7);
  while (count < target) {
    const batch: Insertable<CarsTable>[] = [];
    for (let i = 0; i < Math.min(5000, target - count); i += 1) {
      const u = rng.pick(sellers);
      batch.push(
        makeCar(
          rng,
          { id: u.id, city: u.city ?? 'Delhi', state: u.state ?? 'Delhi', sellerType: u.userType === 'Dealer' ? 'Dealer' : 'Owner' },
          now,
          count + i,
        ),
      );
    }
    await db.transaction().execute((trx) => insertCarsWithImages(trx, storage, batch, rng));
    count += batch.length;
  }
  await sql`analyze`.execute(db);
  return count;
}
