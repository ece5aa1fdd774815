// Buy Packages: the catalogue of spec §9 as one radio group (one plan at a time, drawn as
// checkboxes like the original), a quantity, and Continue to Pay opening the Order Summary.
import { useState, type FormEvent } from 'react';
import { Button, ErrorText, formatRupees, type PackagePlan } from '@carmarket/shared';
import { AccountScreen } from '../../../components/account-screen';
import { QueryState } from '../../../components/screen-state';
import { StyledField } from '../../../components/screen.styles';
import { PACKAGE_PLANS_FETCH_FAILED, usePackagePlans } from '../api/get-packages';
import { AdsBalanceCard } from './ads-balance-card';
import { OrderSummaryModal } from './order-summary-modal';
import { StyledPlanGroup, StyledPlanList, StyledPlanOption, StyledPurchaseBar } from './buy-packages-screen.styles';

export const SELECT_PLAN_ERROR = 'Please select a package';
export const QUANTITY_ERROR = 'Please enter a quantity of at least 1';
const MAX_QUANTITY = 1000;

function groupByDuration(plans: readonly PackagePlan[]): Array<[string, PackagePlan[]]> {
  const groups = new Map<string, PackagePlan[]>();
  for (const plan of plans) groups.set(plan.durationLabel, [...(groups.get(plan.durationLabel) ?? []), plan]);
  return [...groups.entries()];
}

export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

export function BuyPackagesScreen() {
  const plans = usePackagePlans();
  const [planId, setPlanId] = useState<string | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [errors, setErrors] = useState<{ plan?: string; quantity?: string }>({});
  const [summaryOpen, setSummaryOpen] = useState(false);
  const selected = plans.data?.find((p) => p.id === planId) ?? null;
  const quantity = parseQuantity(quantityText);

  const continueToPay = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(selected ? {} : { plan: SELECT_PLAN_ERROR }),
      ...(quantity === null
        ? {
            quantity:
              quantityText.trim() !== '' && Number(quantityText) > MAX_QUANTITY
                ? `Please enter a quantity of at most ${MAX_QUANTITY}`
                : QUANTITY_ERROR,
          }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) setSummaryOpen(true);
  };

  return (
    <AccountScreen id="buy-packages" title="Buy Packages">
      <AdsBalanceCard />
      <QueryState
        query={plans}
        loadingText="Loading packages…"
        errorText={PACKAGE_PLANS_FETCH_FAILED}
        empty={plans.data?.length === 0 && 'No packages available right now'}
      >
        <form onSubmit={continueToPay} noValidate>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={errors.plan ? 'plan-error' : undefined}>
            <legend style={{ fontWeight: 700, marginBottom: 8 }}>Choose a package</legend>
            {groupByDuration(plans.data ?? []).map(([duration, group]) => (
              <StyledPlanGroup key={duration}>
                <h2>{duration}</h2>
                <StyledPlanList>
                  {group.map((plan) => (
                    <li key={plan.id}>
                      <StyledPlanOption $checked={plan.id === planId}>
                        <input
                          type="radio"
                          name="package-plan"
                          value={plan.id}
                          checked={plan.id === planId}
                          onChange={() => {
                            setPlanId(plan.id);
                            setErrors((e) => ({ ...e, plan: undefined }));
                          }}
                          aria-label={`${plan.durationLabel}, ${plan.adsLabel}, ${formatRupees(plan.price)}`}
                        />
                        <span className="box" aria-hidden="true" />
                        <span className="ads">{plan.adsLabel}</span>
                        <span className="price">{formatRupees(plan.price)}</span>
                        <span className="validity">Valid for {plan.durationLabel}</span>
                      </StyledPlanOption>
                    </li>
                  ))}
                </StyledPlanList>
              </StyledPlanGroup>
            ))}
          </fieldset>
          {errors.plan && (
            <ErrorText id="plan-error" role="alert">
              {errors.plan}
            </ErrorText>
          )}
          <StyledPurchaseBar>
            <StyledField style={{ maxWidth: 160 }}>
              <label htmlFor="package-quantity">Quantity</label>
              <input
                id="package-quantity"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={quantityText}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={errors.quantity ? 'quantity-error' : undefined}
                onChange={(e) => setQuantityText(e.target.value)}
              />
            </StyledField>
            <Button type="submit">Continue to Pay</Button>
          </StyledPurchaseBar>
          {errors.quantity && (
            <ErrorText id="quantity-error" role="alert">
              {errors.quantity}
            </ErrorText>
          )}
        </form>
      </QueryState>
      {selected && quantity !== null && (
        <OrderSummaryModal open={summaryOpen} plan={selected} quantity={quantity} onClose={() => setSummaryOpen(false)} />
      )}
    </AccountScreen>
  );
}
