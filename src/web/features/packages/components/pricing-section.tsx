import { Badge, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrencyCode } from '../../../../domain/money/currencies';
import { PACKAGE_LIMITS } from '../../../../domain/packages/package-input';
import { cheapestPlanWith } from '../../../../domain/plans/access';
import type { FeatureKey } from '../../../../domain/plans/features';
import { PriceInput } from '../../../components/price-input';
import { UPGRADE_PATH } from '../../../components/upgrade-prompt';
import { type PackageFormValues, perMonthLabel } from './package-form-values';

/** spec (doc 2, §6): a locked feature shows its plan as a badge that links to billing. */
function PlanBadge({ feature }: { feature: FeatureKey }) {
  const plan = cheapestPlanWith(feature).name;
  return (
    <Badge
      component={Link}
      to={UPGRADE_PATH}
      variant="light"
      color="violet"
      size="sm"
      style={{ cursor: 'pointer' }}
      aria-label={`${plan} plan feature: upgrade to ${plan}`}
    >
      {plan}
    </Badge>
  );
}

function SwitchLabel({ label, feature, locked }: { label: string; feature: FeatureKey; locked: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <span>{label}</span>
      {locked ? <PlanBadge feature={feature} /> : null}
    </Group>
  );
}

interface PricingSectionProps {
  form: UseFormReturnType<PackageFormValues>;
  currency: CurrencyCode;
  canUsePaymentPlans: boolean;
  canUseExpiry: boolean;
}

function Indented({ children }: { children: ReactNode }) {
  return (
    <Stack gap={6} pl={{ base: 0, xs: 54 }}>
      {children}
    </Stack>
  );
}

/** Price, the monthly payment plan and the expiry, with their plan gates. */
export function PricingSection({ form, currency, canUsePaymentPlans, canUseExpiry }: PricingSectionProps) {
  const { values } = form;
  const perMonth = perMonthLabel(values, currency);
  // Without the feature a switch can be turned off (after a downgrade) but not on.
  const planLocked = !canUsePaymentPlans && !values.paymentPlanEnabled;
  const expiryLocked = !canUseExpiry && !values.expires;
  return (
    <Stack gap="lg">
      <PriceInput
        currency={currency}
        label="Price"
        description="0 makes it free"
        maw={240}
        {...form.getInputProps('price')}
      />
      <Stack gap="xs">
        <Switch
          label={
            <SwitchLabel
              label="Monthly payment plan"
              feature="packagePaymentPlans"
              locked={!canUsePaymentPlans}
            />
          }
          description="Clients can pay in monthly instalments instead of all at once"
          disabled={planLocked}
          {...form.getInputProps('paymentPlanEnabled', { type: 'checkbox' })}
        />
        {values.paymentPlanEnabled ? (
          <Indented>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <NumberInput
                label="Months"
                min={PACKAGE_LIMITS.paymentPlanMonthsMin}
                max={PACKAGE_LIMITS.paymentPlanMonthsMax}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                w={120}
                {...form.getInputProps('paymentPlanMonths')}
              />
              {perMonth ? (
                <Text size="sm" mt={32} data-testid="per-month">
                  {perMonth}
                </Text>
              ) : null}
            </Group>
          </Indented>
        ) : null}
      </Stack>
      <Stack gap="xs">
        <Switch
          label={<SwitchLabel label="Expires" feature="timeLimitedPackages" locked={!canUseExpiry} />}
          description="Sessions must be booked within a number of days after purchase"
          disabled={expiryLocked}
          {...form.getInputProps('expires', { type: 'checkbox' })}
        />
        {values.expires ? (
          <Indented>
            <NumberInput
              label="Days after purchase"
              min={PACKAGE_LIMITS.expiryDaysMin}
              max={PACKAGE_LIMITS.expiryDaysMax}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              w={180}
              {...form.getInputProps('expiryDays')}
            />
          </Indented>
        ) : null}
      </Stack>
    </Stack>
  );
}
