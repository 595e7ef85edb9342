import type { ReactNode } from "react";
import { Icon, type UiIconName } from "../../components/icons";
import type { IconName } from "#shared/content/types";

const looks = {
  valid: { icon: "shield", frame: "border-green-300 bg-green-50", mark: "text-green-700" },
  revoked: { icon: "close", frame: "border-red-300 bg-red-50", mark: "text-red-700" },
  replaced: { icon: "arrow-right", frame: "border-amber-300 bg-amber-50", mark: "text-amber-800" },
  neutral: { icon: "close", frame: "border-slate-300 bg-slate-50", mark: "text-slate-700" },
} satisfies Record<string, { icon: IconName | UiIconName; frame: string; mark: string }>;

/**
 * The page's answer in one box, as its main heading: the words say it, the icon and the
 * colour only repeat it (WCAG 1.4.1), so it reads the same to a screen reader and in grey.
 */
export function Verdict({
  tone,
  heading,
  children,
}: {
  tone: keyof typeof looks;
  heading: string;
  children?: ReactNode;
}) {
  const look = looks[tone];
  return (
    <div className={`flex items-start gap-3 rounded-xl border p-4 sm:p-5 ${look.frame}`}>
      <Icon name={look.icon} className={`mt-1 size-7 shrink-0 ${look.mark}`} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {children && <div className="mt-2 text-slate-800">{children}</div>}
      </div>
    </div>
  );
}
