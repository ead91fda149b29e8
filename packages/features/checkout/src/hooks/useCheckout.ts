import type { OrderConfirmBody, OrderCreateBody, OrderCreated, PayMethod } from '@mall/contract/checkout';
import type { OrderDetail } from '@mall/contract/orders';
import { isApiError, sharedKeys, useBoundApi, useSession } from '@mall/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { createCheckoutApi } from '../api/checkoutApi';
import { checkoutKeys } from '../api/keys';
import { allowedCashierUrl } from '../logic/cashier';
import { keyAfterFailure, newIdempotencyKey } from '../logic/idempotency';
import {
  classifySubmitError,
  inFlightRetriesMax,
  inFlightRetryDelayMs,
  type SubmitFailure,
} from '../logic/submitOutcome';

/** spec §9: points (and the exchange rate) are cached for 5 minutes. */
export const pointsCacheMs = 5 * 60 * 1000;

/** The checkout api bound to the app's client and product code. */
export function useCheckoutApi() {
  return useBoundApi(createCheckoutApi);
}

function useUid() {
  return useSession().user.uid;
}

/** The member's addresses, the default first. */
export function useAddresses() {
  const api = useCheckoutApi();
  return useSWR(checkoutKeys.addresses(useUid()), () => api.addresses());
}

/**
 * The GB/T 2260 region tree (issue #13), asked for only by an address form that is open (it is
 * ~25 KB compressed and not part of the first load), then kept for the session: it changes with a
 * server release, not during a visit.
 */
export function useRegions() {
  const api = useCheckoutApi();
  return useSWR(checkoutKeys.regions(), () => api.regions(), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Available points, their worth, whether a password is needed, the rate (spec §9: cached 5 minutes). */
export function useMemberPoints(isEnabled = true) {
  const api = useCheckoutApi();
  const uid = useUid();
  return useSWR(isEnabled ? sharedKeys.points(uid) : null, () => api.points(), { dedupingInterval: pointsCacheMs });
}

/** Whether gift-card payment is offered and, only then, the balance. */
export function useGiftCard() {
  const api = useCheckoutApi();
  return useSWR(sharedKeys.giftCard(useUid()), async () => {
    const { open } = await api.giftCardSwitch();
    return open ? { open, ...(await api.giftCardBalance()) } : { open, balance: '0.00', balanceFen: 0 };
  });
}

/**
 * The order priced by the server now (spec §9, DESIGN.md §7). Asked again whenever the body
 * changes (points, gift card); the previous figures stay on screen meanwhile.
 */
export function useOrderConfirm(body: OrderConfirmBody | null) {
  const api = useCheckoutApi();
  const uid = useUid();
  return useSWR(
    body ? checkoutKeys.confirm(uid, body) : null,
    () => (body ? api.confirm(body) : Promise.reject(new Error('no body'))),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

/** One of the member's orders; `refreshMs` polls (e.g. while a payment notification is on its way). */
export function useOrderDetail(orderNo: string, refreshMs: number | ((order: OrderDetail | undefined) => number) = 0) {
  const api = useCheckoutApi();
  const uid = useUid();
  return useSWR(orderNo ? sharedKeys.orderDetail(uid, orderNo) : null, () => api.orderDetail(orderNo), {
    refreshInterval: refreshMs,
  });
}

/** A value that follows `value` once it has stood still for `delayMs` (the points entry). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** How a submit ended. */
export type SubmitResult =
  | { kind: 'created'; order: OrderCreated }
  | { kind: 'failed'; failure: SubmitFailure | 'inFlightTooLong'; msg: string }
  | { kind: 'ignored' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Order creation with one idempotency key per checkout page (DESIGN.md §7; issue #7 item 4): the
 * key is made once and sent with every submit, retries included; a submit while one is running is
 * ignored; a 409 in-flight is asked again after a moment with the same key; the key changes only
 * after the server said no order was made ({@link keyAfterFailure}).
 */
export function useOrderSubmit(retryDelayMs = inFlightRetryDelayMs) {
  const api = useCheckoutApi();
  const key = useRef<string | null>(null);
  key.current ??= newIdempotencyKey();
  const running = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (body: OrderCreateBody): Promise<SubmitResult> => {
      if (running.current) return { kind: 'ignored' };
      running.current = true;
      setSubmitting(true);
      try {
        for (let attempt = 0; ; attempt += 1) {
          const current = key.current ?? newIdempotencyKey();
          try {
            return { kind: 'created', order: await api.create(body, current) };
          } catch (error) {
            const failure = classifySubmitError(error);
            if (failure === 'inFlight') {
              if (attempt < inFlightRetriesMax) {
                await sleep(retryDelayMs);
                continue;
              }
              return { kind: 'failed', failure: 'inFlightTooLong', msg: '' };
            }
            key.current = keyAfterFailure(current, failure);
            return { kind: 'failed', failure, msg: isApiError(error) ? error.msg : '' };
          }
        }
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [api, retryDelayMs],
  );
  return { submit, isSubmitting };
}

/** Where the browser goes to pay: `window.location.assign` in the app, a spy in stories. */
export type Navigate = (url: string) => void;

/**
 * 去支付 / 重新支付 (issue #7 item 5): asks pay/create for the order and sends the browser to the
 * cashier the server names, if it is an allowed address. A refusal (the order was paid or closed
 * meanwhile) keeps the server's message and calls `onFailed`, so the page can read the order again.
 */
export function usePayNow(orderNo: string, navigate: Navigate, onFailed?: () => void) {
  const api = useCheckoutApi();
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<{ msg: string } | null>(null);
  const pay = useCallback(
    async (method: PayMethod) => {
      setPaying(true);
      setError(null);
      try {
        const { cashierUrl } = await api.payCreate(orderNo, method);
        const target = allowedCashierUrl(cashierUrl, window.location.origin);
        if (!target) throw new Error('cashier address not allowed');
        navigate(target);
      } catch (caught) {
        setError({ msg: isApiError(caught) ? caught.msg : '' });
        setPaying(false);
        onFailed?.();
      }
    },
    [api, orderNo, navigate, onFailed],
  );
  return { pay, isPaying, error };
}
