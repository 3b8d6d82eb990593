import { useEffect, useState } from 'react';
import { getOrder, type OrderDetails } from '../api/get-order';
import { isOrderName } from '../lib/order-reference';

export type OrderDetailsState = { status: 'loading' } | { status: 'loaded'; order: OrderDetails } | { status: 'none' };

/** The order behind a reference, when it is one of ours and this session placed it. */
export function useOrderDetails(reference: string): OrderDetailsState {
  const lookup = isOrderName(reference);
  const [state, setState] = useState<OrderDetailsState>(lookup ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!lookup) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void getOrder(reference, { signal: controller.signal }).then((order) => {
      if (!controller.signal.aborted) setState(order ? { status: 'loaded', order } : { status: 'none' });
    });
    return () => controller.abort();
  }, [reference, lookup]);
  return state;
}
