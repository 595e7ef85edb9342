/**
 * A UPI deep link (NPCI's "upi://pay" URL), which every UPI app in India opens and which a
 * QR code can carry: payee address and name, the amount in rupees with two decimals, the
 * currency, our reference as the transaction reference, and a note the student sees.
 */
export interface UpiPayment {
  /** The payee's virtual payment address, e.g. kodeveda@okaxis. */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** Alphanumeric: some UPI apps refuse other characters here. */
  reference: string;
  note: string;
}

/** UPI apps cap the note; longer ones are cut rather than refused. */
const maxNoteLength = 50;

export function upiAmount(amountPaise: number): string {
  return (amountPaise / 100).toFixed(2);
}

export function upiPaymentLink({ vpa, payeeName, amountPaise, reference, note }: UpiPayment) {
  const params = new URLSearchParams({
    pa: vpa,
    pn: payeeName,
    am: upiAmount(amountPaise),
    cu: "INR",
    tr: reference,
    tn: note.slice(0, maxNoteLength),
  });
  // URLSearchParams writes a space as "+", which UPI apps show literally; %20 is read as a space.
  return `upi://pay?${params.toString().replaceAll("+", "%20")}`;
}
