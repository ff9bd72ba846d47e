// The competitive-bid form's own check (docs/product/rules.md, "The live reverse auction"): the portal
// reads the fields' shapes, the contract's BiddingFormBody says what is refused, times are Beijing's;
// a saved draft read back into the form gives the platform the same body again.
import { describe, expect, it } from 'vitest';
import { siteFields } from '#contract/time.ts';
import { checkedForm, emptyFormValues } from './buyer-form.server.ts';
import type { BiddingFormValues } from './buyer-views.ts';

const t = (key: string) => key;
const AT = Date.UTC(2030, 0, 1, 2, 0, 0);
const HOUR = 3_600_000;
const moment = (hours: number) => siteFields(AT + hours * HOUR).dateTime;

const typed = (fields: Partial<BiddingFormValues> = {}): BiddingFormValues => ({
  ...emptyFormValues(),
  details: 'Valves',
  categoryId: '12',
  materials: [{ key: 'r0', code: 'V-1', name: 'Gate valve', type: '', categoryId: '', brandId: '', unit: 'set', count: '10', files: [] }],
  address: 'Zhangjiang Road 1',
  deliver: '2030-02-01',
  startSignUp: moment(0),
  endSignUp: moment(24),
  biddingStartTime: moment(25),
  biddingEndTime: moment(26),
  startingPrice: '10000',
  minPriceStep: '100',
  allowPurchaseCount: '5',
  ...fields,
});

describe('the competitive-bid form’s own check', () => {
  it('gives the platform the rule sheet as typed, the times as Beijing’s instants', () => {
    const checked = checkedForm(
      typed({ triggerMinutes: '5', extensionMinutes: '3', maxExtensions: '4', hardStopTime: moment(27), autoAdmit: 'on' }),
      t,
    );
    expect(checked).toMatchObject({
      ok: true,
      body: {
        startSignUp: AT,
        biddingEndTime: AT + 26 * HOUR,
        hardStopTime: AT + 27 * HOUR,
        startingPrice: 10_000,
        stepType: 'amount',
        minPriceStep: 100,
        visibility: 'bestPrice',
        triggerMinutes: 5,
        extensionMinutes: 3,
        maxExtensions: 4,
        autoAdmit: true,
        isAllArea: true,
        scope: 'public',
      },
    });
  });

  it('leaves the hard stop out when blank, and reads no auto-admit unless ticked', () => {
    const checked = checkedForm(typed(), t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body.hardStopTime).toBeUndefined();
    expect(checked.body.autoAdmit).toBe(false);
  });

  it('puts each refusal on its field, all at once: an unreadable price (the step not refused against it), an invited auction without suppliers, minutes out of range, a bad hard stop', () => {
    const checked = checkedForm(
      typed({ minPriceStep: '10000', scope: 'invited', triggerMinutes: '500', hardStopTime: 'soon', visibility: 'everything', startingPrice: '-1' }),
      t,
    );
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        hardStopTime: 'bidding:errors.dateTime',
        visibility: 'bidding:errors.invalid',
        startingPrice: 'bidding:errors.amount',
        invited: 'bidding:errors.invitedRequired',
        triggerMinutes: 'bidding:errors.wholeNumber',
      },
    });
  });

  it('a step equal to the starting price is refused on the step', () => {
    expect(checkedForm(typed({ minPriceStep: '10000' }), t)).toEqual({ ok: false, fieldErrors: { minPriceStep: 'bidding:errors.stepBelowStart' } });
  });
});
