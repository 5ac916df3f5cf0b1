import { useId, useState } from 'react';
import type { DiscountPreviewInput, DiscountPreviewView } from '../../domain/discounts/redemption-input';
import type { CurrencyCode } from '../../domain/money/currencies';
import { formatMoney } from '../../domain/money/money';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';

// The discount code on the public forms (issue 14): the client types a code and presses Apply;
// the server's preview answers the price, the amount off and the total, or why the code cannot be
// used here, shown under the field. The booking sends the code again and the server counts it.

/** What a paid form offers a code for: the page, the item, and its price before any code. */
export type DiscountOffer = {
  slug: string;
  item: DiscountPreviewInput['item'];
  price: number;
  currency: string;
};

export type DiscountState = {
  /** What the client typed. */
  code: string;
  /** The preview of the code as applied; null until Apply succeeds (and after an edit). */
  applied: DiscountPreviewView | null;
  error: string | null;
};

export const NO_DISCOUNT: DiscountState = { code: '', applied: null, error: null };

/** The code the form sends: the applied one, else whatever was typed (the server checks it). */
export const discountCodeOf = (state: DiscountState): string | null =>
  state.applied?.code ?? (state.code.trim() || null);

const money = (amount: number, currency: string) =>
  formatMoney({ amount, currency: currency as CurrencyCode }, undefined, { trimWholeAmounts: true });

export function DiscountField(props: {
  offer: DiscountOffer;
  /** The email typed so far: a code given to one client is checked against it. */
  email: string;
  state: DiscountState;
  onState: (update: (s: DiscountState) => DiscountState) => void;
}) {
  const { offer, state, onState } = props;
  const id = useId();
  const [applying, setApplying] = useState(false);
  const code = state.code.trim();

  async function apply() {
    if (!code || applying) return;
    setApplying(true);
    try {
      const applied = await apiRequest<DiscountPreviewView>(
        `/public/pages/${encodeURIComponent(offer.slug)}/discounts/preview`,
        { method: 'POST', body: { code, email: props.email.trim() || null, item: offer.item } },
      );
      onState((s) => ({ ...s, code: applied.code, applied, error: null }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
      onState((s) => ({ ...s, applied: null, error: message }));
    } finally {
      setApplying(false);
    }
  }

  const { applied } = state;
  return (
    <div className="discount">
      <label htmlFor={id} className="label">
        Discount code<span className="label-optional"> (optional)</span>
      </label>
      {applied ? (
        <div className="discount-applied">
          <span className="discount-chip">
            <span aria-hidden="true">✓</span> {applied.code} applied
          </span>
          <button
            type="button"
            className="button button-quiet"
            aria-label={`Remove the code ${applied.code}`}
            onClick={() => onState(() => NO_DISCOUNT)}
          >
            Remove
          </button>
        </div>
      ) : (
        <div className="discount-row">
          <input
            id={id}
            className={state.error ? 'input input-error' : 'input'}
            value={state.code}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? `${id}-error` : undefined}
            onChange={(e) => {
              const value = e.target.value;
              onState(() => ({ code: value, applied: null, error: null }));
            }}
            onKeyDown={(e) => {
              // Enter applies the code rather than sending the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void apply()}
            disabled={!code || applying}
          >
            {applying ? 'Applying…' : 'Apply'}
          </button>
        </div>
      )}
      <div aria-live="polite">
        {state.error ? (
          <p id={`${id}-error`} className="field-error">
            {state.error}
          </p>
        ) : null}
        {applied ? (
          <dl className="price-summary" aria-label="Price with your discount">
            <div>
              <dt>Price</dt>
              <dd>{money(applied.price, applied.currency)}</dd>
            </div>
            <div className="price-summary-off">
              <dt>Discount ({applied.code})</dt>
              <dd>−{money(applied.amountOff, applied.currency)}</dd>
            </div>
            <div className="price-summary-total">
              <dt>Total to pay</dt>
              <dd>{money(applied.amountToPay, applied.currency)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
