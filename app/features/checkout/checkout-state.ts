/** Checkout state of app §3 in docs/spec-coverage.md: the payment modal (closed at first) and the payment loading flag. */
import { atom } from 'jotai';

const isPaymentModalOpenPrimitiveAtom = atom(false);
/** app §4 in docs/spec-coverage.md: a payment is submitted; set on submit, cleared by its outcome. */
const isPaymentLoadingPrimitiveAtom = atom(false);

/** isPaymentModalOpen of app §3 in docs/spec-coverage.md: false until the shopper asks to pay. */
export const isPaymentModalOpenAtom = atom((get) => get(isPaymentModalOpenPrimitiveAtom));
export const isPaymentLoadingAtom = atom((get) => get(isPaymentLoadingPrimitiveAtom));

export const openPaymentModalAtom = atom(null, (_get, set) => set(isPaymentModalOpenPrimitiveAtom, true));
/** Closing is refused while a payment is being submitted: the drop-in must stay mounted until it ends. */
export const closePaymentModalAtom = atom(null, (get, set) => {
  if (!get(isPaymentLoadingPrimitiveAtom)) set(isPaymentModalOpenPrimitiveAtom, false);
});
export const setPaymentLoadingAtom = atom(null, (_get, set, loading: boolean) => set(isPaymentLoadingPrimitiveAtom, loading));
/** A checkout (re)mounting or leaving: modal closed, nothing submitted. */
export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(isPaymentLoadingPrimitiveAtom, false);
  set(isPaymentModalOpenPrimitiveAtom, false);
});
