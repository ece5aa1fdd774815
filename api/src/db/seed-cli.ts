// pnpm --filter api seed [--cars 100000]: seeds (if needed) and grows the car table.
import { optionsFromEnv } from '../config';
import { createImageStorage } from '../features/uploads/image-storage';
import { openDatabase } from './database';
import { growCars, seedDatabase } from './seed';

const args = process.argv.slice(2);
const carsIndex = args.indexOf('--cars');
const target = carsIndex >= 0 ? Number(args[carsIndex + 1]) : 240;
if (!Number.isInteger(target) || target < 0) throw new Error('--cars needs a whole number');

const options = optionsFromEnv();
const handle = await openDatabase(options);
const storage = createImageStorage(options);
const started = Date.now();
const { seeded } = await seedDatabase(handle.db, { cars: Math.min(target, 240), storage });
const total = await growCars(handle.db, storage, target);
console.log(
  `${seeded ? 'Seeded' : 'Database already seeded'}; ${total} cars (${handle.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await handle.close();
storage.close();
