/**
 * 3xxx codes: the mall, orders, addresses, coupons, carts, after-sales and reviews. Spread into `Code` (codes.ts);
 * a file of their own so the list of every code stays readable.
 */
export const MALL_CODES = {
  ADDRESS_NOT_FOUND: 3001,
  /** The region is unknown, or has smaller regions below it (an address takes the last level). */
  REGION_NOT_FOUND: 3002,
  ADDRESS_LIMIT: 3003,
  /** The installation picture is not an image this member uploaded. */
  INSTALLATION_PICTURE_NOT_FOUND: 3004,
  /** spec §5: the installation date must be later than today. */
  INSTALLATION_DATE_NOT_LATER: 3005,
  GOODS_NOT_FOUND: 3006,
  CATEGORY_NOT_FOUND: 3007,
  STORE_NOT_FOUND: 3008,
  ORDER_NOT_FOUND: 3009,
  /** The order's state does not allow this action (product.md's state machine). */
  ORDER_ACTION_NOT_ALLOWED: 3010,
  OUT_OF_STOCK: 3011,
  /** spec §8 'insufficient UU to pay'. */
  INSUFFICIENT_UU_TO_PAY: 3012,
  /** The goods' delivery type needs an address, a store, or the installation date and picture. */
  DELIVERY_DETAILS_REQUIRED: 3013,
  WRITE_OFF_CODE_WRONG: 3014,
  /** No such coupon among the member's own. */
  COUPON_NOT_FOUND: 3015,
  /** The coupon is used, expired, or not of the kind this needs (a mall coupon at submit, a package coupon for useCoupon). */
  COUPON_NOT_USABLE: 3016,
  /** The order's subtotal is below the coupon's minimum spend (params: min). */
  COUPON_MIN_SPEND: 3017,
  /** No such package on sale. */
  PLAN_NOT_FOUND: 3018,
  /** A usage report for a member without an active flow package. */
  FLOW_NO_PACKAGE: 3019,
  /** A usage report whose ref was counted already. */
  FLOW_USAGE_DUPLICATE: 3020,
  /** The member has claimed this coupon already. */
  COUPON_ALREADY_CLAIMED: 3021,
  /** All the copies the coupon may ever give (its total quantity) are given: nothing was issued. */
  COUPON_SOLD_OUT: 3022,
  /** The member holds as many copies of this coupon as one member may (params: limit). */
  COUPON_MEMBER_LIMIT: 3023,
  /** The coupon applies to other goods or categories than this order's (its scope). */
  COUPON_NOT_FOR_GOODS: 3024,
  /** The coupon's fixed validity has not begun yet (params: from, the first day). */
  COUPON_NOT_STARTED: 3025,
  /** Too many wrong store codes for this order or by this member (params: minutes). */
  WRITE_OFF_THROTTLED: 3031,
  /** An installation date or picture on an order that is not an installation. */
  INSTALLATION_FIELDS_NOT_ALLOWED: 3032,
  /** A shipped, received or done order is not refunded from the console's refund: it goes through after-sales (decisions.md). */
  ORDER_REFUND_AFTER_SALES: 3040,
  /** After-sales is for done orders (not virtual goods) within the operator's window after completion (params: days). */
  AFTER_SALE_NOT_ALLOWED: 3041,
  /** The order has an after-sales request already (one per order). */
  AFTER_SALE_EXISTS: 3042,
  /** No such after-sales request (among the member's own). */
  AFTER_SALE_NOT_FOUND: 3043,
  /** The request's state does not allow this step (another operator or a repeat came first). */
  AFTER_SALE_ACTION_NOT_ALLOWED: 3044,
  /** A photo that is not one of the member's own uploads. */
  AFTER_SALE_PHOTO_NOT_FOUND: 3045,
  /** Approving a return or exchange needs the return address; receiving an exchange needs the replacement's carrier and number. */
  AFTER_SALE_DETAILS_REQUIRED: 3046,
  /** The spec (SKU) is not one of these goods' (issue 22). */
  SKU_NOT_FOUND: 3050,
  /** The goods have specs: the order or cart line must name one. */
  SKU_REQUIRED: 3051,
  /** More than the member may buy of these goods (params: limit, left). */
  PURCHASE_LIMIT: 3052,
  CART_LINE_NOT_FOUND: 3053,
  /** Checkout with no selected cart lines. */
  CART_NOTHING_SELECTED: 3054,
  /** Installation goods and packages are bought one at a time, not through the cart. */
  CART_GOODS_NOT_ALLOWED: 3055,
  /** The cart holds its most lines already (params: max). */
  CART_FULL: 3056,
  /** A review is for a line of the member's own order once it is done (issue 22). */
  REVIEW_ORDER_NOT_DONE: 3060,
  /** The order has no such line. */
  REVIEW_LINE_NOT_FOUND: 3061,
  /** This line of the order is reviewed already (once per line). */
  REVIEW_EXISTS: 3062,
  /** A review photo is not an image this member uploaded. */
  REVIEW_PHOTO_NOT_FOUND: 3063,
  REVIEW_NOT_FOUND: 3064,
  /** The store is disabled by the operator: it takes no new pickup or write-off orders and no write-off by its code. */
  STORE_DISABLED: 3070,
} as const;
