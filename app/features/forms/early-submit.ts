/**
 * The attribute that says a form was sent before React ran (early-submit.server.ts); the form
 * sends it once React has it.
 */
export const earlySubmitAttribute = "data-early-submit";
