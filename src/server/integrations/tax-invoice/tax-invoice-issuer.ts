/**
 * Issuing a 세금계산서. An e-tax-invoice service (Popbill, Bill36524, a Hometax ASP) issues and
 * transmits to the National Tax Service itself and answers the approval number; none is reachable
 * offline, so the platform's one issuer today is the manual one: the operator issues on Hometax (or
 * the service's own site) and enters the number and date in the console.
 *
 * A provider goes here as another `TaxInvoiceIssuer` (e.g. `createPopbillIssuer(config)` calling
 * Popbill's `RegistIssue` with the draft, keyed by the order id so a retry issues once), chosen in
 * app.ts by a setting; the console's issue form then asks only for the date.
 */

/** What the invoice says: the buyer's business and the amount (KRW, tax included). */
export interface TaxInvoiceDraft {
  orderId: string;
  itemName: string;
  amount: number;
  buyer: {
    businessNumber: string;
    companyName: string;
    ceoName: string;
    businessAddress: string;
    email: string;
  };
}

/** The invoice as issued: its NTS approval number (8-8-8 digits) and 작성일자 (YYYY-MM-DD, Korea). */
export interface IssuedTaxInvoice {
  invoiceNumber: string;
  issueDate: string;
}

export interface TaxInvoiceIssuer {
  /**
   * Issues the draft. `entered` is what the operator copied from an invoice issued by hand; an
   * issuer that talks to a service issues on its own and answers the service's number instead.
   */
  issue(draft: TaxInvoiceDraft, entered: IssuedTaxInvoice): Promise<IssuedTaxInvoice>;
}

/** The operator issued it elsewhere: the invoice is what they entered. */
export function createManualTaxInvoiceIssuer(): TaxInvoiceIssuer {
  return {
    async issue(_draft, entered) {
      return entered;
    },
  };
}
