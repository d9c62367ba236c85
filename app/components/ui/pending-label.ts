/** What a submit button says while its form is being sent (spec section 5: no double submits). */
export const PENDING_LABEL = "Please wait...";
