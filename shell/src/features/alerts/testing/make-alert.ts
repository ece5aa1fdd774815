// Test data for the bell: an API alert with its car, with overrides.
import type { Alert, AlertCar, AlertsPage } from '@carmarket/shared';

let counter = 0;

export function makeAlertCar(overrides: Partial<AlertCar> = {}): AlertCar {
  return {
    id: 'car-1',
    carName: 'Hyundai Creta SX',
    brand: 'Hyundai',
    model: 'Creta',
    variant: 'SX',
    manufacturingYear: 2021,
    carPrice: 950_000,
    kmDriven: 45_000,
    fuelType: 'Petrol',
    city: 'Pune',
    isSold: false,
    url: '/buy-car/car-1',
    image: null,
    ...overrides,
  };
}

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  counter += 1;
  return {
    id: String(counter),
    kind: 'price-drop',
    createdAt: '2026-11-20T10:00:00Z',
    readAt: null,
    oldPrice: 1_000_000,
    newPrice: 950_000,
    savedSearch: null,
    car: makeAlertCar(),
    ...overrides,
  };
}

export function makeAlertsPage(alerts: Alert[], overrides: Partial<AlertsPage> = {}): AlertsPage {
  return {
    alerts,
    unreadCount: alerts.filter((alert) => alert.readAt === null).length,
    total: alerts.length,
    page: 1,
    pageSize: 20,
    pageCount: alerts.length > 0 ? 1 : 0,
    ...overrides,
  };
}
