/** Spec section 1: where / leads a signed-in user, and the first entry of the main menu. */
export const HOME_PATH = '/dashboard';
/** Spec section 5: the customers list. */
export const CUSTOMERS_PATH = '/customers';
