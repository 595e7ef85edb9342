import { QrCode } from "../../components/QrCode";

/** The UPI link as a QR code (app/components/QrCode.tsx), for any UPI app to scan. */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  return <QrCode value={link} label={label} />;
}
