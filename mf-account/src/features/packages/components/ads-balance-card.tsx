// 'N left of M ads': ads in my active packages against the cars I have on sale now.
import { useSessionUser } from '@carmarket/shared';
import { useUserCars } from '../../listings/api/get-user-cars';
import { usePackageOrders } from '../api/get-package-orders';
import { adsBalance } from '../package-orders';
import { StyledBalanceCard } from './ads-balance-card.styles';

export function AdsBalanceCard() {
  const user = useSessionUser();
  const orders = usePackageOrders(user?.id);
  const cars = useUserCars(user?.id);
  if (!orders.data || !cars.data) return null;
  const balance = adsBalance(orders.data, cars.data);
  return (
    <StyledBalanceCard aria-label="Your ads balance">
      <p className="big">
        {balance.left} left of {balance.total} ads
      </p>
      <p>
        {balance.total === 0
          ? 'You have no active package. Choose one below to list more cars.'
          : `${balance.used} used by the cars you have on sale.`}
      </p>
    </StyledBalanceCard>
  );
}
