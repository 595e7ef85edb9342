import type { ReactNode } from "react";

const tones = {
  success: { frame: "border-green-300 bg-green-50", text: "text-green-900" },
  error: { frame: "border-red-300 bg-red-50", text: "text-red-900" },
} as const;

/**
 * The boxed message a form shows about what became of it: green when it went through, red
 * when it did not. With `role` it is a live region of its own; inside one, leave it out.
 */
export function Banner({
  tone,
  role,
  as: Tag = "p",
  compact = false,
  className,
  children,
}: {
  tone: keyof typeof tones;
  role?: "status" | "alert";
  as?: "p" | "div";
  /** Less padding, for a dialog. */
  compact?: boolean;
  /** Placement only (margins, grid); it goes before the box's own classes. */
  className?: string;
  children: ReactNode;
}) {
  const { frame, text } = tones[tone];
  const box = `rounded-lg border ${frame} ${compact ? "p-3" : "p-4"} ${text}`;
  return (
    <Tag role={role} className={className ? `${className} ${box}` : box}>
      {children}
    </Tag>
  );
}

/** A dialog's error, announced at once: why the last attempt failed. */
export function ErrorAlert({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Banner role="alert" tone="error" compact className={className}>
      {children}
    </Banner>
  );
}
