// Buy Packages: the catalogue of spec §9 as one radio group (one plan at a time, drawn as
// checkboxes like the original), a quantity, and Continue to Pay opening the Order Summary.
import { useState } from 'react';
import { Button, ErrorText, formatRupees, type PackagePlan } from '@carmarket/shared';
import { FormField, useZodForm } from '@carmarket/shared/forms';
import { AccountScreen } from '../../../components/account-screen';
import { QueryState } from '../../../components/screen-state';
import { PACKAGE_PLANS_FETCH_FAILED, usePackagePlans } from '../api/get-packages';
import { AdsBalanceCard } from './ads-balance-card';
import { packageChoiceSchema, parseQuantity, type PackageChoice } from '../package-choice';
import { OrderSummaryModal } from './order-summary-modal';
import { StyledPlanGroup, StyledPlanList, StyledPlanOption, StyledPurchaseBar } from './buy-packages-screen.styles';

function groupByDuration(plans: readonly PackagePlan[]): Array<[string, PackagePlan[]]> {
  const groups = new Map<string, PackagePlan[]>();
  for (const plan of plans) groups.set(plan.durationLabel, [...(groups.get(plan.durationLabel) ?? []), plan]);
  return [...groups.entries()];
}

export function BuyPackagesScreen() {
  const plans = usePackagePlans();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useZodForm<PackageChoice>(packageChoiceSchema, { defaultValues: { planId: '', quantity: '1' } });
  const [summaryOpen, setSummaryOpen] = useState(false);
  const planId = watch('planId');
  const selected = plans.data?.find((p) => p.id === planId) ?? null;
  const quantity = parseQuantity(watch('quantity'));
  const planError = errors.planId?.message;

  const continueToPay = handleSubmit(() => setSummaryOpen(true));

  return (
    <AccountScreen id="buy-packages" title="Buy Packages">
      <AdsBalanceCard />
      <QueryState
        query={plans}
        loadingText="Loading packages…"
        errorText={PACKAGE_PLANS_FETCH_FAILED}
        empty={plans.data?.length === 0 && 'No packages available right now'}
      >
        <form onSubmit={(event) => void continueToPay(event)} noValidate>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={planError ? 'plan-error' : undefined}>
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
                          {...register('planId')}
                          value={plan.id}
                          aria-invalid={planError ? true : undefined}
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
          {planError && (
            <ErrorText id="plan-error" role="alert">
              {planError}
            </ErrorText>
          )}
          <StyledPurchaseBar>
            <div style={{ maxWidth: 160 }}>
              <FormField
                id="package-quantity"
                label="Quantity"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                announce="assertive"
                error={errors.quantity?.message}
                {...register('quantity')}
              />
            </div>
            <Button type="submit">Continue to Pay</Button>
          </StyledPurchaseBar>
        </form>
      </QueryState>
      {selected && quantity !== null && (
        <OrderSummaryModal open={summaryOpen} plan={selected} quantity={quantity} onClose={() => setSummaryOpen(false)} />
      )}
    </AccountScreen>
  );
}
