/**
 * What a page's action answers a form sent without the page's script (./plain-form.server.ts): the API's
 * message once it is in, or why it was refused with the visitor's answers and the unspent form token.
 */
export type PlainFormResult<Values> =
  | { outcome: "sent"; message: string }
  | {
      outcome: "failed";
      message: string;
      fields: Record<string, string>;
      values: Values;
      /** The refused send's token, still unspent: the corrected form sends it again. */
      formToken?: string;
    };
