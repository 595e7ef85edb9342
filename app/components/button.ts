/** The site's button looks, for links and buttons alike. */
const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-900",
  accent: "bg-accent-500 text-slate-900 hover:bg-amber-400",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  inverse: "border border-white/60 text-white hover:bg-white/10",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", extra = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}
