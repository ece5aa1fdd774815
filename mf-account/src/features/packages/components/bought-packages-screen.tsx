// Bought Packages: my orders in a table, Active/Expired from validity once paid, the payment state of
// unpaid orders (pending, failed, expired), Renew for expired packages, a printable Invoice of paid
// ones, and the Current Year / Newest First / Oldest First sort.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, formatRupees, type PackageOrder, useSessionUser } from '@carmarket/shared';
import { AccountScreen } from '../../../components/account-screen';
import { QueryState } from '../../../components/screen-state';
import { SelectField } from '../../../components/toolbar-fields';
import { formatDdMmYyyy } from '../../../lib/dates';
import { useNotice } from '../../../lib/use-notice';
import { PACKAGE_ORDERS_FETCH_FAILED, usePackageOrders } from '../api/get-package-orders';
import { useRenewPackageOrder } from '../api/renew-package-order';
import {
  BOUGHT_PACKAGE_SORTS,
  DEFAULT_BOUGHT_PACKAGE_SORT,
  boughtPackageState,
  sortBoughtPackages,
  type BoughtPackageSort,
} from '../package-orders';
import { InvoiceModal } from './invoice-modal';
import { StyledStatus, StyledTable, StyledTableScroll } from './bought-packages-screen.styles';

export function BoughtPackagesScreen() {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  // The order just paid for arrives in history state once; kept here so the row stays marked.
  const [paidOrderId] = useState(() => (location.state as { paidOrderId?: string } | null)?.paidOrderId);
  const orders = usePackageOrders(user?.id);
  const renewal = useRenewPackageOrder(user?.id);
  const [sort, setSort] = useState<BoughtPackageSort>(DEFAULT_BOUGHT_PACKAGE_SORT);
  const renewing = renewal.isPending ? renewal.variables : null;
  const [invoiceOrderId, setInvoiceOrderId] = useState<string | null>(null);
  const { notice, report } = useNotice(paidOrderId ? { text: 'Payment successful. Your package is active.', tone: 'success' } : undefined);
  const visible = sortBoughtPackages(orders.data ?? [], sort);

  // Shown once: drop the state from this history entry so a reload (or Back to it) does not
  // announce the payment again.
  const hasPaidState = Boolean((location.state as { paidOrderId?: string } | null)?.paidOrderId);
  useEffect(() => {
    if (hasPaidState)
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [hasPaidState, navigate, location.pathname, location.search, location.hash]);

  const renew = (order: PackageOrder) =>
    report(
      () => renewal.mutateAsync(order.id),
      (renewed) => `Package renewed until ${formatDdMmYyyy(renewed.validUntil)}`,
      'Could not renew the package',
    );

  return (
    <AccountScreen
      id="bought"
      title="Bought Packages"
      actions={<Link to="/settings/buy-packages">Buy a package</Link>}
      notice={notice}
      toolbar={
        <SelectField
          id="bought-sort"
          label="Sort"
          value={sort}
          options={BOUGHT_PACKAGE_SORTS}
          onChange={setSort}
          style={{ maxWidth: 240 }}
        />
      }
    >
      <QueryState
        query={orders}
        loadingText="Loading your packages…"
        errorText={PACKAGE_ORDERS_FETCH_FAILED}
        empty={visible.length === 0 && ((orders.data ?? []).length === 0 ? 'No packages bought yet' : 'No packages bought this year')}
      >
        <StyledTableScroll tabIndex={0} role="region" aria-labelledby="bought-caption">
          <StyledTable>
            <caption id="bought-caption">Your packages</caption>
            <thead>
              <tr>
                <th scope="col">Ad Quantity</th>
                <th scope="col">Purchase Date</th>
                <th scope="col">Validity</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((order) => {
                const state = boughtPackageState(order);
                return (
                  <tr key={order.id} aria-current={order.id === paidOrderId ? 'true' : undefined}>
                    <td>
                      {order.ads} Ads
                      <span className="plan">
                        {order.plan.adsLabel} × {order.quantity}
                      </span>
                    </td>
                    <td>{formatDdMmYyyy(order.purchasedAt)}</td>
                    <td>{state.paid ? formatDdMmYyyy(order.validUntil) : <span aria-label="No validity: not paid">—</span>}</td>
                    <td>{formatRupees(order.total)}</td>
                    <td>
                      <StyledStatus $tone={state.tone}>{state.label}</StyledStatus>
                      {state.detail && <span className="plan">{state.detail}</span>}
                    </td>
                    <td className="actions">
                      {state.paid && state.label === 'Expired' && (
                        <Button type="button" $size="sm" disabled={renewing === order.id} onClick={() => void renew(order)}>
                          {renewing === order.id ? 'Renewing…' : 'Renew'}
                        </Button>
                      )}
                      {state.paid && (
                        <Button type="button" $size="sm" $variant="secondary" onClick={() => setInvoiceOrderId(order.id)}>
                          Invoice
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      </QueryState>
      <InvoiceModal orderId={invoiceOrderId} onClose={() => setInvoiceOrderId(null)} />
    </AccountScreen>
  );
}
