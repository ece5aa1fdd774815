// Initial schema. Car ids use COLLATE "C" so 'order by id' matches the shared sortCars tie-break.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table users (
    id text primary key,
    full_name text not null,
    email text,
    mobile_number text not null unique,
    user_type text not null,
    image text,
    avatar text,
    address text,
    landmark text,
    city text,
    state text,
    pin text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table sessions (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create table otp_challenges (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    mobile_number text not null,
    code_hash text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    consumed_at timestamptz,
    voided_at timestamptz
  )`,
  `create index otp_challenges_mobile_created on otp_challenges (mobile_number, created_at desc)`,
  `create table cars (
    id text collate "C" primary key,
    user_id text not null references users(id) on delete cascade,
    brand text not null,
    model text not null,
    variant text not null,
    car_name text not null,
    car_price integer not null,
    manufacturing_year integer not null,
    registration_year integer,
    fuel_type text not null,
    km_driven integer not null,
    transmission text not null,
    body_type text not null,
    ownership text not null,
    mileage real,
    seats integer,
    is_sale text not null default 'Sell',
    is_sold boolean not null default false,
    seller_type text not null,
    views integer not null default 0,
    saves integer not null default 0,
    state text not null,
    city text not null,
    locality text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Listing sorts over unsold cars: each index serves one sort order with the id tie-break.
  `create index cars_public_year_desc on cars (manufacturing_year desc, id) where not is_sold`,
  `create index cars_public_year_asc on cars (manufacturing_year asc, id) where not is_sold`,
  `create index cars_public_price on cars (car_price, id) where not is_sold`,
  `create index cars_public_price_desc on cars (car_price desc, id) where not is_sold`,
  `create index cars_public_views on cars (views desc, id) where not is_sold`,
  `create index cars_public_created on cars (created_at desc, id) where not is_sold`,
  `create index cars_brand on cars (brand) where not is_sold`,
  `create index cars_city on cars (lower(city)) where not is_sold`,
  `create index cars_state on cars (lower(state)) where not is_sold`,
  `create index cars_user on cars (user_id, created_at desc)`,
  `create table car_images (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    car_id text collate "C" references cars(id) on delete cascade,
    position integer not null default 0,
    storage_key text not null,
    width integer not null,
    height integer not null,
    created_at timestamptz not null default now()
  )`,
  `create index car_images_car on car_images (car_id, position)`,
  `create table saved_cars (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    car_id text collate "C" not null references cars(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (user_id, car_id)
  )`,
  `create index saved_cars_car on saved_cars (car_id)`,
  `create table enquiries (
    id text primary key,
    buyer_id text not null references users(id) on delete cascade,
    seller_id text not null references users(id) on delete cascade,
    car_id text collate "C" not null references cars(id) on delete cascade,
    message text,
    created_at timestamptz not null default now(),
    unique (buyer_id, car_id)
  )`,
  `create index enquiries_seller on enquiries (seller_id, created_at desc)`,
  `create table dealers (
    id text primary key,
    name text not null,
    role text not null,
    city text not null,
    location text not null,
    phone text not null,
    image_url text,
    rating real not null default 4.5,
    cars_listed integer not null default 0,
    user_id text references users(id) on delete set null
  )`,
  `create index dealers_city on dealers (lower(city))`,
  `create table package_plans (
    id text primary key,
    duration_label text not null,
    duration_months integer not null,
    ads integer not null,
    ads_label text not null,
    featured_days integer not null,
    price integer not null,
    position integer not null
  )`,
  `create table package_orders (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    plan_id text not null references package_plans(id),
    quantity integer not null,
    unit_price integer not null,
    subtotal integer not null,
    gst integer not null,
    total integer not null,
    purchased_at timestamptz not null,
    valid_until timestamptz not null,
    payment_id text not null,
    payment_provider text not null
  )`,
  `create index package_orders_user on package_orders (user_id, purchased_at desc)`,
  `create table contact_messages (
    id text primary key,
    first_name text not null,
    last_name text not null,
    phone text not null,
    email text not null,
    subject text not null,
    message text not null,
    created_at timestamptz not null default now()
  )`,
  `create table locations (
    name text primary key,
    city text not null,
    state text not null,
    position integer not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'locations',
    'contact_messages',
    'package_orders',
    'package_plans',
    'dealers',
    'enquiries',
    'saved_cars',
    'car_images',
    'cars',
    'otp_challenges',
    'sessions',
    'users',
  ]) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
