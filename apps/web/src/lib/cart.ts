import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody, Cart, CheckoutBody, CheckoutResult, UpdateCartLineBody } from '@uu/contract/cart';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import { request } from './api-client';
import { useSession } from './session';

/**
 * The member's cart (kept on the server, issue 22), shared by the goods page (add, the badge) and
 * the cart screen (lines, checkout). Every change answers with the whole cart, which replaces the
 * cached one; the checkout preview is read again after each change.
 */
const CART_KEY = ['cart'] as const;

/** GET /cart; only for a signed-in member (a visitor's badge stays empty and asks nothing). */
export function useCart() {
  const { token } = useSession();
  return useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }): Promise<Cart> => request(routes.getCart, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** GET /cart/preview: the orders a checkout of the selected lines makes (the split the cart says before paying). */
export function useCheckoutPreview(enabled: boolean) {
  return useQuery({
    queryKey: [...CART_KEY, 'preview'],
    queryFn: ({ signal }) => request(routes.previewCheckout, { signal, silent: true }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export type CartChange =
  | { kind: 'add'; body: AddToCartBody }
  | { kind: 'update'; body: UpdateCartLineBody }
  | { kind: 'select'; selected: boolean }
  | { kind: 'remove'; ids: number[] };

function send(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return request(routes.addToCart, { body: change.body });
    case 'update':
      return request(routes.updateCartLine, { body: change.body });
    case 'select':
      return request(routes.selectCart, { body: { selected: change.selected } });
    case 'remove':
      return request(routes.removeCartLines, { body: { ids: change.ids } });
  }
}

/** A change of the cart: the answer becomes the cached cart and the preview is read again. A refusal is thrown on (the API client has said why). */
export function useCartChange(): (change: CartChange) => Promise<Cart> {
  const queryClient = useQueryClient();
  return async (change) => {
    const cart = await send(change);
    queryClient.setQueryData(CART_KEY, cart);
    await queryClient.invalidateQueries({ queryKey: [...CART_KEY, 'preview'] });
    return cart;
  };
}

/** POST /cart/checkout with the submission's Idempotency-Key: the orders placed (unpaid). */
export function checkoutCart({ body, key }: { body: CheckoutBody; key: string }): Promise<CheckoutResult> {
  return request(routes.checkoutCart, { body, headers: { [Header.idempotencyKey]: key } });
}
